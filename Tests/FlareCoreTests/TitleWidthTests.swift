import FlareCore
import PropertyBased
import Testing

/// The width a title label is given (`ActionsLayout.titleWidth`): whole points, never less than what Pango's
/// ellipsizer counts (the logical width and the tracking after the last glyph), never a point more.
@Suite struct TitleWidthTests {
    /// The bundled template's third action, "New action" in system 26 (Inter tracked +0.22 pt: 225 units): GTK
    /// measures 144 361 units (141 pt once ceiled), Pango's ellipsizer counts 144 586, so the label needs 142 pt.
    @Test func theTemplatesNewActionIsGivenWhatPangoCounts() {
        #expect(ActionsLayout.titleWidth(logicalUnits: 144_361, letterSpacingUnits: 225) == 142)
        #expect(ActionsLayout.titleWidth(logicalUnits: 144_384, letterSpacingUnits: 0) == 141, "already whole")
        #expect(ActionsLayout.titleWidth(logicalUnits: 138_376, letterSpacingUnits: -440) == 136, "negative tracking")
    }

    @Test func theWidthIsTheSmallestWholePointsThatHoldTheTrackedText() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...600_000), Gen.int(in: -2_000...2_000)) { logical, ls in
            let width = ActionsLayout.titleWidth(logicalUnits: logical, letterSpacingUnits: ls)
            let counted = logical + max(0, ls)
            let units = ActionsLayout.pangoUnits
            #expect(width == width.rounded(), "whole points")
            #expect(Int(width) * units >= counted, "the ellipsizer's width fits")
            #expect((Int(width) - 1) * units < counted, "no more than a point over")
            #expect(Int(width) * units >= logical, "never below GTK's natural width")
        }
    }
}
