/// A route's name: Scotty's `RouteIdentifier`, equal by its raw value.
public struct RouteIdentifier: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }

    /// Scotty's `id ~= route`: true when the route carries this identifier.
    public static func ~= <Root>(identifier: RouteIdentifier, route: Route<Root>) -> Bool {
        route.identifier == identifier
    }
}

/// Options a route is opened with (Scotty's `[AnyHashable: Any]?`; Flare's options are URL query items).
public typealias RouteOptions = [String: String]

/// A destination and the code that travels there from `Root`: Scotty's `Route<Root>`.
/// The navigator runs synchronously and returns whether it reached the destination.
public struct Route<Root> {
    public var identifier: RouteIdentifier
    /// Suspendable routes wait in the controller's single slot while routing is suspended; the others always run.
    public var isSuspendable: Bool
    public var navigator: (Root, RouteOptions?) -> Bool

    public init(
        identifier: RouteIdentifier, isSuspendable: Bool = true, navigator: @escaping (Root, RouteOptions?) -> Bool
    ) {
        self.identifier = identifier
        self.isSuspendable = isSuspendable
        self.navigator = navigator
    }

    /// Scotty's `Route(route:isSuspendable:)`: a copy whose suspendability is reset to `true` unless passed.
    public init(route: Route<Root>, isSuspendable: Bool = true) {
        self.init(identifier: route.identifier, isSuspendable: isSuspendable, navigator: route.navigator)
    }
}
