/// When a rocket's motion export (`flare export --id ROCKET --motion flow`) plays each scripted action, in seconds
/// of virtual time from the show: the first `pause` after the show's motion ends, each next one `pause` after the
/// one before, unless `wait` steps come between them: then their sum is the gap (a wait is time passing, so the
/// flow's `showNextAfter` timers fire during it). The recording ends when every action has played, no timer is
/// pending and all motion has settled, and never later than `maxDuration`. The keyboard comes up before the first
/// scripted input (the tap in its text view, then the typing): `keyboardLead` before it, or halfway from the action
/// before when they are closer; it stays up after Send (`RocketKeyboard`).
public struct RocketMotionPlan: Sendable, Hashable {
    /// Seconds between two scripted actions with no wait between them: time to see what the last one did.
    public static let pause = 1.0
    /// The longest recording, in seconds.
    public static let maxDuration = 30.0
    /// How long before a scripted input its keyboard comes up, at most.
    public static let keyboardLead = 0.5

    public struct Action: Sendable, Hashable {
        public var at: Double
        public var step: RocketStep
    }

    public let actions: [Action]
    /// When the keyboard comes up (nil: the script types nothing).
    public let keyboardAt: Double?

    public init(script: [RocketStep], showDuration: Double) {
        var actions: [Action] = []
        var time = max(0, showDuration)
        var waited: Double?
        var keyboardAt: Double?
        for step in script {
            if case .wait(let seconds) = step {
                waited = (waited ?? 0) + max(0, seconds)
                continue
            }
            let gap = waited ?? Self.pause
            time += gap
            waited = nil
            if case .input = step, keyboardAt == nil { keyboardAt = time - min(Self.keyboardLead, gap / 2) }
            actions.append(Action(at: time, step: step))
        }
        self.actions = actions
        self.keyboardAt = keyboardAt
    }
}
