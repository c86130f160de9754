import FlareCore
import Foundation

/// The specs File › New starts from (`Assets/templates/*.yaml`, installed with Flare's other assets): each a
/// working spec that `flare check` and `flare lint` pass without a finding.
public enum SpecTemplate: String, CaseIterable, Sendable {
    case alert, rocket, queue, scenario

    /// The template file.
    public var url: URL { Assets.root.appendingPathComponent("templates/\(rawValue).yaml") }

    public var title: String {
        switch self {
        case .alert: "Alert"
        case .rocket: "Rocket"
        case .queue: "Queue"
        case .scenario: "Scenario"
        }
    }

    public var summary: String {
        switch self {
        case .alert: "An iOS alert with an icon, a message and two actions"
        case .rocket: "A RocketAlert flow: blocks, a choice, a button"
        case .queue: "Two popups waiting by priority"
        case .scenario: "A rating prompt after three events, spaced out"
        }
    }

    /// Writes the template to `path` (atomically; an existing file is replaced, as the save chooser confirmed).
    public func write(to path: String) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
