import CFlareShim
import CGtk

/// The CSS providers Flare adds to the display (`gtk_style_context_add_provider_for_display`), one per alert
/// or stage, above the theme and the user's CSS; counted so tests can prove every one is removed again.
@MainActor
public enum StyleProviders {
    /// Providers added and not yet removed.
    public private(set) static var live = 0

    /// Loads `css` (`gtk_css_provider_load_from_data`) and adds it to the default display.
    static func add(_ css: String) -> OpaquePointer {
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1)
        if let display = gdk_display_get_default() {
            gtk_style_context_add_provider_for_display(display, flare_style_provider(UnsafeMutableRawPointer(provider)),
                                                       guint(GTK_STYLE_PROVIDER_PRIORITY_USER + 1))
        }
        live += 1
        return OpaquePointer(provider)
    }

    /// `gtk_style_context_remove_provider_for_display`, then drops the provider.
    static func remove(_ provider: OpaquePointer) {
        if let display = gdk_display_get_default() {
            gtk_style_context_remove_provider_for_display(display, flare_style_provider(UnsafeMutableRawPointer(provider)))
        }
        g_object_unref(UnsafeMutableRawPointer(provider))
        live -= 1
    }
}
