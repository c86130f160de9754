/// A WaitForIt scenario: the seed's seven conditions, flags standing in for `customConditions`.
public struct ScenarioSpec: Sendable, Hashable, Identifiable {
    public var id: String
    public var show: SpecItem
    public var minEventsRequired: Int?
    public var maxEventsPermitted: Int?
    public var maxExecutionsPermitted: Int?
    /// Seconds.
    public var minSecondsSinceFirstEvent: Double?
    public var minSecondsSinceLastEvent: Double?
    public var minSecondsBetweenExecutions: Double?
    /// Flag names that must all be on.
    public var customConditions: [String]
    /// Initial flag values.
    public var flags: [String: Bool]
    /// Numeric custom conditions (`{value: brightness, below: 0.3}`): each must hold.
    public var valueConditions: [ValueCondition] = []
    /// Initial numeric values (`values: {brightness: 0.8}`), set from scripts and the inspector.
    public var values: [String: Double] = [:]
    /// Flags bound to another scenario's state: on while that scenario has at least so many executions (or events).
    public var bindings: [String: ScenarioBinding] = [:]
    public var script: [ScenarioStep]
    public var location: SourceLocation?

    public init(
        id: String, show: SpecItem, minEventsRequired: Int? = nil, maxEventsPermitted: Int? = nil,
        maxExecutionsPermitted: Int? = nil, minSecondsSinceFirstEvent: Double? = nil,
        minSecondsSinceLastEvent: Double? = nil, minSecondsBetweenExecutions: Double? = nil,
        customConditions: [String] = [], flags: [String: Bool] = [:], script: [ScenarioStep] = [],
        location: SourceLocation? = nil
    ) {
        self.id = id
        self.show = show
        self.minEventsRequired = minEventsRequired
        self.maxEventsPermitted = maxEventsPermitted
        self.maxExecutionsPermitted = maxExecutionsPermitted
        self.minSecondsSinceFirstEvent = minSecondsSinceFirstEvent
        self.minSecondsSinceLastEvent = minSecondsSinceLastEvent
        self.minSecondsBetweenExecutions = minSecondsBetweenExecutions
        self.customConditions = customConditions
        self.flags = flags
        self.script = script
        self.location = location
    }
}

/// One step of a scenario `script`, at a time on the virtual clock (seconds from the start).
public struct ScenarioStep: Sendable, Hashable {
    public enum Action: Sendable, Hashable {
        /// `event: count`: trigger that many events.
        case event(Int)
        /// `try: true`: try to execute.
        case tryExecute
        case set([String: Bool])
        /// `set: {brightness: 0.2}`: numeric values set.
        case setValues([String: Double])
        case reset
    }

    public var at: Double
    public var action: Action
    /// `scenario: id`: the step drives another scenario of the spec (one story over several scenarios, sharing
    /// the clock and the state, so flags bound to it follow); nil: the scenario whose script it is.
    public var scenario: String?

    public init(at: Double, _ action: Action, scenario: String? = nil) {
        self.at = at
        self.action = action
        self.scenario = scenario
    }
}

/// A `customConditions` flag that follows another scenario (`tutorialDone: {scenario: tutorial, executions: 1}`):
/// on while that scenario's count is at least `atLeast`, read live from the same state the other scenario keeps.
public struct ScenarioBinding: Sendable, Hashable, CustomStringConvertible {
    public enum Count: String, Sendable, Hashable, CaseIterable {
        case executions, events
    }

    public var scenario: String
    public var count: Count
    public var atLeast: Int
    /// Where the binding's `scenario:` is written.
    public var location: SourceLocation?

    public init(scenario: String, count: Count, atLeast: Int, location: SourceLocation? = nil) {
        self.scenario = scenario
        self.count = count
        self.atLeast = atLeast
        self.location = location
    }

    /// The bound count in `stats` (none yet: 0).
    public func value(in stats: ScenarioStats?) -> Int {
        switch count {
        case .executions: stats?.executionsCount ?? 0
        case .events: stats?.eventsCount ?? 0
        }
    }

    public var description: String { "scenario '\(scenario)' has at least \(atLeast) \(count.rawValue)" }
}
