import Foundation

/// The result of reading a spec: the model when there are no errors, and every diagnostic found.
public struct LoadResult: Sendable {
    public var spec: Spec?
    public var diagnostics: [Diagnostic]

    public init(spec: Spec?, diagnostics: [Diagnostic]) {
        self.spec = spec
        self.diagnostics = diagnostics
    }

    public var errors: [Diagnostic] { diagnostics.filter(\.isError) }
    public var warnings: [Diagnostic] { diagnostics.filter { !$0.isError } }
}

/// Reads, merges (`include:`) and validates a spec file. Never traps on bad input: whatever the bytes,
/// the answer is a model or diagnostics at `file:line:col`.
public enum SpecLoader {
    /// Larger files are refused with one error (a spec is a few hundred lines).
    public static let maximumSize = 4 * 1024 * 1024

    /// Loads the spec at `path` (YAML or JSON) and the files it includes; with a `cache`, files whose text
    /// is the same as at the previous load with that cache are not parsed again. Diagnostics name the root file
    /// `path` as given, and included files joined onto its directory. Includes, images and fonts are read only
    /// from regular files inside `root` (default: the spec's own folder), after symlinks. With a font `catalog`,
    /// a family that is not bundled, declared or installed is a warning (`FontCheck`).
    public static func load(
        path: String, root: String? = nil, cache: SpecParseCache? = nil,
        fonts catalog: (any FontCatalog)? = nil
    ) -> LoadResult {
        SpecLoadSession(cache: cache, root: root, fonts: catalog).run(displayPath: path, text: nil)
    }

    /// Loads as `load` does, reading `texts` (by absolute path) instead of those files: the source pane's unsaved
    /// edits of the spec and its includes. The cache still skips the files whose text it parsed last time.
    public static func load(
        path: String, texts: [String: String], root: String? = nil, cache: SpecParseCache? = nil,
        fonts catalog: (any FontCatalog)? = nil
    ) -> LoadResult {
        let session = SpecLoadSession(cache: cache, root: root, fonts: catalog)
        session.overrides = texts
        return session.run(displayPath: path, text: nil)
    }

    /// Parses `text` as if it were the file at `path` (which need not exist); includes, fonts and images
    /// are still read relative to `path`'s directory.
    public static func parse(
        text: String, path: String, root: String? = nil,
        fonts catalog: (any FontCatalog)? = nil
    ) -> LoadResult {
        SpecLoadSession(root: root, fonts: catalog).run(displayPath: path, text: text)
    }
}

/// The parsed files of the previous load, by their text. Live reload keeps one per window: every file is
/// read again on a save, but only the files whose text changed are parsed again (a save of the root leaves
/// its includes alone). Only files that parsed without a diagnostic are kept, and only those of the last load.
/// Texts are compared as UTF-8 bytes (`TextKey`), not as `String`s: a `String`'s hash normalises Unicode.
public final class SpecParseCache {
    private var nodes: [TextKey: SpecNode] = [:]
    private var used: [TextKey: SpecNode] = [:]
    /// Each file's last text that composed without a diagnostic, and its nodes: what `SpecSplice` edits.
    private var last: [String: (text: String, node: SpecNode)] = [:]

    /// How many files loads with this cache composed by splicing one changed entry into their last nodes (for tests).
    public private(set) var splices = 0

    /// The alerts, rockets, queues, scenarios and routes of the last load, read into the model (`SpecItemCache`).
    let items = SpecItemCache()
    /// The route checks of the last load (`RouteCheckCache`).
    let routeChecks = RouteCheckCache()

    public init() {}

    /// How many items (alerts, rockets, queues, scenarios, routes) the last load took from the cache instead of
    /// reading them (for tests).
    public var reusedItems: Int { items.reused }

    /// How many loads took the previous load's route checks instead of checking every route again (for tests).
    public var reusedRouteChecks: Int { routeChecks.reused }

    /// How many files the last load could have taken from the cache (for tests).
    public var count: Int { nodes.count }

    func node(for text: String, file: String) -> SpecNode? {
        let key = TextKey(text)
        guard let node = nodes[key] else { return nil }
        used[key] = node
        last[file] = (text, node)
        return node
    }

    func store(_ node: SpecNode, for text: String, file: String) {
        used[TextKey(text)] = node
        last[file] = (text, node)
    }

    /// The file's new text composed from its last good nodes when an edit changed only the inside of one entry
    /// (`SpecSplice`); nil when the whole text must be composed.
    func spliced(_ text: String, file: String) -> SpecNode? {
        guard let (old, root) = last[file], let node = SpecSplice.parse(old: old, root: root, new: text) else {
            return nil
        }
        splices += 1
        return node
    }

    /// The files of this load become the cache; the others are dropped.
    func endLoad() {
        nodes = used
        used = [:]
        items.endLoad()
    }
}

/// A text as a dictionary key by its UTF-8 bytes: hashed and compared as bytes, without Unicode normalisation
/// (two spellings of "é" are different files' texts, as they are different bytes on disk).
struct TextKey: Hashable {
    let text: String

    init(_ text: String) {
        var text = text
        text.makeContiguousUTF8()
        self.text = text
    }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    static func == (a: TextKey, b: TextKey) -> Bool {
        var (x, y) = (a.text, b.text)
        return x.withUTF8 { p in
            y.withUTF8 { q in
                p.count == q.count && (p.count == 0 || memcmp(p.baseAddress!, q.baseAddress!, p.count) == 0)
            }
        }
    }
}
