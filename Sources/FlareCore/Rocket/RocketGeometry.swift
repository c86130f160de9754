/// Where a Rocket panel's parts sit on a device-sized stage, in points, as RocketAlert's constraints place them
/// (`peppesapienza/RocketAlert` @0144e9d; docs/fidelity.md has a row per rule):
/// - the author's 60×60 avatar 20 from the right and 30 from the bottom, 60 when the presenting screen is in a tab
///   bar controller (`UI/Author/AuthorView.swift:105-111`, `Rocket.swift:28`);
/// - the table (the column of cards) `0.6 × width`, −180 on an iPad or in landscape, −100 more on an iPad in
///   landscape (`UI/Table View/TableView.swift:45-47,130`), its right edge 6 left of the avatar (`:134`), its
///   bottom on the avatar's (`:136`), its top at least 20 below the stage's (`:133`): the table clips its cards
///   there;
/// - each card inset 10 inside its cell on every side (`UI/Blocks Cell/RocketCell.swift:64-67`), so 20 between two
///   cards; the close button's header 40 tall (`UI/Table View/TableController.swift:121-123`), its white card
///   inset 10 at the top and sides, 0 at the bottom (`UI/Table View/CloseButtonView.swift:76-79`); a card's image
///   140 tall (`UI/Blocks Cell/ImageCell.swift:47`), its bottom 24 below the card's (`:48`).
public struct RocketGeometry: Sendable, Hashable {
    public static let avatarSize = 60.0, avatarRight = 20.0, avatarBottom = 30.0
    /// The avatar's bottom above the screen's over a tab bar (`AuthorView.swift:105`: −60, not −30). The table's
    /// `tabBarHeight` (44, `TableView.swift:56`) is only printed.
    public static let avatarBottomOverTabBar = 60.0
    public static let inset = 10.0, headerHeight = 40.0, imageHeight = 140.0
    /// How far a card's image reaches below the card, which cuts it (`ImageCell.swift:48`).
    public static let imageOverhang = 24.0
    /// The gap between the table's right edge and the avatar (`TableView.swift:134`).
    public static let avatarGap = 6.0
    /// The table's top stays at least this far below the stage's top (`TableView.swift:133`).
    public static let tableTop = 20.0

    /// The stage's size.
    public let width: Double, height: Double
    /// `UIDevice.current.isPad` and `Rocket.isLandscape` (`Rocket.swift:14`): the column's width depends on both.
    public let isPad: Bool, isLandscape: Bool
    /// `Rocket.hasTabBar` (`Rocket.swift:13,28`): the presenting screen is in a tab bar controller.
    public let hasTabBar: Bool

    public init(width: Double, height: Double, isPad: Bool = false, isLandscape: Bool? = nil, hasTabBar: Bool = false) {
        self.width = width
        self.height = height
        self.isPad = isPad
        self.isLandscape = isLandscape ?? (width > height)
        self.hasTabBar = hasTabBar
    }

    /// The geometry on `device`: a tablet is an iPad, and so is a custom stage whose shorter side is an iPad's
    /// (744 pt, the iPad mini's, or more); a stage wider than tall is held in landscape.
    public init(device: Stage.Device, hasTabBar: Bool = false) {
        let (w, h) = device.size
        let isPad: Bool
        switch device {
        case .tablet: isPad = true
        case .phone, .phoneLandscape: isPad = false
        case .custom: isPad = min(w, h) >= 744
        case .model(let m, _): isPad = m.family == .iPad
        }
        self.init(width: w, height: h, isPad: isPad, hasTabBar: hasTabBar)
    }

    /// The table: `0.6 × width` plus `TableView.swift:45-47`'s constant, its right edge 6 left of the avatar.
    public var columnFrame: (x: Double, width: Double) {
        let constant = (isPad || isLandscape ? -180.0 : 0) + (isPad && isLandscape ? -100.0 : 0)
        let w = max(0, width * 0.6 + constant)
        return (width - Self.avatarRight - Self.avatarSize - Self.avatarGap - w, w)
    }

    /// How far the avatar's bottom (and so the table's) sits above the stage's: 30, or 60 over a tab bar.
    public var avatarInset: Double { hasTabBar ? Self.avatarBottomOverTabBar : Self.avatarBottom }

    /// The avatar's top left corner at rest.
    public var avatarFrame: (x: Double, y: Double) {
        (width - Self.avatarRight - Self.avatarSize, height - avatarInset - Self.avatarSize)
    }

    /// A card's width: the table's inside its cells' insets.
    public var cardWidth: Double { columnFrame.width - 2 * Self.inset }

    /// How far a transcript whose first card rests at `firstTop` can scroll back: until the table's content top
    /// (the close header's cell, when there is one, then the first cell's 10 pt inset) reaches the table's top,
    /// 20 below the stage's. 0 without cards.
    public func scrollBackLimit(firstTop: Double?, hasHeader: Bool) -> Double {
        guard let firstTop else { return 0 }
        let top = Self.tableTop + (hasHeader ? Self.headerHeight : 0) + Self.inset
        return max(0, top - firstTop)
    }
}

extension RocketGeometry {
    /// How many points of each card the table's top hides *when the card appears*: the cards of each range of
    /// `arrivals` (`RocketFlow.arrivals`) at rest bottom up from the avatar's bottom, the newest lowest (each card
    /// `heights[i]` tall, 10 pt inside its cell; the cards before them only rise above them). A card that later
    /// cards push up is not cut here (the table scrolls back to it); one the cards shown with it push past the top,
    /// or taller than the room between the table's top and the avatar, is. Only what hides more than `tolerance`
    /// points; in index order.
    public func hiddenOnArrival(
        heights: [Double], arrivals: [Range<Int>], tolerance: Double = 0
    ) -> [(index: Int, hidden: Double)] {
        var found: [(index: Int, hidden: Double)] = []
        for range in arrivals where range.upperBound <= heights.count && !range.isEmpty {
            var bottom = height - avatarInset
            var cut: [(index: Int, hidden: Double)] = []
            for i in range.reversed() {
                let y = bottom - Self.inset - heights[i]
                bottom = y - Self.inset
                if y < Self.tableTop - tolerance { cut.append((i, min(heights[i], Self.tableTop - y))) }
            }
            found += cut.reversed()
        }
        return found
    }
}
