import Foundation

/// Where scenario time comes from: `WallClock` in the app, `VirtualClock` in simulations and tests.
/// Not `Sendable`: sessions read it on the main actor.
public protocol FlareClock: AnyObject {
    var now: Date { get }
}

/// The system's wall clock (`Date()`), as WaitForIt uses it (not monotonic: it may go backwards).
public final class WallClock: FlareClock {
    public init() {}
    public var now: Date { Date() }
}

/// A clock that moves only when told: the inspector's now/+1 h/+1 d/+1 w buttons and `flare simulate`.
public final class VirtualClock: FlareClock {
    public var now: Date
    /// Where the clock started; simulations report times as seconds since it.
    public let start: Date

    public init(start: Date = Date(timeIntervalSince1970: 0)) {
        self.start = start
        self.now = start
    }

    public func advance(by seconds: Double) { now = now.addingTimeInterval(seconds) }

    /// Seconds since `start`.
    public var elapsed: Double { now.timeIntervalSince(start) }
}
