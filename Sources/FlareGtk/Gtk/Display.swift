import CFlareShim
import CGtk

/// `GdkDisplay`: the connection to the windowing system.
@MainActor
enum Display {
    /// Whether there is a default display (`gdk_display_get_default`): without one there is nothing to style.
    static var hasDefault: Bool { gdk_display_get_default() != nil }
}
