import FlareCore

/// DUX's alert stack on the stage: an alert shown over the current one (a queue or scenario presenting, a script,
/// the sidebar's right-click) joins the stack on top; the ones under it stay drawn with their masks; closing the
/// top shows the one below as it was. The inspector's stack table reads the same `stack`.
extension StageController {
    /// Shows alert `id` over the current stack (with its show animation). An alert already on the stack is shown
    /// again on top, a second entry (DUX's widgets build a new alert per show, `AlertStack`); with no alert shown,
    /// it is simply selected.
    func showOver(_ id: String) {
        // The spec as the stage shows it (the chosen locale's text).
        guard let spec = spec.map(state.effective), let stage, let player, let alert = spec.alert(id) else { return }
        switch state.showOver(id) {
        case .notAnAlert:
            return
        case .select:
            select(SpecItem.alert(id))
        case .over(let belowIDs):
            record(.stack, "stack: \(stack.alerts.joined(separator: ", "))")
            let below = belowIDs.compactMap { spec.alert($0) }
            stage.setBelow(below)
            stage.show(alert: alert)
            wire(stage.alertView, alert: alert)
            selectionShownOverStage(SpecItem.alert(id))
            record(.stack, "showing \(id) over \(below.last?.id ?? "")")
            player.play(alert.appearance.animation(.show))
            area.timeline?.update()
        }
    }

    /// An alert an app presents (a queue or scenario session, a deep link): over an alert still on the stage, as
    /// DUX stacks its alert windows (the same alert again too: a new instance); otherwise (nothing shown, or one
    /// closing) the stage starts anew with it.
    func presentAlert(_ id: String) {
        if state.presentsOver(id) {
            showOver(id)
        } else {
            select(SpecItem.alert(id))
        }
    }

    /// After the top alert's close animation: the alert below becomes the top, drawn as it was (no animation).
    /// False when the stack is empty.
    func revealBelow() -> Bool {
        guard let spec = spec.map(state.effective), let stage, let player, let topID = state.revealBelow(),
            let top = spec.alert(topID)
        else { return false }
        stage.setBelow(stack.alerts.dropLast().compactMap { spec.alert($0) })
        stage.show(alert: top)
        wire(stage.alertView, alert: top)
        selectionShownOverStage(SpecItem.alert(topID))
        player.settle(top.appearance.animation(.show))
        record(.stack, "\(topID) is on top again; stack: \(stack.alerts.joined(separator: ", "))")
        area.timeline?.update()
        return true
    }

    /// The sidebar and the inspector follow a selection the stack made (the state already selected it).
    private func selectionShownOverStage(_ item: SpecItem) {
        sidebar.select(item)
        inspector?.selectionChanged(item)
    }
}
