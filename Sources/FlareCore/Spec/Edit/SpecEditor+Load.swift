import Foundation

/// Reading the spec's files for an edit: each file's exact text and source tree, checked against what the spec was
/// parsed from (a file changed on disk since is refused).
extension SpecEditor {
    /// One file of the spec as it is on disk.
    struct File {
        var display: String
        var absolute: String
        /// The exact text, a byte-order mark included.
        var text: String
        var tree: SourceTree
        /// UTF-8 bytes of a leading byte-order mark (the tree's offsets start after it).
        var bom: Int
        var json: Bool
        var newline: String
    }

    struct Loaded {
        var files: [File]
        var spec: Spec
    }

    func load() throws(SpecEditError) -> Loaded {
        if texts.isEmpty, let kept = memory?.loaded() { return kept }
        let session = SpecLoadSession(cache: cache, root: root)
        session.overrides = texts
        let result = session.run(displayPath: path, text: nil)
        guard let spec = result.spec else { throw .invalidSpec(result.errors) }
        var files: [File] = []
        for document in session.documents {
            guard
                let data = texts[document.absolutePath].map({ Data($0.utf8) })
                    ?? FileManager.default.contents(atPath: document.absolutePath),
                let text = String(validating: data, as: UTF8.self)
            else { throw .io("cannot read '\(document.displayPath)'") }
            let bom = data.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            guard text.utf8.dropFirst(bom).elementsEqual(document.text.utf8) else {
                throw .changedOnDisk(document.displayPath)
            }
            let tree: SourceTree
            do { tree = try SourceTree(text: document.text) } catch {
                throw .io("'\(document.displayPath)': \(error.message)")
            }
            files.append(
                File(
                    display: document.displayPath, absolute: document.absolutePath, text: text, tree: tree, bom: bom,
                    json: document.absolutePath.lowercased().hasSuffix(".json"),
                    newline: Self.newline(of: text)))
        }
        let loaded = Loaded(files: files, spec: spec)
        if texts.isEmpty { memory?.keep(loaded) }
        return loaded
    }

    /// The line break a file writes: CR LF when it has one anywhere, else LF (bytes, not Foundation's search).
    static func newline(of text: String) -> String {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") && previous == UInt8(ascii: "\r") { return "\r\n" }
            previous = byte
        }
        return "\n"
    }
}
