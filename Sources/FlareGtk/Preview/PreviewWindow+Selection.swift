import FlareCore
import Foundation

/// The selection and the stage: what the sidebar picked, built on the stage with its show animation, the
/// alert's actions, the mask, the keyboard, closing and replaying.
extension PreviewWindow {
    /// Shows `item` on the stage (with its show animation) and highlights it in the sidebar.
    public func select(_ item: SpecItem) {
        let screen = state.screen
        guard state.select(item) else { return }
        chrome.sidebar.select(item)
        // Another app screen is another backdrop: the stage is built anew on it.
        if state.screen != screen { return rebuildForScreen() }
        showSelection(animate: true)
        state.stageChanged()
        inspector?.selectionChanged(item)
        compare.refresh()
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
        if rocket.showSelection(on: stage, animate: animate) {
            stage.show(alert: nil)
            area.timelineSlot.visible = false
            return
        }
        guard let id = selection?.alertID, let alert = effective(spec).alert(id) else {
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

    /// What the stage says while the selection is a queue or a scenario and none of its alerts is shown:
    /// what the item is, and how to play it (the inspector, with a button that opens it on the item's page).
    func showEmptyState() {
        if shownPopupView != nil { return hideStatus() }  // a queue's banner or image is on the stage
        let page: String, what: String
        switch selection {
        case .queue(let id)?:
            page = "queue"
            what = "“\(id)” is a queue: its popups show here one at a time, by priority."
        case .scenario(let id)?:
            page = "scenario"
            what = "“\(id)” is a scenario: it shows its alert when its conditions are met."
        case .alert?:
            showClosedState()
            return
        case .rocket?, .screen?:
            hideStatus()
            return
        case nil:
            showNothingState()
            return
        }
        // With the inspector open, the way to play it is already on screen: say where, with no button.
        let open = inspector.isVisible
        let tab = page == "queue" ? "Queue" : "Scenarios"
        let how = open ? " Play it in the inspector’s \(tab) page." : " Open the inspector (Ctrl+I) to play it."
        var button: (title: String, action: @MainActor () -> Void)?
        if !open {
            button = (
                "Open the Inspector",
                { [weak self] in
                    self?.inspector.setVisible(true)
                    self?.inspector.showPage(page)
                }
            )
        }
        showStatus(
            EmptyState.Content(
                icon: page == "queue" ? "view-list-ordered-symbolic" : "preferences-system-time-symbolic",
                title: "\(page == "queue" ? "Queue" : "Scenario") “\(selection?.id ?? "")”",
                description: what + how, button: button))
    }

    /// The inspector was shown or hidden: a queue's or scenario's empty state says where to play it.
    func inspectorVisibilityChanged() {
        if inspector.isVisible { chrome.panes.inspectorShown() }
        switch selection {
        case .queue?, .scenario?: showEmptyState()
        default: break
        }
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
    public var shownAlert: AlertSpec? {
        state.shownAlertID.flatMap { id in spec.map(effective)?.alert(id) }
    }

    func actionTapped(alert: AlertSpec, index: Int) {
        guard alert.actions.indices.contains(index), stack.contains(alert.id) else { return }
        let action = alert.actions[index]
        record(.stage, "tapped “\(action.title)” on \(alert.id)")
        // DUX: the action's effect runs first, then the alert always closes.
        closeShownAlert(reason: "action “\(action.title)”")
        // `actionType: none` runs nothing in DUX: the alert only closes.
        if let route = action.route, action.actionType != .none { routes.open(url: route) }
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
            if let url = alert.dismissCompletion { routes.open(url: url) }
        } else {
            let key = alert.maskTapKey
            record(.stage, "mask tapped: \(alert.id) stays (\(key) is false)")
        }
    }

    /// Closes the alert on the stage with its close animation; the stack forgets it at once, as DUX does.
    /// `byUser` false: a session closed it (not reported back to the sessions as a dismissal).
    public func closeShownAlert(reason: String = "closed", byUser: Bool = true) {
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
            let targets = zip(alert.actions, view.actionButtons).compactMap { action, button in
                button.width == 0
                    ? nil : windowPoint(of: button).map { "“\(action.title)” at \(Int($0.x)),\(Int($0.y))" }
            }
            record(
                .stage,
                "shown \(alert.id)"
                    + (targets.isEmpty
                        ? ""
                        : "; tap targets (window pixels): "
                            + targets.joined(separator: ", ")))
            onStageReport?(.presented(.alert(alert.id)))
        }
        if animation.phase == .close, let id = selection?.id {
            record(.stage, "\(id) closed")
            if !revealBelow() {
                stage?.show(alert: nil)
                showEmptyState()
            }
            if let closed = state.closing, closed.byUser { onStageReport?(.dismissed(.alert(closed.id))) }
        }
        if animation.phase == .close { _ = state.closeFinished() }
    }

    /// Replays the selection's show animation (Ctrl+R); a closed alert comes back.
    public func replay() {
        guard spec != nil else { return }
        showSelection(animate: true)
    }

    /// Pauses a running animation, or plays it on from where it is (Ctrl+Space).
    public func togglePause() {
        guard let player else { return }
        if player.isRunning { player.pause() } else if player.isPaused { player.resume() } else { player.replay() }
        area.timeline?.update()
    }
}
