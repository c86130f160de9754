import FlareCore
import Testing

/// `RocketGeometry`: where the Rocket panel puts its avatar, column and cards, with no display, as RocketAlert's
/// constraints place them (`peppesapienza/RocketAlert` @0144e9d).
@Suite struct RocketGeometryTests {
    /// `UI/Author/AuthorView.swift:105-111`: 60 × 60, 20 from the right, 30 from the bottom.
    @Test func theAvatarSits20FromTheRightAnd30FromTheBottom() {
        let g = RocketGeometry(device: .phone)
        #expect(g.avatarFrame == (310, 754))
    }

    /// `AuthorView.swift:105`: over a tab bar (`Rocket.swift:28`) the avatar's bottom is 60 above the screen's, not
    /// 30; a spec says so with the rocket's `tabBar: true`.
    @Test func overATabBarTheAvatarSits60FromTheBottom() throws {
        #expect(RocketGeometry(device: .phone, hasTabBar: true).avatarFrame == (310, 724))
        #expect(RocketGeometry(device: .phoneLandscape, hasTabBar: true).avatarInset == 60)
        #expect(RocketGeometry(device: .phoneLandscape).avatarInset == 30)
        let text = """
            flare: 1
            rockets:
              r:
                tabBar: true
                blocks:
                  hi: {text: Hi}
              s:
                blocks:
                  hi: {text: Hi}
            """
        let spec = try #require(SpecLoader.parse(text: text, path: "/tmp/tab.yaml").spec)
        #expect(spec.rocket("r")?.tabBar == true && spec.rocket("s")?.tabBar == false)
        let badText = text.replacingOccurrences(of: "tabBar: true", with: "tabBar: 3")
        let bad = SpecLoader.parse(text: badText, path: "/tmp/tab.yaml")
        #expect(bad.diagnostics.contains { $0.message.contains("'tabBar' must be true or false") })
    }

    /// `UI/Table View/TableView.swift:45-47,130`: 0.6 × width, −180 in landscape: 326.4 pt on 844 × 390;
    /// `:134`: the table's right edge 6 left of the avatar; `UI/Blocks Cell/RocketCell.swift:64-67`: cards inset 10.
    @Test func aLandscapePhonesColumnIs326Point4Wide() {
        let g = RocketGeometry(device: .phoneLandscape)
        #expect(!g.isPad && g.isLandscape)
        #expect(abs(g.columnFrame.width - 326.4) < 1e-9)
        #expect(abs(g.columnFrame.x - (844 - 20 - 60 - 6 - 326.4)) < 1e-9)
        #expect(abs(g.cardWidth - 306.4) < 1e-9)
    }

    /// `TableView.swift:45`: no constant on a portrait phone: 0.6 × 390 = 234.
    @Test func aPortraitPhonesColumnIsSixTenthsOfItsWidth() {
        let g = RocketGeometry(device: .phone)
        #expect(abs(g.columnFrame.width - 234) < 1e-9 && abs(g.columnFrame.x - 70) < 1e-9)
    }

    /// `TableView.swift:45-46`: an iPad takes 180 off in either orientation, and 100 more in landscape.
    @Test func anIPadsColumnLoses180And100MoreInLandscape() {
        let landscape = RocketGeometry(device: .tablet)
        #expect(landscape.isPad && abs(landscape.columnFrame.width - (1180 * 0.6 - 280)) < 1e-9)
        let portrait = RocketGeometry(device: .custom(width: 820, height: 1180))
        #expect(portrait.isPad && abs(portrait.columnFrame.width - (820 * 0.6 - 180)) < 1e-9)
        #expect(!RocketGeometry(device: .custom(width: 430, height: 932)).isPad)
    }

    /// `TableView.swift:133`: the table's top stays 20 below the stage's; it scrolls back until its content's top
    /// (the 40 pt header, `TableController.swift:121-123`, then the first cell's 10 pt inset) is there.
    @Test func theTranscriptScrollsBackUntilTheTablesContentTopShows() {
        let g = RocketGeometry(device: .phone)
        #expect(g.scrollBackLimit(firstTop: nil, hasHeader: true) == 0, "no cards")
        #expect(g.scrollBackLimit(firstTop: 120, hasHeader: true) == 0, "the first card is in sight")
        #expect(g.scrollBackLimit(firstTop: -200, hasHeader: true) == 270, "20 + the 40 pt header + the inset")
        #expect(g.scrollBackLimit(firstTop: -200, hasHeader: false) == 230, "20 + the inset only")
    }

    /// `TableView.swift:133`: a card is cut when it appears only if the cards shown with it (those that advance on
    /// their own after a gesture, `RocketFlow.arrivals`) push it past the table's top, or it is taller than the
    /// room between that top and the avatar's bottom (390 − 30 − 20 = 340 pt on a landscape phone).
    @Test func aCardIsCutOnlyByTheCardsShownWithIt() {
        let g = RocketGeometry(device: .phoneLandscape)
        let heights = [150.0, 150, 150]
        #expect(g.hiddenOnArrival(heights: heights, arrivals: [0..<1, 1..<2, 2..<3]).isEmpty, "each alone fits")
        let together = g.hiddenOnArrival(heights: heights, arrivals: [0..<1, 1..<3])
        #expect(together.isEmpty, "two of 150 + 4 insets of 10 fill 340 exactly: \(together)")
        let three = g.hiddenOnArrival(heights: heights, arrivals: [0..<3])
        #expect(three.map(\.index) == [0] && three.first?.hidden == 150, "the first is wholly out: \(three)")
        let tall = g.hiddenOnArrival(heights: [100, 400], arrivals: [0..<1, 1..<2])
        #expect(tall.map(\.index) == [1] && tall.first?.hidden == 70, "400 + 2 insets in 340: \(tall)")
    }

    /// The show's blocks and those that follow by themselves arrive together; each gesture starts a new arrival.
    @Test func blocksThatAdvanceOnTheirOwnArriveWithTheGestureBeforeThem() {
        let spec = RocketSpec(
            id: "r", start: "a",
            blocks: [
                RocketBlock(id: "a", content: .text(.init(text: "A", next: "b"))),
                RocketBlock(id: "b", content: .text(.init(text: "B", next: "c", showNextAfter: 1))),
                RocketBlock(id: "c", content: .text(.init(text: "C", next: "d"))),
                RocketBlock(id: "d", content: .text(.init(text: "D"))),
            ])
        var flow = RocketFlow(spec)
        flow.show()
        flow.settle()
        #expect(flow.arrivals == [0..<1])
        flow.tap()
        flow.advance(to: flow.now + 5)
        #expect(flow.visible == ["a", "b", "c"] && flow.arrivals == [0..<1, 1..<3], "b's timer brought c")
        flow.tap()
        flow.settle()
        #expect(flow.arrivals == [0..<1, 1..<3, 3..<4])
    }
}
