import Foundation

/// Drives one spec scenario: reads time from a `FlareClock`, keeps stats in a `ScenarioStateStore`, and puts the
/// scenario's alert or rocket on the stage when it executes (after the execution is recorded and saved, as
/// WaitForIt records it before its completion runs).
@MainActor
public final class ScenarioSession {
    /// One thing that happened, for the inspector's log.
    public struct Event: Sendable, Hashable, CustomStringConvertible {
        public var at: Date
        public var message: String
        public var description: String { message }
    }

    public private(set) var scenario: Scenario
    public let clock: any FlareClock
    public let store: any ScenarioStateStore
    public let stage: (any StagePresenting)?
    public private(set) var log: [Event] = []
    /// The last save failure, if any (the session carries on in memory).
    public private(set) var saveError: ScenarioStateError?
    public var onChange: (() -> Void)?

    public var spec: ScenarioSpec { scenario.spec }
    public var stats: ScenarioStats { scenario.stats }
    public var flags: [String: Bool] { scenario.flags }
    /// Every check at the clock's current time (live in the inspector).
    public var checks: [ScenarioCheck] { scenario.checks(now: clock.now, others: others) }

    /// A flag's value now (a bound flag follows its scenario's state in the store).
    public func flagValue(_ name: String) -> Bool { scenario.flag(name, others: others) }

    /// The spec's other scenarios' stats, as this session's store keeps them (bound flags read them live).
    private func others(_ id: String) -> ScenarioStats? { store.stats(for: id) }

    public init(
        _ spec: ScenarioSpec, clock: any FlareClock, store: any ScenarioStateStore, stage: (any StagePresenting)? = nil
    ) {
        self.scenario = Scenario(spec, stats: store.stats(for: spec.id) ?? ScenarioStats())
        self.clock = clock
        self.store = store
        self.stage = stage
    }

    /// Triggers `count` events at the clock's time.
    public func triggerEvent(count: Int = 1) {
        let now = clock.now
        scenario.triggerEvent(now: now, count: count)
        note("\(count) \(count == 1 ? "event" : "events") triggered (\(scenario.stats.eventsCount) in all)")
        persist()
    }

    /// Tries to execute: on success the execution is recorded and saved, then the target goes on the stage.
    @discardableResult
    public func tryToExecute() -> Scenario.Attempt {
        let attempt = scenario.tryToExecute(now: clock.now, others: others)
        if attempt.executed {
            persist(notify: false)
            note("executed: every check passed; \(spec.show) goes on the stage")
            stage?.present(spec.show)
        } else {
            let failed = attempt.checks.filter { !$0.passed }.map { "\($0.name.rawValue): \($0.reason)" }
            note("not executed: " + failed.joined(separator: "; "))
        }
        onChange?()
        return attempt
    }

    /// Numeric values after the last change.
    public var values: [String: Double] { scenario.values }

    /// Sets numeric values (a script's `set: {brightness: 0.2}`, the inspector's value fields).
    public func setValues(_ values: [String: Double]) {
        for (name, value) in values { scenario.values[name] = value }
        note(
            "values: "
                + values.sorted { $0.key < $1.key }.map { "\($0.key) \(SpecRanges.format($0.value))" }.joined(
                    separator: ", "))
        onChange?()
    }

    public func setFlags(_ values: [String: Bool]) {
        for (name, value) in values.sorted(by: { $0.key < $1.key }) { scenario.flags[name] = value }
        note(
            "flags: "
                + values.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value ? "on" : "off")" }.joined(
                    separator: ", "))
        onChange?()
    }

    /// Forgets counts and dates; the configuration and the flags stay.
    public func reset() {
        scenario.reset()
        note("reset: counts and dates forgotten, configuration kept")
        persist()
    }

    /// Plays one script step (the caller sets the clock to the step's time first).
    public func apply(_ action: ScenarioStep.Action) {
        switch action {
        case .event(let n): triggerEvent(count: n)
        case .tryExecute: tryToExecute()
        case .set(let values): setFlags(values)
        case .setValues(let values): setValues(values)
        case .reset: reset()
        }
    }

    private func persist(notify: Bool = true) {
        do {
            scenario.stats = try store.save(scenario.stats, for: spec.id)
            saveError = nil
        } catch let error as ScenarioStateError {
            saveError = error
            note(error.description)
        } catch {
            note("cannot save scenario state: \(error)")
        }
        if notify { onChange?() }
    }

    private func note(_ message: String) { log.append(Event(at: clock.now, message: message)) }
}
