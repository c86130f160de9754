import CFlareShim
import CGtk
import FlareCore
import Foundation

/// The inspector's Checks page: what `flare lint` finds in the shown spec (`Linter`, on the window's device),
/// measured again on every reload while the page is shown. Each finding is a row; clicking it selects its alert or
/// rocket on the stage (in the theme it was measured in) and outlines the part for a moment.
@MainActor
final class ChecksPage {
    let widget: ScrolledWindow
    private let content: Box
    private let summary: Label
    private let list: Box
    /// The findings shown, in order, and one button per finding (tests click them).
    private(set) var findings: [LintFinding] = []
    private(set) var rows: [Button] = []
    private weak var inspector: Inspector?
    /// The spec the findings are of (nil: not measured yet, or stale).
    private var measured: Spec?

    init() {
        (widget, content) = InspectorLayout.page()
        summary = Label("", classes: ["dim-label"], wrap: true)
        list = Box(GTK_ORIENTATION_VERTICAL, spacing: 4)
    }

    func connect(to inspector: Inspector) {
        self.inspector = inspector
        content.append(InspectorLayout.heading("Accessibility and layout checks"))
        content.append(Label("As flare lint measures the rendered alerts and rockets. Click a finding to show it.",
                             classes: ["caption", "dim-label"], wrap: true))
        content.append(summary)
        content.append(list)
    }

    /// Measures `spec` (the window's, with its device) unless these findings are already of it, and lists them.
    func refresh(_ spec: Spec?) {
        guard let spec else { return }
        guard spec != measured else { return }
        measured = spec
        // The export window the measuring uses is hidden again afterwards: the previewer shows no stray window.
        defer { RenderHost.hide() }
        do {
            findings = try Linter.findings(in: spec)
            show(spec)
        } catch {
            findings = []
            clear()
            summary.text = "Could not render the spec to check it: \(error)"
        }
    }

    /// Forgets the findings, so the next `refresh` measures again.
    func invalidate() { measured = nil }

    private func clear() {
        list.removeAll()
        rows = []
    }

    private func show(_ spec: Spec) {
        clear()
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.count - errors
        summary.text = findings.isEmpty ? "No findings: every alert and rocket passes."
            : "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
        for (index, finding) in findings.enumerated() {
            let button = Button()
            button.addClass("flat")
            let icon = Image(icon: finding.severity == .error ? "dialog-error-symbolic" : "dialog-warning-symbolic")
            icon.addClass(finding.severity == .error ? "flare-check-failed" : "flare-check-warning")
            icon.valign = GTK_ALIGN_START
            let file = (finding.location.file as NSString).lastPathComponent
            let text = Box(column: [Label("\(finding.rule.rawValue) · \(finding.subject) · \(file):\(finding.location.line)",
                                          classes: ["caption-heading"]),
                                    Label(finding.message, classes: ["caption"], wrap: true)], spacing: 2)
            text.hexpand = true
            button.child = Box(row: [icon, text], spacing: 8)
            button.tooltip = finding.diagnostic.description
            button.connect(.clicked) { [weak self] in self?.reveal(index) }
            list.append(button)
            rows.append(button)
        }
    }

    /// Selects finding `index`'s alert or rocket (in its theme) and outlines the part on the stage.
    func reveal(_ index: Int) {
        guard findings.indices.contains(index), let window = inspector?.window else { return }
        let finding = findings[index]
        if let theme = finding.theme, theme != window.theme { window.setTheme(theme) }
        window.select(finding.subject)
        guard let stage = window.stage else { return }
        if let f = finding.frame {
            stage.highlight(x: f.x, y: f.y, width: f.width, height: f.height)
        } else if case .alert = finding.subject {
            let f = stage.alertFrame
            stage.highlight(x: f.x, y: f.y, width: f.width, height: f.height)
        } else {
            let (w, h) = stage.deviceSize
            stage.highlight(x: 0, y: 0, width: w, height: h)
        }
        window.record(.stage, "check: \(finding.diagnostic.description)")
    }
}
