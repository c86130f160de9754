import FlareCore

/// A live panel's flow clock: the flow's seconds, running in real time (the panel's motion clock) from where the
/// flow was when the panel started, and the one GLib timeout (`MainLoop.after`) that wakes the flow at its next
/// deadline (a `showNextAfter` block).
@MainActor
final class RocketFlowClock {
    /// The panel's motion time in µs (GLib's monotonic clock, or a motion export's virtual clock).
    private let micros: @MainActor () -> Int64
    /// Motion µs when the flow's clock read `base`.
    private var origin: Int64 = 0
    private var base = 0.0
    private var timer: UInt32 = 0

    init(micros: @escaping @MainActor () -> Int64) { self.micros = micros }

    /// Starts the clock at `seconds` on the flow's clock.
    func start(at seconds: Double) {
        origin = micros()
        base = seconds
    }

    /// Seconds on the flow's clock now.
    var now: Double { base + Double(micros() - origin) / 1_000_000 }

    /// Moves the clock on by `seconds` without waiting (a script's `wait`).
    func skip(_ seconds: Double) { base += seconds }

    /// Calls `fire` with `deadline` once the clock reaches it (none: nothing to wake for); replaces the pending wake.
    func wake(at deadline: Double?, _ fire: @escaping @MainActor (Double) -> Void) {
        cancel()
        guard let deadline else { return }
        timer = MainLoop.after(max(0, deadline - now)) { [weak self] in
            self?.timer = 0
            fire(deadline)
        }
    }

    /// Removes the pending wake.
    func cancel() {
        MainLoop.cancel(timer)
        timer = 0
    }
}
