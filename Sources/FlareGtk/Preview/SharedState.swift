import FlareCore

/// The spec a part works on and its selection, read from the window's shared state (`PreviewerState`): what
/// Export…, the app's commands, the source pane and the controllers read of the window.
@MainActor
protocol SpecAndSelection: AnyObject {
    var state: PreviewerState { get }
}

extension SpecAndSelection {
    /// The last spec that loaded without errors: what the stage shows.
    var spec: Spec? { state.spec }
    var specPath: String { state.specPath }
    var selection: SpecItem? { state.selection }
}

/// A host whose shared state a controller changes (its transitions run there: the window, for the stage, reload and
/// view controllers).
@MainActor
protocol SharedStateHost: SpecAndSelection {
    var state: PreviewerState { get set }
}

/// A controller that reads and changes the shared state through its host (nil once the window is gone: an empty
/// state, written nowhere).
@MainActor
protocol SharesState: AnyObject {
    var stateHost: (any SharedStateHost)? { get }
}

extension SharesState {
    var state: PreviewerState {
        get { stateHost?.state ?? PreviewerState(specPath: "") }
        set { stateHost?.state = newValue }
    }
}
