import CFlareShim
import CAdw
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
}
