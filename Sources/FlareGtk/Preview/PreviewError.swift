/// A failure of the previewer (watching files, opening the window, saving a screenshot), in plain words.
public struct PreviewError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
