@testable import FlareCore
import Testing

/// The DUX layout as redlines, from the frames GTK gave the parts.
struct RedlinesTests {
    /// A 280-point alert at (10, 100): insets 20/10, header (icon 24 + 2 + title), body, two actions side by side.
    private let frames = AlertFrames(
        alert: StageRect(x: 10, y: 100, width: 280, height: 200),
        header: StageRect(x: 20, y: 120, width: 260, height: 24),
        body: StageRect(x: 20, y: 154, width: 260, height: 40),
        actions: StageRect(x: 20, y: 204, width: 260, height: 76),
        icon: StageRect(x: 20, y: 120, width: 24, height: 24),
        title: StageRect(x: 46, y: 122, width: 100, height: 20),
        message: StageRect(x: 20, y: 154, width: 260, height: 18),
        custom: StageRect(x: 20, y: 174.5, width: 260, height: 19.5),
        actionButtons: [
            StageRect(x: 20, y: 204, width: 129, height: 44), StageRect(x: 151, y: 204, width: 129, height: 44),
        ])

    private func lines(_ key: String) -> [Redline] { Redline.of(frames).filter { $0.key == key } }

    @Test func insetsAreTheOffsets() {
        #expect(lines("appearance.verticalOffset").map(\.label) == ["20 pt", "20 pt"])
        #expect(lines("appearance.horizontalOffset").map(\.label) == ["10 pt", "10 pt"])
        let top = lines("appearance.verticalOffset")[0]
        #expect(top.kind == .verticalGap && top.x == 150 && top.y == 100 && top.length == 20)
    }

    @Test func spacingsFollowTheAxisTheFramesShow() {
        #expect(lines("appearance.alertLayoutSpacing").map(\.label) == ["10 pt", "10 pt"])
        let header = lines("appearance.headerLayoutSpacing")
        #expect(header.map(\.kind) == [.horizontalGap] && header.map(\.label) == ["2 pt"])
        #expect(header[0].y == 132, "in the middle of the icon and title's shared height")
        #expect(lines("appearance.bodyLayoutSpacing").map(\.label) == ["2.5 pt"])
        let actions = lines("appearance.actionLayoutSpacing")
        #expect(actions.map(\.kind) == [.horizontalGap] && actions.map(\.label) == ["2 pt"])
    }

    @Test func sizesOfTheIconAndEachAction() {
        let sizes = Redline.of(frames).filter { $0.key == nil }.map(\.label)
        #expect(sizes == ["24 × 24 pt", "129 × 44 pt", "129 × 44 pt"])
    }

    @Test func stackedActionsGiveVerticalGapsAndOverlapsNone() {
        let a = StageRect(x: 0, y: 0, width: 100, height: 44), b = StageRect(x: 0, y: 46, width: 100, height: 44)
        #expect(Redline.between(a, b, key: "k").map(\.kind) == [.verticalGap])
        #expect(Redline.between(a, StageRect(x: 50, y: 10, width: 100, height: 44), key: "k").isEmpty)
    }

    @Test func anAlertWithOnlyAMessage() {
        let only = AlertFrames(
            alert: StageRect(x: 0, y: 0, width: 100, height: 60),
            body: StageRect(x: 10, y: 20, width: 80, height: 20),
            message: StageRect(x: 10, y: 20, width: 80, height: 20))
        let lines = Redline.of(only)
        #expect(lines.count == 4, "\(lines)")
        #expect(lines.allSatisfy { $0.key == "appearance.verticalOffset" || $0.key == "appearance.horizontalOffset" })
    }
}
