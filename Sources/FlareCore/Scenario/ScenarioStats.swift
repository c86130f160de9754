import Foundation

/// What WaitForIt stores per scenario (its five `UserDefaults` keys): counts and dates, nothing of the config.
public struct ScenarioStats: Sendable, Hashable, Codable {
    public var eventsCount: Int
    public var executionsCount: Int
    public var firstEventDate: Date?
    public var lastEventDate: Date?
    public var lastExecutionDate: Date?

    public init(eventsCount: Int = 0, executionsCount: Int = 0, firstEventDate: Date? = nil,
                lastEventDate: Date? = nil, lastExecutionDate: Date? = nil) {
        self.eventsCount = eventsCount
        self.executionsCount = executionsCount
        self.firstEventDate = firstEventDate
        self.lastEventDate = lastEventDate
        self.lastExecutionDate = lastExecutionDate
    }
}
