import CFlareShim
import CGtk

/// `GtkWindow`. GTK's toplevel list owns a window; `destroy()` ends it.
@MainActor
class Window: Widget {
    override class var gType: GType { gtk_window_get_type() }

    /// `gtk_window_new` (the toplevel list keeps it until `destroy()`).
    convenience init() { self.init(borrowing: gtk_window_new()) }

    /// `gtk_window_get_title` / `gtk_window_set_title`.
    var title: String? {
        get { gtk_window_get_title(c()).map { String(cString: $0) } }
        set { gtk_window_set_title(c(), newValue) }
    }
    /// `gtk_window_get_child` / `gtk_window_set_child`.
    var child: Widget? {
        get { gtk_window_get_child(c()).map { Widget(borrowing: $0) } }
        set { defer { withExtendedLifetime(newValue) {} }; gtk_window_set_child(c(), newValue?.widget) }
    }
    /// `gtk_window_set_titlebar`.
    func setTitlebar(_ titlebar: Widget?) {
        defer { withExtendedLifetime(titlebar) {} }; gtk_window_set_titlebar(c(), titlebar?.widget)
    }
    /// `gtk_window_set_default_size`.
    func setDefaultSize(width: Int, height: Int) { gtk_window_set_default_size(c(), gint(width), gint(height)) }
    /// `gtk_window_get_default_size`.
    var defaultSize: (width: Int, height: Int) {
        var w: gint = 0, h: gint = 0
        gtk_window_get_default_size(c(), &w, &h)
        return (Int(w), Int(h))
    }
    /// `gtk_window_set_decorated`.
    var decorated: Bool {
        get { gtk_window_get_decorated(c()).bool }
        set { gtk_window_set_decorated(c(), newValue.g) }
    }
    /// `gtk_window_set_transient_for`.
    /// `gtk_window_set_deletable`: whether the title bar has a close button.
    var deletable: Bool {
        get { gtk_window_get_deletable(c()).bool }
        set { gtk_window_set_deletable(c(), newValue.g) }
    }
    func setTransient(for parent: Window?) {
        defer { withExtendedLifetime(parent) {} }; gtk_window_set_transient_for(c(), parent?.c())
    }
    /// `gtk_window_get_focus`: the widget with the keyboard focus.
    var focus: Widget? { gtk_window_get_focus(c()).map { Widget(borrowing: $0) } }
    /// `gtk_window_set_focus` (nil: none).
    func setFocus(_ widget: Widget?) {
        defer { withExtendedLifetime(widget) {} }; gtk_window_set_focus(c(), widget?.widget)
    }
    /// `gtk_window_is_active`.
    var isActive: Bool { gtk_window_is_active(c()).bool }
    /// `gtk_window_present`.
    func present() { gtk_window_present(c()) }
    /// `gtk_window_close`: as the close button does (emits `close-request`).
    func close() { gtk_window_close(c()) }
    /// `gtk_window_destroy`.
    func destroy() { gtk_window_destroy(c()) }
    /// `gtk_native_get_surface_transform`: the offset of the window's content in its surface.
    var surfaceTransform: (x: Double, y: Double) {
        var x = 0.0, y = 0.0
        gtk_native_get_surface_transform(opaque, &x, &y)
        return (x, y)
    }

    /// `gtk_window_get_application` / `gtk_window_set_application`.
    var application: Application? {
        get { gtk_window_get_application(c()).map { Application(borrowing: $0) } }
        set { defer { withExtendedLifetime(newValue) {} }; gtk_window_set_application(c(), newValue?.c()) }
    }
    /// `gtk_window_set_interactive_debugging`: opens (or closes) the GTK Inspector.
    static func setInteractiveDebugging(_ on: Bool) { gtk_window_set_interactive_debugging(on.g) }
}

extension Window {
    /// `gtk_show_uri`: opens `uri` with the desktop's handler (a folder in Files), over this window.
    func showURI(_ uri: String) { gtk_show_uri(c(), uri, guint32(GDK_CURRENT_TIME)) }
}

extension Signal where Owner: Window, Arguments == () -> Bool {
    /// `GtkWindow::close-request`: the close button, Alt+F4 or `gtk_window_close`; a handler returning true keeps
    /// the window open.
    static var closeRequest: Self { .init("close-request") }
}
