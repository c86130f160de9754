/// Plays a queue's `script` on a `RecordingStage` (no window) and records every step: what `flare simulate`
/// prints and the inspector's timeline slider steps through. Steps are one virtual second apart.
public enum QueueSimulation {
    /// One queued popup as a step shows it.
    public struct Entry: Sendable, Hashable, Codable {
        public var name: String
        public var priority: Int
        public var status: PopupStatus
    }

    /// The state after one step.
    public struct Step: Sendable, Hashable, Encodable {
        /// 1-based.
        public var step: Int
        /// `register`, `show`, `present`, `dismiss`, `poll`, `pause`, `next`, `clear` or `top`.
        public var op: String
        /// The popup (`register`) or container (`top`) the step names.
        public var argument: String?
        /// Seconds on the virtual clock.
        public var at: Double
        /// The popup on screen, if any.
        public var showing: String?
        public var queue: [Entry]
        /// What happened during this step, with reasons.
        public var log: [String]
        /// What the stage shows after the step, top-most last (`alert/<id>`, `rocket/<id>`, `view/<name>`).
        public var stage: [String]
        /// The same, as targets (what `flare export` of a queue draws).
        public var onStage: [PopupTarget]

        enum CodingKeys: String, CodingKey { case step, op, popup, container, at, showing, queue, log }

        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(step, forKey: .step)
            try c.encode(op, forKey: .op)
            if op == "register" { try c.encode(argument, forKey: .popup) }
            if op == "top" { try c.encode(argument, forKey: .container) }
            try c.encode(at, forKey: .at)
            try c.encode(showing, forKey: .showing)  // null when nothing is on screen
            try c.encode(queue, forKey: .queue)
            try c.encode(log, forKey: .log)
        }
    }

    public static func name(of step: QueueStep) -> (op: String, argument: String?) {
        switch step {
        case .register(let name): ("register", name)
        case .present: ("present", nil)
        case .dismiss: ("dismiss", nil)
        case .tapMask: ("tapMask", nil)
        case .show: ("show", nil)
        case .poll: ("poll", nil)
        case .pause: ("pause", nil)
        case .next: ("next", nil)
        case .clear: ("clear", nil)
        case .top(let container): ("top", container)
        }
    }

    /// Plays `spec.script` from an empty queue; `alerts` (the spec's) decide what a `tapMask` step does.
    @MainActor
    public static func run(_ spec: QueueSpec, alerts: [AlertSpec] = []) -> [Step] {
        let stage = RecordingStage()
        let session = QueueSession(spec, stage: stage)
        session.alerts = alerts
        var steps: [Step] = []
        for (index, scriptStep) in spec.script.enumerated() {
            let before = session.queue.log.count
            session.apply(scriptStep)
            let (op, argument) = name(of: scriptStep)
            let q = session.queue
            steps.append(
                Step(
                    step: index + 1, op: op, argument: argument, at: Double(index),
                    showing: q.showing?.name,
                    queue: q.queued.map { Entry(name: $0.name, priority: $0.priority, status: $0.status) },
                    log: q.log[before...].map(\.message),
                    stage: stage.onScreen.map(\.description), onStage: stage.onScreen))
        }
        return steps
    }
}
