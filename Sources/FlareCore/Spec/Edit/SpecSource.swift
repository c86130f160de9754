import Foundation

/// The spec's files as text, read once: what a value is written as (`foam`, not the `#1F1410` it resolves to) and
/// where (`file:line:col`), for the window's property editors and the inspect popover. Reads the files as they are
/// on disk; a file that does not parse answers nothing.
public struct SpecSource {
    struct File {
        var path: String
        var tree: SourceTree?
    }

    private let files: [File]

    /// Whether `path` names a spec's text (an entry file or an include: YAML or JSON, by its name's suffix, in any
    /// case), not an image or a font a spec uses. A name that is only the suffix (`.yaml`) counts: it is a YAML file.
    public static func isSpecText(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent.lowercased()
        return [".yaml", ".yml", ".json"].contains { name.hasSuffix($0) }
    }

    /// The spec's own files: the entry file and its includes (the YAML and JSON among `spec.files`).
    public init(spec: Spec) {
        self.init(spec: spec, kept: [:])
    }

    /// As `init(spec:)`, with the files in `kept` (by absolute path) taken as these trees instead of read and parsed
    /// again: a window's editor keeps them (`SpecEditMemory.source(for:)`); and the files in `texts` read as these
    /// texts (the source pane's unsaved ones), not from disk.
    init(spec: Spec, kept: [String: SourceTree], texts: [String: String] = [:]) {
        let paths = ([spec.file] + spec.files).filter(Self.isSpecText)
        var seen: Set<String> = []
        files = paths.filter { seen.insert($0).inserted }.map { path in
            if let tree = kept[path] { return File(path: path, tree: tree) }
            let text =
                texts[path]
                ?? FileManager.default.contents(atPath: path).flatMap { String(validating: $0, as: UTF8.self) }
            // The tree's offsets start after a byte-order mark, as the loader's do.
            let body = text.map { $0.hasPrefix("\u{FEFF}") ? String($0.dropFirst()) : $0 }
            return File(path: path, tree: body.flatMap { try? SourceTree(text: $0) })
        }
    }

    /// What is written at `path` (the deepest file that has it): the scalar's text, and where its key is (its
    /// value for a list item). Nil when no file writes it, or it is a map or a list.
    public func written(_ path: EditPath) -> (text: String, location: SourceLocation)? {
        guard let (node, keyNode, file) = find(path), let text = node.scalar else { return nil }
        let at = keyNode ?? node
        return (text, SourceLocation(file: file, line: at.line, column: at.column))
    }

    /// Where `path`'s key is written, whatever its value is (a map, a list); nil when no file writes it.
    public func location(_ path: EditPath) -> SourceLocation? {
        guard let (node, keyNode, file) = find(path) else { return nil }
        let at = keyNode ?? node
        return SourceLocation(file: file, line: at.line, column: at.column)
    }

    /// The keys of the map at `path` in every file, in file order (`palette`: the palette's names).
    public func keys(_ path: EditPath) -> [String] {
        var keys: [String] = []
        for file in files {
            guard let node = walk(path, in: file)?.node else { continue }
            keys += node.pairs.compactMap(\.key.scalar)
        }
        return keys
    }

    private func find(_ path: EditPath) -> (SourceTree.Node, SourceTree.Node?, String)? {
        for file in files {
            if let (node, key) = walk(path, in: file) { return (node, key, file.path) }
        }
        return nil
    }

    private func walk(_ path: EditPath, in file: File) -> (node: SourceTree.Node, key: SourceTree.Node?)? {
        guard var node = file.tree?.root else { return nil }
        var key: SourceTree.Node?
        for component in path.components {
            switch (component, node.content) {
            case (.key(let name), .mapping(let pairs, _)):
                guard let pair = pairs.last(where: { $0.key.scalar == name }) else { return nil }
                key = pair.key
                node = pair.value
            case (.index(let i), .sequence(let items, _)) where items.indices.contains(i):
                key = nil
                node = items[i]
            default:
                return nil
            }
        }
        return (node, key)
    }
}
