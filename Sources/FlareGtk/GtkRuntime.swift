import CGtk

/// Process-wide GTK start-up.
@MainActor
public enum GtkRuntime {
    private static var initialized = false

    /// `gtk_init_check`: false when there is no display to talk to.
    public static func initialize() -> Bool {
        if initialized { return true }
        initialized = gtk_init_check() != 0
        return initialized
    }
}
