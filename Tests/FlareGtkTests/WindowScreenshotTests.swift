import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// The window's screenshot (Ctrl+S) is what `flare export` writes for the shown alert or rocket: the spec's scale,
/// the shown theme, the export's file name plus the time.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct WindowScreenshotTests {
    static let spec = """
        flare: 1
        stage: {device: phone-landscape, scale: 2, theme: dark}
        palette:
          surface: {light: "#FFFFFF", dark: "#1C1C1E"}
        alerts:
          first:
            title: First
            message: Hello
            appearance:
              backgroundColor: surface
          second:
            title: Second
        rockets:
          welcome:
            blocks:
              hi: {text: Welcome aboard!, next: ask}
              ask: {text: Have you flown before?}
        """

    /// The PNG's width from its IHDR chunk.
    func width(_ png: Data) -> Int { png[16..<20].reduce(0) { $0 << 8 | Int($1) } }

    @Test func theScreenshotUsesTheSpecsScaleAndTheShownThemeAndNamesThem() async throws {
        try await onGtk {
            try SpecFolder.withWindow(Self.spec) { preview, folder in
                let out = folder.url.appendingPathComponent("shots")
                let dark = try #require(WindowShots(of: preview).screenshot(into: out))
                #expect(dark.lastPathComponent.hasPrefix("first-dark@2x "), "\(dark.lastPathComponent)")
                let png = try Data(contentsOf: dark)
                #expect(width(png) == 884, "DUX's 441.6 points (884 px) at the spec's scale 2")
                let spec = try #require(SpecLoader.load(path: folder.spec.path).spec)
                let export = try Exporter.render(
                    try #require(spec.alert("first")), in: spec,
                    options: .drawing(scale: 2, theme: .dark, device: spec.stage.device))
                #expect(png == (try export.png()), "the screenshot is the export's image")

                preview.viewController.setTheme(.light)
                let light = try #require(WindowShots(of: preview).screenshot(into: out))
                #expect(light.lastPathComponent.hasPrefix("first@2x "), "\(light.lastPathComponent)")
                #expect(try Data(contentsOf: light) != png, "the light alert is white, not #1C1C1E")

                // An alert a session presented (a queue or scenario stage) is the one shot.
                preview.stageController.present(.alert("second"))
                #expect(MainLoop.run(until: { preview.stageController.shownAlert?.id == "second" }))
                let presented = try #require(WindowShots(of: preview).screenshot(into: out))
                #expect(presented.lastPathComponent.hasPrefix("second@2x "), "\(presented.lastPathComponent)")
            }
        }
    }

    @Test func aRocketIsShotAtItsCurrentStep() async throws {
        try await onGtk {
            try SpecFolder.withWindow(Self.spec) { preview, folder in
                preview.stageController.select(SpecItem.rocket("welcome"))
                #expect(preview.area.rocketPanel != nil)
                preview.area.rocketPanel?.finishPending()  // the 2 s opening, played out on the flow's clock
                let shot = try #require(
                    WindowShots(of: preview).screenshot(into: folder.url.appendingPathComponent("shots")))
                #expect(shot.lastPathComponent.hasPrefix("welcome-dark@2x "), "\(shot.lastPathComponent)")
                let png = try Data(contentsOf: shot)
                #expect(width(png) == 844 * 2, "the whole stage, as `flare export` draws a rocket")
                let spec = try #require(SpecLoader.load(path: folder.spec.path).spec)
                let rocket = try #require(spec.rocket("welcome"))
                let shown = try RocketExport.renderRocket(
                    rocket, in: spec, flow: try #require(preview.area.rocketPanel?.flow),
                    options: .drawing(scale: 2, theme: .dark, device: spec.stage.device, frame: .stage))
                #expect(png == (try shown.png()))
                let atShow = try RocketExport.renderRocket(
                    rocket, in: spec, step: 0, options: .drawing(scale: 2, theme: .dark, device: spec.stage.device))
                #expect(png == (try atShow.png()), "just opened: the flow at its show, step 0")
            }
        }
    }

    @Test func theTimelineSavesTheShownAnimation() async throws {
        try await onGtk {
            try SpecFolder.withWindow(Self.spec) { preview, folder in
                let out = folder.url.appendingPathComponent("shots")
                let show = try #require(WindowShots(of: preview).saveMotion(into: out))
                #expect(show.lastPathComponent.hasPrefix("first-show-dark@2x "), "\(show.lastPathComponent)")
                let png = try Data(contentsOf: show)
                let actl = try #require(PNGChunks(png).first("acTL"))
                let duration = try #require(preview.area.player?.animation?.duration)
                #expect(actl.uint32(0) == UInt32(MotionFrames(duration: duration, fps: WindowShots.motionFPS).count))
                #expect(width(png) == 844 * 2, "the stage, as the window shows it")
                preview.stageController.closeShownAlert()
                #expect(preview.area.player?.animation?.phase == .close)
                let close = try #require(WindowShots(of: preview).saveMotion(into: out))
                #expect(close.lastPathComponent.hasPrefix("first-close-dark@2x "), "\(close.lastPathComponent)")
            }
        }
    }
}
