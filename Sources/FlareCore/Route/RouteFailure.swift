/// Why a URL did not resolve, in words a designer can act on.
public struct RouteFailure: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
