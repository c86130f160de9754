import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// The window's Device Frame and `flare export --frame stage --chrome` draw the same device: the stage is drawn from
/// the spec alone, so at 100 % the window's stage pixels are the export's, status bar, island or notch, home
/// indicator and corners included (an iPhone with a Dynamic Island, one with a notch, the SE and an iPad).
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct WindowChromeIdentityTests {
    static let devices = ["iphone-15-pro", "iphone-14", "iphone-se-3", "ipad-air-11", "iphone-15-pro-landscape"]

    @Test(arguments: devices) func theWindowsDeviceFrameIsTheExportsChrome(device: String) async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            try folder.write(
                """
                flare: 1
                stage: {device: \(device)}
                alerts:
                  hi: {title: Hello, message: The device around me}
                """)
            let spec = try #require(SpecLoader.load(path: folder.spec.path).spec)
            var options = Exporter.Options.drawing(device: spec.stage.device, frame: .stage)
            options.chrome = true
            let export = try Exporter.render(try #require(spec.alert("hi")), in: spec, options: options, warn: { _ in })
            let preview = folder.openWindow(width: 1600, height: 1400)
            defer { preview.close() }
            preview.viewController.setZoom(1)
            preview.area.inspect.setOverlays(deviceFrame: true)
            #expect(
                MainLoop.run(until: {
                    preview.area.player?.isRunning == false && preview.stageController.shownAlert?.id == "hi"
                }))
            preview.window.setFocus(nil)
            RenderFixtures.waitFrames(preview.window)
            let stage = try #require(preview.stage)
            #expect(stage.overlays?.chrome.isEmpty == false, "the device's chrome is on the window's stage")
            let shown = try Exporter.render(widget: stage.widget, scale: 1)
            let diff = RasterDiff(shown, export)
            #expect(diff.maxChannel <= 1, "\(device): \(diff)")
            if diff.maxChannel > 1, let dir = ProcessInfo.processInfo.environment["FLARE_IDENTITY_DUMP"] {
                try shown.png().write(to: URL(fileURLWithPath: "\(dir)/\(device)-window.png"))
                try export.png().write(to: URL(fileURLWithPath: "\(dir)/\(device)-export.png"))
            }
        }
    }
}
