import FlareCore

/// The warnings the window shows while the spec renders: the spec's own (what `flare check` prints) and what
/// drawing the shown alert found (an image that could not be read, a text cut to its limit), at the alert's line.
extension PreviewWindow {
    /// The shown item's warnings, spec warnings first, each once.
    public var warnings: [Diagnostic] {
        var all = diagnostics.filter { !$0.isError }
        if let view = stage?.alertView, let spec {
            let at = view.spec.location ?? SourceLocation(file: spec.file, line: 1, column: 1)
            all += view.warnings.map { Diagnostic(.warning, $0, at: at) }
        }
        var seen = Set<Diagnostic>()
        return all.filter { seen.insert($0).inserted }
    }

    /// Puts the warnings in the banner (which hides itself when there are none or they were dismissed).
    func showWarnings() {
        banner.showWarnings(warnings)
    }
}
