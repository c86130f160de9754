import CFlareShim
import CGtk

extension Window {
    /// `gtk_window_get_application` / `gtk_window_set_application`.
    var application: Application? {
        get { gtk_window_get_application(c()).map { Application(borrowing: $0) } }
        set { gtk_window_set_application(c(), newValue?.c()) }
    }
    /// `gtk_window_set_interactive_debugging`: opens (or closes) the GTK Inspector.
    static func setInteractiveDebugging(_ on: Bool) { gtk_window_set_interactive_debugging(on.g) }
}
