import Foundation

/// Which script the inspector plays and how far: a queue's or a scenario's `script`, `position` steps in
/// (0: before the first). The inspector replays from the start to reach a position, so it is a plain value.
public struct ScriptPlayback: Sendable, Hashable {
    /// Where a scenario script's virtual clock starts (its steps' `at` count from here), fixed so a replay
    /// shows the same dates every time: 1 January 2026, 09:00 UTC.
    public static let epoch = Date(timeIntervalSince1970: 1_767_258_000)

    /// The queue or scenario whose script plays.
    public let source: SpecItem
    public var position = 0

    /// Playback of `source`'s script; nil unless it is a queue or a scenario (the items with scripts).
    public init?(_ source: SpecItem) {
        switch source {
        case .queue, .scenario: self.source = source
        case .alert, .rocket, .screen: return nil
        }
    }

    /// Where the inspector's log files the script's entries.
    public var logSource: EventLog.Source { if case .queue = source { .queue } else { .scenario } }

    /// The number of steps of the script in `spec`.
    public func count(in spec: Spec) -> Int {
        switch source {
        case .queue(let id): spec.queues.first { $0.id == id }?.script.count ?? 0
        case .scenario(let id): spec.scenarios.first { $0.id == id }?.script.count ?? 0
        case .alert, .rocket, .screen: 0
        }
    }

    /// Step `index` (0-based) in words: `register A3`, `+1 d: try`.
    public func describe(step index: Int, in spec: Spec) -> String {
        switch source {
        case .queue(let id):
            guard let step = spec.queues.first(where: { $0.id == id })?.script[safe: index] else { return "" }
            let (op, argument) = QueueSimulation.name(of: step)
            return argument.map { "\(op) \($0)" } ?? op
        case .scenario(let id):
            guard let step = spec.scenarios.first(where: { $0.id == id })?.script[safe: index] else { return "" }
            let what: String =
                switch step.action {
                case .event(let n): n == 1 ? "1 event" : "\(n) events"
                case .tryExecute: "try to execute"
                case .set(let flags):
                    "set "
                        + flags.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value ? "on" : "off")" }.joined(
                            separator: ", ")
                case .setValues(let values):
                    "set "
                        + values.sorted { $0.key < $1.key }.map { "\($0.key) \(SpecRanges.format($0.value))" }.joined(
                            separator: ", ")
                case .reset: "reset"
                }
            let whose = step.scenario.map { "scenario \($0): " } ?? ""
            return "at \(step.at == 0 ? "0 s" : DurationText.format(step.at)): \(whose)\(what)"
        case .alert, .rocket, .screen:
            return ""
        }
    }
}

fileprivate extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
