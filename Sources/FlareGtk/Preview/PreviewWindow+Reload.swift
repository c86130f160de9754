import Foundation
import FlareCore

/// The reload's fast path: a save whose only change on the stage is the shown alert's texts or values its stylesheet
/// alone draws that change no size (colours, corner radii) updates it in place (the stage and its widgets are kept:
/// the labels take the new texts, the alert a new stylesheet); any other change rebuilds the stage (`rebuildStage`).
extension PreviewWindow {
    /// Shows the loaded spec on the current stage when only the shown alert's texts or stylesheet values changed;
    /// false (nothing done) when the stage must be rebuilt. `reset` is the load's fresh stack: the shown alert
    /// alone, as before.
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
        // Where each font is written is lint's and the handoff's, not the stage's: a font written anew (or moved
        // down a line by a key written above it) changes nothing else.
        now.fontUses = []
        before.fontUses = []
        guard now == before, stage.updateAlert(spec: shown, alert: alert) else { return false }
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
    /// updated in place when that is all that changed, as for a save. `loaded`: the written files' load, already
    /// made (an edit's check), shown without reading them again.
    func reloadSpecText(loaded: LoadResult? = nil) {
        load(reason: "reloaded", specTextOnly: true, loaded: loaded)
    }
}

extension PreviewWindow {
    /// The compare view's tile count, and whether every tile of its last refresh is drawn (`flare bench reload
    /// --compare`).
    public var compareTiles: (count: Int, complete: Bool) { (area.compare.cells.count, area.compare.isComplete) }
}

extension PreviewWindow {
    /// Calls `body` on every tick of the window's frame clock while it returns true, which keeps the clock ticking
    /// every frame even when nothing changes (`gtk_widget_add_tick_callback`): `flare bench reload --compare`
    /// measures how long the main loop held the next frame back, whether or not that frame had anything to paint.
    public func onEveryFrameTick(_ body: @escaping @MainActor () -> Bool) {
        window.addTickCallback { _ in body() }
    }
}
