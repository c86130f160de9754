import FlareCore
import Testing

/// The side panes' widths beside the stage (issue 45, deliverable 7): their own while the stage keeps half the
/// window, shrunk together towards their minimums past that, never below them.
@Suite struct PaneFitTests {
    typealias Pane = PaneFit.Pane

    @Test func roomyWindowsKeepThePreferredWidths() {
        let panes = [Pane(preferred: 220, minimum: 160), Pane(preferred: 500, minimum: 320)]
        #expect(PaneFit.widths(of: panes, window: 1920, dividers: 2) == [220, 500])
        #expect(PaneFit.widths(of: [], window: 1280) == [])
    }

    @Test func everyPaneOpenAt1280LeavesTheStageHalf() {
        let panes = [
            Pane(preferred: 220, minimum: 160), Pane(preferred: 440, minimum: 150), Pane(preferred: 500, minimum: 320),
        ]
        let widths = PaneFit.widths(of: panes, window: 1280, dividers: 3)
        #expect(1280 - 3 - widths.reduce(0, +) >= 640, "\(widths)")
        #expect(zip(widths, panes).allSatisfy { $0 >= $1.minimum && $0 <= $1.preferred }, "\(widths)")
        // Exactly the room: nothing is taken that the stage does not need.
        #expect(widths.reduce(0, +) == 1280 - 3 - 640, "\(widths)")
        // Each gives up its share of the 523 pixels by its slack (60, 290, 180 of 530: 59, 286, 177), the pixel
        // left by rounding down from the widest slack.
        #expect(widths == [161, 153, 323], "\(widths)")
    }

    @Test func tooNarrowForTheMinimumsDrawsThemAtTheirMinimums() {
        let panes = [Pane(preferred: 220, minimum: 160), Pane(preferred: 500, minimum: 320)]
        #expect(PaneFit.widths(of: panes, window: 800, dividers: 2) == [160, 320])
        #expect(Pane(preferred: 10, minimum: 150).preferred == 150, "never preferred below the minimum")
    }
}
