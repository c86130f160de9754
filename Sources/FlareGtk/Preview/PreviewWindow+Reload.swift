import Foundation
import FlareCore

/// The reload's fast path: a save whose only change on the stage is the shown alert's texts updates its labels in
/// place (the stage, its widgets and styles are kept; GTK lays out the changed labels again); any other change
/// rebuilds the stage (`rebuildStage`).
extension PreviewWindow {
    /// Shows the loaded spec on the current stage when only the shown alert's texts changed; false (nothing done)
    /// when the stage must be rebuilt. `reset` is the load's fresh stack: the shown alert alone, as before.
    func updateStageInPlace(reset: PreviewerState.StageReset) -> Bool {
        guard let spec, let stage, let player, rocketPanel == nil, stage.keyboardOffset == 0, compareAxis == nil,
            let id = selection?.alertID, reset.shown == id, reset.closed == [id],
            stage.theme == theme, stage.scale == state.stageScale
        else { return false }
        let shown = effective(spec)
        guard let alert = shown.alert(id) else { return false }
        var now = shown, before = stage.spec
        now.alerts = []
        before.alerts = []
        guard now == before, stage.updateTexts(spec: shown, alert: alert) else { return false }
        area.layers.inspect?.select(nil)
        record(.stack, "closed \(id) (the stage changed)")
        wire(stage.alertView, alert: alert)
        record(.stack, "showing \(alert.id); stack: \(stack.alerts.joined(separator: ", "))")
        player.settle(alert.appearance.animation(.show))
        area.timeline?.update()
        state.stageChanged()
        return true
    }
}

extension PreviewWindow {
    /// Reads the spec again after Flare itself changed only its texts (a property edit, undo, redo): the stage is
    /// updated in place when that is all that changed, as for a save.
    func reloadSpecText() {
        load(reason: "reloaded", specTextOnly: true)
    }
}

extension PreviewWindow {
    /// The compare view's tile count, and whether every tile of its last refresh is drawn (`flare bench reload
    /// --compare`).
    public var compareTiles: (count: Int, complete: Bool) { (area.compare.cells.count, area.compare.isComplete) }
}
