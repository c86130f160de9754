/// Plays a rocket's `script` on the flow's virtual clock and records every step: what `flare simulate` prints
/// and what `flare export --step/--storyboard` draws. Step 0 is the show: the start block appears after the
/// library's 2 s opening. A step ends when what it caused is on screen: a fired block's `next` appears (or the
/// rocket dismisses) after its bounce (`RocketTiming`), so each event's `at` is when the block first appears.
public enum RocketSimulation {
    public struct Step: Sendable, Hashable, Encodable {
        /// 0 for the show, then 1-based script steps.
        public var step: Int
        /// `show`, `tap`, `wait`, `press`, `input` or `close`.
        public var op: String
        /// `wait`: seconds; `press`: button, left or right; `input`: the text.
        public var argument: String?
        /// Seconds on the virtual clock when the step ends.
        public var at: Double
        /// The ids of the blocks shown after the step, in order.
        public var visible: [String]
        public var dismissed: Bool
        /// What the step caused, in order.
        public var events: [RocketEvent]

        enum CodingKeys: String, CodingKey { case step, op, seconds, button, text, at, visible, dismissed, events }

        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(step, forKey: .step)
            try c.encode(op, forKey: .op)
            switch op {
            case "wait": try c.encode(Double(argument ?? "0") ?? 0, forKey: .seconds)
            case "press": try c.encode(argument, forKey: .button)
            case "input": try c.encode(argument, forKey: .text)
            default: break
            }
            try c.encode(RocketEvent.json(at), forKey: .at)
            try c.encode(visible, forKey: .visible)
            try c.encode(dismissed, forKey: .dismissed)
            try c.encode(events, forKey: .events)
        }
    }

    public static func name(of step: RocketStep) -> (op: String, argument: String?) {
        switch step {
        case .tap: ("tap", nil)
        case .wait(let s): ("wait", "\(s)")
        case .press(let b): ("press", b.rawValue)
        case .input(let text): ("input", text)
        case .close: ("close", nil)
        case .dismiss(let reason): ("dismiss", reason)
        }
    }

    /// Shows the rocket, then plays `spec.script` (or `script`).
    public static func run(_ spec: RocketSpec, script: [RocketStep]? = nil) -> [Step] {
        var flow = RocketFlow(spec)
        let shown = flow.show() + flow.settle()
        var steps = [
            Step(step: 0, op: "show", at: flow.now, visible: flow.visible, dismissed: flow.isDismissed, events: shown)
        ]
        for (index, scriptStep) in (script ?? spec.script).enumerated() {
            let events = flow.apply(scriptStep) + flow.settle()
            let (op, argument) = name(of: scriptStep)
            steps.append(
                Step(
                    step: index + 1, op: op, argument: argument, at: flow.now, visible: flow.visible,
                    dismissed: flow.isDismissed, events: events))
        }
        return steps
    }

    /// The flow after the show and the first `count` script steps (all of them when nil).
    public static func flow(_ spec: RocketSpec, after count: Int? = nil) -> RocketFlow {
        var flow = RocketFlow(spec)
        flow.show()
        flow.settle()
        for step in spec.script.prefix(count ?? spec.script.count) {
            flow.apply(step)
            flow.settle()
        }
        return flow
    }
}
