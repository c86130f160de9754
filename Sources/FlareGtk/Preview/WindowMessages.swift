import FlareCore
import Foundation

/// What the window's messages read of it: the last load's diagnostics and what the stage draws.
@MainActor
protocol WarningSource: AnyObject {
    var spec: Spec? { get }
    var diagnostics: [Diagnostic] { get }
    var stage: StageView? { get }
    var rocketPanel: RocketPanel? { get }
    /// Counts changes of what is shown: a painted layout's findings belong to one generation.
    var generation: Int { get }
}

/// What the window tells the user about the spec and its own work: the banner over the canvas (a load's errors,
/// the shown item's warnings) and the toasts ("Saved …"), with the painted layout's findings the banner lists.
/// The warnings: the spec's own (what `flare check` prints), what drawing the shown alert found (an image that could
/// not be read, a text cut to its limit), at the alert's line, and what its painted layout cuts off
/// (`StageView.findings`, `RocketPanel.findings`), at the part's key.
@MainActor
final class WindowMessages {
    let banner = Banner()
    let notice = Notice()
    /// Opens a folder in the desktop's file manager (a notice's "Show in Files"); tests replace it.
    var showFolder: @MainActor (URL) -> Void = { _ in }
    /// What the painted layout of `generation` cuts off (`refreshLayoutFindings`).
    private(set) var layoutFindings: (generation: Int, findings: [Diagnostic]) = (0, [])
    /// The window whose warnings the banner shows (set once the window exists).
    weak var source: (any WarningSource)?
    /// The warnings that came while a rocket's flow played: shown once it ends (`inPlay`), its cards' with them.
    private var heldWarnings: [Diagnostic]?
    var held: Bool { heldWarnings != nil }

    /// A notice's "Show in Files" button for a saved file: its folder through the desktop's handler
    /// (`showFolder`, which tests replace).
    func showInFiles(_ file: URL) -> (label: String, action: @MainActor () -> Void) {
        ("Show in Files", { [weak self] in self?.showFolder(file.deletingLastPathComponent()) })
    }

    /// The shown item's warnings, spec warnings first, each once.
    var warnings: [Diagnostic] {
        guard let source else { return [] }
        var all = source.diagnostics.filter { !$0.isError }
        if let view = source.stage?.alertView, let spec = source.spec {
            let at = view.spec.location ?? SourceLocation(file: spec.file, line: 1, column: 1)
            all += view.warnings.map { Diagnostic(.warning, $0, at: at) }
        }
        if layoutFindings.generation == source.generation { all += layoutFindings.findings }
        var seen = Set<Diagnostic>()
        return all.filter { seen.insert($0).inserted }
    }

    /// After a painted frame the layout is known: a live rocket's column grows between generations, an alert's
    /// layout changes only with one.
    func layoutPainted(_ frame: PaintedFrame) {
        if source?.rocketPanel != nil || frame.isFirst { refreshLayoutFindings() }
        if held, !inPlay { showWarnings() }
    }

    /// Whether a rocket's flow is being played: it went on from its first card and has not ended. The banner does
    /// not change then (it would push the stage, and the button under the pointer, down); it waits for the end.
    var inPlay: Bool {
        guard let panel = source?.rocketPanel else { return false }
        return !panel.isGone && panel.flow.visible.count > 1
    }

    /// What the painted layout cuts off joins the banner when it changed.
    func refreshLayoutFindings() {
        guard let source else { return }
        // A rocket whose flow ended shows no card: its cards' findings go with them.
        let cards = source.rocketPanel.map { $0.isGone ? [] : $0.findings } ?? []
        let findings = (source.stage?.findings ?? []) + cards
        guard layoutFindings.generation != source.generation || layoutFindings.findings != findings else { return }
        layoutFindings = (source.generation, findings)
        if banner.kind == .warnings || !banner.isShown { showWarnings() }
    }

    /// Puts the warnings in the banner (which hides itself when there are none or they were dismissed); while a
    /// flow plays they wait (`held`).
    func showWarnings() {
        guard !inPlay else {
            heldWarnings = warnings
            return
        }
        // The held ones (the ended flow's cards went with it) with the warnings of now.
        var seen = Set<Diagnostic>()
        let shown = ((heldWarnings ?? []) + warnings).filter { seen.insert($0).inserted }
        heldWarnings = nil
        banner.showWarnings(shown)
    }
}
