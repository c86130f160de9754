@testable import FlareGtk

extension RocketPanel {
    /// Plays out at once what the flow is waiting for (the opening, a bounce): the flow's clock skips ahead, as a
    /// script's `wait` does, so no real time passes.
    func finishPending() {
        guard let last = flow.pending.last else { return }
        apply(.wait(max(0, last.at - clockNow())))
    }

    /// Each action, after what the one before it started has played out.
    func play(_ actions: [@MainActor (RocketPanel) -> Void]) {
        for action in actions {
            finishPending()
            action(self)
        }
        finishPending()
    }
}
