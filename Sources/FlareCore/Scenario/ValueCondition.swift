/// A numeric custom condition (`{value: brightness, below: 0.3}`): stands in for a WaitForIt `customConditions`
/// closure that compares a number the app reads (`UIScreen.main.brightness < 0.3`). Bounds are optional but at
/// least one is given; `below`/`above` are strict, `atMost`/`atLeast` inclusive. A value never set fails.
public struct ValueCondition: Sendable, Hashable, CustomStringConvertible {
    public var value: String
    public var below: Double?
    public var above: Double?
    public var atMost: Double?
    public var atLeast: Double?
    public var location: SourceLocation?

    public init(
        value: String, below: Double? = nil, above: Double? = nil, atMost: Double? = nil, atLeast: Double? = nil,
        location: SourceLocation? = nil
    ) {
        self.value = value
        self.below = below
        self.above = above
        self.atMost = atMost
        self.atLeast = atLeast
        self.location = location
    }

    /// The bounds in words: `below 0.3`, `at least 2 and below 5`.
    public var bounds: String {
        var parts: [String] = []
        if let atLeast { parts.append("at least \(SpecRanges.format(atLeast))") }
        if let above { parts.append("above \(SpecRanges.format(above))") }
        if let atMost { parts.append("at most \(SpecRanges.format(atMost))") }
        if let below { parts.append("below \(SpecRanges.format(below))") }
        return parts.joined(separator: " and ")
    }

    public func holds(_ x: Double) -> Bool {
        (below.map { x < $0 } ?? true) && (above.map { x > $0 } ?? true)
            && (atMost.map { x <= $0 } ?? true) && (atLeast.map { x >= $0 } ?? true)
    }

    /// `brightness below 0.3`.
    public var description: String { "\(value) \(bounds)" }
}
