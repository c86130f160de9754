// A stand-in for WaitForIt 2.0.0 (pawurb/WaitForIt@24d9560, tag 2.0.0), transcribed from WaitForIt/Source/
// ScenarioProtocol.swift (SP), ConfigStorage.swift (CS) and StatsStorage.swift (SS): the same protocol, the same
// extension, and the same moments: `config()` runs at the start of every `triggerEvent`, `tryToExecute` and `reset`
// (SP:93-96, 98-99, 207-209), so a rule counts only if `config()` sets it (or something set it before that call);
// the rules are read in `tryToExecute` (SP:100-107). Departure: the stats live in this process's memory, not in
// `UserDefaults.standard` (SS:12), so runs never share them. HandoffStubTests checks the protocol against the release.
// Compiled by the tests only.
import Foundation

public protocol ScenarioProtocol {
    static func config()

    // minimum number of scenario events needed to be trigerred before scenario can be executed
    static var minEventsRequired: Int? { get set }

    // maximum number of scenario events which can be trigerred before scenario stops executing
    static var maxEventsPermitted: Int? { get set }

    // maximum number of times that scenario can be executed
    static var maxExecutionsPermitted: Int? { get set }

    // minimum time interval, after the first scenario event was trigerred, before the scenario can be executed
    static var minSecondsSinceFirstEvent: TimeInterval? { get set }

    // minimum time interval, after the last scenario event was trigerred, before the scenario can be executed
    static var minSecondsSinceLastEvent: TimeInterval? { get set }

    // minimum time interval before scenario can be executed again after previous execution
    static var minSecondsBetweenExecutions: TimeInterval? { get set }

    // custom conditions closure
    static var customConditions: (() -> Bool)? { get set }

    // increment scenario specific event counter
    static func triggerEvent()

    // same as above but you can mock current date, used internally for testing
    static func triggerEvent(timeNow: Date)

    // try to execute a scenario (it counts as executed only if bool param passed into a block was `true`)
    static func tryToExecute(completion: @escaping (Bool) -> Void)

    // same as above but you can mock current date, used internally for testing
    static func tryToExecute(timeNow: Date, completion: @escaping (Bool) -> Void)

    // reset scenario event and execution counters
    static func reset()
}

/// CS:11-13: one process-wide dictionary; CS:79-81 keys it by `String(describing: type(of: T.self))`.
nonisolated(unsafe) private var memoryStorage: [String: Any?] = [:]

/// The five stats SS keeps per type (SS:84-106), in memory here.
private struct Stats {
    var eventsCount = 0, executionsCount = 0
    var firstEventDate: Date?, lastEventDate: Date?, lastExecutionDate: Date?
}
nonisolated(unsafe) private var statsStorage: [String: Stats] = [:]

extension ScenarioProtocol {
    private static var configBase: String { String(describing: type(of: Self.self)) }
    private static func value<T>(_ name: String) -> T? { memoryStorage[configBase + "." + name] as? T }
    private static func set(_ name: String, _ value: Any?) { memoryStorage[configBase + "." + name] = value }
    private static var stats: Stats {
        get { statsStorage["net.pabloweb.WaitForIt.\(String(describing: Self.self))"] ?? Stats() }
        set { statsStorage["net.pabloweb.WaitForIt.\(String(describing: Self.self))"] = newValue }
    }

    public static var customConditions: (() -> Bool)? {
        get { value("customConditions") }
        set { set("customConditions", newValue) }
    }
    public static var maxExecutionsPermitted: Int? {
        get { value("maxExecutionsPermitted") }
        set { set("maxExecutionsPermitted", newValue) }
    }
    public static var minEventsRequired: Int? {
        get { value("minEventsRequired") }
        set { set("minEventsRequired", newValue) }
    }
    public static var minSecondsBetweenExecutions: TimeInterval? {
        get { value("minSecondsBetweenExecutions") }
        set { set("minSecondsBetweenExecutions", newValue) }
    }
    public static var maxEventsPermitted: Int? {
        get { value("maxEventsPermitted") }
        set { set("maxEventsPermitted", newValue) }
    }
    public static var minSecondsSinceFirstEvent: TimeInterval? {
        get { value("minSecondsSinceFirstEvent") }
        set { set("minSecondsSinceFirstEvent", newValue) }
    }
    public static var minSecondsSinceLastEvent: TimeInterval? {
        get { value("minSecondsSinceLastEvent") }
        set { set("minSecondsSinceLastEvent", newValue) }
    }

    public static func triggerEvent() { triggerEvent(timeNow: Date()) }

    /// SP:93-96 and SS:27-37: config() first; count + 1, first date only if absent, last date = now.
    public static func triggerEvent(timeNow: Date) {
        config()
        stats.eventsCount += 1
        if stats.firstEventDate == nil { stats.firstEventDate = timeNow }
        stats.lastEventDate = timeNow
    }

    /// SP:98-115: config() first, then all six checks (SP:117-201), ANDed; on success the execution is counted
    /// before `completion` runs.
    public static func tryToExecute(timeNow: Date, completion: @escaping (Bool) -> Void) {
        config()
        let s = stats
        let count = s.eventsCount
        let events: Bool
        if let max = maxEventsPermitted, let min = minEventsRequired {
            events = (max >= count) && (min <= count)
        } else if let max = maxEventsPermitted {
            events = max >= count
        } else if let min = minEventsRequired {
            events = min <= count
        } else {
            events = true
        }
        func since(_ minimum: TimeInterval?, _ date: Date?) -> Bool {
            guard let minimum, let date else { return true }
            return timeNow.timeIntervalSince1970 - date.timeIntervalSince1970 > minimum
        }
        let executions = maxExecutionsPermitted.map { s.executionsCount < $0 } ?? true
        let custom = customConditions?() ?? true
        let result =
            events && since(minSecondsSinceFirstEvent, s.firstEventDate)
            && since(minSecondsSinceLastEvent, s.lastEventDate) && executions
            && since(minSecondsBetweenExecutions, s.lastExecutionDate) && custom
        if result {
            stats.executionsCount += 1
            stats.lastExecutionDate = timeNow
        }
        completion(result)
    }

    public static func tryToExecute(completion: @escaping (Bool) -> Void) {
        tryToExecute(timeNow: Date(), completion: completion)
    }

    /// SP:207-210: config() runs, then the stats (not the rules) are forgotten.
    public static func reset() {
        config()
        stats = Stats()
    }
}
