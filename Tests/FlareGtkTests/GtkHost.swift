import CGtk
@testable import FlareGtk
import Synchronization
import TestSupport
import Testing

/// Runs `body` on GTK's thread (the test process's main-actor host, see `MainActorHost`) and returns its
/// result. Every GTK test enters GTK this way: `@Test func name() async throws { try await onGtk { ... } }`.
/// The first call initializes GTK on the host, which from then on waits by iterating GLib's default context.
///
/// A GLib or GTK critical logged while `body` runs fails the test that ran it (`GtkCriticals`), with GLib's message:
/// the test process's own `G_DEBUG=fatal-criticals` (as `make test` exports it, and as every child window a test
/// starts gets it, `TestEnvironment.forChild`).
func onGtk<T: Sendable>(_ body: @escaping @Sendable @MainActor () throws -> T) async throws -> T {
    try await onMainActor {
        if !GtkRuntime.isInitialized {
            TestEnvironment.prepareForGtk()
            GtkCriticals.install()
            _ = GtkRuntime.initialize()
            MainActorHost.shared.useWaiter(
                .init(
                    wait: { _ = g_main_context_iteration(nil, 1) },
                    wake: { g_main_context_wakeup(nil) }))
        }
        _ = GtkCriticals.take()
        defer {
            for message in GtkCriticals.take() { Issue.record("GTK critical: \(message)") }
        }
        return try body()
    }
}

/// The criticals GLib logs in the test process, kept until a test takes them. Installed as GLib's log writer
/// (`g_log_set_writer_func`, which every message reaches, `g_log` and structured ones alike), it also writes each
/// message as GLib would. In place of GLib's abort (`G_DEBUG=fatal-criticals`, a breakpoint trap that the Swift
/// runtime's backtracer catches and the process survives), each critical fails the test it happened in.
enum GtkCriticals {
    private static let seen = Mutex<[String]>([])
    private static let warned = Mutex<[String]>([])

    static func install() {
        // Criticals stay non-fatal in this process: the writer reports them to the test instead.
        _ = g_log_set_always_fatal(GLogLevelFlags(G_LOG_FLAG_RECURSION.rawValue | G_LOG_LEVEL_ERROR.rawValue))
        g_log_set_writer_func(
            { level, fields, count, data in
                if level.rawValue & G_LOG_LEVEL_CRITICAL.rawValue != 0,
                    let text = g_log_writer_format_fields(level, fields, count, 0)
                {
                    let line = String(cString: text)
                    g_free(text)
                    GtkCriticals.seen.withLock { $0.append(line) }
                } else if level.rawValue & G_LOG_LEVEL_WARNING.rawValue != 0,
                    let text = g_log_writer_format_fields(level, fields, count, 0)
                {
                    // Kept for the tests that look for one (a label's negative width); never fatal.
                    let line = String(cString: text)
                    g_free(text)
                    GtkCriticals.warned.withLock { $0.append(line) }
                }
                return g_log_writer_default(level, fields, count, data)
            }, nil, nil)
    }

    /// The criticals logged since the last call.
    static func take() -> [String] { seen.withLock { list in defer { list = [] }; return list } }
    /// The warnings logged since the last call.
    static func takeWarnings() -> [String] { warned.withLock { list in defer { list = [] }; return list } }
}
