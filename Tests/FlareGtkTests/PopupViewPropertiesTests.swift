import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// The Properties page of a queue's banner popup on the stage: its catalog rows (card, text color, font) with their
/// editors, origins and resets; a change is written to the file, repaints the banner on the stage (the queue's
/// session and its popup on screen are kept), and is undone by Ctrl+Z.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct PopupViewPropertiesTests {
    static let spec = """
        flare: 1
        stage: {device: phone}
        queues:
          launch:
            popups:
              - name: sale
                view: {banner: "Summer sale: 20 % off every plan", backgroundColor: "#0A3D91"}

        """

    static func path(_ text: String) -> EditPath { try! EditPath(parsing: text) }

    /// Pixels of the stage within 6 of `rgb` on each channel.
    @MainActor func count(_ rgb: UInt32, in preview: PreviewWindow) throws -> Int {
        let stage = try #require(preview.stage)
        let raster = try Exporter.render(widget: stage.widget, scale: 1)
        if let folder = ProcessInfo.processInfo.environment["FLARE_TEST_SHOTS"] {
            try raster.png().write(to: URL(fileURLWithPath: folder).appendingPathComponent("banner-\(rgb).png"))
        }
        let (r, g, b) = (Int(rgb >> 16), Int(rgb >> 8 & 0xFF), Int(rgb & 0xFF))
        var n = 0
        for i in stride(from: 0, to: raster.rgba.count, by: 4)
        where abs(Int(raster.rgba[i]) - r) <= 6 && abs(Int(raster.rgba[i + 1]) - g) <= 6
            && abs(Int(raster.rgba[i + 2]) - b) <= 6
        {
            n += 1
        }
        return n
    }

    @Test func aBannersCardColorIsWrittenRepaintedAndUndone() async throws {
        try await onGtk {
            try SpecFolder.withWindow(Self.spec, keepsState: true) {
                preview, folder in
                preview.viewController.setZoom(1)
                preview.stageController.select(SpecItem.queue("launch"))
                preview.inspector.queue { $0.register("sale") }
                #expect(MainLoop.run(until: { preview.stageController.shownPopupView?.name == "sale" }))
                #expect(
                    MainLoop.run(
                        until: { preview.inspector.sessions.queueInUse.session?.queue.showing?.name == "sale" },
                        timeout: 10))
                preview.showPropertiesPage()
                let page = preview.inspector.propertiesPage
                #expect(MainLoop.run(until: { !page.isStale && page.popupView.sheet?.popup == "sale" }))
                let card = Self.path("queues.launch.popups[0].view.backgroundColor")
                let textColor = Self.path("queues.launch.popups[0].view.textColor")
                #expect(
                    page.popupView.sheet?.rows.map(\.key) == ["view.backgroundColor", "view.textColor", "view.font"])
                // Origins and resets: the card is written (line 7), the text color is the default.
                let origin = try #require(page.popupView.origins[card] as? Button)
                #expect(origin.label == "spec.yaml:7")
                #expect(page.popupView.resets[card]?.sensitive == true)
                #expect(page.popupView.resets[textColor]?.sensitive == false)
                RenderFixtures.waitFrames(preview.window)
                #expect(try count(0x0A3D91, in: preview) > 5_000, "the banner's card")
                #expect(try count(0xC02020, in: preview) == 0)

                let picker = try #require(page.popupView.editors[card]?.color)
                picker.choose(0xC02020)
                #expect(MainLoop.run(until: { !preview.edits.isUnwritten }), "written after the frame")
                let written = try String(contentsOf: folder.spec, encoding: .utf8)
                #expect(written.contains("backgroundColor: \"#C02020\"}"), "\(written)")
                // The session and its popup on screen are kept; the banner is drawn in the new color.
                #expect(preview.inspector.sessions.queueInUse.session?.queue.showing?.name == "sale")
                #expect(
                    MainLoop.run(until: {
                        preview.stageController.shownPopupView?.view.cardColor == Color(hex: 0xC02020)
                    }))
                RenderFixtures.waitFrames(preview.window)
                #expect(try count(0xC02020, in: preview) > 5_000, "the card is repainted")
                #expect(try count(0x0A3D91, in: preview) == 0)
                #expect(MainLoop.run(until: { !page.isStale && page.popupView.sheet != nil }))
                #expect(page.popupView.sheet?.rows.first?.written?.contains("C02020") == true)

                preview.edits.undo()
                #expect(try String(contentsOf: folder.spec, encoding: .utf8) == Self.spec)
                #expect(
                    MainLoop.run(until: {
                        preview.stageController.shownPopupView?.view.cardColor == Color(hex: 0x0A3D91)
                    }))
                RenderFixtures.waitFrames(preview.window)
                #expect(try count(0x0A3D91, in: preview) > 5_000, "the undone color is drawn again")
            }
        }
    }

    @Test func withoutAViewPopupUpThePageShowsWhatItDidBefore() async throws {
        try await onGtk {
            try SpecFolder.withWindow(Self.spec, keepsState: true) {
                preview in
                preview.stageController.select(SpecItem.queue("launch"))
                preview.showPropertiesPage()
                let page = preview.inspector.propertiesPage
                #expect(MainLoop.run(until: { !page.isStale }))
                #expect(page.popupView.sheet == nil)
            }
        }
    }
}
