@testable import FlareGtk
import Foundation
import Testing

/// `MainLoop.run(until:timeout:)` sleeps in GLib's poll until a source dispatches or its deadline passes: it wakes on
/// the source that makes the condition true and checks the condition a handful of times, not once a millisecond.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct MainLoopWaitTests {
    @Test func itWakesOnTheSourceThatMakesTheConditionTrue() async throws {
        let (held, checks, seconds) = try await onGtk { () -> (Bool, Int, Double) in
            #expect(GtkRuntime.initialize())
            MainLoop.drain()
            var done = false, checks = 0
            MainLoop.after(0.2) { done = true }
            let start = Date()
            let held = MainLoop.run(
                until: {
                    checks += 1
                    return done
                }, timeout: 5)
            return (held, checks, Date().timeIntervalSince(start))
        }
        #expect(held)
        #expect(seconds >= 0.19 && seconds < 2, "woken by the 0.2 s source, not the 5 s deadline: \(seconds) s")
        // Polling every millisecond checked it ~200 times in 0.2 s; a blocking wait checks it once per dispatch, and
        // what other tests left on the loop (a window's frame clock at 60 Hz, X events) may dispatch meanwhile.
        #expect(checks <= 60, "\(checks) checks")
    }

    @Test func withoutASourceItReturnsFalseAtTheDeadlineWithoutSpinning() async throws {
        let (held, checks, seconds) = try await onGtk { () -> (Bool, Int, Double) in
            #expect(GtkRuntime.initialize())
            MainLoop.drain()
            var checks = 0
            let start = Date()
            let held = MainLoop.run(
                until: {
                    checks += 1
                    return false
                }, timeout: 0.3)
            return (held, checks, Date().timeIntervalSince(start))
        }
        #expect(!held)
        #expect(seconds >= 0.29 && seconds < 3, "\(seconds) s")
        // ~300 with a 1 ms poll; only other dispatches (a frame clock at 60 Hz: ~18) wake a blocking wait.
        #expect(checks <= 90, "\(checks) checks")
    }
}
