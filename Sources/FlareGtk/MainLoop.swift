import CFlareShim
import CGtk

/// GTK owns the main thread. `MainLoop.post` is the one way onto it from anywhere else
/// (`g_idle_add_full`, the box released by GLib's destroy notify).
public enum MainLoop {
    // @unchecked: created on any thread, but `body` only ever runs on GTK's main thread.
    private final class Box: @unchecked Sendable {
        let body: @MainActor () -> Void
        init(_ body: @escaping @MainActor () -> Void) { self.body = body }
    }

    /// Runs `body` once on GTK's main thread at idle priority.
    public static func post(_ body: @escaping @MainActor () -> Void) {
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        _ = flare_idle_add({ data in
            let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.body() }
            return gboolean(0) // G_SOURCE_REMOVE
        }, box, { data in
            Unmanaged<Box>.fromOpaque(data!).release()
        })
    }

    /// Iterates the default main context until `condition` holds or `timeout` seconds pass.
    /// Returns whether the condition held. Tests and the exporter use it instead of sleeping.
    @MainActor
    @discardableResult
    public static func run(until condition: () -> Bool, timeout: Double = 5) -> Bool {
        let deadline = g_get_monotonic_time() + gint64(timeout * 1_000_000)
        while !condition() {
            if g_get_monotonic_time() > deadline { return false }
            if flare_main_iteration(gboolean(0)) == 0 {
                g_usleep(1000)
            }
        }
        return true
    }
}
