/// An item of a spec, by section and id (`alert/welcome`): the one way Flare says "which kind of item".
/// The sidebar lists them, `flare://` URLs and routes name them, the inspector plays queue and scenario
/// scripts, and popups, scenarios and routes show alerts and rockets (the only items a stage presents;
/// the parser accepts nothing else there).
public enum SpecItem: Sendable, Hashable, Codable, CustomStringConvertible {
    case alert(String)
    case rocket(String)
    case queue(String)
    case scenario(String)
    /// One of the app's screens (`screens:`): the stage's backdrop, with nothing presented over it yet.
    case screen(String)

    /// The section words, in the sidebar's order.
    public static let sections = ["alert", "rocket", "queue", "scenario", "screen"]

    /// The item of section `section` (`alert`, `rocket`, `queue`, `scenario`) with `id`; nil for another word.
    public init?(section: String, id: String) {
        switch section {
        case "alert": self = .alert(id)
        case "rocket": self = .rocket(id)
        case "queue": self = .queue(id)
        case "scenario": self = .scenario(id)
        case "screen": self = .screen(id)
        default: return nil
        }
    }

    /// Parses `<section>/<id>`; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[1].isEmpty else { return nil }
        self.init(section: String(parts[0]), id: String(parts[1]))
    }

    /// `alert`, `rocket`, `queue`, `scenario` or `screen`.
    public var section: String {
        switch self {
        case .alert: "alert"
        case .rocket: "rocket"
        case .queue: "queue"
        case .scenario: "scenario"
        case .screen: "screen"
        }
    }

    public var id: String {
        switch self {
        case .alert(let id), .rocket(let id), .queue(let id), .scenario(let id), .screen(let id): id
        }
    }

    /// The id when the item is an alert (a rocket); nil otherwise.
    public var alertID: String? { if case .alert(let id) = self { id } else { nil } }
    public var rocketID: String? { if case .rocket(let id) = self { id } else { nil } }

    /// Whether a stage presents it (an alert or a rocket); queues and scenarios open in the inspector.
    public var isPresentable: Bool {
        switch self {
        case .alert, .rocket: true
        case .queue, .scenario, .screen: false
        }
    }

    /// `<section>/<id>`.
    public var description: String { "\(section)/\(id)" }
}

extension SpecItem {
    /// Every item of the spec with a one-line subtitle, in the sidebar's order: alerts, rockets, queues,
    /// scenarios, screens, each in file order.
    public static func all(in spec: Spec) -> [(item: SpecItem, subtitle: String)] {
        spec.alerts.map { (SpecItem.alert($0.id), $0.title ?? $0.message ?? "") }
            + spec.rockets.map { (SpecItem.rocket($0.id), count($0.blocks.count, "block")) }
            + spec.queues.map { (SpecItem.queue($0.id), count($0.popups.count, "popup")) }
            + spec.scenarios.map { (SpecItem.scenario($0.id), "shows \($0.show)") }
            + spec.screens.map { (SpecItem.screen($0.id), "a screen of the app") }
    }

    /// "1 block", "6 blocks".
    private static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
