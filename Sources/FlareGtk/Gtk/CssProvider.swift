import CFlareShim
import CGtk

/// `GtkCssProvider`: a style sheet, added to the default display at a priority.
@MainActor
class CssProvider: Object {
    override class var gType: GType { gtk_css_provider_get_type() }

    /// `gtk_css_provider_new` + `gtk_css_provider_load_from_data`.
    convenience init(css: String) {
        self.init(taking: gtk_css_provider_new())
        gtk_css_provider_load_from_data(c(), css, -1)
    }

    /// Whether there is a default display to add providers to (`gdk_display_get_default`).
    static var hasDisplay: Bool { gdk_display_get_default() != nil }

    /// `gtk_style_context_add_provider_for_display` on the default display (none: nothing to style).
    func addToDisplay(priority: StylePriority) {
        guard let display = gdk_display_get_default() else { return }
        gtk_style_context_add_provider_for_display(display, opaque, priority.value)
    }
    /// `gtk_style_context_remove_provider_for_display`.
    func removeFromDisplay() {
        guard let display = gdk_display_get_default() else { return }
        gtk_style_context_remove_provider_for_display(display, opaque)
    }
}
