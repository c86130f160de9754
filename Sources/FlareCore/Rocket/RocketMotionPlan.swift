/// When a rocket's motion export (`flare export --id ROCKET --motion flow`) plays each scripted action, in seconds
/// of virtual time from the show: the first `pause` after the show's motion ends, each next one `pause` after the
/// one before, unless `wait` steps come between them: then their sum is the gap (a wait is time passing, so the
/// flow's `showNextAfter` timers fire during it). The recording ends when every action has played, no timer is
/// pending and all motion has settled, and never later than `maxDuration`.
public struct RocketMotionPlan: Sendable, Hashable {
    /// Seconds between two scripted actions with no wait between them: time to see what the last one did.
    public static let pause = 1.0
    /// The longest recording, in seconds.
    public static let maxDuration = 30.0

    public struct Action: Sendable, Hashable {
        public var at: Double
        public var step: RocketStep
    }

    public let actions: [Action]

    public init(script: [RocketStep], showDuration: Double) {
        var actions: [Action] = []
        var time = max(0, showDuration)
        var waited: Double?
        for step in script {
            if case .wait(let seconds) = step {
                waited = (waited ?? 0) + max(0, seconds)
                continue
            }
            time += waited ?? Self.pause
            waited = nil
            actions.append(Action(at: time, step: step))
        }
        self.actions = actions
    }
}
