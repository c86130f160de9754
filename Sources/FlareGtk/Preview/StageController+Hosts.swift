import FlareCore

/// The stage controller's answers to the parts that read or draw what the stage shows: the banner's warnings
/// (`WarningSource`), the rocket (`RocketStageHost`), a queue's view popups (`PopupViewHost`), the compare view
/// (`CompareHost`) and screenshots (`ShownOnStage`).
extension StageController: WarningSource, RocketStageHost, PopupViewHost, CompareHost, ShownOnStage {
    var diagnostics: [Diagnostic] { state.diagnostics }
    var rocketPanel: RocketPanel? { area.rocketPanel }
    var generation: Int { state.generation }
    var theme: Theme { state.view.theme }
    var selectedRocket: RocketSpec? { selection?.rocketID.flatMap { spec.map(state.effective)?.rocket($0) } }
    var shownDevice: Stage.Device { state.view.deviceOverride ?? spec?.stage.device ?? Stage().device }
    func stageReported(_ report: StageReport) { onReport?(report) }
    var shownSpec: Spec? { spec.map(state.effective) }
    var shownVariant: Variant? { state.shownVariant }
    var sessionQueueID: String? { sessions?.queueInUse.session?.spec.id }
    var shownQueueStep: (queue: String?, step: Int?) { sessions?.shownQueueStep ?? (nil, nil) }
    var destroyed: Bool { host?.destroyed ?? true }
    func selectionShown(_ item: SpecItem) { host?.selectionShown(item) }

    func showStage(rebuilt: Bool, animate: Bool) {
        if rebuilt {
            rebuildStage(animate: animate)
        } else {
            showSelection(animate: animate)
        }
    }
}
