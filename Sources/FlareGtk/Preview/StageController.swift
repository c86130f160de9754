import FlareCore
import Foundation

/// The stage and the selection: what the sidebar picked, built on the stage with its show animation, the alert's
/// actions, the mask, the keyboard, closing and replaying, DUX's stack of alerts shown over one another, and the
/// app's screens as the stage's backdrop. It changes the shared `PreviewerState` (through `StageHost`) and draws
/// the result in the canvas (`CanvasArea`); the stage's rebuild is `StageController+Build`, what the canvas says
/// with nothing to show is `StageController+Status`.
@MainActor
final class StageController: StagePresenting, SharesState {
    weak var host: (any StageHost)?
    let area: CanvasArea
    let sidebar: Sidebar
    let messages: WindowMessages
    let record: WindowLog.Record
    /// What the stage reports to the inspector's sessions: an alert's show animation finished, the user closed it.
    var onReport: (@MainActor (StageReport) -> Void)?
    /// The inspector beside the stage: it follows the selection; its sessions (the queue whose popup the stage
    /// shows, the step its script reached) present on the stage.
    weak var inspector: Inspector?
    /// The rocket on the stage while the selection is one (its panel, its map, the rocket bar).
    private(set) var rocket: RocketStage!
    /// Deep links that an alert's action or its dismiss completion opens.
    weak var routes: WindowRoutes?
    /// The source pane, where the empty state's "Open" shows the spec.
    weak var source: SourceController?
    /// The chrome whose zoom actions work only while there is a stage to zoom.
    weak var chrome: WindowChrome?

    init(
        host: any StageHost, area: CanvasArea, sidebar: Sidebar, messages: WindowMessages,
        record: @escaping WindowLog.Record
    ) {
        self.host = host
        self.area = area
        self.sidebar = sidebar
        self.messages = messages
        self.record = record
        rocket = RocketStage(host: self, area: area, record: record)
        area.popupViews = PopupViewStage(host: self, record: record)
        messages.source = self
        sidebar.onSelect = { [weak self] item in self?.pick(item) }
        sidebar.onShowOver = { [weak self] item in self?.showOver(item.id) }
    }

    var stateHost: (any SharedStateHost)? { host }
    var spec: Spec? { host?.state.spec }
    var selection: SpecItem? { host?.state.selection }
    var stack: AlertStack { host?.state.stack ?? AlertStack() }
    var stage: StageView? { area.stage }
    var player: AnimationPlayer? { area.player }
    var comparing: Bool { area.compareController?.axis != nil }

    // MARK: The selection

    /// A pick in the sidebar: another item than a screen goes back to the spec's own backdrop.
    func pick(_ item: SpecItem) {
        if case .screen = item {
        } else if state.leaveScreen() {
            record(.stage, "left the app's screen: the stage's own backdrop is back")
            guard state.select(item) else { return }
            sidebar.select(item)
            return rebuildForScreen()
        }
        select(item)
    }

    /// Shows `item` on the stage (with its show animation) and highlights it in the sidebar.
    func select(_ item: SpecItem) {
        let screen = state.screen
        guard state.select(item) else { return }
        sidebar.select(item)
        // Another app screen is another backdrop: the stage is built anew on it.
        if state.screen != screen { return rebuildForScreen() }
        showSelection(animate: true)
        state.stageChanged()
        inspector?.selectionChanged(item)
        area.compareController?.refresh()
    }

    /// The stage drawn anew on the current screen's backdrop (or the spec's), with the selection on it.
    func rebuildForScreen() {
        if let id = state.screen { record(.stage, "on screen \(id): its image is the stage's backdrop") }
        rebuildStage(animate: true)
        if let item = state.selection { inspector?.selectionChanged(item) }
        area.compareController?.refresh()
    }

