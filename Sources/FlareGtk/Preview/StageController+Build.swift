import FlareCore

/// Building the stage: a fresh `StageView` for the shown spec, theme, device and zoom, or (the reload's fast path)
/// the shown alert updated in place when only its texts or stylesheet values changed.
extension StageController {
    /// Builds a fresh stage for the shown spec, theme and device, and puts the selection on it (`reset`: the
    /// stack a load already started anew).
    func rebuildStage(animate: Bool, reset: PreviewerState.StageReset? = nil) {
        guard let spec else { return }
        // The compare view hides the stage: it is built when the single view comes back (`CompareController.set`).
        if comparing, stage != nil {
            area.compare.stageIsStale = true
            state.stageChanged()  // what the window shows changed all the same: the grid
            area.compareController?.refresh()
            return
        }
        area.compare.stageIsStale = false
        let old = stage
        let newStage = StageView(spec: state.effective(spec), theme: state.view.theme, scale: state.stageScale)
        newStage.warnings.forEach(Exporter.printWarning)  // a font file or backdrop image it cannot read
        newStage.rightToLeft = state.shownVariant?.isRightToLeft(in: spec) == true
        newStage.onMaskTap = { [weak self] in self?.maskTapped() }
        let newPlayer = AnimationPlayer(stage: newStage)
        if let old { area.stageHost.remove(old.widget) }
        area.stage = newStage
        area.player = newPlayer
        area.stageHost.put(newStage.widget, x: 0, y: 0)
        area.applyZoom(state.view.zoom)
        area.inspect.apply()
        let newTimeline = Timeline(player: newPlayer)
        if let t = area.timeline { area.timelineSlot.remove(t.widget) }
        area.timeline = newTimeline
        area.timelineSlot.append(newTimeline.widget)
        newPlayer.onFrame = { [weak newTimeline] _, _ in newTimeline?.update() }
        newPlayer.onFinished = { [weak self] animation in self?.animationFinished(animation) }
        state.stageChanged()
        showSelection(animate: animate, reset: reset)
        area.compareController?.refresh()
    }

    /// Shows the loaded spec on the current stage when only the shown alert's texts or stylesheet values changed;
    /// false (nothing done) when the stage must be rebuilt. `reset` is the load's fresh stack: the shown alert
    /// alone, as before.
    func updateStageInPlace(reset: PreviewerState.StageReset) -> Bool {
        guard let spec, let stage, let player, area.rocketPanel == nil, stage.keyboardOffset == 0, !comparing,
            let id = selection?.alertID, reset.shown == id, reset.closed == [id],
            stage.theme == state.view.theme, stage.scale == state.stageScale
        else { return false }
        let shown = state.effective(spec)
        guard let alert = shown.alert(id) else { return false }
        var now = shown, before = stage.spec
        now.alerts = []
        before.alerts = []
        // Where each font is written is lint's and the handoff's, not the stage's: a font written anew (or moved
        // down a line by a key written above it) changes nothing else.
        now.fontUses = []
        before.fontUses = []
        guard now == before, stage.updateAlert(spec: shown, alert: alert) else { return false }
        area.inspect.layer?.select(nil)
        record(.stack, "closed \(id) (the stage changed)")
        wire(stage.alertView, alert: alert)
        record(.stack, "showing \(alert.id); stack: \(stack.alerts.joined(separator: ", "))")
        player.settle(alert.appearance.animation(.show))
        area.timeline?.update()
        state.stageChanged()
        return true
    }
}
