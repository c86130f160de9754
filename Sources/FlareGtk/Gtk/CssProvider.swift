import CFlareShim
import CGtk

/// `GtkCssProvider`: a style sheet, added to the default display at a priority, or to the widgets of one tree.
@MainActor
class CssProvider: Object {
    override class var gType: GType { gtk_css_provider_get_type() }

    /// `gtk_css_provider_new` + `gtk_css_provider_load_from_data`.
    convenience init(css: String) {
        self.init(taking: gtk_css_provider_new())
        load(css)
    }

    /// `gtk_css_provider_load_from_data`: replaces the provider's CSS; GTK restyles the widgets that use it.
    func load(_ css: String) { gtk_css_provider_load_from_data(c(), css, -1) }

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

    /// `gtk_style_context_add_provider` on the style context (`gtk_widget_get_style_context`) of `root` and of every
    /// widget under it, internal children included (an entry's text, a scrolled window's scrollbars); their CSS
    /// nodes that are not widgets use their widget's. The provider then styles those widgets alone, and new CSS
    /// loaded into it restyles only them (a display provider's restyles every widget of every window).
    func addToTree(of root: Widget, priority: StylePriority) {
        Self.forEachWidget(under: root.widget) {
            gtk_style_context_add_provider(gtk_widget_get_style_context($0), opaque, priority.value)
        }
    }

    /// `gtk_style_context_remove_provider` on the style context of `root` and of every widget under it.
    func removeFromTree(of root: Widget) {
        Self.forEachWidget(under: root.widget) {
            gtk_style_context_remove_provider(gtk_widget_get_style_context($0), opaque)
        }
    }

    /// Calls `body` with `root` and each of its descendants (`gtk_widget_get_first_child`, `_next_sibling`).
    private static func forEachWidget(
        under root: UnsafeMutablePointer<GtkWidget>, _ body: (UnsafeMutablePointer<GtkWidget>) -> Void
    ) {
        body(root)
        var child = gtk_widget_get_first_child(root)
        while let widget = child {
            forEachWidget(under: widget, body)
            child = gtk_widget_get_next_sibling(widget)
        }
    }
}
