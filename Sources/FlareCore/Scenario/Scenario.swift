import Foundation

/// The WaitForIt engine: one scenario's configuration (from the spec), its stats and its flags, as a pure value.
/// Time is always passed in (`now:`), so the wall clock, a virtual clock and tests all drive the same code.
public struct Scenario: Sendable, Hashable {
    /// The result of `tryToExecute`: whether it executed, and every check with its reason.
    public struct Attempt: Sendable, Hashable {
        public var executed: Bool
        public var checks: [ScenarioCheck]
    }

    public var spec: ScenarioSpec
    public var stats: ScenarioStats
    /// Flag values; `customConditions` names the ones that must be on. Starts from the spec's `flags`.
    public var flags: [String: Bool]
    /// Numeric values the `valueConditions` compare. Start from the spec's `values`.
    public var values: [String: Double]

    public init(_ spec: ScenarioSpec, stats: ScenarioStats = ScenarioStats()) {
        self.spec = spec
        self.stats = stats
        self.flags = spec.flags
        self.values = spec.values
    }

    /// The seed's `triggerEvent`, `count` times at once: count + n (saturating at `Int.max`), first date only if
    /// absent, last date = now. Checks nothing.
    public mutating func triggerEvent(now: Date, count: Int = 1) {
        guard count > 0 else { return }
        stats.eventsCount = stats.eventsCount.saturatingAdd(count)
        if stats.firstEventDate == nil { stats.firstEventDate = now }
        stats.lastEventDate = now
    }

    /// The seed's `tryToExecute`: all six checks are computed (custom conditions included, every time), then ANDed.
    /// On success the execution is recorded (count + 1, last execution = now) before the caller shows anything.
    /// `others`: the stats of the spec's other scenarios, for bound flags.
    public mutating func tryToExecute(now: Date, others: (String) -> ScenarioStats? = { _ in nil }) -> Attempt {
        let checks = checks(now: now, others: others)
        let executed = checks.allSatisfy(\.passed)
        if executed {
            stats.executionsCount = stats.executionsCount.saturatingAdd(1)
            stats.lastExecutionDate = now
        }
        return Attempt(executed: executed, checks: checks)
    }

    /// Forgets the stats (the seed's five keys); the configuration and the flags stay.
    public mutating func reset() { stats = ScenarioStats() }

    /// Every check at `now`, without executing.
    public func checks(now: Date, others: (String) -> ScenarioStats? = { _ in nil }) -> [ScenarioCheck] {
        [
            eventsCheck(),
            sinceCheck(.sinceFirstEvent, spec.minSecondsSinceFirstEvent, stats.firstEventDate, "the first event", now),
            sinceCheck(.sinceLastEvent, spec.minSecondsSinceLastEvent, stats.lastEventDate, "the last event", now),
            executionsCheck(), betweenExecutionsCheck(now), customCheck(others),
        ]
    }

    /// A flag's value now: a bound flag follows its scenario, any other is what was set.
    public func flag(_ name: String, others: (String) -> ScenarioStats?) -> Bool {
        if let binding = spec.bindings[name] { return binding.value(in: others(binding.scenario)) >= binding.atLeast }
        return flags[name] == true
    }

    // MARK: The six checks

    private func eventsCheck() -> ScenarioCheck {
        let n = stats.eventsCount
        let min = spec.minEventsRequired, max = spec.maxEventsPermitted
        if let min, n < min {
            let more = min - n
            return ScenarioCheck(
                .events, false, "needs \(more) more \(plural(more, "event")) (\(n) of at least \(min))")
        }
        if let max, n > max {
            return ScenarioCheck(.events, false, "too many events: \(n), at most \(max) permitted")
        }
        switch (min, max) {
        case let (min?, max?): return ScenarioCheck(.events, true, "\(n) \(plural(n, "event")), within \(min)…\(max)")
        case let (min?, nil): return ScenarioCheck(.events, true, "\(n) \(plural(n, "event")), at least \(min)")
        case let (nil, max?): return ScenarioCheck(.events, true, "\(n) \(plural(n, "event")), at most \(max)")
        default: return ScenarioCheck(.events, true, "no event bounds set (\(n) \(plural(n, "event")))")
        }
    }

