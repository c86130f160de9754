import FlareCore

/// The live panel's map (shown by the window in place of the stage, under the rocket bar's Map button) and its
/// transcript scrolling back, as RocketAlert's table view scrolls back to earlier cards.
extension RocketPanel {
    /// Shows (or hides) the flow as a map of its blocks; the shown blocks are outlined. The window hosts the view
    /// (`onMapChanged`).
    public func setMap(shown: Bool) {
        guard shown != (mapView != nil), !tornDown else { return }
        if mapView != nil {
            mapView = nil
        } else {
            let view = RocketMapView(rocket: rocket, scope: ["flare-rocket", scope])
            view.highlight(flow)
            view.onSelect = { [weak self] id in self?.onJump?(id) }
            mapView = view
        }
        onMapChanged?(mapView)
    }

    /// How far the transcript can scroll back: until the first card is in sight under the close header.
    public var scrollBackLimit: Double {
        guard let first = cardFrames.first else { return 0 }
        let top = (header == nil ? 0 : Self.headerHeight) + Self.inset
        return max(0, top - first.y)
    }

    /// Scrolls the transcript by `dy` points (negative: back to earlier cards), within `0...scrollBackLimit`.
    /// Returns whether there was anything to scroll.
    @discardableResult
    public func scrollBack(by dy: Double) -> Bool {
        let limit = scrollBackLimit
        guard limit > 0 else { return false }
        scrollBack = min(limit, max(0, scrollBack - dy))
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
