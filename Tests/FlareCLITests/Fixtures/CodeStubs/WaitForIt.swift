// A stand-in for WaitForIt's public API (pawurb/WaitForIt 2.0.0: README; seed-semantics.md "WaitForIt"): a
// scenario is a type conforming to ScenarioProtocol whose static `config()` sets the static rules, which the
// protocol's extension keeps per type. Compiled by the tests only; `configured(_:)` is the recording run's reader.
import Foundation

public protocol ScenarioProtocol {
    static func config()
    static var minEventsRequired: Int? { get set }
    static var maxEventsPermitted: Int? { get set }
    static var maxExecutionsPermitted: Int? { get set }
    static var minSecondsSinceFirstEvent: TimeInterval? { get set }
    static var minSecondsSinceLastEvent: TimeInterval? { get set }
    static var minSecondsBetweenExecutions: TimeInterval? { get set }
    static var customConditions: (() -> Bool)? { get set }
}

/// The seed keeps each type's configuration in process memory, keyed by the type (ConfigStorage.swift).
public struct ScenarioConfig {
    public var minEventsRequired: Int?
    public var maxEventsPermitted: Int?
    public var maxExecutionsPermitted: Int?
    public var minSecondsSinceFirstEvent: TimeInterval?
    public var minSecondsSinceLastEvent: TimeInterval?
    public var minSecondsBetweenExecutions: TimeInterval?
    public var customConditions: (() -> Bool)?
}

// The tests run on one thread; the seed's own storage is a plain static dictionary too.
nonisolated(unsafe) var configs: [String: ScenarioConfig] = [:]

extension ScenarioProtocol {
    static var key: String { String(describing: Self.self) }
    static var stored: ScenarioConfig {
        get { configs[key] ?? ScenarioConfig() }
        set { configs[key] = newValue }
    }

    public static var minEventsRequired: Int? {
        get { stored.minEventsRequired }
        set { stored.minEventsRequired = newValue }
    }
    public static var maxEventsPermitted: Int? {
        get { stored.maxEventsPermitted }
        set { stored.maxEventsPermitted = newValue }
    }
    public static var maxExecutionsPermitted: Int? {
        get { stored.maxExecutionsPermitted }
        set { stored.maxExecutionsPermitted = newValue }
    }
    public static var minSecondsSinceFirstEvent: TimeInterval? {
        get { stored.minSecondsSinceFirstEvent }
        set { stored.minSecondsSinceFirstEvent = newValue }
    }
    public static var minSecondsSinceLastEvent: TimeInterval? {
        get { stored.minSecondsSinceLastEvent }
        set { stored.minSecondsSinceLastEvent = newValue }
    }
    public static var minSecondsBetweenExecutions: TimeInterval? {
        get { stored.minSecondsBetweenExecutions }
        set { stored.minSecondsBetweenExecutions = newValue }
    }
    public static var customConditions: (() -> Bool)? {
        get { stored.customConditions }
        set { stored.customConditions = newValue }
    }

    public static func triggerEvent() { config() }
    public static func tryToExecute(completion: @escaping (Bool) -> Void) {
        config()
        completion(false)
    }
    public static func reset() { config() }

    /// Recording only: the configuration `config()` sets.
    public static func configured() -> ScenarioConfig {
        configs[key] = nil
        config()
        return stored
    }
}
