/// One of WaitForIt's six checks, its result and the reason, in words a designer reads.
public struct ScenarioCheck: Sendable, Hashable, Codable {
    public enum Name: String, Sendable, Hashable, Codable, CaseIterable {
        /// `minEventsRequired` ≤ events ≤ `maxEventsPermitted` (both inclusive).
        case events
        /// More than `minSecondsSinceFirstEvent` since the first event (strictly).
        case sinceFirstEvent
        /// More than `minSecondsSinceLastEvent` since the last event (strictly).
        case sinceLastEvent
        /// Fewer than `maxExecutionsPermitted` executions.
        case executions
        /// More than `minSecondsBetweenExecutions` since the last execution (strictly).
        case betweenExecutions
        /// Every flag in `customConditions` is on.
        case customConditions
    }

    public var name: Name
    public var passed: Bool
    public var reason: String

    public init(_ name: Name, _ passed: Bool, _ reason: String) {
        self.name = name
        self.passed = passed
        self.reason = reason
    }
}
