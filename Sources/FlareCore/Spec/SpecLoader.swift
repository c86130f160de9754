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

    /// Loads the spec at `path` (YAML or JSON) and the files it includes. Diagnostics name the root file
    /// `path` as given, and included files joined onto its directory.
    public static func load(path: String) -> LoadResult {
        SpecLoadSession().run(displayPath: path, text: nil)
    }

    /// Parses `text` as if it were the file at `path` (which need not exist); includes, fonts and images
    /// are still read relative to `path`'s directory.
    public static func parse(text: String, path: String) -> LoadResult {
        SpecLoadSession().run(displayPath: path, text: text)
    }
}
