import FlareCore

/// What the stage controller reads and asks of the window: the shared state its transitions change, and the parts
/// beside the stage that follow it (a rocket, the compare view, the inspector, routes, the zoom's actions). The
/// window answers it; the controller never holds the window.
@MainActor
protocol StageHost: SharedStateHost {
    /// Puts the selected rocket on `stage`; true when the selection is a rocket (then no alert is shown).
    func showRocket(on stage: StageView, animate: Bool) -> Bool
    /// Whether the compare view is shown instead of the stage.
    var comparing: Bool { get }
    /// The compare view follows what the single view shows.
    func refreshCompare()
    /// The inspector follows a selection.
    func selectionShown(_ item: SpecItem)
    var inspectorVisible: Bool { get }
    /// Opens the inspector on `page`.
    func openInspector(on page: String)
    /// Opens a deep link (an action's route, a dismiss completion).
    func openRoute(_ url: String)
    func openSource(at location: SourceLocation)
    /// The zoom actions work only while there is a stage to zoom.
    func setZoomEnabled(_ enabled: Bool)
    /// Whether the toplevel is gone (nothing is drawn for a closed window).
    var destroyed: Bool { get }
}

/// The stage drawn anew or updated in place, for the controllers whose changes it shows (`StageController`).
@MainActor
protocol StageRebuilding: AnyObject {
    func rebuildStage(animate: Bool, reset: PreviewerState.StageReset?)
    /// The shown alert takes a load's texts and stylesheet values in place; false when the stage must be rebuilt.
    func updateStageInPlace(reset: PreviewerState.StageReset) -> Bool
}
