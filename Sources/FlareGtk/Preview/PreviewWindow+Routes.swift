import FlareCore
import Foundation

/// Deep links (`open(url:)`, resolved against the spec and run through Scotty's controller) and Scotty's
/// `RouteAction`: what a spec route's destination does once reached, `after` seconds later (a GLib
/// timeout): put another alert or rocket on the stage, or play steps on the rocket the route opened.
extension PreviewWindow {
    /// Opens a `flare://` URL or one of the spec's route patterns. While the spec is loading (or there is no
    /// good spec yet) it waits in the single pending slot; a newer URL replaces it.
    public func open(url: String) {
        record(.route, "open \(url)")
        // A spec route may say it never waits (`suspendable: false`); while there is no spec, every URL waits.
        let suspendable = (try? RouteResolver(spec: spec).resolve(url).get())?.via?.suspendable ?? true
        routes.open(
            Route(identifier: RouteIdentifier(url), isSuspendable: suspendable) { root, _ in
                root.window?.navigate(to: url) ?? false
            })
    }

    /// The URL waiting for the spec (or for routing to resume), if any.
    public var pendingRoute: String? { routes.pendingRoute?.rawValue }

    /// Suspends routing (Scotty's `suspendHandlingRoutes`): suspendable URLs wait in the single slot, a newer one
    /// replacing it; non-suspendable ones still run.
    public func suspendRouting() {
        state.setRoutingSuspendedByUser(true)
        routes.suspendHandlingRoutes()
        record(.route, "routing suspended: URLs wait in the single pending slot")
    }

    /// Resumes routing with `policy`: `execute` opens the waiting URL, `clear` drops it, `none` keeps it waiting.
    public func resumeRouting(_ policy: RoutingSpec.Policy) {
        state.setRoutingSuspendedByUser(false)
        let waiting = pendingRoute
        routes.resumeHandlingRoutes(with: policy.stored())
        record(.route, "routing resumed (\(policy.rawValue))" + (waiting.map { ": \($0) was waiting" } ?? ""))
    }

    func navigate(to url: String) -> Bool {
        switch RouteResolver(spec: spec).resolve(url) {
        case .failure(let failure):
            messages.notice.show("Cannot open \(url): \(failure.message)")
            record(.route, "\(url) does not resolve: \(failure.message)")
            return false
        case .success(let resolution):
            let destination = resolution.destination
            let themed = destination.theme.map { theme in state.applyLinkTheme(theme) } ?? false
            if themed, let theme = destination.theme { chrome.header.setTheme(theme) }
            // `scale=`: screenshots at that scale, the stage's images rasterised at least at it.
            let scaled = destination.scale.map { scale in state.applyLinkScale(scale) } ?? false
            if themed || scaled { rebuildStage(animate: false) }
            if let zoom = destination.zoom { setZoom(zoom) }
            // A deep link to an alert while another is shown stacks it on top, as the app would present it.
            if case .alert(let id) = destination.item, destination.theme == nil {
                presentAlert(id)
            } else {
                select(destination.item)
            }
            // `?block=`: the rocket's flow starts at that block (the resolver checked the rocket has it).
            if let block = destination.block { restartRocket(at: block) }
            record(.route, "\(url) → \(resolution)")
            if let action = resolution.via?.action { perform(action, for: url) }
            return selection == destination.item
        }
    }

    func perform(_ action: RouteAction, for url: String) {
        let generation = self.generation
        MainLoop.after(action.after) { [weak self] in
            // A newer selection or spec since the URL was opened cancels its action.
            guard let self, self.generation == generation else {
                self?.record(.route, "\(url): its action is dropped (the stage changed before it ran)")
                return
            }
            switch action.kind {
            case .show(let target):
                self.record(.route, "\(url): \(action)")
                self.present(target)
            case .script(let steps):
                guard let panel = self.rocketPanel else {
                    self.record(.route, "\(url): no rocket on the stage for its script")
                    return
                }
                self.record(.route, "\(url): \(action)")
                for step in steps { panel.apply(step) }
            }
        }
    }
}
