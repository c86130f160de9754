import CGtk

/// Process-wide GTK start-up.
@MainActor
public enum GtkRuntime {
    private static var initialized = false
    /// The renderer rule's decision when it was applied at start-up (nil: GTK's default was left alone).
    public private(set) static var renderer: RendererChoice?

    /// `gtk_init_check`: false when there is no display to talk to. First applies Flare's renderer rule
    /// (`RendererChoice`) unless `chooseRenderer` is false (`bench startup`'s bare window: GTK's own default).
    public static func initialize(chooseRenderer: Bool = true) -> Bool {
        if initialized { return true }
        if chooseRenderer { renderer = RendererChoice.apply() }
        initialized = gtk_init_check() != 0
        return initialized
    }
}
