import CGtk
@testable import FlareGtk
import TestSupport

/// Runs `body` on GTK's thread (the test process's main-actor host, see `MainActorHost`) and returns its
/// result. Every GTK test enters GTK this way: `@Test func name() async throws { try await onGtk { ... } }`.
/// The first call initializes GTK on the host, which from then on waits by iterating GLib's default context.
func onGtk<T: Sendable>(_ body: @escaping @Sendable @MainActor () throws -> T) async throws -> T {
    try await onMainActor {
        if !GtkRuntime.isInitialized {
            TestEnvironment.prepareForGtk()
            _ = GtkRuntime.initialize()
            MainActorHost.shared.useWaiter(
                .init(
                    wait: { _ = g_main_context_iteration(nil, 1) },
                    wake: { g_main_context_wakeup(nil) }))
        }
        return try body()
    }
}
