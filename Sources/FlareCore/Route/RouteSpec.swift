/// A spec route: a URL pattern with `{param}` placeholders and the `flare://` URL it opens.
public struct RouteSpec: Sendable, Hashable {
    public var pattern: String
    public var target: String
    public var location: SourceLocation?

    public init(pattern: String, target: String, location: SourceLocation? = nil) {
        self.pattern = pattern
        self.target = target
        self.location = location
    }
}
