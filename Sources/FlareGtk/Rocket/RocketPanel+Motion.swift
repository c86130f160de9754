import FlareCore
import Foundation

/// The panel's motion on screen (`RocketAnimator`): laid out at the motion clock's time, on every frame of the
/// frame clock (or of a motion export's virtual clock).
extension RocketPanel {
    /// Places the avatar, header and cards (bottom up from the avatar's bottom edge, moved down by `scrollBack`)
    /// for the current motion (`RocketAnimator.layout`). `cardFrames` are where the cards rest unscrolled.
    public func layout() {
        guard !tornDown else { return }
        animator.layout()
    }

    /// Lays the panel out for the motion at the clock's time now; when no motion is under way any more, ends it
    /// (a finished dismissal hides the panel). Returns whether motion continues. The frame clock calls it on
    /// every frame; a motion export, for each frame of virtual time.
    @discardableResult
    public func advanceMotion() -> Bool {
        let now = animator.now()
        layout()
        if animator.motion.moving(at: now) { return true }
        animator.motion.cardStart = [:]
        animator.motion.bounceStart = [:]
        animator.motion.pressStart = [:]
        animator.motion.closeStart = nil
        if animator.motion.dismissStart != nil { finishDismissal() }
        animator.motion.showStart = nil
        layout()
        return false
    }
}

/// A settable clock in microseconds, for drawing a rocket's motion at chosen instants (the motion export).
@MainActor
public final class VirtualMicroseconds {
    public var value: Int64
    public init(_ value: Int64 = 0) { self.value = value }
}
