import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// A queue's custom view popups on the window's stage: the live session presents a banner or an image, the stage
/// draws it (its card's color is in the stage's pixels), reports it presented (the queue's status becomes
/// `showing`), takes it off when the queue moves on, and reports a tap on it as the user closing it (`next()`).
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct PopupViewWindowTests {
    static let text = """
        flare: 1
        alerts:
          rate: {title: Rate us, appearance: {animationDuration: 0.05}}
        queues:
          launch:
            popups:
              - {name: sale, priority: 10, view: {banner: "Summer sale: 20 % off every plan", \
        backgroundColor: "#0A3D91"}}
              - {name: news, priority: 5, view: {image: "builtin:info", height: 160}}
              - {name: rate, show: alert/rate}
        """

    @MainActor func statuses(_ preview: PreviewWindow) -> [String] {
        preview.inspector.sessions.queueInUse.session?.queue.queued.map { "\($0.name) \($0.status.rawValue)" } ?? []
    }

    /// Pixels of the stage within 6 of `rgb` on each channel. With FLARE_TEST_SHOTS set, the stage is also saved there.
    @MainActor func pixels(_ preview: PreviewWindow, near rgb: (Int, Int, Int), name: String) throws -> Int {
        let stage = try #require(preview.stage)
        let raster = try Exporter.render(widget: stage.widget, scale: 1)
        if let folder = ProcessInfo.processInfo.environment["FLARE_TEST_SHOTS"] {
            try raster.png().write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png"))
        }
        var count = 0
        for i in stride(from: 0, to: raster.rgba.count, by: 4) {
            let (r, g, b) = (Int(raster.rgba[i]), Int(raster.rgba[i + 1]), Int(raster.rgba[i + 2]))
            if abs(r - rgb.0) <= 6 && abs(g - rgb.1) <= 6 && abs(b - rgb.2) <= 6 { count += 1 }
        }
        return count
    }

    @Test func aLiveSessionDrawsABannerThenAnImageThenTheAlert() async throws {
        try await onGtk {
            try SpecFolder.withWindow(Self.text, keepsState: true) { preview in
                preview.stageController.select(SpecItem.queue("launch"))
                let inspector = try #require(preview.inspector)
                #expect(try pixels(preview, near: (0x0A, 0x3D, 0x91), name: "before") == 0)

                inspector.queue { $0.register("rate") }
                inspector.queue { $0.register("news") }
                inspector.queue { $0.register("sale") }
                #expect(MainLoop.run(until: { statuses(preview) == ["rate showing", "sale ready", "news ready"] }))
                // The user closes the alert: the banner (priority 10) is drawn and reported on screen.
                preview.stage?.onMaskTap?()
                #expect(MainLoop.run(until: { statuses(preview) == ["sale showing", "news ready"] }))
                #expect(preview.stageController.shownPopupView?.name == "sale")
                #expect(MainLoop.run(until: { preview.stageController.isSettled }))
                let card = try pixels(preview, near: (0x0A, 0x3D, 0x91), name: "banner")
                // The stage is drawn at the window's fitted zoom: a card across the safe area, some 40 points tall.
                #expect(card > 5_000, "the banner's card: \(card) pixels")

                // The user taps the banner: it closes and next() runs: the image shows over the dimmed screen.
                preview.area.popupViews.tapped("sale")
                #expect(MainLoop.run(until: { statuses(preview) == ["news showing"] }))
                #expect(preview.stageController.shownPopupView?.name == "news")
                #expect(try pixels(preview, near: (0x0A, 0x3D, 0x91), name: "image") == 0, "the banner is gone")
                // A tap on the dimmed screen beside the image, as the script's tapMask: it closes, the queue is empty.
                inspector.queue { $0.tapMask() }
                #expect(
                    MainLoop.run(until: { statuses(preview) == [] && preview.stageController.shownPopupView == nil }))
            }
        }
    }
}
