/// The spacing a person keeps while editing (issue 45, item 8): a trailing comment stays at its column when the value
/// before it changes length, a new entry among blank-separated siblings (or a new top-level section) gets one blank
/// line before it, and a removal never leaves two blank lines where there was one.
extension SpecEditor {
    // MARK: Comment columns

    /// `edits` with the spaces before each line's trailing comment resized, so the comment keeps its column when an
    /// edit on one line changes the length before it. The column is kept when the comment was placed at one (more than
    /// one space before it, or aligned with the comment of the line above or below); otherwise the gap stays as it was.
    /// An edit that spans lines, or shares its line with another edit, is left alone.
    func keepingCommentColumns(_ edits: [TextEdit], in text: String) -> [TextEdit] {
        let bytes = Array(text.utf8)
        let lines = edits.map { lineStart(of: $0.offset, in: bytes) }
        return edits.enumerated().map { index, edit in
            let single = !edit.oldText.utf8.contains(newline) && !edit.newText.utf8.contains(newline)
            guard single, lines.filter({ $0 == lines[index] }).count == 1 else { return edit }
            return keepingCommentColumn(edit, lineStart: lines[index], bytes: bytes)
        }
    }

    private var newline: UInt8 { UInt8(ascii: "\n") }

    private func keepingCommentColumn(_ edit: TextEdit, lineStart: Int, bytes: [UInt8]) -> TextEdit {
        let end = edit.offset + edit.oldText.utf8.count
        guard let hash = commentStart(from: end, in: bytes) else { return edit }
        var gapStart = hash
        while gapStart > end, bytes[gapStart - 1] == UInt8(ascii: " ") { gapStart -= 1 }
        let gap = hash - gapStart
        guard gap > 0 else { return edit }
        let column = characters(bytes, lineStart, hash)
        let aligned =
            gap > 1 || [previousLine(of: lineStart, in: bytes), nextLine(of: lineStart, in: bytes)]
            .compactMap { $0.flatMap { trailingCommentColumn(at: $0, in: bytes) } }.contains(column)
        guard aligned else { return edit }
        let grown = edit.newText.count - edit.oldText.count
        let newGap = max(1, column - (characters(bytes, lineStart, gapStart) + grown))
        guard newGap != gap else { return edit }
        let between = String(decoding: bytes[end..<gapStart], as: UTF8.self)
        return TextEdit(
            file: edit.file, offset: edit.offset, oldText: String(decoding: bytes[edit.offset..<hash], as: UTF8.self),
            newText: edit.newText + between + String(repeating: " ", count: newGap))
    }

    /// The `#` of the comment that ends the line after `offset` (outside quotes, after a space), if any.
    private func commentStart(from offset: Int, in bytes: [UInt8]) -> Int? {
        var quote: UInt8?
        var i = offset
        while i < bytes.count, bytes[i] != newline {
            let b = bytes[i]
            if let q = quote {
                if b == q { quote = nil } else if q == UInt8(ascii: "\""), b == UInt8(ascii: "\\") { i += 1 }
            } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'"),
                i == offset || [UInt8(ascii: " "), UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: ",")]
                    .contains(bytes[i - 1])
            {
                quote = b
            } else if b == UInt8(ascii: "#"), i > 0, bytes[i - 1] == UInt8(ascii: " ") {
                return i
            }
            i += 1
        }
        return nil
    }

    /// The column of the trailing comment on the line starting at `start` (none for a line that is only a comment).
    private func trailingCommentColumn(at start: Int, in bytes: [UInt8]) -> Int? {
        var first = start
        while first < bytes.count, bytes[first] == UInt8(ascii: " ") { first += 1 }
        guard first < bytes.count, bytes[first] != UInt8(ascii: "#"), bytes[first] != newline,
            let hash = commentStart(from: first, in: bytes)
        else { return nil }
        return characters(bytes, start, hash)
    }

    private func characters(_ bytes: [UInt8], _ from: Int, _ to: Int) -> Int {
        String(decoding: bytes[from..<to], as: UTF8.self).count
    }

    private func lineStart(of offset: Int, in bytes: [UInt8]) -> Int {
        var i = min(offset, bytes.count)
        while i > 0, bytes[i - 1] != newline { i -= 1 }
        return i
    }

    private func previousLine(of start: Int, in bytes: [UInt8]) -> Int? {
        start == 0 ? nil : lineStart(of: start - 1, in: bytes)
    }

    private func nextLine(of start: Int, in bytes: [UInt8]) -> Int? {
        guard let end = bytes[start...].firstIndex(of: newline), end + 1 < bytes.count else { return nil }
        return end + 1
    }

    // MARK: Blank lines

    /// Whether the line starting at `start` holds only spaces (a blank line); false past the end.
    func isBlankLine(at start: Int, in text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard start < bytes.count else { return false }
        var i = start
        while i < bytes.count, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\r") { i += 1 }
        return i == bytes.count || bytes[i] == newline
    }

    /// Whether a block map's keys are written with a blank line between them: between its last two keys.
    func blankSeparated(_ pairs: [SourceTree.Pair], file: File) -> Bool {
        guard pairs.count >= 2 else { return false }
        let bytes = Array(file.text.utf8)
        var line = lineEnd(after: file.bom + contentEnd(of: pairs[pairs.count - 2].value), in: file.text)
        let last = lineStart(of: file.bom + pairs[pairs.count - 1].key.start, in: bytes)
        while line < last {
            if isBlankLine(at: line, in: file.text) { return true }
            line = (bytes[line...].firstIndex(of: newline) ?? bytes.count) + 1
        }
        return false
    }

    /// The lines `range` removes, grown so that no two blank lines meet where it was: with a blank line on both sides,
    /// the one after goes too; at the end of the file, the blank lines before it go.
    func collapsingBlankLines(_ range: Range<Int>, in text: String) -> Range<Int> {
        let bytes = Array(text.utf8)
        guard range.lowerBound > 0, bytes[range.lowerBound - 1] == newline else { return range }
        let before = lineStart(of: range.lowerBound - 1, in: bytes)
        guard isBlankLine(at: before, in: text) else { return range }
        if range.upperBound >= bytes.count {
            var start = before
            while start > 0, isBlankLine(at: lineStart(of: start - 1, in: bytes), in: text) {
                start = lineStart(of: start - 1, in: bytes)
            }
            return start..<range.upperBound
        }
        guard isBlankLine(at: range.upperBound, in: text) else { return range }
        let after = bytes[range.upperBound...].firstIndex(of: newline).map { $0 + 1 } ?? bytes.count
        return range.lowerBound..<after
    }
}
