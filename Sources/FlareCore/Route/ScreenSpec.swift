/// One of the app's own screens or tabs (`screens.<id>`): a named backdrop image a route can travel to, as
/// Scotty's routes travel to any destination ("select a tab, push a screen"). Opened (`flare://screen/<id>`), it
/// becomes the stage's backdrop, and the route's action then runs over it.
public struct ScreenSpec: Sendable, Hashable {
    public var id: String
    /// The screenshot drawn over the whole stage, as `stage.backdrop` is.
    public var image: ImageSource
    public var location: SourceLocation?

    public init(id: String, image: ImageSource, location: SourceLocation? = nil) {
        self.id = id
        self.image = image
        self.location = location
    }
}

extension Spec {
    public func screen(_ id: String) -> ScreenSpec? { screens.first { $0.id == id } }

    /// The spec as the app looks on screen `id`: that screen's image is the stage's backdrop (nil: unchanged).
    public func onScreen(_ id: String?) -> Spec {
        guard let id, let screen = screen(id) else { return self }
        var copy = self
        copy.stage.backdrop = screen.image
        return copy
    }
}
