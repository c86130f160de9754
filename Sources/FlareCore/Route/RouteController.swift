/// Runs routes from a root, Scotty's `RouteController<Root>`: while routing is suspended (a spec reloading),
/// a suspendable route waits in ONE slot (a later one replaces it) and the resume policy decides its fate.
/// Not `Sendable`: it belongs to the one isolation domain that owns `root` (the window's main actor, or a test).
public final class RouteController<Root> {
    public let root: Root
    public private(set) var isPreparedForRouting: Bool
    private var pending: (route: Route<Root>, options: RouteOptions?)?
    /// Called for every decision, in order.
    public var onEvent: ((RouteEvent) -> Void)?

    public init(root: Root, ready: Bool = true) {
        self.root = root
        self.isPreparedForRouting = ready
    }

    /// True while a suspended route waits in the slot.
    public var isPendingRouteExecution: Bool { pending != nil }
    /// The identifier of the route waiting in the slot.
    public var pendingRoute: RouteIdentifier? { pending?.route.identifier }

    /// Opens `route`: nil → false (a failed conversion); suspended and suspendable → stored in the single slot
    /// (replacing any earlier one) and false; otherwise the navigator runs now and its result is returned.
    @discardableResult
    public func open(_ route: Route<Root>?, options: RouteOptions? = nil) -> Bool {
        guard let route else {
            onEvent?(.unresolved(reason: "nothing to open"))
            return false
        }
        if !isPreparedForRouting && route.isSuspendable {
            let replaced = pending?.route.identifier
            pending = (route, options)
            onEvent?(.stored(route.identifier, replaced: replaced))
            return false
        }
        let reached = route.navigator(root, options)
        onEvent?(.ran(route.identifier, reached: reached))
        return reached
    }

    /// Opens what a resolver produced: a route, or a reason it could not be made (reported, returns false).
    @discardableResult
    public func open(_ resolution: Result<(Route<Root>, RouteOptions?), RouteFailure>) -> Bool {
        switch resolution {
        case .success(let (route, options)): return open(route, options: options)
        case .failure(let failure):
            onEvent?(.unresolved(reason: failure.message))
            return false
        }
    }

    public func suspendHandlingRoutes() {
        isPreparedForRouting = false
        onEvent?(.suspended)
    }

    /// Resumes routing, then applies `policy` to the route waiting in the slot.
    public func resumeHandlingRoutes(with policy: StoredRoutePolicy<Root> = .execute) {
        isPreparedForRouting = true
        onEvent?(.resumed)
        switch policy {
        case .execute:
            guard let stored = pending else { return }
            pending = nil
            open(stored.route, options: stored.options)
        case .clear:
            if let stored = pending {
                pending = nil
                onEvent?(.dropped(stored.route.identifier))
            }
        case .none:
            break
        case .transform(let f):
            guard let stored = pending else { return }
            pending = nil
            if let replacement = f(stored.route) {
                open(replacement, options: nil)
            } else {
                onEvent?(.dropped(stored.route.identifier))
            }
        case .custom(let handler):
            let stored = pending?.route
            pending = nil
            handler(stored, self)
        }
    }

    /// Scotty's `setRouteHandling(enabled:)`: resume with `.execute`, or suspend.
    public func setRouteHandling(enabled: Bool) {
        if enabled { resumeHandlingRoutes(with: .execute) } else { suspendHandlingRoutes() }
    }
}
