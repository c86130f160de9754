import CFlareShim
import CGtk

/// `GtkSettings`: the display's settings (font rendering, theme).
@MainActor
final class Settings: Object {
    override class var gType: GType { gtk_settings_get_type() }

    /// `gtk_settings_get_default`: the default display's settings (nil without a display).
    static var standard: Settings? { gtk_settings_get_default().map { Settings(borrowing: $0) } }

    /// Grayscale antialiasing, slight hinting, no subpixel order, no hinted metrics (`g_object_set` of
    /// `gtk-xft-antialias`, `-hinting`, `-hintstyle`, `-rgba` and `gtk-hint-font-metrics`): the same spec gives the
    /// same pixels whatever the desktop's (or Xvfb's missing) XSETTINGS say.
    func fixFontRendering() {
        set("gtk-xft-antialias", 1)
        set("gtk-xft-hinting", 1)
        set("gtk-xft-hintstyle", "hintslight")
        set("gtk-xft-rgba", "none")
        set("gtk-hint-font-metrics", false)
    }
}

/// The process's fonts, as Pango draws them.
enum FontMap {
    /// Adds a font file to fontconfig's configuration and refreshes Pango's font map (`flare_fonts_add_file`).
    /// False when fontconfig cannot read the file.
    @MainActor
    static func addFile(_ path: String) -> Bool { flare_fonts_add_file(path).bool }
}
