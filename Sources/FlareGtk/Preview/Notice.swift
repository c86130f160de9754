import CFlareShim
import CGtk

/// A short, toast-like message at the bottom of the stage area ("Screenshot saved…"), gone after a few seconds.
@MainActor
final class Notice {
    let widget: UnsafeMutablePointer<GtkWidget>
    private let label: UnsafeMutablePointer<GtkWidget>
    private var timer: guint = 0
    /// The message shown last (for tests).
    private(set) var text = ""

    init() {
        widget = gtk_revealer_new()!
        gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(widget, GTK_ALIGN_END)
        gtk_widget_set_margin_bottom(widget, 56)
        gtk_revealer_set_transition_type(flare_revealer(widget), GTK_REVEALER_TRANSITION_TYPE_CROSSFADE)
        label = gtk_label_new("")!
        gtk_label_set_wrap(flare_label(label), 1)
        gtk_label_set_max_width_chars(flare_label(label), 70)
        gtk_widget_add_css_class(label, "app-notification")
        gtk_widget_add_css_class(label, "flare-notice")
        gtk_revealer_set_child(flare_revealer(widget), label)
        gtk_widget_set_can_target(widget, 0)
    }

    isolated deinit {
        MainLoop.cancel(timer)
    }

    var isShown: Bool { gtk_revealer_get_reveal_child(flare_revealer(widget)) != 0 }

    /// Shows `message` for `seconds` (replacing any message shown).
    func show(_ message: String, seconds: Double = 4) {
        text = message
        gtk_label_set_text(flare_label(label), message)
        gtk_revealer_set_reveal_child(flare_revealer(widget), 1)
        MainLoop.cancel(timer)
        timer = MainLoop.after(seconds) { [weak self] in
            guard let self else { return }
            timer = 0
            gtk_revealer_set_reveal_child(flare_revealer(widget), 0)
        }
    }
}
