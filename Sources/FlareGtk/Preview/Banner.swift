import CFlareShim
import CGtk
import FlareCore

/// The bar above the stage that says why the preview is not up to date: every diagnostic of a broken spec
/// as `file:line:col: message` (a click copies the line), or that the spec file disappeared.
@MainActor
final class Banner {
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The lines shown, in order (for tests and the log).
    private(set) var lines: [String] = []
    /// A line was copied to the clipboard.
    var onCopy: (@MainActor (String) -> Void)?

    private let heading: UnsafeMutablePointer<GtkWidget>
    private var buttons: [UnsafeMutablePointer<GtkWidget>] = []

    init() {
        // A plain box shown and hidden: GTK 4.8's GtkRevealer with transition `none` keeps its child's
        // height while hidden (its size scale is 1 for that transition), leaving an empty band.
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        gtk_widget_add_css_class(widget, "flare-banner")
        heading = gtk_label_new("")!
        gtk_label_set_xalign(flare_label(heading), 0)
        gtk_label_set_wrap(flare_label(heading), 1)
        gtk_widget_add_css_class(heading, "heading")
        gtk_box_append(flare_box(widget), heading)
        gtk_widget_set_visible(widget, 0)
    }

    var isShown: Bool { gtk_widget_get_visible(widget) != 0 }

    /// Shows `heading` and one clickable line per diagnostic.
    func show(heading text: String, diagnostics: [Diagnostic]) {
        for b in buttons { gtk_box_remove(flare_box(widget), b) }
        buttons = []
        gtk_label_set_text(flare_label(heading), text)
        lines = diagnostics.map(\.description)
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

    func hide() {
        lines = []
        gtk_widget_set_visible(widget, 0)
    }

    /// The copy button of line `index` (tests click it).
    func button(_ index: Int) -> UnsafeMutablePointer<GtkWidget>? {
        buttons.indices.contains(index) ? buttons[index] : nil
    }
}
