import Foundation

/// What WaitForIt stores per scenario (its five `UserDefaults` keys): counts and dates, nothing of the config.
public struct ScenarioStats: Sendable, Hashable, Codable {
    public var eventsCount: Int
    public var executionsCount: Int
    public var firstEventDate: Date?
    public var lastEventDate: Date?
    public var lastExecutionDate: Date?

    public init(
        eventsCount: Int = 0, executionsCount: Int = 0, firstEventDate: Date? = nil,
        lastEventDate: Date? = nil, lastExecutionDate: Date? = nil
    ) {
        self.eventsCount = eventsCount
        self.executionsCount = executionsCount
        self.firstEventDate = firstEventDate
        self.lastEventDate = lastEventDate
        self.lastExecutionDate = lastExecutionDate
    }

    /// These stats after another process's save: `disk` is the file now, `base` what this process last read or
    /// wrote. Counts this process added since `base` are added to `disk`'s (saturating), dates keep the earliest
    /// first event and the latest last ones. A local reset (a count below `base`) wins over the disk.
    public func merged(onto disk: ScenarioStats, since base: ScenarioStats) -> ScenarioStats {
        guard eventsCount >= base.eventsCount, executionsCount >= base.executionsCount else { return self }
        func latest(_ a: Date?, _ b: Date?) -> Date? { [a, b].compactMap { $0 }.max() }
        return ScenarioStats(
            eventsCount: disk.eventsCount.saturatingAdd(eventsCount - base.eventsCount),
            executionsCount: disk.executionsCount.saturatingAdd(executionsCount - base.executionsCount),
            firstEventDate: [disk.firstEventDate, firstEventDate].compactMap { $0 }.min(),
            lastEventDate: latest(disk.lastEventDate, lastEventDate),
            lastExecutionDate: latest(disk.lastExecutionDate, lastExecutionDate))
    }
}

extension Int {
    /// `self + other`, at `Int.max` (or `Int.min`) instead of trapping: counters saturate.
    public func saturatingAdd(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }
}
