import Foundation

/// What a window's `SpecEditor` keeps between edits: the spec's files as its last load or written edit left them,
/// their source trees, and the spec they give. The next edit reads every file again and takes what is kept only
/// while each still holds exactly the kept text, so an edit after an edit does not parse the whole spec to find
/// its key. The edited file's source tree is built again when the edit is written (after the window's frame that
/// shows it), not when the next edit starts. Anything else (a file changed by another editor, an undo) loads anew.
public final class SpecEditMemory {
    private var files: [SpecEditor.File] = []
    private var spec: Spec?
    /// How many loads the kept files answered, and how many written edits updated a kept tree in place of a parse
    /// (for tests).
    public private(set) var reuses = 0
    public private(set) var splices = 0

    public init() {}

    /// The kept files and spec, when every file on disk still holds its kept text.
    func loaded() -> SpecEditor.Loaded? {
        guard let spec, !files.isEmpty else { return nil }
        for file in files {
            guard let data = FileManager.default.contents(atPath: file.absolute), Self.same(data, file.text) else {
                return nil
            }
        }
        reuses += 1
        return SpecEditor.Loaded(files: files, spec: spec)
    }

    /// Whether `data` holds exactly `text`'s UTF-8 bytes (compared as memory, not byte by byte through iterators).
    public static func same(_ data: Data, _ text: String) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            data.withUnsafeBytes { bytes in
                bytes.count == utf8.count
                    && (utf8.isEmpty || memcmp(bytes.baseAddress!, utf8.baseAddress!, utf8.count) == 0)
            }
        }
    }

    /// Where `spec`'s values are written (`SpecSource`), from the kept trees of the files that still hold their kept
    /// text on disk; a file in `texts` (a window's unsaved text) is parsed from that text, any other read and parsed.
    public func source(for spec: Spec, texts: [String: String] = [:]) -> SpecSource {
        var kept: [String: SourceTree] = [:]
        for file in files where texts[file.absolute] == nil {
            if let data = FileManager.default.contents(atPath: file.absolute), Self.same(data, file.text) {
                kept[file.absolute] = file.tree
            }
        }
        return SpecSource(spec: spec, kept: kept, texts: texts)
    }

    /// Keeps a whole load of the files as they are on disk.
    func keep(_ loaded: SpecEditor.Loaded) {
        files = loaded.files
        spec = loaded.spec
    }

    /// Follows a written edit: its files take their new texts and the spec the edit's. Forgets everything when the
    /// kept files were not the edit's starting point or the edit changed which files the spec reads.
    public func wrote(_ edit: SpecEdit) {
        let changes =
            [(edit.absoluteFile, edit.before, edit.after)]
            + edit.others.map {
                ($0.absoluteFile, $0.before, $0.after)
            }
        guard let old = spec, Set(old.files) == Set(edit.spec.files) else { return forget() }
        var updated = files
        for (path, before, after) in changes {
            guard let index = updated.firstIndex(where: { $0.absolute == path }), updated[index].text == before
            else { return forget() }
            updated[index].text = after
            if let tree = Self.spliced(edit, into: updated[index]) {
                // One scalar replaced, no line break in either text: the line break the file writes is the same.
                updated[index].tree = tree
                splices += 1
                continue
            }
            guard
                let tree = try? SourceTree(
                    text: String(decoding: after.utf8.dropFirst(updated[index].bom), as: UTF8.self))
            else { return forget() }
            updated[index].tree = tree
            updated[index].newline = SpecEditor.newline(of: after)
        }
        files = updated
        spec = edit.spec
    }

    /// The edited file's kept tree after `edit`, when it replaced one scalar of it (a value set where it was written):
    /// the tree moved, not the file parsed again (`SourceTree.replacingScalar`); nil for any other edit.
    static func spliced(_ edit: SpecEdit, into file: SpecEditor.File) -> SourceTree? {
        guard edit.others.isEmpty, edit.edits.count == 1, let change = edit.edits.first,
            change.file == file.absolute, change.offset >= file.bom
        else { return nil }
        let end = change.offset + change.oldText.utf8.count
        var before = file.text
        let following = before.withUTF8 { end < $0.count ? $0[end] : nil }
        return file.tree.replacingScalar(
            at: change.offset - file.bom, oldText: change.oldText, newText: change.newText, following: following)
    }

    /// The kept source tree of the file at `path` (for tests).
    func tree(of path: String) -> SourceTree? { files.first { $0.absolute == path }?.tree }

    /// Drops what is kept: the next edit loads the spec anew.
    public func forget() {
        files = []
        spec = nil
    }
}
