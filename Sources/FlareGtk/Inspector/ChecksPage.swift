import CFlareShim
import CGtk
import FlareCore
import Foundation

/// The inspector's Checks page: what `flare lint` finds in the shown spec (`Linter`, on the window's device),
/// measured again on every reload while the page is shown. Each finding is a row; clicking it selects its alert or
/// rocket on the stage (in the theme it was measured in) and outlines the part for a moment.
@MainActor
final class ChecksPage {
    let widget: UnsafeMutablePointer<GtkWidget>
    private let content: UnsafeMutablePointer<GtkWidget>
    private let summary: UnsafeMutablePointer<GtkWidget>
    private let list: UnsafeMutablePointer<GtkWidget>
    /// The findings shown, in order, and one button per finding (tests click them).
    private(set) var findings: [LintFinding] = []
    private(set) var rows: [UnsafeMutablePointer<GtkWidget>] = []
    private weak var inspector: Inspector?
    /// The spec the findings are of (nil: not measured yet, or stale).
    private var measured: Spec?

    init() {
        let (scroller, content) = Gtk.page()
        widget = scroller
        self.content = content
        summary = Gtk.label("", "dim-label", wrap: true)
        list = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
    }

    func connect(to inspector: Inspector) {
        self.inspector = inspector
        gtk_box_append(flare_box(content), Gtk.heading("Accessibility and layout checks"))
        gtk_box_append(flare_box(content), Gtk.label("As flare lint measures the rendered alerts and rockets. Click a finding to show it.",
                                                    "caption", "dim-label", wrap: true))
        gtk_box_append(flare_box(content), summary)
        gtk_box_append(flare_box(content), list)
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
            Gtk.setText(summary, "Could not render the spec to check it: \(error)")
        }
    }

    /// Forgets the findings, so the next `refresh` measures again.
    func invalidate() { measured = nil }

    private func clear() {
        while let child = gtk_widget_get_first_child(list) { gtk_box_remove(flare_box(list), child) }
        rows = []
    }

    private func show(_ spec: Spec) {
        clear()
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.count - errors
        Gtk.setText(summary, findings.isEmpty ? "No findings: every alert and rocket passes."
                    : "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
        for (index, finding) in findings.enumerated() {
            let button = gtk_button_new()!
            gtk_widget_add_css_class(button, "flat")
            let icon = gtk_image_new_from_icon_name(finding.severity == .error ? "dialog-error-symbolic" : "dialog-warning-symbolic")!
            gtk_widget_add_css_class(icon, finding.severity == .error ? "flare-check-failed" : "flare-check-warning")
            gtk_widget_set_valign(icon, GTK_ALIGN_START)
            let file = (finding.location.file as NSString).lastPathComponent
            let text = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
            gtk_box_append(flare_box(text), Gtk.label("\(finding.rule.rawValue) · \(finding.subject) · \(file):\(finding.location.line)",
                                                      "caption-heading"))
            gtk_box_append(flare_box(text), Gtk.label(finding.message, "caption", wrap: true))
            gtk_widget_set_hexpand(text, 1)
            gtk_button_set_child(flare_button(button), Gtk.row([icon, text], spacing: 8))
            gtk_widget_set_tooltip_text(button, finding.diagnostic.description)
            Signals.connect(button, "clicked") { [weak self] in self?.reveal(index) }
            gtk_box_append(flare_box(list), button)
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
