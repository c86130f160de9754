import FlareCore

/// The stage controller's answers to the parts that read what the stage shows: the banner's warnings
/// (`WarningSource`) and the rocket on the stage (`RocketStageHost`).
extension StageController: WarningSource, RocketStageHost {
    var diagnostics: [Diagnostic] { state.diagnostics }
    var rocketPanel: RocketPanel? { area.rocketPanel }
    var generation: Int { state.generation }
    var theme: Theme { state.view.theme }
    var selectedRocket: RocketSpec? { selection?.rocketID.flatMap { spec.map(state.effective)?.rocket($0) } }
    var shownDevice: Stage.Device { state.view.deviceOverride ?? spec?.stage.device ?? Stage().device }
    func stageReported(_ report: StageReport) { onReport?(report) }
}
