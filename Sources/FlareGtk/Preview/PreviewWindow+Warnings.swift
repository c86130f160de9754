import FlareCore

/// The warnings the window shows while the spec renders: the spec's own (what `flare check` prints), what
/// drawing the shown alert found (an image that could not be read, a text cut to its limit), at the alert's line,
/// and what its painted layout cuts off (`StageView.findings`, `RocketPanel.findings`), at the part's key.
extension PreviewWindow {
    /// The shown item's warnings, spec warnings first, each once.
    public var warnings: [Diagnostic] {
        var all = diagnostics.filter { !$0.isError }
        if let view = stage?.alertView, let spec {
            let at = view.spec.location ?? SourceLocation(file: spec.file, line: 1, column: 1)
            all += view.warnings.map { Diagnostic(.warning, $0, at: at) }
        }
        if messages.layoutFindings.generation == generation { all += messages.layoutFindings.findings }
        var seen = Set<Diagnostic>()
        return all.filter { seen.insert($0).inserted }
    }

    /// After a painted frame the layout is known: a live rocket's column grows between generations, an alert's
    /// layout changes only with one.
    func layoutPainted(_ frame: PaintedFrame) {
        if rocketPanel != nil || frame.isFirst { refreshLayoutFindings() }
    }

    /// What the painted layout cuts off joins the banner when it changed.
    func refreshLayoutFindings() {
        // A rocket whose flow ended shows no card: its cards' findings go with them.
        let cards = rocketPanel.map { $0.isGone ? [] : $0.findings } ?? []
        let findings = (stage?.findings ?? []) + cards
        guard messages.layoutFindings.generation != generation || messages.layoutFindings.findings != findings else {
            return
        }
        messages.layoutFindings = (generation, findings)
        if messages.banner.kind == .warnings || !messages.banner.isShown { showWarnings() }
    }

    /// Puts the warnings in the banner (which hides itself when there are none or they were dismissed).
    func showWarnings() {
        messages.banner.showWarnings(warnings)
    }
}
