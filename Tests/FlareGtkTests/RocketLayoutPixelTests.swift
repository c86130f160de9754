import FlareCore
import Foundation
import Testing
@testable import FlareGtk

/// RocketAlert's layout read from exported pixels at scale 1 on the landscape phone (844 × 390), each rule against
/// its source line (`peppesapienza/RocketAlert` @0144e9d; docs/fidelity.md, "RocketAlert: layout").
@Suite(.serialized) struct RocketLayoutPixelTests {
    typealias B = RocketBlock
    static let backdrop: UInt32 = 0xF2F2F7FF

    @MainActor func render(_ rocket: RocketSpec) throws -> Raster {
        let spec = Spec(file: "/tmp/rocket.yaml", stage: Stage(device: .phoneLandscape), rockets: [rocket])
        return try RocketExport.renderRocket(rocket, in: spec, options: Exporter.Options(frame: .stage), warn: { _ in })
    }

    func isWhite(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r == 255 && p.g == 255 && p.b == 255 }
    func near(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ rgb: UInt32, _ tolerance: Int = 40) -> Bool {
        abs(Int(p.r) - Int(rgb >> 16 & 0xFF)) < tolerance && abs(Int(p.g) - Int(rgb >> 8 & 0xFF)) < tolerance
            && abs(Int(p.b) - Int(rgb & 0xFF)) < tolerance
    }

    /// The white runs down column `x`: [start, end) rows.
    func whiteRuns(_ raster: Raster, x: Int) -> [(start: Int, end: Int)] {
        var runs: [(start: Int, end: Int)] = []
        for y in 0..<raster.height where isWhite(raster.pixel(x, y)) {
            if let last = runs.last, last.end == y { runs[runs.count - 1].end = y + 1 } else { runs.append((y, y + 1)) }
        }
        return runs
    }

    static func texts(_ count: Int, close: RocketCloseButton? = nil) -> RocketSpec {
        let blocks = (0..<count).map { i in
            B(id: "b\(i)", content: .text(.init(text: "Card \(i)", next: i + 1 < count ? "b\(i + 1)" : nil)))
        }
        return RocketSpec(
            id: "r", closeButton: close, start: "b0", blocks: blocks,
            script: Array(repeating: .tap, count: count - 1))
    }

    /// `TableView.swift:45-47,130`: 0.6 × 844 − 180 = 326.4 pt; `:134` its right edge 6 left of the avatar (764);
    /// `RocketCell.swift:64-67`: the card inset 10: from 441.6 to 748, its bottom 10 above the avatar's (360).
    @Test func theLandscapeColumnIs306Point4WideCardsAt6FromTheAvatar() async throws {
        try await onGtk {
            let raster = try render(Self.texts(1))
            let card = try #require(raster.bounds(in: (300, 300, 764, 390), where: isWhite))
            #expect(abs(card.minX - 442) <= 1 && abs(card.maxX + 1 - 748) <= 1, "\(card)")
            #expect(card.maxY + 1 == 390 - 30 - 10, "\(card)")
        }
    }

    /// `AuthorView.swift:105`: over a tab bar the avatar's bottom, and the table's with it (`TableView.swift:136`),
    /// is 60 above the screen's: the card's bottom 10 above it (320).
    @Test func overATabBarTheAvatarAndTheCardsSit30Higher() async throws {
        try await onGtk {
            var rocket = Self.texts(1)
            rocket.tabBar = true
            let raster = try render(rocket)
            let card = try #require(raster.bounds(in: (300, 200, 764, 390), where: isWhite))
            #expect(card.maxY + 1 == 390 - 60 - 10, "\(card)")
        }
    }

    /// `TableView.swift:133`: the table's top stays 20 below the stage's, and the table clips its cards there.
    @Test func cardsAreClippedAtTheTablesTop() async throws {
        try await onGtk {
            let raster = try render(Self.texts(8))
            #expect(raster.bounds(in: (442, 0, 748, 20), where: isWhite) == nil, "nothing above the table's top")
            let below = try #require(raster.bounds(in: (442, 20, 748, 100), where: isWhite))
            #expect(below.minY >= 20)
        }
    }

