import CFlareShim
import CGtk

extension MainLoop {
    /// One non-blocking iteration of the default main context (`g_main_context_iteration`); whether it
    /// dispatched anything.
    @MainActor
    static func iterate() -> Bool {
        GtkRuntime.assertOnGtkThread()
        return g_main_context_iteration(nil, 0).bool
    }
}
