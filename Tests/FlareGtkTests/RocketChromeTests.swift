import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// The rocket panel as a designer uses it at 1280×760 (issue 29): the map in its own scrolled, zoomable view with
/// no label over a card, the Map and Dismiss tools in Flare's chrome at a fixed size, the Skip header drawn with
/// a background, cut button titles found, and the transcript scrolling back to earlier cards.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct RocketChromeTests {
    /// A branching flow with loops, skips and long labels, on a landscape phone.
    static let spec = """
        flare: 1
        stage: {device: phone-landscape}
        rockets:
          coach:
            closeButton: {title: Skip}
            blocks:
              hi: {text: "Hi! I'm Sky, your flight coach. Let's get your drone ready for its very first flight.", \
        next: pick}
              pick:
                left: {title: "No thanks, maybe another time", next: why}
                right: {title: "Let's go", next: ask}
              why: {text: "Why not? Tell us, we read every answer and it helps a lot.", next: hi}
              ask:
                type: input
                text: What should we call your drone?
                branches:
                  - {match: '\\s*', next: pick}
                  - {match: '(yes|yeah|sure|of course|absolutely)', next: thanks}
                next: thanks
              thanks: {text: "Thanks! One more thing before you fly: check the propellers.", next: bye}
              bye: {title: Take off}
              orphan: {text: Nobody comes here, next: thanks}
        """

    @MainActor func open() throws -> (SpecFolder, PreviewWindow) {
        let folder = try SpecFolder()
        try folder.write(Self.spec)
        let preview = folder.openWindow(width: 1280, height: 760)
        #expect(MainLoop.run(until: { preview.area.rocketPanel?.widget.mapped == true }))
        return (folder, preview)
    }

    /// Whether `widget` is `ancestor` or inside it.
    @MainActor static func isInside(_ widget: Widget, _ ancestor: Widget) -> Bool {
        var node: Widget? = widget
        while let current = node {
            if current.raw == ancestor.raw { return true }
            node = current.parent
        }
        return false
    }

    @Test func theMapIsItsOwnScrolledViewAndNoLabelIsDrawnOverACard() async throws {
        try await onGtk {
            let (folder, preview) = try open()
            defer { preview.close(); folder.remove() }
            let panel = try #require(preview.area.rocketPanel)
            preview.area.rocketBar.mapToggle.emit(.clicked)
            let map = try #require(panel.mapView)
            #expect(MainLoop.run(until: { map.widget.mapped }))
            RenderFixtures.waitFrames(map.widget, 3)
            // In place of the stage, with the whole canvas's room: wider and taller than the 844 × 390 stage's
            // share at the window's zoom, and not inside the stage.
            #expect(!preview.area.stageScroller.visible && preview.area.rocketBar.mapToggle.label == "Flow")
            #expect(!Self.isInside(map.widget, try #require(preview.stage).widget))
            #expect(
                map.scroller.width >= 800 && map.scroller.height >= 450,
                "\(map.scroller.width) × \(map.scroller.height)")
            // The bar stays under it, in the window.
            let toggle = try #require(preview.area.rocketBar.mapToggle.bounds(in: preview.window))
            #expect(toggle.height > 0 && toggle.y + toggle.height <= Double(preview.window.height), "\(toggle)")
            // Every block readable: at its full size (zoom 1), the whole graph reachable by scrolling.
            #expect(map.zoom == 1)
            for (id, card) in map.cards {
                let r = try #require(card.bounds(in: map.canvas))
                #expect(r.width >= RocketMapLayout.cardWidth && r.height >= RocketMapLayout.cardHeight, "\(id): \(r)")
                #expect(r.x + r.width <= map.layout.width && r.y + r.height <= map.layout.height)
            }
            // No label over a card (the end node's included), measured on the laid-out widgets.
            var cards = try map.cards.values.map { try #require($0.bounds(in: map.canvas)) }
            if let end = map.endCard { cards.append(try #require(end.bounds(in: map.canvas))) }
            #expect(map.lines.count >= 10)
            for (line, label) in map.lines {
                let l = try #require(label.bounds(in: map.canvas))
                #expect(l.width > 0 && l.height > 0)
                for c in cards {
                    let overlaps =
                        l.x < c.x + c.width && c.x < l.x + l.width && l.y < c.y + c.height && c.y < l.y + l.height
                    #expect(!overlaps, "label '\(line.label)' (\(l)) over a card (\(c))")
                }
            }
            // Zoomable: the zoom buttons and Ctrl+scroll scale the graph; the view scrolls over all of it.
            preview.area.rocketBar.zoomIn.emit(.clicked)
            #expect(map.zoom == 1.25)
            RenderFixtures.waitFrames(map.widget, 2)
            let card = try #require(map.cards["hi"]?.bounds(in: map.scroller))
            #expect(abs(card.width - RocketMapLayout.cardWidth * 1.25) < 1, "\(card)")
            if let dir = ProcessInfo.processInfo.environment["FLARE_SAVE_PNG"] {
                try Exporter.render(widget: preview.window.child!, scale: 1).png()
                    .write(to: URL(fileURLWithPath: dir).appendingPathComponent("rocket-map-window.png"))
            }
            preview.area.rocketBar.mapToggle.emit(.clicked)
            #expect(
                panel.mapView == nil && preview.area.stageScroller.visible && !preview.area.rocketBar.mapSlot.visible)
        }
    }

    /// Map and Dismiss sit in the bar under the canvas, outside the device screen, the same size at every zoom.
    @Test func theRocketToolsAreInTheChromeAtAFixedSize() async throws {
        try await onGtk {
            let (folder, preview) = try open()
            defer { preview.close(); folder.remove() }
            let bar = preview.area.rocketBar
            #expect(bar.widget.visible && bar.title.text == "Rocket “coach”")
            let stage = try #require(preview.stage).widget
            for tool in [bar.mapToggle, bar.dismissButton] { #expect(!Self.isInside(tool, stage)) }
            RenderFixtures.waitFrames(bar.widget, 2)
            let before = (bar.mapToggle.width, bar.mapToggle.height)
            preview.viewController.setZoom(2)
            RenderFixtures.waitFrames(bar.widget, 3)
            #expect((bar.mapToggle.width, bar.mapToggle.height) == before, "the tools do not scale with the zoom")
            let playing = try #require(preview.area.rocketPanel)
            bar.dismissButton.emit(.clicked)
            #expect(playing.flow.dismissal == .programmatic("the app's dismiss() (Dismiss button)"))
        }
    }

    /// A button title too wide for its button is ellipsized, and the panel says so at the title's key.
    @Test func aCutButtonTitleIsFound() async throws {
        try await onGtk {
            let rocket = RocketSpec(
                id: "r", closeButton: RocketCloseButton(title: "Skip"), start: "pick",
                blocks: [
                    RocketBlock(
                        id: "pick",
                        content: .doubleButton(
                            left: .init(title: "No thanks, maybe another time"),
                            right: .init(title: "Yes")))
                ])
            let spec = Spec(file: "/tmp/r.yaml", stage: Stage(device: .phone), rockets: [rocket])
            var found: [Diagnostic] = []
            _ = try RocketExport.renderRocket(
                rocket, in: spec, options: .init(frame: .stage), warn: { _ in },
                found: { found = $0 })
            #expect(found.count == 1, "\(found)")
            let message = try #require(found.first?.message)
            #expect(
                message.hasPrefix(
                    "rocket 'r': the left button ('No thanks, maybe another time') of block 'pick' needs "))
            #expect(message.hasSuffix("so it is cut off with '…'; shorten it"))
        }
    }

    /// Earlier cards that rose past the table's top scroll back into sight with the header above them, and are not
    /// reported as cut (each was in sight whole when it appeared); a new card scrolls to it.
    @Test func theTranscriptScrollsBack() async throws {
        try await onGtk {
            let (folder, preview) = try open()
            defer { preview.close(); folder.remove() }
            let panel = try #require(preview.area.rocketPanel)
            let round: [@MainActor (RocketPanel) -> Void] = [{ $0.tap() }, { $0.press(.left) }, { $0.tap() }]
            panel.play(round + round + round)
            #expect(panel.flow.visible.count == 10)
            #expect(MainLoop.run(until: { !panel.isAnimating }))
            RenderFixtures.waitFrames(panel.widget, 2)
            let rest = try #require(panel.cardFrames.first)
            #expect(rest.y < RocketGeometry.tableTop && panel.scrollBackLimit > 0, "the first card rose past the top")
            #expect(panel.scrollBack(by: -100_000))
            RenderFixtures.waitFrames(panel.widget, 2)
            let first = try #require(panel.cards.first?.bounds(in: panel.widget))
            let top = RocketGeometry.tableTop + RocketPanel.headerHeight + RocketPanel.inset
            #expect(abs(first.y - top) < 1, "under the header, at the table's top: \(first)")
            if let dir = ProcessInfo.processInfo.environment["FLARE_SAVE_PNG"] {
                try Exporter.render(widget: preview.window.child!, scale: 1).png()
                    .write(to: URL(fileURLWithPath: dir).appendingPathComponent("rocket-scrolled-back.png"))
            }
            // Each card came alone, in sight whole: a chat that scrolled is no defect (RocketGeometryTests and
            // OverflowCommandTests hold cards that arrive together and do not fit).
            let cut = panel.findings.filter { $0.message.contains("is cut off by the top of the rocket's table") }
            #expect(cut.isEmpty, "only cards cut when they appear are reported: \(cut)")
            panel.play([{ $0.tap() }])  // a new card: back to the newest
            #expect(panel.scrollBack == 0)
            #expect(!panel.scrollBack(by: 100_000) || panel.scrollBack == 0)
        }
    }
}
