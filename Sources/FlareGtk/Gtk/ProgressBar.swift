import CFlareShim
import CGtk

/// `GtkProgressBar`: how far a long task is, with its text over the bar.
@MainActor
final class ProgressBar: Widget {
    override class var gType: GType { gtk_progress_bar_get_type() }

    /// `gtk_progress_bar_new`, its text shown (`gtk_progress_bar_set_show_text`).
    convenience init() {
        self.init(taking: gtk_progress_bar_new())
        gtk_progress_bar_set_show_text(opaque, 1)
    }

    /// `gtk_progress_bar_get_fraction` / `gtk_progress_bar_set_fraction` (0...1).
    var fraction: Double {
        get { gtk_progress_bar_get_fraction(opaque) }
        set { gtk_progress_bar_set_fraction(opaque, newValue) }
    }

    /// `gtk_progress_bar_get_text` / `gtk_progress_bar_set_text`.
    var text: String {
        get { gtk_progress_bar_get_text(opaque).map { String(cString: $0) } ?? "" }
        set { gtk_progress_bar_set_text(opaque, newValue) }
    }
}

extension Window {
    /// `gtk_window_get_modal` / `gtk_window_set_modal`: the window blocks input to its transient parent.
    var modal: Bool {
        get { gtk_window_get_modal(c()).bool }
        set { gtk_window_set_modal(c(), newValue.g) }
    }
}
