import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// The window's screenshot (Ctrl+S) while a queue's custom view popup is up shoots and names that popup, not the
/// alert selected in the sidebar: `<queue>-step-<n>` and "view/<popup> step <n>" while the queue's script is played
/// there (the export's name for that step, and its pixels), `<queue>-<popup>` in a live session.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct PopupViewScreenshotTests {
    static let text = """
        flare: 1
        alerts:
          rate: {title: Rate us}
        queues:
          launch:
            popups:
              - {name: summer-sale, view: {banner: "Summer sale: 20 % off every plan", backgroundColor: "#0A3D91"}}
            script: [{register: summer-sale}, present]
        """

    @Test func aViewPopupIsShotAndNamedAtItsScriptStep() async throws {
        try await onGtk {
            try SpecFolder.withWindow(Self.text, keepsState: true) { preview, folder in
                let out = folder.url.appendingPathComponent("shots")
                #expect(preview.selection == .alert("rate"))
                let alert = try #require(WindowShots(of: preview).screenshot(into: out))
                #expect(
                    alert.lastPathComponent.hasPrefix("rate "), "no popup up: the alert, \(alert.lastPathComponent)")

                preview.stageController.select(SpecItem.queue("launch"))
                preview.inspector.seekScript(to: 2)
                #expect(MainLoop.run(until: { preview.stageController.shownPopupView?.name == "summer-sale" }))
                #expect(preview.area.status.shown == nil, "no empty state over the banner")
                let shot = try #require(WindowShots(of: preview).screenshot(into: out))
                #expect(shot.lastPathComponent.hasPrefix("launch-step-2 "), "\(shot.lastPathComponent)")
                #expect(
                    preview.messages.notice.text.contains("(view/summer-sale step 2)"),
                    "\(preview.messages.notice.text)")
                // The export's image of that step, pixel for pixel.
                let spec = try #require(SpecLoader.load(path: folder.spec.path).spec)
                let export = try QueueExport.renderStage(
                    .view(name: "summer-sale", try #require(spec.queues.first?.popup("summer-sale")?.view)), in: spec,
                    options: Exporter.Options(frame: .stage), warn: { _ in })
                #expect(try Data(contentsOf: shot) == (try export.png()))

                // A live session: named after the queue and the popup.
                preview.inspector.goLive()
                preview.inspector.queue { $0.register("summer-sale") }
                #expect(MainLoop.run(until: { preview.stageController.shownPopupView?.name == "summer-sale" }))
                let live = try #require(WindowShots(of: preview).screenshot(into: out))
                #expect(live.lastPathComponent.hasPrefix("launch-summer-sale "), "\(live.lastPathComponent)")
                #expect(preview.messages.notice.text.contains("(view/summer-sale)"), "\(preview.messages.notice.text)")
            }
        }
    }
}
