import FlareCore

/// The live panel's map (shown by the window in place of the stage, under the rocket bar's Map button) and its
/// transcript scrolling back, as RocketAlert's table view scrolls back to earlier cards.
extension RocketPanel {
    /// The map of the flow's blocks, while it is shown (`setMap(shown:)`, or the rocket bar's Map button); the
    /// window shows it in place of the stage (`onMapChanged`).
    public var mapView: RocketMapView? { map.view }
    /// The map was shown (its view) or hidden (nil).
    public var onMapChanged: (@MainActor (RocketMapView?) -> Void)? {
        get { map.onChanged }
        set { map.onChanged = newValue }
    }
    /// A block of the map was clicked: the window starts the flow there (`RocketFlow.jumped(to:)`).
    public var onJump: (@MainActor (String) -> Void)? {
        get { map.onJump }
        set { map.onJump = newValue }
    }

    /// Shows (or hides) the flow as a map of its blocks; the shown blocks are outlined. The window hosts the view
    /// (`onMapChanged`).
    public func setMap(shown: Bool) {
        guard !tornDown else { return }
        map.set(shown: shown, flow: flow)
    }

    /// How far the transcript can scroll back: until the first card is in sight under the close header.
    public var scrollBackLimit: Double {
        transcript.geometry.scrollBackLimit(firstTop: cardFrames.first?.y, hasHeader: header != nil)
    }

    /// Scrolls the transcript by `dy` points (negative: back to earlier cards), within `0...scrollBackLimit`.
    /// Returns whether there was anything to scroll.
    @discardableResult
    public func scrollBack(by dy: Double) -> Bool {
        let limit = scrollBackLimit
        guard limit > 0 else { return false }
        animator.scrollBack = min(limit, max(0, scrollBack - dy))
        layout()
        return true
    }

    /// A scroll over a live panel whose cards rose past the top scrolls its transcript (one wheel notch: 48 pt);
    /// otherwise the canvas scrolls as usual.
    func addScrollBack() {
        let scroll = ScrollController(.vertical)
        scroll.connect(.scroll) { [weak self] _, dy in self?.scrollBack(by: dy * 48) ?? false }
        root.add(scroll)
    }
}
