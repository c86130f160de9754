import Foundation
import TestSupport
import Testing

/// The custom controls end to end on data/examples/controls.yaml: `flare export` draws them (a switch's
/// systemGreen track, a progress bar's fill), `flare lint` measures them, `flare check` refuses a wrong one.
@Suite(.serialized, .enabled(if: ExportCommandTests.hasXvfb, "needs Xvfb"))
struct ControlsCommandTests {
    static let example = Fixtures.examples.appendingPathComponent("controls.yaml").path

    @Test func exportDrawsTheSwitchAndTheProgressBar() throws {
        let out = try Fixtures.temporaryDirectory()
        let r = try FlareProcess.run(
            [
                "export", Self.example, "--out", out.path, "--id", "obstacle-avoidance",
                "--id", "firmware", "--frame", "alert",
            ], environment: ExportCommandTests.headless)
        #expect(r.status == 0, "\(r.stderr)")
        // The on switch's track is iOS's systemGreen; the firmware bar's fill the spec's #30D158.
        let toggle = try OpenScreenshotCommandTests.pixels(
            out.appendingPathComponent("obstacle-avoidance.png"),
            near: (0x34, 0xC7, 0x59))
        #expect(toggle > 300, "a 51 × 31 track less its thumb: \(toggle) green pixels")
        let fill = try OpenScreenshotCommandTests.pixels(
            out.appendingPathComponent("firmware.png"), near: (0x30, 0xD1, 0x58))
        #expect(fill > 4 * 250, "65 % of a 4-point bar across the 422 pt content: \(fill) pixels")
    }

    @Test func lintMeasuresTheControls() throws {
        let r = try FlareProcess.run(["lint", Self.example], environment: ExportCommandTests.headless)
        #expect(r.stdout.contains("alert 'obstacle-avoidance': the switch is 51 × 31 pt"), "\(r.stdout)")
        #expect(r.stdout.contains("alert 'photo-format': segment 1 ('JPEG') is"), "\(r.stdout)")
        #expect(!r.stdout.contains("alert 'connections': row"), "44-point rows pass: \(r.stdout)")
    }

    @Test func checkRefusesAColorTheControlDoesNotDraw() throws {
        let dir = try Fixtures.temporaryDirectory()
        let spec = dir.appendingPathComponent("s.yaml")
        try "flare: 1\nalerts:\n  a:\n    custom: {progress: 0.5, thumbColor: red}\n".write(
            to: spec, atomically: true, encoding: .utf8)
        let r = try FlareProcess.run(["check", spec.path])
        #expect(r.status != 0)
        #expect(
            r.stderr.contains("s.yaml:4:29: error: 'thumbColor' does not apply to a custom progress"), "\(r.stderr)")
    }
}
