import FlareCore

/// Scotty's `RouteAction`: what a spec route's destination does once reached, `after` seconds later (a GLib
/// timeout): put another alert or rocket on the stage, or play steps on the rocket the route opened.
extension PreviewWindow {
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
