// A stand-in for Scotty's public API (BottleRocketStudios/iOS-Scotty 2.2.0, as seed-semantics.md "Scotty"
// documents it): `Route<Root>(identifier:isSuspendable:navigator:)`, `RouteIdentifier(rawValue:)`,
// `RouteController<Root>(root:ready:)`. The route's fields are public here so the recording run can read them.
// Compiled by the tests only.
public struct RouteIdentifier: RawRepresentable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

public struct Route<Root> {
    public let identifier: RouteIdentifier
    public let isSuspendable: Bool
    public let navigator: (Root, [AnyHashable: Any]?) -> Bool

    public init(identifier: RouteIdentifier, isSuspendable: Bool = true,
                navigator: @escaping (Root, [AnyHashable: Any]?) -> Bool) {
        self.identifier = identifier
        self.isSuspendable = isSuspendable
        self.navigator = navigator
    }
}

public enum StoredRoutePolicy<Root> {
    case execute, clear, none
}

public final class RouteController<Root> {
    public let root: Root
    public private(set) var isPreparedForRouting: Bool

    public init(root: Root, ready: Bool = true) {
        self.root = root
        isPreparedForRouting = ready
    }

    @discardableResult
    public func open(_ route: Route<Root>?, options: [AnyHashable: Any]? = nil) -> Bool {
        guard let route else { return false }
        return route.navigator(root, options)
    }

    public func suspendHandlingRoutes() { isPreparedForRouting = false }
    public func resumeHandlingRoutes(with policy: StoredRoutePolicy<Root> = .execute) { isPreparedForRouting = true }
}
