import CFlareShim
import CGtk

/// `GdkDisplay`: the connection to the windowing system.
@MainActor
enum Display {
    /// Whether there is a default display (`gdk_display_get_default`): without one there is nothing to style.
    static var hasDefault: Bool { gdk_display_get_default() != nil }

    /// `gdk_display_sync` on the default display: every request sent so far has reached the server, and every event
    /// the server sent before it is in GDK's queue.
    static func sync() {
        if let display = gdk_display_get_default() { gdk_display_sync(display) }
    }

    /// `gtk_icon_theme_add_search_path` on the default display's icon theme (`gtk_icon_theme_get_for_display`): icons
    /// in `folder` are found by name, unthemed (Flare's own icon when run from a build rather than installed).
    static func addIconFolder(_ folder: String) {
        guard let display = gdk_display_get_default() else { return }
        let theme = gtk_icon_theme_get_for_display(display)
        if gtk_icon_theme_has_icon(theme, "io.github.flare.Flare") == 0 {
            gtk_icon_theme_add_search_path(theme, folder)
        }
    }
}
