/// The instants a motion export draws: frame `i` at `i / fps` seconds, from 0 (the start of the motion) up to and
/// including `duration` itself (its end, which equals the still image), so the last step may be shorter than
/// `1 / fps`. Pure numbers: the APNG's frame delays and the manifest come from here.
public struct MotionFrames: Sendable, Hashable {
    /// Frames per second `--fps` accepts.
    public static let fpsRange = 1...60
    /// How long an animated PNG holds its last frame before it plays again, in seconds.
    public static let hold = 1.0

    public let duration: Double
    public let fps: Int

    public init(duration: Double, fps: Int) {
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.fps = min(max(fps, Self.fpsRange.lowerBound), Self.fpsRange.upperBound)
    }

    /// Seconds of each frame: 0, 1/fps, … and `duration` last (one frame for a motion that takes no time).
    public var times: [Double] {
        guard duration > 0 else { return [0] }
        // Whole steps strictly before the end, then the end itself.
        let steps = Int((duration * Double(fps) - 1e-9).rounded(.up))
        return (0..<steps).map { Double($0) / Double(fps) } + [duration]
    }

    public var count: Int { times.count }

    /// How long frame `index` stays on screen, as an exact fraction of a second (APNG's `delay_num/delay_den`):
    /// `1/fps` between steps, the remainder before the end (in milliseconds), and `hold` for the last frame.
    public func delay(of index: Int) -> (numerator: UInt16, denominator: UInt16) {
        let t = times
        guard index + 1 < t.count else { return (UInt16(Self.hold * 1000), 1000) }
        if index + 2 < t.count { return (1, UInt16(fps)) }
        let ms = ((t[index + 1] - t[index]) * 1000).rounded()
        return (UInt16(min(max(ms, 1), 65535)), 1000)
    }
}
