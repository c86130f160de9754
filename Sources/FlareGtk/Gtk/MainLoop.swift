import CFlareShim
import CGtk

/// GTK owns one thread (the main thread in the app; see `GtkRuntime`). `MainLoop.post` is the one way onto it
/// from anywhere else (`g_idle_add_full`, the box released by GLib's destroy notify); its callbacks check
/// that they run on GTK's thread.
public enum MainLoop {
    // @unchecked: created on any thread, but `body` only ever runs on GTK's main thread.
    private final class Box: @unchecked Sendable {
        let body: @MainActor () -> Void
        init(_ body: @escaping @MainActor () -> Void) { self.body = body }
    }

    /// GLib's monotonic clock in µs (`g_get_monotonic_time`), the time base of the frame clock and of timeouts.
    public static var monotonicTime: Int64 { Int64(g_get_monotonic_time()) }

    /// Runs `body` once on GTK's main thread at idle priority.
    public static func post(_ body: @escaping @MainActor () -> Void) {
        post(priority: G_PRIORITY_DEFAULT_IDLE, body)
    }

    /// Runs `body` once on GTK's main thread before the next frame is laid out and painted (`G_PRIORITY_HIGH_IDLE`,
    /// above GDK's redraw): what several changes in one main-loop turn (a paste, an undo) asked for, done once.
    static func postBeforeNextFrame(_ body: @escaping @MainActor () -> Void) {
        post(priority: G_PRIORITY_HIGH_IDLE, body)
    }

    private static func post(priority: Int32, _ body: @escaping @MainActor () -> Void) {
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        _ = g_idle_add_full(
            priority,
            { data in
                GtkRuntime.assertOnGtkThread()
                let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
                MainActor.assumeIsolated { box.body() }
                return gboolean(0)  // G_SOURCE_REMOVE
            }, box,
            { data in
                Unmanaged<Box>.fromOpaque(data!).release()
            })
    }

    /// Runs `body` once after `seconds` on GTK's main thread (`g_timeout_add_full`); returns the source id
    /// for `cancel`. Used for real-time waits a user sees (a notice's lifetime, a Rocket timer), never in tests.
    @discardableResult
    public static func after(_ seconds: Double, _ body: @escaping @MainActor () -> Void) -> UInt32 {
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        return g_timeout_add_full(
            G_PRIORITY_DEFAULT, guint(max(0, seconds * 1000).rounded()),
            { data in
                GtkRuntime.assertOnGtkThread()
                let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
                MainActor.assumeIsolated { box.body() }
                return gboolean(0)  // G_SOURCE_REMOVE
            }, box,
            { data in
                Unmanaged<Box>.fromOpaque(data!).release()
            })
    }

    /// Removes a pending `after` or `watch` source (`g_source_remove`); GLib then releases its closure.
    public static func cancel(_ source: UInt32) {
        if source != 0 { g_source_remove(source) }
    }

    /// Calls `body` on GTK's main thread whenever `fd` is readable (`g_unix_fd_add_full`), until `body`
    /// returns false or the source is cancelled.
    public static func watch(fd: Int32, _ body: @escaping @MainActor () -> Bool) -> UInt32 {
        final class ReadBox: @unchecked Sendable {  // @unchecked: only ever called on GTK's main thread.
            let body: @MainActor () -> Bool
            init(_ body: @escaping @MainActor () -> Bool) { self.body = body }
        }
        let box = Unmanaged.passRetained(ReadBox(body)).toOpaque()
        return g_unix_fd_add_full(
            G_PRIORITY_DEFAULT, fd, G_IO_IN,
            { _, _, data in
                GtkRuntime.assertOnGtkThread()
                let box = Unmanaged<ReadBox>.fromOpaque(data!).takeUnretainedValue()
                return MainActor.assumeIsolated { box.body() } ? gboolean(1) : gboolean(0)
            }, box,
            { data in
                Unmanaged<ReadBox>.fromOpaque(data!).release()
            })
    }

    /// Dispatches what is pending on the default main context without blocking (`g_main_context_iteration`),
    /// at most `limit` times; returns how many iterations dispatched something.
    @MainActor
    @discardableResult
    public static func drain(limit: Int = 100) -> Int {
        GtkRuntime.assertOnGtkThread()
        var count = 0
        while count < limit, g_main_context_iteration(nil, 0) != 0 { count += 1 }
        return count
    }

    /// Iterates the default main context until `condition` holds or `timeout` seconds pass, sleeping in GLib's poll
    /// between events (`g_main_context_iteration` blocking) and checking `condition` after each one: it wakes on the
    /// source that makes the condition true (a signal, an idle, a frame, a file monitor) or on a timeout source at the
    /// deadline, never on a clock of its own. A condition nothing in GLib signals (a file another process writes)
    /// is seen at the deadline at the latest: `condition` is checked once more before it returns false.
    /// Returns whether the condition held. Tests and the exporter use it instead of sleeping.
    @MainActor
    @discardableResult
    public static func run(until condition: () -> Bool, timeout: Double = 5) -> Bool {
        GtkRuntime.assertOnGtkThread()
        if condition() { return true }
        let deadline = g_get_monotonic_time() + gint64(max(0, timeout) * 1_000_000)
        let alarm = Deadline(after: timeout)
        defer { alarm.cancel() }
        while !condition() {
            // The deadline is also checked by the clock: sources of a higher priority than the alarm's may keep
            // GLib busy past it.
            if alarm.passed || g_get_monotonic_time() >= deadline { return condition() }
            g_main_context_iteration(nil, 1)
        }
        return true
    }

    /// A timeout source on the default main context that marks when it fired: what wakes `run(until:)` at its
    /// deadline. GLib owns the box (released by the destroy notify); `cancel` removes a source that has not fired.
    @MainActor
    private final class Deadline {
        // @unchecked: the box is only touched on GTK's main thread (the source dispatches there).
        private final class Flag: @unchecked Sendable { var fired = false }
        private let flag = Flag()
        private let source: guint

        init(after seconds: Double) {
            let box = Unmanaged.passRetained(flag).toOpaque()
            source = g_timeout_add_full(
                G_PRIORITY_DEFAULT, guint((max(0, seconds) * 1000).rounded(.up)),
                { data in
                    Unmanaged<Flag>.fromOpaque(data!).takeUnretainedValue().fired = true
                    return gboolean(0)  // G_SOURCE_REMOVE
                }, box,
                { data in
                    Unmanaged<Flag>.fromOpaque(data!).release()
                })
        }

        var passed: Bool { flag.fired }

        func cancel() {
            if !flag.fired { g_source_remove(source) }
        }
    }
}
