import Foundation
import Testing
import TestSupport

/// `flare export SPEC --id ROCKET [--step N | --storyboard]` end to end, headless, on the showcase's rockets.
@Suite(.serialized)
struct ExportRocketCommandTests {
    static let showcase = Fixtures.examples.appendingPathComponent("showcase.yaml").path

    func manifestEntry(_ out: URL) throws -> [String: Any] {
        let manifest =
            try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json")))
            as? [String: Any]
        // One manifest per folder: the last export's entry comes last.
        return try #require((manifest?["alerts"] as? [[String: Any]])?.last)
    }

    @Test(.enabled(if: ExportCommandTests.hasXvfb, "needs Xvfb"))
    func rocketAfterItsScriptAfterAStepAndAsAStoryboard() throws {
        let out = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        // After the whole script, at 1x: the device-sized stage (phone-landscape, 844 × 390).
        var result = try FlareProcess.run(
            ["export", Self.showcase, "--id", "feedback", "--scale", "1", "--out", out.path],
            environment: ExportCommandTests.headless)
        #expect(result.status == 0, "\(result.stderr)")
        var entry = try manifestEntry(out)
        #expect(entry["file"] as? String == "feedback.png" && entry["frame"] as? String == "stage")
        var size = try #require(
            ExportCommandTests.pngSize(Data(contentsOf: out.appendingPathComponent("feedback.png"))))
        #expect(size.width == 844 && size.height == 390)

        result = try FlareProcess.run(
            ["export", Self.showcase, "--id", "feedback", "--step", "0", "--scale", "1", "--out", out.path],
            environment: ExportCommandTests.headless)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("feedback-step-0.png").path))

        // The storyboard: one frame per step (show + 5 script steps) side by side, labelled above.
        result = try FlareProcess.run(
            ["export", Self.showcase, "--id", "first-flight", "--storyboard", "--scale", "1", "--out", out.path],
            environment: ExportCommandTests.headless)
        #expect(result.status == 0, "\(result.stderr)")
        entry = try manifestEntry(out)
        #expect(entry["file"] as? String == "first-flight-storyboard.png" && entry["frame"] as? String == "storyboard")
        size = try #require(
            ExportCommandTests.pngSize(Data(contentsOf: out.appendingPathComponent("first-flight-storyboard.png"))))
        #expect(size.width == 6 * (844 + 24) + 24)
        #expect(size.height > 390 + 48)
    }

    /// `--device` is the device the rocket is drawn on, not only a part of the file name.
    @Test(.enabled(if: ExportCommandTests.hasXvfb, "needs Xvfb"))
    func aRocketIsDrawnOnTheDeviceItIsNamedAfter() throws {
        let out = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        for extra in [[String](), ["--storyboard"]] {
            let result = try FlareProcess.run(
                [
                    "export", Self.showcase, "--id", "feedback", "--device", "tablet", "--scale", "1",
                    "--out", out.path,
                ] + extra, environment: ExportCommandTests.headless)
            #expect(result.status == 0, "\(result.stderr)")
            let entry = try manifestEntry(out)
            let file = try #require(entry["file"] as? String)
            let size = try #require(ExportCommandTests.pngSize(Data(contentsOf: out.appendingPathComponent(file))))
            if extra.isEmpty {
                #expect(file == "feedback-tablet.png" && size.width == 1180 && size.height == 820, "\(file) \(size)")
            } else {
                #expect(size.height > 820, "tablet-sized stages in the storyboard: \(size)")
            }
        }
    }

    @Test func badStepsAreUsageErrors() throws {
        let out = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        var result = try FlareProcess.run([
            "export", Self.showcase, "--id", "feedback", "--step", "9", "--out", out.path,
        ])
        #expect(result.status == 2)
        #expect(
            result.stderr.hasPrefix(
                "Error: --step must be between 0 and 5 (rocket 'feedback' has 5 script steps)\nUsage: "))
        result = try FlareProcess.run([
            "export", Self.showcase, "--id", "low-battery", "--storyboard", "--out", out.path,
        ])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "--step, --storyboard and --frame transcript apply to rockets (--id ROCKET; rockets: "
                    + "first-flight, feedback)"
            ))
    }
}
