/// The inspector's pages, by the names its stack knows them, and the one it opens on for a spec.
public enum InspectorPage: String, CaseIterable, Sendable {
    case queue, scenario, script, log, routes, checks

    /// The page the inspector opens on: the selected queue's or scenario's, else the spec's first queue's or
    /// scenario's, else the checks of its alerts and rockets (never an empty Queue page for a spec with no queue).
    public static func fitting(_ spec: Spec, selection: SpecItem?) -> InspectorPage {
        switch selection {
        case .queue?: return .queue
        case .scenario?: return .scenario
        default: break
        }
        if !spec.queues.isEmpty { return .queue }
        if !spec.scenarios.isEmpty { return .scenario }
        return .checks
    }
}
