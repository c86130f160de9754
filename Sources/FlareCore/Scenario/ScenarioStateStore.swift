/// Where a `ScenarioSession` keeps its stats between runs: a file in the user's state folder
/// (`ScenarioStateFile`), or memory for simulations and tests (`MemoryScenarioStore`).
public protocol ScenarioStateStore: AnyObject {
    func stats(for scenario: String) -> ScenarioStats?
    /// Records the stats and returns what is stored now (a file store merges them with what other processes
    /// saved meanwhile); a store that writes files throws `ScenarioStateError` when it cannot.
    @discardableResult
    func save(_ stats: ScenarioStats, for scenario: String) throws -> ScenarioStats
}

/// Keeps stats in memory only: `flare simulate` never touches the user's persisted state.
public final class MemoryScenarioStore: ScenarioStateStore {
    private var all: [String: ScenarioStats] = [:]
    public init() {}
    public func stats(for scenario: String) -> ScenarioStats? { all[scenario] }
    public func save(_ stats: ScenarioStats, for scenario: String) throws -> ScenarioStats {
        all[scenario] = stats
        return stats
    }
}
