import CFlareShim
import CGtk

extension CssProvider {
    /// Whether there is a default display to add providers to (`gdk_display_get_default`).
    static var hasDisplay: Bool { gdk_display_get_default() != nil }
}
