/// What the route controller did, in order: the inspector's log and the window's notices read these.
public enum RouteEvent: Sendable, Hashable, CustomStringConvertible {
    /// The navigator ran and returned `reached`.
    case ran(RouteIdentifier, reached: Bool)
    /// Routing was suspended: the route waits in the slot, replacing `replaced` if one was there.
    case stored(RouteIdentifier, replaced: RouteIdentifier?)
    /// The stored route was dropped (policy `clear`, or `transform` returning nil).
    case dropped(RouteIdentifier)
    /// Nothing to open: the URL or request did not resolve.
    case unresolved(reason: String)
    case suspended
    case resumed

    public var description: String {
        switch self {
        case .ran(let id, let reached): "route \(id) \(reached ? "opened" : "did not reach its destination")"
        case .stored(let id, let replaced?): "route \(id) is pending (replaces \(replaced)) until routing resumes"
        case .stored(let id, nil): "route \(id) is pending until routing resumes"
        case .dropped(let id): "pending route \(id) was dropped"
        case .unresolved(let reason): "no route: \(reason)"
        case .suspended: "routing suspended"
        case .resumed: "routing resumed"
        }
    }
}
