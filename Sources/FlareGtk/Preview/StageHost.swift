import FlareCore

/// What the stage controller reads of the window: the shared state its transitions change, and whether the toplevel
/// is gone (nothing is drawn for a closed window). The window answers it with its own; the parts beside the stage
/// that follow it (the rocket, the compare view, the inspector, routes, the zoom's actions) are the controller's.
@MainActor
protocol StageHost: SharedStateHost {
    var destroyed: Bool { get }
}

/// The stage drawn anew or updated in place, for the controllers whose changes it shows (`StageController`).
@MainActor
protocol StageRebuilding: AnyObject {
    func rebuildStage(animate: Bool, reset: PreviewerState.StageReset?)
    /// The shown alert takes a load's texts and stylesheet values in place; false when the stage must be rebuilt.
    func updateStageInPlace(reset: PreviewerState.StageReset) -> Bool
}
