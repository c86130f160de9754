import FlareCore

/// The stage controller's answers to the parts that read or draw what the stage shows: the banner's warnings
/// (`WarningSource`), the rocket (`RocketStageHost`), a queue's view popups (`PopupViewHost`), the compare view
/// (`CompareHost`), screenshots (`ShownOnStage`), deep links (`RouteHost`) and the source pane (`SourceHost`).
extension StageController: WarningSource, RocketStageHost, PopupViewHost, CompareHost, ShownOnStage, StageRebuilding,
    RouteHost, SourceHost
{
    var diagnostics: [Diagnostic] { state.diagnostics }
    var rocketPanel: RocketPanel? { area.rocketPanel }
    var generation: Int { state.generation }
    var theme: Theme { state.view.theme }
    var selectedRocket: RocketSpec? { selection?.rocketID.flatMap { spec.map(state.effective)?.rocket($0) } }
    var shownDevice: Stage.Device { state.view.deviceOverride ?? spec?.stage.device ?? Stage().device }
    func stageReported(_ report: StageReport) { onReport?(report) }
    var shownSpec: Spec? { spec.map(state.effective) }
    var shownVariant: Variant? { state.shownVariant }
    var sessionQueueID: String? { inspector?.sessions.queueInUse.session?.spec.id }
    var shownQueueStep: (queue: String?, step: Int?) { inspector?.sessions.shownQueueStep ?? (nil, nil) }
    var destroyed: Bool { host?.destroyed ?? true }
    func selectionShown(_ item: SpecItem) { inspector?.selectionChanged(item) }
    var routingSuspendedByUser: Bool { state.routingSuspendedByUser }
    func setRoutingSuspended(byUser suspended: Bool) { state.setRoutingSuspendedByUser(suspended) }

    /// Starts the rocket on the stage again at `block` (nil: its start); false when there is none or no such block.
    @discardableResult
    func restartRocket(at block: String? = nil) -> Bool { rocket.restart(at: block) }

    func showStage(rebuilt: Bool, animate: Bool) {
        if rebuilt {
            rebuildStage(animate: animate)
        } else {
            showSelection(animate: animate)
        }
    }
}

extension StageController {
    /// Whether what the window shows is at rest: a spec (or its error) is shown, the zoom fits the canvas as it
    /// is now (when it follows it), a shown alert is drawn at the zoom's raster scale (`rescaleAtRest`), a rocket
    /// shows its first card (or the block asked for) with its motion ended, and no show or close animation runs; in
    /// the compare view, every tile is drawn and laid out for the canvas.
    var isSettled: Bool {
        let state = state, painted = state.generation == state.paintedGeneration
        guard spec != nil || !state.diagnostics.isEmpty else { return false }
        // Errors and no spec shown before: the window shows its banner over an empty canvas, with nothing to fit.
        if spec == nil { return painted }
        if state.view.compareAxis != nil { return area.compare.isComplete && area.compare.isLaidOut && painted }
        if state.view.zoomFits, let canvas = area.canvas, canvas.isSized, area.navigation.fitted != canvas {
            return false
        }
        if let stage, stage.scale < state.stageScale, let id = state.selection?.alertID, state.stack.alerts == [id] {
            return false
        }
        // A rocket is at rest once a card (its first, or the block a link jumped to) is shown and nothing moves.
        if let panel = area.rocketPanel, !panel.isGone,
            panel.flow.visible.isEmpty || panel.cards.isEmpty || panel.isAnimating
        {
            return false
        }
        return player?.isRunning != true && painted
    }
}
