/// The result of reading a spec: the model when there are no errors, and every diagnostic found.
public struct LoadResult: Sendable {
    public var spec: Spec?
    public var diagnostics: [Diagnostic]

    public init(spec: Spec?, diagnostics: [Diagnostic]) {
        self.spec = spec
        self.diagnostics = diagnostics
    }

    public var errors: [Diagnostic] { diagnostics.filter(\.isError) }
}

/// Reads, merges (`include:`) and validates a spec file. Never traps on bad input.
public enum SpecLoader {
    /// Loads the spec at `path` (YAML or JSON) and the files it includes.
    public static func load(path: String) -> LoadResult {
        // Placeholder until the parser lands (issue 2).
        LoadResult(spec: nil, diagnostics: [Diagnostic(.error, "spec parsing is not built yet", at: SourceLocation(file: path, line: 1, column: 1))])
    }
}
