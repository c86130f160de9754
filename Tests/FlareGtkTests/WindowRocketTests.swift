import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// The Rocket panel in the window: the close button pinned, the end-of-flow state with Replay, the map's blocks
/// jumping the flow.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct WindowRocketTests {
    /// Six long blocks: on a landscape phone (390 pt tall) the column outgrows the stage.
    static let spec = """
        flare: 1
        rockets:
          tall:
            closeButton: {title: Skip}
            blocks:
        \((1...6).map(Self.block).joined(separator: "\n"))
        """

    /// Block `n` of the six: a long text, then the next block.
    static func block(_ n: Int) -> String {
        "      b\(n): {text: \"Block \(n): a long line of text that wraps over a few lines of the card, "
            + "so the column grows tall fast.\"\(n < 6 ? ", next: b\(n + 1)" : "")}"
    }

    @MainActor func open() throws -> (SpecFolder, PreviewWindow) {
        let folder = try SpecFolder()
        try folder.write(Self.spec)
        let preview = folder.openWindow()
        #expect(MainLoop.run(until: { preview.area.rocketPanel?.widget.mapped == true }))
        return (folder, preview)
    }

    /// The close button is the grouped table's section header: it rises out of sight with the first cards and a
    /// scroll back brings it back (RocketAlert's `TableView.swift:16`, `TableController.swift:111-124`).
    @Test func theCloseButtonScrollsAwayWithTheCards() async throws {
        try await onGtk {
            let (folder, preview) = try open()
            defer { preview.close(); folder.remove() }
            let panel = try #require(preview.area.rocketPanel)
            panel.play(Array(repeating: { $0.tap() }, count: 5))
            #expect(panel.flow.visible.count == 6)
            #expect(MainLoop.run(until: { !panel.isAnimating }))
            RenderFixtures.waitFrames(panel.widget, 2)
            #expect(
                try #require(panel.cardFrames.first).y < RocketGeometry.tableTop, "the first card rose past the top")
            let close = try #require(panel.closeButton)
            let away = try #require(close.bounds(in: panel.widget))
            #expect(away.y + away.height <= RocketGeometry.tableTop, "the close button rose out of sight: \(away)")
            #expect(panel.scrollBack(by: -100_000))
            RenderFixtures.waitFrames(panel.widget, 2)
            let back = try #require(close.bounds(in: panel.widget))
            #expect(abs(back.y - (RocketGeometry.tableTop + RocketGeometry.inset)) < 1, "back in sight: \(back)")
            close.emit(.clicked)
            panel.finishPending()
            #expect(panel.flow.dismissal == .closeButton)
        }
    }

    @Test func theEndOfTheFlowSaysSoAndReplays() async throws {
        try await onGtk {
            let (folder, preview) = try open()
            defer { preview.close(); folder.remove() }
            let panel = try #require(preview.area.rocketPanel)
            panel.play(Array(repeating: { $0.tap() }, count: 6))
            #expect(panel.flow.dismissal == .end)
            #expect(MainLoop.run(until: { preview.area.status.isShown }, timeout: 15))
            #expect(preview.area.status.shown?.title == "End of the flow")
            #expect(preview.area.status.shown?.description.hasPrefix("The flow ended after 6 blocks.") == true)
            preview.area.status.actionButton.emit(.clicked)
            #expect(!preview.area.status.isShown)
            #expect(preview.area.rocketPanel !== panel)
            #expect(
                MainLoop.run(until: { preview.area.rocketPanel?.flow.visible == ["b1"] }, timeout: 15),
                "after the opening")
        }
    }

    @Test func aClickOnABlockOfTheMapJumpsTheFlowThere() async throws {
        try await onGtk {
            let (folder, preview) = try open()
            defer { preview.close(); folder.remove() }
            let panel = try #require(preview.area.rocketPanel)
            preview.area.rocketBar.mapToggle.emit(.clicked)
            let map = try #require(panel.mapView)
            // Drawn as a graph: one column per step, left to right, and a labelled edge for each way out.
            RenderFixtures.waitFrames(map.widget, 2)
            let b1 = try #require(map.cards["b1"]?.bounds(in: map.widget))
            let b2 = try #require(map.cards["b2"]?.bounds(in: map.widget))
            #expect(b2.x > b1.x + b1.width && abs(b2.y - b1.y) < 1)
            #expect(map.lines.map(\.label.text) == Array(repeating: "tap", count: 6))
            try #require(map.clicks["b4"]).emit(.released, 1, 10, 10)
            #expect(MainLoop.run(until: { preview.area.rocketPanel?.flow.visible == ["b4"] }))
            let jumped = try #require(preview.area.rocketPanel)
            #expect(jumped !== panel)
            #expect(
                jumped.mapView?.cards["b4"]?.hasClass("rocket-map-current") == true, "the map stays open on the jump")
            jumped.play([{ $0.tap() }])
            #expect(jumped.flow.visible == ["b4", "b5"])
        }
    }
}
