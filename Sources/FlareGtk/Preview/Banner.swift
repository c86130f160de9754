import CFlareShim
import CGtk
import FlareCore

/// The bar above the stage that says what is wrong with the spec: every error of a broken spec (red: the stage
/// keeps the last good render) or, while the spec renders, its warnings (amber: the stage is up to date), as
/// `file:line:col: severity: message` lines (a click copies one), or that the spec file disappeared.
/// Warnings can be dismissed with the bar's close button: a dismissed line stays hidden, new ones show.
@MainActor
final class Banner {
    enum Kind: Equatable { case errors, warnings }

    let widget: UnsafeMutablePointer<GtkWidget>
    /// The lines shown, in order (for tests and the log).
    private(set) var lines: [String] = []
    private(set) var kind: Kind = .errors
    /// A line was copied to the clipboard.
    var onCopy: (@MainActor (String) -> Void)?

    private let heading: UnsafeMutablePointer<GtkWidget>
    private let close: UnsafeMutablePointer<GtkWidget>
    private var buttons: [UnsafeMutablePointer<GtkWidget>] = []
    /// The warning lines the user dismissed: not shown again.
    private var dismissed: Set<String> = []

    init() {
        // A plain box shown and hidden: GTK 4.8's GtkRevealer with transition `none` keeps its child's
        // height while hidden (its size scale is 1 for that transition), leaving an empty band.
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        gtk_widget_add_css_class(widget, "flare-banner")
        let top = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        heading = gtk_label_new("")!
        gtk_label_set_xalign(flare_label(heading), 0)
        gtk_label_set_wrap(flare_label(heading), 1)
        gtk_widget_set_hexpand(heading, 1)
        gtk_widget_add_css_class(heading, "heading")
        gtk_box_append(flare_box(top), heading)
        close = gtk_button_new_from_icon_name("window-close-symbolic")!
        gtk_widget_set_valign(close, GTK_ALIGN_START)
        gtk_widget_set_tooltip_text(close, "Dismiss these warnings")
        gtk_box_append(flare_box(top), close)
        gtk_box_append(flare_box(widget), top)
        gtk_widget_set_visible(widget, 0)
        Signals.connect(close, "clicked") { [weak self] in self?.dismiss() }
    }

    var isShown: Bool { gtk_widget_get_visible(widget) != 0 }
    /// The close button (tests click it); shown for warnings only.
    var closeButton: UnsafeMutablePointer<GtkWidget> { close }

    /// Shows `heading` and one clickable line per diagnostic (errors and warnings, in the order given).
    func show(heading text: String, diagnostics: [Diagnostic]) {
        fill(.errors, heading: text, lines: diagnostics.map(\.description))
    }

    /// Shows the warnings of a spec that renders, but those the user dismissed (hidden when none is left).
    func showWarnings(_ warnings: [Diagnostic]) {
        let lines = warnings.map(\.description).filter { !dismissed.contains($0) }
        guard !lines.isEmpty else {
            hide()
            return
        }
        let n = lines.count
        fill(.warnings, heading: "\(n) warning\(n == 1 ? "" : "s"). The preview is up to date. Click a line to copy it.",
             lines: lines)
    }

    private func fill(_ kind: Kind, heading text: String, lines: [String]) {
        for b in buttons { gtk_box_remove(flare_box(widget), b) }
        buttons = []
        self.kind = kind
        if kind == .warnings {
            gtk_widget_add_css_class(widget, "warning")
        } else {
            gtk_widget_remove_css_class(widget, "warning")
        }
        gtk_widget_set_visible(close, kind == .warnings ? 1 : 0)
        gtk_label_set_text(flare_label(heading), text)
        self.lines = lines
        for line in lines {
            let button = gtk_button_new()!
            let label = gtk_label_new(line)!
            gtk_label_set_xalign(flare_label(label), 0)
            gtk_label_set_wrap(flare_label(label), 1)
            gtk_label_set_selectable(flare_label(label), 0)
            gtk_widget_add_css_class(label, "monospace")
            gtk_button_set_child(flare_button(button), label)
            gtk_widget_add_css_class(button, "flat")
            gtk_widget_set_tooltip_text(button, "Copy this line")
            Signals.connect(button, "clicked") { [weak self] in
                guard let self else { return }
                gdk_clipboard_set_text(gtk_widget_get_clipboard(self.widget), line)
                onCopy?(line)
            }
            gtk_box_append(flare_box(widget), button)
            buttons.append(button)
        }
        gtk_widget_set_visible(widget, 1)
    }

    /// Hides the warnings shown; they stay hidden (new warnings still show).
    func dismiss() {
        guard kind == .warnings else { return }
        dismissed.formUnion(lines)
        hide()
    }

    func hide() {
        lines = []
        gtk_widget_set_visible(widget, 0)
    }

    /// The copy button of line `index` (tests click it).
    func button(_ index: Int) -> UnsafeMutablePointer<GtkWidget>? {
        buttons.indices.contains(index) ? buttons[index] : nil
    }
}
