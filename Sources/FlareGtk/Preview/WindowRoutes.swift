import FlareCore
import Foundation

/// What a reached deep link changes on the stage (`StageController`): what it shows, and routing held by the user.
@MainActor
protocol RouteHost: AnyObject {
    var spec: Spec? { get }
    var selection: SpecItem? { get }
    /// Counts changes of what is shown: a route's delayed action is dropped when the stage changed meanwhile.
    var generation: Int { get }
    var rocketPanel: RocketPanel? { get }
    /// Whether the user suspended routing (`PreviewerState.routingSuspendedByUser`).
    var routingSuspendedByUser: Bool { get }
    func setRoutingSuspended(byUser suspended: Bool)
    /// Stacks alert `id` on top of what the stage shows, as the app would present it.
    func presentAlert(_ id: String)
    func select(_ item: SpecItem)
    @discardableResult func restartRocket(at block: String?) -> Bool
    func present(_ target: SpecItem)
}

/// What a reached deep link changes in how the stage is viewed (`ViewController`).
@MainActor
protocol LinkedView: AnyObject {
    /// A link's `theme=` and `scale=`: shown, and the stage rebuilt when either changed it.
    func applyLink(theme: Theme?, scale: Int?)
    func setZoom(_ zoom: Zoom)
}

/// Deep links (`open(url:)`, resolved against the spec and run through Scotty's controller) and Scotty's
/// `RouteAction`: what a spec route's destination does once reached, `after` seconds later (a GLib
/// timeout): put another alert or rocket on the stage, or play steps on the rocket the route opened. URLs wait in
/// Scotty's single slot while the spec is (re)loading or unusable, and while the user suspended routing.
@MainActor
final class WindowRoutes: RoutingControls {
    /// The route controller's root: these routes, held weakly so the controller does not keep them alive.
    struct Root {
        weak var routes: WindowRoutes?
    }

    private var controller: RouteController<Root>!
    private weak var host: (any RouteHost)?
    private weak var view: (any LinkedView)?
    private let messages: WindowMessages
    private let record: WindowLog.Record

    init(
        host: any RouteHost, view: any LinkedView, messages: WindowMessages, record: @escaping WindowLog.Record
    ) {
        self.host = host
        self.view = view
        self.messages = messages
        self.record = record
        controller = RouteController(root: Root(routes: self), ready: false)
        controller.onEvent = { event in record(.route, "\(event)") }
    }

    var spec: Spec? { host?.spec }
    var routingSuspendedByUser: Bool { host?.routingSuspendedByUser ?? false }

    /// Opens a `flare://` URL or one of the spec's route patterns. While the spec is loading (or there is no
    /// good spec yet) it waits in the single pending slot; a newer URL replaces it.
    func open(url: String) {
        record(.route, "open \(url)")
        // A spec route may say it never waits (`suspendable: false`); while there is no spec, every URL waits.
        let suspendable = (try? RouteResolver(spec: spec).resolve(url).get())?.via?.suspendable ?? true
        controller.open(
            Route(identifier: RouteIdentifier(url), isSuspendable: suspendable) { root, _ in
                root.routes?.navigate(to: url) ?? false
            })
    }

    /// The URL waiting for the spec (or for routing to resume), if any.
    var pendingRoute: String? { controller.pendingRoute?.rawValue }

    /// Suspends routing (Scotty's `suspendHandlingRoutes`): suspendable URLs wait in the single slot, a newer one
    /// replacing it; non-suspendable ones still run.
    func suspendRouting() {
        host?.setRoutingSuspended(byUser: true)
        controller.suspendHandlingRoutes()
        record(.route, "routing suspended: URLs wait in the single pending slot")
    }

    /// Resumes routing with `policy`: `execute` opens the waiting URL, `clear` drops it, `none` keeps it waiting.
    func resumeRouting(_ policy: RoutingSpec.Policy) {
        host?.setRoutingSuspended(byUser: false)
        let waiting = pendingRoute
        controller.resumeHandlingRoutes(with: policy.stored())
        record(.route, "routing resumed (\(policy.rawValue))" + (waiting.map { ": \($0) was waiting" } ?? ""))
    }

    /// A load began: URLs wait until it ends.
    func loadStarted() {
        controller.suspendHandlingRoutes()
    }

    /// A load ended: routes run against the last good spec; while there is none (or the user suspended routing)
    /// they wait in the slot.
    func loadEnded() {
        if spec != nil && !routingSuspendedByUser { controller.resumeHandlingRoutes(with: .execute) }
    }

    private func navigate(to url: String) -> Bool {
        guard let host else { return false }
        switch RouteResolver(spec: spec).resolve(url) {
        case .failure(let failure):
            messages.notice.show("Cannot open \(url): \(failure.message)")
            record(.route, "\(url) does not resolve: \(failure.message)")
            return false
        case .success(let resolution):
            let destination = resolution.destination
            view?.applyLink(theme: destination.theme, scale: destination.scale)
            if let zoom = destination.zoom { view?.setZoom(zoom) }
            // A deep link to an alert while another is shown stacks it on top, as the app would present it.
            if case .alert(let id) = destination.item, destination.theme == nil {
                host.presentAlert(id)
            } else {
                host.select(destination.item)
            }
            // `?block=`: the rocket's flow starts at that block (the resolver checked the rocket has it).
            if let block = destination.block { host.restartRocket(at: block) }
            record(.route, "\(url) → \(resolution)")
            if let action = resolution.via?.action { perform(action, for: url) }
            return host.selection == destination.item
        }
    }

    private func perform(_ action: RouteAction, for url: String) {
        let generation = host?.generation
        MainLoop.after(action.after) { [weak self] in
            guard let self else { return }
            // A newer selection or spec since the URL was opened cancels its action.
            guard let host = self.host, host.generation == generation else {
                self.record(.route, "\(url): its action is dropped (the stage changed before it ran)")
                return
            }
            switch action.kind {
            case .show(let target):
                self.record(.route, "\(url): \(action)")
                host.present(target)
            case .script(let steps):
                guard let panel = host.rocketPanel else {
                    self.record(.route, "\(url): no rocket on the stage for its script")
                    return
                }
                self.record(.route, "\(url): \(action)")
                for step in steps { panel.apply(step) }
            }
        }
    }
}
