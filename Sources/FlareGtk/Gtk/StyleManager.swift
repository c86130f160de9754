import CGtk

/// `AdwStyleManager`: whether the app's chrome is dark. Its default scheme follows the desktop.
@MainActor
final class StyleManager: Object {
    override class var gType: GType { adw_style_manager_get_type() }

    /// `adw_style_manager_get_default` (after `Adwaita.initialize`).
    static var standard: StyleManager { StyleManager(borrowing: adw_style_manager_get_default()) }

    /// `adw_style_manager_get_dark`: the chrome is drawn dark now.
    var dark: Bool { adw_style_manager_get_dark(opaque).bool }
    /// `adw_style_manager_get_color_scheme` / `adw_style_manager_set_color_scheme`.
    var colorScheme: AdwColorScheme {
        get { adw_style_manager_get_color_scheme(opaque) }
        set { adw_style_manager_set_color_scheme(opaque, newValue) }
    }
}

extension Signal where Owner: StyleManager, Arguments == Void {
    /// `notify::dark`: the desktop (or the app) switched the chrome between light and dark.
    static var darkChanged: Self { .init(notify: "dark") }
}
