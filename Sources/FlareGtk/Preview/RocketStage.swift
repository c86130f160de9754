import FlareCore

/// What the rocket on the stage reads and asks of the window.
@MainActor
protocol RocketStageHost: AnyObject {
    /// The selected rocket as the stage shows it (the shown device and locale); nil when the selection is no rocket.
    var selectedRocket: RocketSpec? { get }
    var stage: StageView? { get }
    /// The device the stage shows: the header's, else the spec's.
    var shownDevice: Stage.Device { get }
    var theme: Theme { get }
    func showStatus(_ content: EmptyState.Content)
    func hideStatus()
    /// The inspector's sessions hear what the user did on the stage (a flow the user ended).
    func stageReported(_ report: StageReport)
}

/// The rocket case of the stage: a live `RocketPanel` while the sidebar selection is a rocket. Its events go
/// to the window's log (source `rocket`); a reload keeps the flow at the same step when its blocks still exist;
/// a replay (Ctrl+R, or the end-of-flow Replay button) or a new selection starts it again from `start`; a deep
/// link's `?block=` or a click on a block of the map starts it at that block (`RocketFlow.jumped(to:)`); a flow
/// the user ends is reported to the inspector's sessions (`StageReport.dismissed`) and leaves an end-of-flow
/// state on the canvas.
@MainActor
final class RocketStage {
    private weak var host: (any RocketStageHost)?
    /// The canvas: the panel on its stage, the rocket bar, the map in the stage's place.
    private let area: CanvasArea
    private let record: WindowLog.Record

    init(
        host: any RocketStageHost, area: CanvasArea, record: @escaping WindowLog.Record
    ) {
        self.host = host
        self.area = area
        self.record = record
        wireRocketBar()
    }

    var panel: RocketPanel? { area.rocketPanel }

    /// Shows the selected rocket on `stage` and returns true, or removes the panel and returns false when the
    /// selection is not a rocket. `animate` is false for a reload (resume) and true for a (re)start.
    func showSelection(on stage: StageView, animate: Bool) -> Bool {
        let old = panel
        let next = host?.selectedRocket
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
        removePanel(because: resumed == nil ? (next?.id == old?.rocket.id ? "restart" : "the stage changed") : nil)
        guard let rocket = next else { return false }
        put(rocket, flow: resumed, animate: resumed == nil && animate, on: stage)
        return true
    }

    /// Starts the rocket on the stage again at `block` (nil: its start, with the show animation), keeping the
    /// map shown if it was. False when no rocket is on the stage or it has no block `block`.
    @discardableResult
    func restart(at block: String? = nil) -> Bool {
        guard let stage = host?.stage, let old = panel else { return false }
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
        removePanel(because: "restart")
        if let flow { flow.events.forEach { record(.rocket, "\(rocket.id): jumped to '\(block ?? "")': \($0)") } }
        let panel = put(rocket, flow: flow, animate: flow == nil, on: stage)
        panel.setMap(shown: mapShown)
        if let zoom { panel.mapView?.setZoom(zoom) }
        return true
    }

    /// Dismisses (when `reason` is given), tears down and takes off the stage the rocket panel, if any.
    private func removePanel(because reason: String?) {
        host?.hideStatus()
        guard let old = panel else { return }
        area.rocketPanel = nil
        if let reason { old.dismiss(because: reason) }
        if let stage = host?.stage, stage.panel == old.widget { stage.setPanel(nil) }
        old.onMapChanged = nil
        showMap(nil)
        area.rocketBar.show(nil)
        old.teardown()
    }

    /// The map in place of the stage (nil: the stage again), and the rocket bar saying which one shows.
    private func showMap(_ view: RocketMapView?) {
        area.rocketBar.host(view)
        area.stageScroller.visible = view == nil && !area.compare.widget.visible
        area.rocketBar.show(panel?.rocket.id, map: view != nil)
    }

    /// The rocket bar's buttons act on the rocket on the stage.
    private func wireRocketBar() {
        area.rocketBar.onMap = { [weak self] in
            guard let panel = self?.panel else { return }
            panel.setMap(shown: panel.mapView == nil)
        }
        area.rocketBar.onDismiss = { [weak self] in
            self?.panel?.dismiss(because: "the app's dismiss() (Dismiss button)")
        }
        area.rocketBar.onZoom = { [weak self] factor in
            guard let map = self?.panel?.mapView else { return }
            map.setZoom(map.zoom * factor)
        }
    }

    @discardableResult
    private func put(_ rocket: RocketSpec, flow: RocketFlow?, animate: Bool, on stage: StageView) -> RocketPanel {
        let panel = RocketPanel(
            rocket: rocket, device: host?.shownDevice ?? Stage().device, theme: host?.theme ?? .light,
            scale: stage.scale, flow: flow, live: true, animate: animate)
        // The show happened while building: log its events, then follow the flow.
        if flow == nil { panel.flow.events.forEach { record(.rocket, "\(rocket.id): \($0)") } }
        panel.onEvent = { [weak self] event in self?.record(.rocket, "\(rocket.id): \(event)") }
        // The user ended the flow (its last block or the close button): once its dismissal motion ends, the
        // inspector's sessions hear it, as for a closed alert (a queue then runs next()), and the canvas says so.
        panel.onGone = { [weak self, weak panel] in
            guard let self, let panel, let reason = panel.flow.dismissal else { return }
            showEndOfFlow(panel.flow)
            if case .programmatic = reason { return }
            host?.stageReported(.dismissed(.rocket(rocket.id)))
        }
        panel.onJump = { [weak self] block in
            // After the click's handler returns: the click's own widget goes with the old panel.
            MainLoop.post { [weak self] in self?.restart(at: block) }
        }
        panel.onMapChanged = { [weak self] view in self?.showMap(view) }
        panel.warnings.forEach { record(.rocket, $0) }
        stage.setPanel(panel.widget)
        area.rocketPanel = panel
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
        host?.showStatus(
            EmptyState.Content(
                icon: "media-playlist-repeat-symbolic", title: "End of the flow",
                description: how + " Replay it from its start, or pick a block on the map.",
                button: ("Replay", { [weak self] in self?.restart() })))
    }
}
