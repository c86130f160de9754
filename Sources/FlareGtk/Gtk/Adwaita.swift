import CGtk

/// libadwaita for Flare's chrome (never the stage: the isolation sheet unsets everything under a stage root).
@MainActor
enum Adwaita {
    private static var initialized = false

    /// `adw_init`: libadwaita's types, its stylesheet for the window's chrome, and `StyleManager`, whose default
    /// colour scheme follows the desktop's dark-style preference. Once per process, on GTK's thread.
    static func initialize() {
        guard !initialized else { return }
        GtkRuntime.assertOnGtkThread()
        adw_init()
        initialized = true
    }
}
