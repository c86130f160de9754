// A stand-in for Scotty 2.2.0 (BottleRocketStudios/iOS-Scotty@7bda863, tag 2.2.0), transcribed from Sources/Scotty/
// Route.swift (R), RouteIdentifier.swift (RI) and RouteController.swift (RC): the same declarations and access
// levels (a route's navigator is private, R:15; only `RouteController.open` runs it, RC:39-43) and the same
// moments: Scotty matches nothing itself (the app turns a URL into a Route); `open` runs a route at once when the
// controller is prepared or the route is not suspendable, else stores it (one, the last) and returns false
// (RC:41); `resumeHandlingRoutes(with: .execute)` runs the stored one (RC:73-76, 95-98). `Route(route:)` takes
// `isSuspendable` afresh, default true (R:42-44). HandoffStubTests checks the declarations against the release.
// Compiled by the tests only.
import Foundation

public struct Route<Root> {
    public typealias Navigator = (_ root: Root, _ options: [AnyHashable: Any]?) -> Bool

    // MARK: Properties
    private let navigator: Navigator

    public let isSuspendable: Bool

    public let identifier: RouteIdentifier

    // MARK: Initializers
    public init(identifier: RouteIdentifier, isSuspendable: Bool = true, navigator: @escaping Navigator) {
        self.identifier = identifier
        self.isSuspendable = isSuspendable
        self.navigator = navigator
    }

    public init(route: Route<Root>, isSuspendable: Bool = true) {
        self.init(identifier: route.identifier, isSuspendable: isSuspendable, navigator: route.navigator)
    }

    func route(fromRoot root: Root, options: [AnyHashable: Any]?) -> Bool {
        return navigator(root, options)
    }
}

public extension Route {
    static func ~= (lhs: RouteIdentifier, rhs: Route) -> Bool {
        return lhs == rhs.identifier
    }
}

public struct RouteIdentifier: RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) {
        self.rawValue = rawValue
    }
}

extension RouteIdentifier: Equatable {
    public static func == (lhs: RouteIdentifier, rhs: RouteIdentifier) -> Bool {
        return lhs.rawValue == rhs.rawValue
    }
}

open class RouteController<Root>: NSObject {
    public let root: Root
    public private(set) var isPreparedForRouting = false
    public var isPendingRouteExecution: Bool { return storedRoute != nil }
    private(set) var storedRoute: (() -> Void)?

    public init(root: Root, ready: Bool = true) {
        self.root = root
        super.init()
        setRouteHandling(enabled: ready)
    }
}

public extension RouteController {
    @discardableResult
    func open(_ route: Route<Root>?, options: [AnyHashable: Any]? = nil) -> Bool {
        guard let route = route else { return false }
        guard isPreparedForRouting || !route.isSuspendable else {
            storedRoute = stored(route: route, options: options)
            return false
        }
        return route.route(fromRoot: root, options: options)
    }
}

public extension RouteController {
    enum StoredRoutePolicy {
        case execute
        case clear
        case none

        fileprivate func executePolicy(with routeController: RouteController<Root>) {
            switch self {
            case .execute: routeController.executeStoredRoute()
            case .clear: routeController.clearStoredRoute()
            default: return
            }
        }
    }

    func resumeHandlingRoutes(with storedRoutePolicy: StoredRoutePolicy = .execute) {
        isPreparedForRouting = true
        storedRoutePolicy.executePolicy(with: self)
    }

    func suspendHandlingRoutes() {
        isPreparedForRouting = false
    }

    func setRouteHandling(enabled: Bool) {
        enabled ? resumeHandlingRoutes() : suspendHandlingRoutes()
    }
}

fileprivate extension RouteController {
    func executeStoredRoute() {
        storedRoute?()
        clearStoredRoute()
    }

    func clearStoredRoute() {
        storedRoute = nil
    }

    func stored(route: Route<Root>, options: [AnyHashable: Any]?) -> () -> Void {
        return { [weak self] in
            self?.open(route, options: options)
        }
    }
}
