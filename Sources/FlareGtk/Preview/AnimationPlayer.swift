import FlareCore

/// Plays an `AlertAnimation` on a stage from GTK's frame clock (a tick callback on the stage widget, on frame
/// time, never a timer), and lets the timeline pause it and scrub it to any point.
@MainActor
public final class AnimationPlayer {
    public private(set) var animation: AlertAnimation?
    /// Linear progress 0...1 of the current animation.
    public private(set) var progress: Double = 1
    public private(set) var isPaused = false
    public var isRunning: Bool { tick != nil }
    /// Every applied frame: the progress and what the stage draws (the timeline follows it).
    public var onFrame: (@MainActor (Double, AlertAnimation.Presentation) -> Void)?
    /// The animation reached its end while playing.
    public var onFinished: (@MainActor (AlertAnimation) -> Void)?

    private let stage: StageView
    /// The stage's widget, whose frame clock drives the animation.
    private let host: Widget
    private var tick: TickCallback?
    /// Frame time (µs) at which progress 0 was, so a resumed animation continues where it was paused.
    private var origin: Int64?

    public init(stage: StageView) {
        self.stage = stage
        host = stage.widget
    }

    isolated deinit {
        stopTicking()
    }

    /// Starts `animation` from its beginning (the first frame shows progress 0).
    public func play(_ animation: AlertAnimation) {
        self.animation = animation
        isPaused = false
        apply(progress: 0)
        if animation.duration == 0 {
            apply(progress: 1)
            onFinished?(animation)
            return
        }
        origin = nil
        startTicking()
    }

    /// Shows `animation` at its end without running it (a reload keeps the alert where it was); the
    /// timeline can still scrub or replay it.
    public func settle(_ animation: AlertAnimation) {
        stopTicking()
        self.animation = animation
        isPaused = false
        apply(progress: 1)
    }

    /// Plays the current animation again from the start.
    public func replay() {
        if let animation { play(animation) }
    }

    /// Freezes the animation where it is; `resume` continues from there.
    public func pause() {
        isPaused = true
        stopTicking()
    }

    public func resume() {
        guard isPaused, let animation else { return }
        isPaused = false
        guard progress < 1, animation.duration > 0 else { return }
        origin = nil
        startTicking()
    }

    /// Shows the animation at linear progress `t` (0...1) and pauses it there.
    public func scrub(to t: Double) {
        guard animation != nil else { return }
        pause()
        apply(progress: min(1, max(0, t)))
    }

    private func apply(progress t: Double) {
        guard let animation else { return }
        progress = t
        let p = animation.presentation(progress: t)
        stage.setPresentation(alertOpacity: p.alertOpacity, alertScale: p.alertScale, maskOpacity: p.maskOpacity)
        onFrame?(t, p)
    }

    private func startTicking() {
        guard tick == nil else { return }
        tick = host.addTickCallback { [weak self] frameTime in
            guard let self, let animation = self.animation else { return false }
            let duration = animation.duration * 1_000_000
            // Progress already shown (after a pause) shifts the origin back so playback continues from it.
            let origin = self.origin ?? frameTime - Int64(self.progress * duration)
            self.origin = origin
            let t = min(1, Double(frameTime - origin) / duration)
            self.apply(progress: t)
            if t >= 1 {
                self.tick = nil
                self.onFinished?(animation)
                return false
            }
            return true
        }
    }

    private func stopTicking() {
        tick?.remove()
        tick = nil
    }
}
