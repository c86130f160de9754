import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// `stage.backdrop`: an image behind the mask, in the window and in stage exports, never in an alert export.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct StageBackdropTests {
    @Test func theBackdropShowsBehindTheMaskInTheWindowAndTheStageExport() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let image = try RenderFixtures.solidPNG((0, 200, 80, 255), width: 84, height: 39)
            try FileManager.default.copyItem(
                atPath: image, toPath: folder.url.appendingPathComponent("screen.png").path)
            try folder.write(
                InspectModeTests.spec.replacingOccurrences(
                    of: "stage: {device: phone-landscape}",
                    with: "stage: {device: phone-landscape, backdrop: screen.png}"
                )
                .replacingOccurrences(
                    of: "animationDuration: 0", with: "animationDuration: 0\n      maskViewColor: \"#00000000\""))
            let preview = folder.openWindow()
            defer { preview.close() }
            preview.viewController.setZoom(1)
            #expect(
                MainLoop.run(until: { preview.stage?.alertFrames() != nil && preview.area.player?.isRunning == false }))
            RenderFixtures.waitFrames(preview.window)
            let shown = try Exporter.render(widget: try #require(preview.stage).widget, scale: 1)
            #expect(shown.matches(10, 10, 0x00C850FF), "window: \(String(shown.hex(10, 10), radix: 16))")
            #expect(shown.matches(830, 380, 0x00C850FF), "covers the stage")
            let spec = try #require(preview.spec)
            let stageExport = try Exporter.render(
                spec.alerts[0], in: spec, options: .drawing(scale: 2, device: spec.stage.device, frame: .stage))
            #expect(
                stageExport.matches(20, 20, 0x00C850FF), "stage export: \(String(stageExport.hex(20, 20), radix: 16))")
            let alertExport = try Exporter.render(spec.alerts[0], in: spec, options: .init(frame: .alert))
            #expect(alertExport.matches(2, 2, 0x204080FF), "the alert frame has no backdrop")
        }
    }
}