    /// Shows the selection on the stage, on a stack started anew (`reset`: already started by a load).
    func showSelection(animate: Bool, reset: PreviewerState.StageReset? = nil) {
        guard let stage, let spec, let player else { return }
        let reset = reset ?? state.resetStack()
        area.inspect.layer?.select(nil)  // a selection made in inspect mode belongs to what the stage showed
        for id in reset.closed { record(.stack, "closed \(id) (the stage changed)") }
        // The keyboard belongs to the alert whose field had focus: whatever comes next starts with it down.
        if stage.keyboardOffset != 0 {
            stage.setKeyboard(visible: false)
            record(.stage, "keyboard down (the selection changed)")
        }
        // The timeline scrubs an alert's show and close animations: it is hidden while no alert is selected.
        if rocket?.showSelection(on: stage, animate: animate) == true {
            stage.show(alert: nil)
            area.timelineSlot.visible = false
            return
        }
        guard let id = selection?.alertID, let alert = state.effective(spec).alert(id) else {
            stage.show(alert: nil)
            area.timelineSlot.visible = false
            showEmptyState()
            return
        }
        hideStatus()
        area.timelineSlot.visible = true
        stage.show(alert: alert)
        wire(stage.alertView, alert: alert)
        if reset.shown == alert.id {
            record(.stack, "showing \(alert.id); stack: \(stack.alerts.joined(separator: ", "))")
        }
        let animation = alert.appearance.animation(.show)
        if animate {
            player.play(animation)
        } else {
            // A reload keeps the alert where it was: fully shown, no animation replayed.
            player.settle(animation)
        }
        area.timeline?.update()
        if messages.banner.kind == .warnings || !messages.banner.isShown { messages.showWarnings() }
    }

    func wire(_ view: AlertView?, alert: AlertSpec) {
        guard let view else { return }
        view.onAction = { [weak self] index in self?.actionTapped(alert: alert, index: index) }
        view.onInputFocus = { [weak self] focused in
            guard let self else { return }
            self.stage?.setKeyboard(visible: focused)
            record(.stage, focused ? "keyboard up (the alert moves up by its height)" : "keyboard down")
        }
        view.onSlideCompleted = { [weak self] completed in
            guard let self else { return }
            record(.stage, completed ? "slide completed (past 60 %)" : "slide released before 60 %: snapped back")
            if completed { closeShownAlert(reason: "slide completed") }
        }
    }

    /// The alert on the stage (nil when none is shown or it is closing).
    var shownAlert: AlertSpec? {
        state.shownAlertID.flatMap { id in spec.map(state.effective)?.alert(id) }
    }

    func actionTapped(alert: AlertSpec, index: Int) {
        guard alert.actions.indices.contains(index), stack.contains(alert.id) else { return }
        let action = alert.actions[index]
        record(.stage, "tapped “\(action.title)” on \(alert.id)")
        // DUX: the action's effect runs first, then the alert always closes.
        closeShownAlert(reason: "action “\(action.title)”")
        // `actionType: none` runs nothing in DUX: the alert only closes.
        if let route = action.route, action.actionType != .none { routes?.open(url: route) }
    }

    func maskTapped() {
        guard let alert = shownAlert else { return }
        if alert.hidesOnMaskTap {
            record(.stage, "mask tapped: closing \(alert.id)")
            closeShownAlert(reason: "mask tap")
            // DUX runs dismissCompletion only when a tap outside the alert dismisses it.
            record(
                .stage,
                "dismissCompletion of \(alert.id)"
                    + (alert.dismissCompletion.map { ": opening \($0)" } ?? " (none set)"))
            if let url = alert.dismissCompletion { routes?.open(url: url) }
        } else {
            let key = alert.maskTapKey
            record(.stage, "mask tapped: \(alert.id) stays (\(key) is false)")
        }
    }

