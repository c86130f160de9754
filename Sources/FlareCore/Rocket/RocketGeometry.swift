/// Where a Rocket panel's parts sit on a device-sized stage, in points (the seed's constants): the author's 60×60
/// avatar 20 from the right and 30 from the bottom, the column of cards 60 % of the stage's width against its left
/// edge, the cards inset 10 inside the column, the close header 40 tall, a card's image 140 tall.
public struct RocketGeometry: Sendable, Hashable {
    public static let avatarSize = 60.0, avatarRight = 20.0, avatarBottom = 30.0
    public static let inset = 10.0, headerHeight = 40.0, imageHeight = 140.0

    /// The stage's size.
    public let width: Double, height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The column: 60 % of the stage's width, its right edge against the avatar.
    public var columnFrame: (x: Double, width: Double) {
        let w = (width * 0.6).rounded()
        return ((width - Self.avatarRight - Self.avatarSize - w).rounded(), w)
    }

    /// The avatar's top left corner at rest.
    public var avatarFrame: (x: Double, y: Double) {
        (width - Self.avatarRight - Self.avatarSize, height - Self.avatarBottom - Self.avatarSize)
    }

    /// A card's width: the column's inside its insets.
    public var cardWidth: Double { columnFrame.width - 2 * Self.inset }

    /// How far a transcript whose first card rests at `firstTop` can scroll back: until that card is in sight under
    /// the close header (when there is one). 0 without cards.
    public func scrollBackLimit(firstTop: Double?, hasHeader: Bool) -> Double {
        guard let firstTop else { return 0 }
        let top = (hasHeader ? Self.headerHeight : 0) + Self.inset
        return max(0, top - firstTop)
    }
}
