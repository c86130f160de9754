import FlareCore
import Testing

/// `RocketGeometry`: where the Rocket panel puts its avatar, column and cards, with no display.
@Suite struct RocketGeometryTests {
    @Test func aPhoneStagesColumnAndAvatar() {
        let g = RocketGeometry(width: 393, height: 852)
        #expect(g.avatarFrame == (313, 762), "20 from the right, 30 from the bottom, 60 × 60")
        #expect(g.columnFrame.width == 236, "60 % of the width, rounded")
        #expect(g.columnFrame.x == 77, "its right edge against the avatar")
        #expect(g.cardWidth == 216, "inset 10 on each side")
    }

    @Test func theTranscriptScrollsBackUntilTheFirstCardShows() {
        let g = RocketGeometry(width: 393, height: 852)
        #expect(g.scrollBackLimit(firstTop: nil, hasHeader: true) == 0, "no cards")
        #expect(g.scrollBackLimit(firstTop: 120, hasHeader: true) == 0, "the first card is in sight")
        #expect(g.scrollBackLimit(firstTop: -200, hasHeader: true) == 250, "under the 40 pt header and the inset")
        #expect(g.scrollBackLimit(firstTop: -200, hasHeader: false) == 210, "under the inset only")
    }
}
