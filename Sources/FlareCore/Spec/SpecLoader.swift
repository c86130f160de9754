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
public final class SpecParseCache {
    private var nodes: [String: SpecNode] = [:]
    private var used: [String: SpecNode] = [:]

    public init() {}

    /// How many files the last load could have taken from the cache (for tests).
    public var count: Int { nodes.count }

    func node(for text: String) -> SpecNode? {
        guard let node = nodes[text] else { return nil }
        used[text] = node
        return node
    }

    func store(_ node: SpecNode, for text: String) { used[text] = node }

    /// The files of this load become the cache; the others are dropped.
    func endLoad() {
        nodes = used
        used = [:]
    }
}
