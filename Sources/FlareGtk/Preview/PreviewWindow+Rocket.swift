import CGtk
import FlareCore

/// The rocket case of the stage: a live `RocketPanel` while the sidebar selection is a rocket. Its events go
/// to the window's log (source `rocket`); a reload keeps the flow at the same step when its blocks still exist;
/// a replay (Ctrl+R) or a new selection starts it again from `start`; a flow the user ends is reported to the
/// inspector's sessions (`StageReport.dismissed`).
extension PreviewWindow {
    /// Shows the selected rocket on `stage` and returns true, or removes the panel and returns false when the
    /// selection is not a rocket. `animate` is false for a reload (resume) and true for a (re)start.
    func showRocketSelection(on stage: StageView, animate: Bool) -> Bool {
        let old = rocketPanel
        rocketPanel = nil
        let next = selection?.rocketID.flatMap { spec.map(effective)?.rocket($0) }
        var resumed: RocketFlow?
        if let old {
            if !animate, let next, next.id == old.rocket.id {
                resumed = old.flow.resumed(with: next)
                record(.rocket, resumed != nil
                       ? "\(next.id): reloaded; kept at block #\(old.flow.visible.count - 1) '\(old.flow.visible.last ?? "")'"
                       : "\(next.id): reloaded; a shown block is gone, so the flow starts again")
            }
            if resumed == nil {
                old.dismiss(because: next?.id == old.rocket.id ? "restart" : "the stage changed")
            }
            if stage.panel == old.widget { stage.setPanel(nil) }
            old.teardown()
        }
        guard let rocket = next, let spec else { return false }
        var device = spec.stage.device
        if let deviceOverride { device = deviceOverride }
        let panel = RocketPanel(rocket: rocket, device: device, theme: theme, scale: stage.scale,
                                flow: resumed, live: true, animate: resumed == nil && animate)
        // The show happened while building: log its events, then follow the flow.
        if resumed == nil { panel.flow.events.forEach { record(.rocket, "\(rocket.id): \($0)") } }
        panel.onEvent = { [weak self] event in self?.record(.rocket, "\(rocket.id): \(event)") }
        // The user ended the flow (its last block or the close button): once its dismissal motion ends, the
        // inspector's sessions hear it, as for a closed alert (a queue then runs next()).
        panel.onGone = { [weak self, weak panel] in
            guard let self, let reason = panel?.flow.dismissal else { return }
            if case .programmatic = reason { return }
            self.onStageReport?(.dismissed(.rocket(rocket.id)))
        }
        panel.warnings.forEach { record(.rocket, $0) }
        stage.setPanel(panel.widget)
        rocketPanel = panel
        return true
    }
}
