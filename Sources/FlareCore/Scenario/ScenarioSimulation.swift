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
        /// The scenario the step drove, when it is not the script's own (`scenario:`).
        public var scenario: String?
        /// `set` steps: the flags set.
        public var set: [String: Bool]?
        /// `set` steps: the numeric values set.
        public var setValues: [String: Double]?
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
        /// Numeric values after the step.
        public var values: [String: Double] = [:]

        enum CodingKeys: String, CodingKey {
            case step, scenario, op, at, count, flags, values, executed, checks, events, executions, firstEvent,
                lastEvent,
                lastExecution
        }

        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(step, forKey: .step)
            try c.encodeIfPresent(scenario, forKey: .scenario)
            try c.encode(op, forKey: .op)
            try c.encode(at, forKey: .at)
            try c.encodeIfPresent(count, forKey: .count)
            try c.encodeIfPresent(set, forKey: .flags)
            try c.encodeIfPresent(setValues, forKey: .values)
            try c.encodeIfPresent(executed, forKey: .executed)
            try c.encodeIfPresent(checks, forKey: .checks)
            try c.encode(events, forKey: .events)
            try c.encode(executions, forKey: .executions)
            try c.encode(firstEvent, forKey: .firstEvent)  // null until it happens
            try c.encode(lastEvent, forKey: .lastEvent)
            try c.encode(lastExecution, forKey: .lastExecution)
        }
    }

    /// Plays `spec.script` from empty stats; its steps may drive the other `scenarios` of the spec (one story,
    /// one clock, one in-memory store). Each step reports the state of the scenario it drove.
    @MainActor
    public static func run(
        _ spec: ScenarioSpec, scenarios: [ScenarioSpec] = [], stage: RecordingStage = RecordingStage()
    ) -> [Step] {
        let clock = VirtualClock()
        let main = ScenarioSession(spec, clock: clock, store: MemoryScenarioStore(), stage: stage)
        let story = ScenarioStory(main: main, scenarios: scenarios)
        func seconds(_ date: Date?) -> Double? { date.map { $0.timeIntervalSince(clock.start) } }
        var steps: [Step] = []
        for (index, scriptStep) in spec.script.enumerated() {
            clock.now = clock.start.addingTimeInterval(scriptStep.at)
            guard let session = story.session(for: scriptStep) else { continue }
            var step = Step(step: index + 1, op: "", at: scriptStep.at, events: 0, executions: 0, flags: [:])
            if session !== main { step.scenario = session.spec.id }
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
            case .setValues(let values):
                step.op = "set"
                step.setValues = values
                session.setValues(values)
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
            step.values = session.values
            steps.append(step)
        }
        return steps
    }
}
