import FlareCore

/// The rocket case of the stage: a live `RocketPanel` while the sidebar selection is a rocket. Its events go
/// to the window's log (source `rocket`); a reload keeps the flow at the same step when its blocks still exist;
/// a replay (Ctrl+R, or the end-of-flow Replay button) or a new selection starts it again from `start`; a deep
/// link's `?block=` or a click on a block of the map starts it at that block (`RocketFlow.jumped(to:)`); a flow
/// the user ends is reported to the inspector's sessions (`StageReport.dismissed`) and leaves an end-of-flow
/// state on the canvas.
extension PreviewWindow {
    /// Shows the selected rocket on `stage` and returns true, or removes the panel and returns false when the
    /// selection is not a rocket. `animate` is false for a reload (resume) and true for a (re)start.
    func showRocketSelection(on stage: StageView, animate: Bool) -> Bool {
        let old = rocketPanel
        let next = selection?.rocketID.flatMap { spec.map(effective)?.rocket($0) }
        var resumed: RocketFlow?
        if let old, !animate, let next, next.id == old.rocket.id {
            resumed = old.flow.resumed(with: next)
            record(
                .rocket,
                resumed != nil
                    ? "\(next.id): reloaded; kept at block #\(old.flow.visible.count - 1) "
                        + "'\(old.flow.visible.last ?? "")'"
                    : "\(next.id): reloaded; a shown block is gone, so the flow starts again")
        }
        removeRocketPanel(
            because: resumed == nil ? (next?.id == old?.rocket.id ? "restart" : "the stage changed") : nil)
        guard let rocket = next else { return false }
        putRocket(rocket, flow: resumed, animate: resumed == nil && animate, on: stage)
        return true
    }

    /// Starts the rocket on the stage again at `block` (nil: its start, with the show animation), keeping the
    /// map shown if it was. False when no rocket is on the stage or it has no block `block`.
    @discardableResult
    public func restartRocket(at block: String? = nil) -> Bool {
        guard let stage, let old = rocketPanel else { return false }
        let rocket = old.rocket
        var flow: RocketFlow?
        if let block {
            guard let jumped = RocketFlow(rocket).jumped(to: block) else {
                record(.rocket, "\(rocket.id): has no block '\(block)'")
                return false
            }
            flow = jumped
        }
        let mapShown = old.mapView != nil
        let zoom = old.mapView?.zoom
        removeRocketPanel(because: "restart")
        if let flow { flow.events.forEach { record(.rocket, "\(rocket.id): jumped to '\(block ?? "")': \($0)") } }
        let panel = putRocket(rocket, flow: flow, animate: flow == nil, on: stage)
        panel.setMap(shown: mapShown)
        if let zoom { panel.mapView?.setZoom(zoom) }
        return true
    }

    /// Dismisses (when `reason` is given), tears down and takes off the stage the rocket panel, if any.
    private func removeRocketPanel(because reason: String?) {
        hideStatus()
        guard let old = rocketPanel else { return }
        area.rocketPanel = nil
        if let reason { old.dismiss(because: reason) }
        if stage?.panel == old.widget { stage?.setPanel(nil) }
        old.onMapChanged = nil
        showRocketMap(nil)
        area.rocketBar.show(nil)
        old.teardown()
    }

    /// The map in place of the stage (nil: the stage again), and the rocket bar saying which one shows.
    private func showRocketMap(_ view: RocketMapView?) {
        area.rocketBar.host(view)
        area.stageScroller.visible = view == nil && !area.compare.widget.visible
        area.rocketBar.show(rocketPanel?.rocket.id, map: view != nil)
    }

    /// The rocket bar's buttons act on the rocket on the stage.
    private func wireRocketBar() {
        area.rocketBar.onMap = { [weak self] in
            guard let panel = self?.rocketPanel else { return }
            panel.setMap(shown: panel.mapView == nil)
        }
        area.rocketBar.onDismiss = { [weak self] in
            self?.rocketPanel?.dismiss(because: "the app's dismiss() (Dismiss button)")
        }
        area.rocketBar.onZoom = { [weak self] factor in
            guard let map = self?.rocketPanel?.mapView else { return }
            map.setZoom(map.zoom * factor)
        }
    }

    @discardableResult
    private func putRocket(_ rocket: RocketSpec, flow: RocketFlow?, animate: Bool, on stage: StageView) -> RocketPanel {
        let device = deviceOverride ?? spec?.stage.device ?? Stage().device
        let panel = RocketPanel(
            rocket: rocket, device: device, theme: theme, scale: stage.scale,
            flow: flow, live: true, animate: animate)
        // The show happened while building: log its events, then follow the flow.
        if flow == nil { panel.flow.events.forEach { record(.rocket, "\(rocket.id): \($0)") } }
        panel.onEvent = { [weak self] event in self?.record(.rocket, "\(rocket.id): \(event)") }
        // The user ended the flow (its last block or the close button): once its dismissal motion ends, the
        // inspector's sessions hear it, as for a closed alert (a queue then runs next()), and the canvas says so.
        panel.onGone = { [weak self, weak panel] in
            guard let self, let panel, let reason = panel.flow.dismissal else { return }
            showEndOfFlow(panel.flow)
            if case .programmatic = reason { return }
            self.onStageReport?(.dismissed(.rocket(rocket.id)))
        }
        panel.onJump = { [weak self] block in
            // After the click's handler returns: the click's own widget goes with the old panel.
            MainLoop.post { [weak self] in self?.restartRocket(at: block) }
        }
        panel.onMapChanged = { [weak self] view in self?.showRocketMap(view) }
        panel.warnings.forEach { record(.rocket, $0) }
        stage.setPanel(panel.widget)
        area.rocketPanel = panel
        wireRocketBar()
        area.rocketBar.show(rocket.id)
        if panel.isGone { showEndOfFlow(panel.flow) }
        return panel
    }

    /// The end-of-flow state over the stage: how the flow ended, and Replay.
    private func showEndOfFlow(_ flow: RocketFlow) {
        let count = flow.visible.count, blocks = "\(count) block\(count == 1 ? "" : "s")"
        let how =
            switch flow.dismissal {
            case .closeButton?: "Closed with its close button after \(blocks)."
            case .programmatic(let why)?: "Dismissed by \(why) after \(blocks)."
            default: "The flow ended after \(blocks)."
            }
        showStatus(
            EmptyState.Content(
                icon: "media-playlist-repeat-symbolic", title: "End of the flow",
                description: how + " Replay it from its start, or pick a block on the map.",
                button: ("Replay", { [weak self] in self?.restartRocket() })))
    }
}