    private func sinceCheck(
        _ name: ScenarioCheck.Name, _ min: Double?, _ date: Date?, _ what: String, _ now: Date
    ) -> ScenarioCheck {
        guard let min else { return ScenarioCheck(name, true, "no minimum time set") }
        guard let date else { return ScenarioCheck(name, true, "no event yet, so this time check passes") }
        let elapsed = now.timeIntervalSince(date)
        if elapsed > min {
            return ScenarioCheck(
                name, true, "\(DurationText.format(elapsed)) since \(what), more than \(DurationText.format(min))")
        }
        return ScenarioCheck(
            name, false,
            "eligible in \(DurationText.format(min - elapsed)) (needs more than \(DurationText.format(min)) "
                + "since \(what), \(DurationText.format(elapsed)) so far)"
        )
    }

    private func executionsCheck() -> ScenarioCheck {
        let n = stats.executionsCount
        guard let max = spec.maxExecutionsPermitted else {
            return ScenarioCheck(.executions, true, "no execution limit (executed \(n) \(plural(n, "time")))")
        }
        if n < max {
            return ScenarioCheck(.executions, true, "executed \(n) \(plural(n, "time")), at most \(max) permitted")
        }
        return ScenarioCheck(.executions, false, "already executed \(n) \(plural(n, "time")), at most \(max) permitted")
    }

    private func betweenExecutionsCheck(_ now: Date) -> ScenarioCheck {
        guard let min = spec.minSecondsBetweenExecutions else {
            return ScenarioCheck(.betweenExecutions, true, "no minimum time between executions")
        }
        guard let last = stats.lastExecutionDate else {
            return ScenarioCheck(.betweenExecutions, true, "never executed yet, so this time check passes")
        }
        let elapsed = now.timeIntervalSince(last)
        if elapsed > min {
            return ScenarioCheck(
                .betweenExecutions, true,
                "last executed \(DurationText.format(elapsed)) ago, more than \(DurationText.format(min))")
        }
        return ScenarioCheck(
            .betweenExecutions, false,
            "eligible again in \(DurationText.format(min - elapsed)) (needs more than \(DurationText.format(min)) "
                + "between executions, \(DurationText.format(elapsed)) so far)"
        )
    }

    private func customCheck(_ others: (String) -> ScenarioStats?) -> ScenarioCheck {
        let names = spec.customConditions
        guard !spec.valueConditions.isEmpty else { return flagCheck(names, others) }
        // Flags and values: every one is evaluated (the seed calls its closure on every attempt), then ANDed.
        let flags = flagCheck(names, others)
        var failed = flags.passed || names.isEmpty ? [] : [flags.reason]
        var held = names.isEmpty ? [] : [flags.reason]
        for condition in spec.valueConditions {
            guard let x = values[condition.value] else {
                failed.append("value \(condition.value) is not set (needs \(condition.bounds))")
                continue
            }
            if condition.holds(x) {
                held.append("value \(condition.value) \(SpecRanges.format(x)) is \(condition.bounds)")
            } else {
                failed.append("value \(condition.value) \(SpecRanges.format(x)) is not \(condition.bounds)")
            }
        }
        return failed.isEmpty
            ? ScenarioCheck(.customConditions, true, held.joined(separator: "; "))
            : ScenarioCheck(.customConditions, false, failed.joined(separator: "; "))
    }

    private func flagCheck(_ names: [String], _ others: (String) -> ScenarioStats?) -> ScenarioCheck {
        guard !names.isEmpty else { return ScenarioCheck(.customConditions, true, "no flags required") }
        /// `flag x`, or for a bound flag `flag x (scenario 'y' executed 0 times, needs at least 1)`.
        func described(_ name: String) -> String {
            guard let b = spec.bindings[name] else { return name }
            let n = b.value(in: others(b.scenario))
            let what = b.count == .executions ? "executed \(n) \(plural(n, "time"))" : "had \(n) \(plural(n, "event"))"
            return "\(name) (scenario '\(b.scenario)' \(what), needs at least \(b.atLeast))"
        }
        let off = names.filter { !flag($0, others: others) }
        if off.isEmpty {
            return ScenarioCheck(
                .customConditions, true,
                names.count == 1
                    ? "flag \(described(names[0])) is on"
                    : "flags \(names.map(described).joined(separator: ", ")) are on")
        }
        return ScenarioCheck(
            .customConditions, false,
            off.count == 1
                ? "flag \(described(off[0])) is off"
                : "flags \(off.map(described).joined(separator: ", ")) are off")
    }

    private func plural(_ n: Int, _ word: String) -> String { n == 1 ? word : word + "s" }
}
