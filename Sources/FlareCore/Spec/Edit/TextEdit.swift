/// One change to one file's text, as a value: the bytes at `offset` (UTF-8, in the text before the edit) that were
/// `oldText` become `newText`. An undo applies `inverted`; a redo applies the edit again.
public struct TextEdit: Sendable, Hashable, Codable {
    /// The file's absolute path.
    public var file: String
    public var offset: Int
    public var oldText: String
    public var newText: String

    public init(file: String, offset: Int, oldText: String, newText: String) {
        self.file = file
        self.offset = offset
        self.oldText = oldText
        self.newText = newText
    }

    /// The edited bytes in the text before the edit.
    public var range: Range<Int> { offset..<offset + oldText.utf8.count }

    /// The edit that undoes this one, on the text after it.
    public var inverted: TextEdit { TextEdit(file: file, offset: offset, oldText: newText, newText: oldText) }

    /// `text` with `edits` (non-overlapping, offsets in `text`) applied; nil when one no longer matches the text.
    public static func apply(_ edits: [TextEdit], to text: String) -> String? {
        var bytes = Array(text.utf8)
        for edit in edits.sorted(by: { $0.offset > $1.offset }) {
            let old = Array(edit.oldText.utf8)
            guard edit.offset >= 0, edit.offset + old.count <= bytes.count,
                bytes[edit.offset..<edit.offset + old.count].elementsEqual(old)
            else { return nil }
            bytes.replaceSubrange(edit.offset..<edit.offset + old.count, with: Array(edit.newText.utf8))
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The inverse of `edits` applied together: offsets moved to the text after them, so `apply(inverse)` restores
    /// the text before.
    public static func inverse(of edits: [TextEdit]) -> [TextEdit] {
        var shift = 0
        return edits.sorted { $0.offset < $1.offset }.map { edit in
            defer { shift += edit.newText.utf8.count - edit.oldText.utf8.count }
            var inverted = edit.inverted
            inverted.offset += shift
            return inverted
        }
    }
}