    /// `CloseButtonView.swift:21,36-47,60,76-83`: a white card radius 6, inset 10 at the top and sides of the 40 pt
    /// header (`TableController.swift:111-124`), its title centred; a grouped table's header scrolls away with the
    /// cards (`TableView.swift:16`).
    @Test func theCloseButtonIsAWhiteCardWithACentredTitleThatScrollsAway() async throws {
        try await onGtk {
            let skip = RocketCloseButton(title: "Skip")
            let one = try render(Self.texts(1, close: skip))
            let title = try #require(one.bounds(in: (300, 0, 764, 390)) { near($0, 0xEC5E61) })
            #expect(abs(Double(title.minX + title.maxX + 1) / 2 - 594.8) <= 2, "centred: \(title)")
            // Down the column, clear of the corners and the title: the header's white card (30 = 40 − its 10 pt
            // top inset), the first cell's 10 pt inset, then the text card down to the avatar's bottom − 10 (350).
            let runs = whiteRuns(one, x: 450)
            #expect(runs.count == 2 && runs[0].end - runs[0].start == 30, "\(runs)")
            #expect(runs.count == 2 && runs[1].start - runs[0].end == 10 && runs[1].end == 350, "\(runs)")
            let many = try render(Self.texts(8, close: skip))
            #expect(many.bounds { near($0, 0xEC5E61) } == nil, "the header scrolled away with the cards")
        }
    }

    /// `ImageCell.swift:39-49`: with no text, the image starts 16 + 10 below the card's top, runs the card's width,
    /// and its 140 pt end 24 below the card's bottom, which cuts it: 116 pt show.
    @Test func anImageCardShows116PointsOfItsImage() async throws {
        try await onGtk {
            let blue = try RenderFixtures.solidPNG((0, 0, 255, 255), width: 100, height: 50)
            let rocket = RocketSpec(
                id: "r", start: "i", blocks: [B(id: "i", content: .image(.init(text: "", image: .file(blue))))])
            let raster = try render(rocket)
            let image = try #require(raster.bounds { $0.b > 240 && $0.r < 10 && $0.g < 10 })
            #expect(image.maxY + 1 == 350 && image.maxY - image.minY + 1 == 116, "\(image)")
            #expect(abs(image.minX - 442) <= 1 && abs(image.maxX + 1 - 748) <= 1, "\(image)")
            let card = try #require(raster.bounds(in: (300, 0, 764, 390), where: isWhite))
            #expect(image.minY - card.minY == 26, "\(card) \(image)")
        }
    }

    /// `ImageCell.swift:25`: the cell sets the image view's corner radius from `imageStyle` when its block is set,
    /// while the view's frame is still zero (`:12`), so `circular` (`frame.height / 2`, `Author.swift:16-21`) is 0:
    /// a square image, as `square` draws it; `round` is 6.
    @Test func aCircularImageBlockIsDrawnSquare() async throws {
        try await onGtk {
            let blue = try RenderFixtures.solidPNG((0, 0, 255, 255), width: 100, height: 50)
            @MainActor func corner(_ style: RocketImageStyle) throws -> Bool {
                let block = B(id: "i", content: .image(.init(text: "", image: .file(blue), imageStyle: style)))
                let raster = try render(RocketSpec(id: "r", start: "i", blocks: [block]))
                let image = try #require(raster.bounds { $0.b > 240 && $0.r < 10 && $0.g < 10 })
                let p = raster.pixel(image.minX, image.minY)
                return p.b > 240 && p.r < 10 && p.g < 10
            }
            let (circular, square, round) = (try corner(.circular), try corner(.square), try corner(.round))
            #expect(circular, "the top-left corner is the image's: no radius")
            #expect(square)
            #expect(!round, "round's 6 pt radius leaves the corner pixel out")
        }
    }

    /// `TextInputCell.swift:57`: the typed text in the block's font colour; `:59-60,84-87`: the Send button as wide
    /// as the text view (16 from the card's sides), its title at the leading edge.
    @Test func anInputCardsSendTitleSitsAtTheLeadingEdgeAndItsTextTakesTheBlocksColour() async throws {
        try await onGtk {
            let input = B(id: "q", content: .input(.init(text: "Name?", font: .cancel)))
            let rocket = RocketSpec(id: "r", start: "q", blocks: [input], script: [.input("Skyler")])
            let raster = try render(rocket)
            let send = try #require(raster.bounds(in: (300, 0, 764, 390)) { near($0, 0x319CF7, 30) })
            #expect(abs(send.minX - (442 + 16)) <= 2, "\(send)")
            let area = try #require(raster.bounds(in: (300, 0, 764, 390)) { near($0, 0xFCFCFC, 2) })
            let typed = raster.bounds(in: (area.minX, area.minY, area.maxX, area.maxY)) { near($0, 0xEC5E61, 30) }
            #expect(typed != nil, "the typed text is #EC5E61")
        }
    }
}
