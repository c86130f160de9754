@testable import FlareGtk

/// Runs `body` on the GTK thread and returns its result. Every GTK test enters GTK this way:
/// `@Test func name() async throws { try await onGtk { ... } }` (suites are not `@MainActor`).
func onGtk<T: Sendable>(_ body: @escaping @MainActor () throws -> T) async throws -> T {
    try await MainActor.run {
        _ = GtkRuntime.initialize()
        return try body()
    }
}