    /// Closes the alert on the stage with its close animation; the stack forgets it at once, as DUX does.
    /// `byUser` false: a session closed it (not reported back to the sessions as a dismissal).
    func closeShownAlert(reason: String = "closed", byUser: Bool = true) {
        guard let alert = shownAlert, let player else { return }
        _ = state.closeShownAlert(byUser: byUser)
        stage?.setKeyboard(visible: false)
        record(
            .stack,
            "closing \(alert.id) (\(reason)); stack: "
                + "\(stack.alerts.isEmpty ? "empty" : stack.alerts.joined(separator: ", "))"
        )
        player.play(alert.appearance.animation(.close))
        area.timeline?.update()
    }

    func animationFinished(_ animation: AlertAnimation) {
        area.timeline?.update()
        if animation.phase == .show, let alert = shownAlert, let view = stage?.alertView {
            record(.stage, "shown \(alert.id)")
            logTapTargets(of: alert, in: view)
            onReport?(.presented(.alert(alert.id)))
        }
        if animation.phase == .close, let id = selection?.id {
            record(.stage, "\(id) closed")
            if !revealBelow() {
                stage?.show(alert: nil)
                showEmptyState()
            }
            if let closed = state.closing, closed.byUser { onReport?(.dismissed(.alert(closed.id))) }
        }
        if animation.phase == .close { _ = state.closeFinished() }
    }

    /// Logs where the shown alert's buttons are in the window, for a real pointer to click (`flare open --log`),
    /// once they are laid out: the show can end before the layout of its frame applies a new zoom (a fit after the
    /// first frame, on a busy machine), and the buttons are not there yet then.
    private func logTapTargets(of alert: AlertSpec, in view: AlertView) {
        view.widget.inNextLayout { [weak self, weak view] in
            guard let self, let view, shownAlert?.id == alert.id, stage?.alertView === view else { return }
            let targets = zip(alert.actions, view.actionButtons).compactMap { action, button in
                button.width == 0
                    ? nil : button.surfaceCentre.map { "“\(action.title)” at \(Int($0.x)),\(Int($0.y))" }
            }
            if !targets.isEmpty {
                record(.stage, "tap targets of \(alert.id) (window pixels): " + targets.joined(separator: ", "))
            }
        }
    }

    /// Replays the selection's show animation (Ctrl+R); a closed alert comes back.
    func replay() {
        guard spec != nil else { return }
        showSelection(animate: true)
    }

    /// Pauses a running animation, or plays it on from where it is (Ctrl+Space).
    func togglePause() {
        guard let player else { return }
        if player.isRunning { player.pause() } else if player.isPaused { player.resume() } else { player.replay() }
        area.timeline?.update()
    }

    // MARK: Stage presenter (the inspector's queue and scenario sessions)

    /// Puts `target` on the stage: an alert with its show animation (reported as presented when it ends), a
    /// rocket by selecting it (reported at once, on the next main-loop turn).
    func present(_ target: SpecItem) {
        switch target {
        case .alert(let id):
            guard spec?.alert(id) != nil else {
                record(.stage, "cannot present \(target): the spec has no alert '\(id)'")
                return
            }
            hideStatus()
            presentAlert(id)
        case .rocket(let id):
            select(SpecItem.rocket(id))
            MainLoop.post { [weak self] in self?.onReport?(.presented(.item(target))) }
        case .queue, .scenario, .screen:
            record(.stage, "cannot present \(target): only alerts and rockets go on the stage")
        }
    }

    func present(view: PopupView, named name: String) { area.popupViews.present(view: view, named: name) }

    func dismiss(viewNamed name: String) { area.popupViews.dismiss(viewNamed: name) }

    /// The custom view popup on the stage, if any.
    var shownPopupView: (name: String, view: PopupView)? { area.popupViews.shown }

    /// Takes `target` off the stage because a session asked (not reported back as a user's dismissal).
    func dismiss(_ target: SpecItem) {
        guard case .alert(let id) = target, shownAlert?.id == id else { return }
        closeShownAlert(reason: "closed by the inspector", byUser: false)
    }
}
