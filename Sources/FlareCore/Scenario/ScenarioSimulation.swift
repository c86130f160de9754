import Foundation

/// Plays a scenario's `script` on a `VirtualClock` with an in-memory store (the user's persisted state is never
/// touched) and records every step: what `flare simulate` prints and the inspector steps through.
public enum ScenarioSimulation {
    /// The state after one step. Times are seconds since the start of the script.
    public struct Step: Sendable, Hashable, Encodable {
        public var step: Int
        /// `event`, `try`, `set` or `reset`.
        public var op: String
        public var at: Double
        /// `event` steps: how many events.
        public var count: Int?
        /// `set` steps: the flags set.
        public var set: [String: Bool]?
        /// `try` steps.
        public var executed: Bool?
        public var checks: [ScenarioCheck]?
        public var events: Int
        public var executions: Int
        public var firstEvent: Double?
        public var lastEvent: Double?
        public var lastExecution: Double?
        /// Flag values after the step.
        public var flags: [String: Bool]

        enum CodingKeys: String, CodingKey {
            case step, op, at, count, flags, executed, checks, events, executions, firstEvent, lastEvent, lastExecution
        }

        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(step, forKey: .step)
            try c.encode(op, forKey: .op)
            try c.encode(at, forKey: .at)
            try c.encodeIfPresent(count, forKey: .count)
            try c.encodeIfPresent(set, forKey: .flags)
            try c.encodeIfPresent(executed, forKey: .executed)
            try c.encodeIfPresent(checks, forKey: .checks)
            try c.encode(events, forKey: .events)
            try c.encode(executions, forKey: .executions)
            try c.encode(firstEvent, forKey: .firstEvent)  // null until it happens
            try c.encode(lastEvent, forKey: .lastEvent)
            try c.encode(lastExecution, forKey: .lastExecution)
        }
    }

    /// Plays `spec.script` from empty stats.
    @MainActor
    public static func run(_ spec: ScenarioSpec, stage: RecordingStage = RecordingStage()) -> [Step] {
        let clock = VirtualClock()
        let session = ScenarioSession(spec, clock: clock, store: MemoryScenarioStore(), stage: stage)
        func seconds(_ date: Date?) -> Double? { date.map { $0.timeIntervalSince(clock.start) } }
        var steps: [Step] = []
        for (index, scriptStep) in spec.script.enumerated() {
            clock.now = clock.start.addingTimeInterval(scriptStep.at)
            var step = Step(step: index + 1, op: "", at: scriptStep.at, events: 0, executions: 0, flags: [:])
            switch scriptStep.action {
            case .event(let n):
                step.op = "event"
                step.count = n
                session.triggerEvent(count: n)
            case .tryExecute:
                step.op = "try"
                let attempt = session.tryToExecute()
                step.executed = attempt.executed
                step.checks = attempt.checks
            case .set(let flags):
                step.op = "set"
                step.set = flags
                session.setFlags(flags)
            case .reset:
                step.op = "reset"
                session.reset()
            }
            let stats = session.stats
            step.events = stats.eventsCount
            step.executions = stats.executionsCount
            step.firstEvent = seconds(stats.firstEventDate)
            step.lastEvent = seconds(stats.lastEventDate)
            step.lastExecution = seconds(stats.lastExecutionDate)
            step.flags = session.flags
            steps.append(step)
        }
        return steps
    }
}
