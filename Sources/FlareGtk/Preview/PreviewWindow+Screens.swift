import FlareCore

/// The app's own screens (`screens:`): a screen opened by a route or picked in the sidebar is the stage's backdrop
/// for what shows next (the route's action, the next alert presented), as the app stays on the screen it
/// travelled to; a sidebar pick of anything else goes back to the spec's own `stage.backdrop`.
extension PreviewWindow {
    /// A pick in the sidebar.
    func pick(_ item: SpecItem) {
        if case .screen = item {
        } else if state.leaveScreen() {
            record(.stage, "left the app's screen: the stage's own backdrop is back")
            guard state.select(item) else { return }
            chrome.sidebar.select(item)
            return rebuildForScreen()
        }
        select(item)
    }

    /// The stage drawn anew on the current screen's backdrop (or the spec's), with the selection on it.
    func rebuildForScreen() {
        if let id = state.screen { record(.stage, "on screen \(id): its image is the stage's backdrop") }
        rebuildStage(animate: true)
        if let item = state.selection { inspector?.selectionChanged(item) }
        compare.refresh()
    }
}
