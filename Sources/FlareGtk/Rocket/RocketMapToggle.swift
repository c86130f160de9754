import FlareCore

/// A live panel's map of its flow's blocks, while it is shown (the rocket bar's Map button): built on showing, its
/// shown blocks outlined, dropped on hiding. The window shows it in place of the stage (`onChanged`).
@MainActor
final class RocketMapToggle {
    let rocket: RocketSpec
    /// The classes that style the map as the panel (its root's).
    let classes: [String]
    private(set) var view: RocketMapView?
    /// The map was shown (its view) or hidden (nil).
    var onChanged: (@MainActor (RocketMapView?) -> Void)?
    /// A block of the map was clicked.
    var onJump: (@MainActor (String) -> Void)?

    init(rocket: RocketSpec, classes: [String]) {
        self.rocket = rocket
        self.classes = classes
    }

    /// Shows (or hides) the map of `flow`; nothing when it already is.
    func set(shown: Bool, flow: RocketFlow) {
        guard shown != (view != nil) else { return }
        if view != nil {
            view = nil
        } else {
            let map = RocketMapView(rocket: rocket, scope: classes)
            map.highlight(flow)
            map.onSelect = { [weak self] id in self?.onJump?(id) }
            view = map
        }
        onChanged?(view)
    }
}
