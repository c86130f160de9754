import Foundation
import TestSupport
import Testing

/// `flare export --id A --state pressed:ACTION|keyboard` end to end on the showcase's `name-flight` (its Save
/// action has DUX's normal and selected background images; its custom input raises the keyboard).
@Suite(.serialized, .enabled(if: ExportCommandTests.hasXvfb, "needs Xvfb"))
struct ExportStateCommandTests {
    static let showcase = Fixtures.examples.appendingPathComponent("showcase.yaml").path

    @Test func aPressedActionIsDrawnWithItsSelectedImage() throws {
        let out = try Fixtures.temporaryDirectory()
        let plain = try FlareProcess.run(
            ["export", Self.showcase, "--id", "name-flight", "--out", out.path, "--scale", "1"],
            environment: ExportCommandTests.headless)
        let pressed = try FlareProcess.run(
            [
                "export", Self.showcase, "--id", "name-flight", "--state", "pressed:Save",
                "--out", out.path, "--scale", "1",
            ], environment: ExportCommandTests.headless)
        #expect(plain.status == 0 && pressed.status == 0, "\(pressed.stderr)")
        let normal = try Data(contentsOf: out.appendingPathComponent("name-flight.png"))
        let held = try Data(contentsOf: out.appendingPathComponent("name-flight-pressed-1.png"))
        #expect(
            ExportCommandTests.pngSize(normal)! == ExportCommandTests.pngSize(held)!, "the same alert, the same size")
        #expect(normal != held, "the pressed image differs from the plain one")
        let manifest = try String(contentsOf: out.appendingPathComponent("manifest.json"), encoding: .utf8)
        #expect(manifest.contains("\"name-flight-pressed-1.png\"") && manifest.contains("\"name-flight.png\""))
    }

    @Test func theKeyboardStateIsTheStageWithTheKeyboardUp() throws {
        let out = try Fixtures.temporaryDirectory()
        let r = try FlareProcess.run(
            [
                "export", Self.showcase, "--id", "name-flight", "--state", "keyboard", "--out", out.path,
                "--scale", "1",
            ], environment: ExportCommandTests.headless)
        #expect(r.status == 0, "\(r.stderr)")
        let png = try Data(contentsOf: out.appendingPathComponent("name-flight-keyboard.png"))
        #expect(ExportCommandTests.pngSize(png)! == (844, 390), "the device-sized stage")
        // The keyboard's white keys on its #D1D3D9 board fill the lower half.
        let keys = try OpenScreenshotCommandTests.pixels(
            out.appendingPathComponent("name-flight-keyboard.png"),
            near: (0xD1, 0xD3, 0xD9), top: 250)
        #expect(keys > 5000, "\(keys) keyboard pixels")
    }

    @Test func aWrongStateIsAUsageError() throws {
        let r = try FlareProcess.run(
            [
                "export", Self.showcase, "--id", "low-battery", "--state", "keyboard", "--out",
                try Fixtures.temporaryDirectory().path,
            ], environment: ExportCommandTests.headless)
        #expect(r.status == 2)
        #expect(r.stderr.contains("flare export: --state: alert 'low-battery' has no custom input"), "\(r.stderr)")
        let two = try FlareProcess.run(
            ["export", Self.showcase, "--state", "pressed:1"], environment: ExportCommandTests.headless)
        #expect(two.status == 2 && two.stderr.contains("--state draws one alert: give exactly one --id ALERT"))
    }
}
