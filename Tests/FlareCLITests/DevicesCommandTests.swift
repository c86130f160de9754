import Foundation
import Testing
import TestSupport

/// `flare devices` and `--chrome` end to end: the catalogue's names as a user reads them, and the device drawn over
/// an exported stage only when asked for.
@Suite struct DevicesCommandTests {
    static let showcase = Fixtures.examples.appendingPathComponent("showcase.yaml").path

    @Test func devicesListsEveryIdAndTheGenericSizes() throws {
        let result = try FlareProcess.run(["devices"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("  iphone-") || $0.hasPrefix("  ipad-") }.count == 15, "\(lines)")
        #expect(
            lines.contains {
                $0.hasPrefix("  iphone-15-pro ") && $0.contains("iPhone 15 Pro") && $0.contains("393×852 @3x")
                    && $0.contains("status bar 54")
            }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("  phone-landscape  844×390") })
    }

    @Test func chromeNeedsTheStageFrame() throws {
        let result = try FlareProcess.run(["export", Self.showcase, "--chrome", "--out", "/tmp/nowhere"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("Error: --chrome draws the device over the stage: use it with --frame stage"))
    }

    @Test(.enabled(if: ExportCommandTests.hasXvfb, "needs Xvfb"))
    func chromeDrawsTheDeviceOnlyWhenAsked() throws {
        let dir = try Fixtures.temporaryDirectory()
        func export(_ more: [String]) throws -> Data {
            let out = dir.appendingPathComponent(more.isEmpty ? "plain" : "chrome")
            let result = try FlareProcess.run(
                ["export", Self.showcase, "--id", "low-battery", "--frame", "stage", "--device", "iphone-15-pro",
                 "--out", out.path, "--quiet"] + more, environment: ExportCommandTests.headless)
            #expect(result.status == 0, "\(result.stderr)")
            return try Data(contentsOf: out.appendingPathComponent("low-battery-iphone-15-pro@2x.png"))
        }
        let plain = try export([]), chrome = try export(["--chrome"])
        #expect(plain != chrome)
        #expect(plain.count > 1000 && chrome.count > 1000)
    }

    /// DUX centres the alert in the screen, so a tall one's last stacked action reaches the home indicator's strip on
    /// an iPhone 15 Pro in landscape (21 pt at the bottom): lint says where, as a target-size warning.
    @Test(.enabled(if: ExportCommandTests.hasXvfb, "needs Xvfb"))
    func lintWarnsOfATargetUnderTheHomeIndicator() throws {
        let dir = try Fixtures.temporaryDirectory()
        // Nine 33 pt actions (DUX's button: its title label and 6 pt above and below) make the alert tall enough.
        let actions = ["First", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh", "Eighth", "Ninth"]
            .map { "      - title: \($0) choice\n" }.joined()
        let body = """
            flare: 1
            stage: {device: DEVICE}
            alerts:
              tall:
                title: Many choices
                message: Pick one of the many choices below, each a stacked action of its own in this tall alert.
                appearance: {actionsLayoutType: vertical}
                actions:

            """ + actions
        func lint(_ device: String) throws -> String {
            let spec = dir.appendingPathComponent("\(device).yaml")
            try Data(body.replacingOccurrences(of: "DEVICE", with: device).utf8).write(to: spec)
            return try FlareProcess.run(["lint", spec.path], environment: ExportCommandTests.headless).stdout
        }
        let landscape = try lint("iphone-15-pro-landscape")
        #expect(
            landscape.contains(
                "iphone-15-pro-landscape.yaml:17:9: warning: [target-size] alert 'tall': "
                    + "action 9 ('Ninth choice') ("),
            "\(landscape)")
        #expect(
            landscape.contains("reaches under the home indicator (0, 372, 852 × 21 pt), where iOS takes the touches"))
        // A custom size has no island or home indicator.
        #expect(!(try lint("852x393")).contains("reaches under"))
    }
}
