import Foundation
import Testing
import TestSupport

/// `flare export --motion` end to end: the animated PNG, the frames and contact sheet, the manifest, the same
/// bytes on every run, a browser that plays it, and usage errors.
@Suite struct MotionCommandTests {
    static let showcase = Fixtures.examples.appendingPathComponent("showcase.yaml").path

    @Test(.enabled(if: ExportCommandTests.hasXvfb, "needs Xvfb"))
    func anAlertsShowIsOneAnimatedPNGTheSameEveryRun() throws {
        let dir = try Fixtures.temporaryDirectory()
        var outputs: [Data] = []
        for run in ["a", "b"] {
            let out = dir.appendingPathComponent(run)
            let r = try FlareProcess.run(
                [
                    "export", Self.showcase, "--id", "low-battery", "--motion", "show", "--fps", "20",
                    "--out", out.path,
                ], environment: ExportCommandTests.headless)
            #expect(r.status == 0, "\(r.stderr)")
            outputs.append(try Data(contentsOf: out.appendingPathComponent("low-battery-show@2x.png")))
        }
        #expect(outputs[0] == outputs[1], "deterministic")
        #expect(outputs[0].range(of: Data("acTL".utf8)) != nil, "animated")
        let manifest =
            try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("a/manifest.json")))
            as? [String: Any]
        let entry = try #require((manifest?["alerts"] as? [[String: Any]])?.first)
        let motion = try #require(entry["motion"] as? [String: Any])
        #expect(
            motion["motion"] as? String == "show" && motion["fps"] as? Int == 20
                && motion["format"] as? String == "apng")
        #expect(motion["frames"] as? Int == 5 && motion["duration"] as? Double == 0.2, "\(motion)")

        // Debian's Chromium decodes and plays it.
        if let chromium = ReportBrowserTests.chromium {
            let page = dir.appendingPathComponent("a/play.html")
            try """
            <!DOCTYPE html><html><body><img id="m" src="low-battery-show@2x.png">
            <script>window.addEventListener('load', () => { const m = document.getElementById('m');
            document.body.dataset.size = m.naturalWidth + 'x' + m.naturalHeight; });</script></body></html>
            """.write(to: page, atomically: true, encoding: .utf8)
            let browser = try FlareProcess.runTool(
                chromium,
                [
                    "--headless=new", "--no-sandbox", "--disable-gpu",
                    "--user-data-dir=\(dir.appendingPathComponent("chromium").path)", "--virtual-time-budget=3000",
                    "--dump-dom", page.absoluteString,
                ])
            // 442 × 160 pt at 2x: DUX's 33 pt action buttons (their title label and 6 pt above and below).
            #expect(browser.stdout.contains("data-size=\"884x320\""), "\(browser.stdout.suffix(300))")
        }
    }

    @Test(.enabled(if: ExportCommandTests.hasXvfb, "needs Xvfb"))
    func framesAndAContactSheetAndARocketFlow() throws {
        let out = try Fixtures.temporaryDirectory()
        let r = try FlareProcess.run(
            [
                "export", Self.showcase, "--id", "takeoff", "--motion", "close", "--format", "frames",
                "--frame", "stage", "--fps", "10", "--scale", "1", "--out", out.path,
            ], environment: ExportCommandTests.headless)
        #expect(r.status == 0, "\(r.stderr)")
        let frames = try FileManager.default.contentsOfDirectory(
            atPath: out.appendingPathComponent("takeoff-close").path
        ).sorted()
        #expect(frames.first == "frame-000.png" && frames.count >= 2, "\(frames)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("takeoff-close-sheet.png").path))

        let flow = try FlareProcess.run(
            [
                "export", Self.showcase, "--id", "first-flight", "--motion", "flow", "--fps", "5",
                "--scale", "1", "--out", out.path,
            ], environment: ExportCommandTests.headless)
        #expect(flow.status == 0, "\(flow.stderr)")
        let manifest = try String(contentsOf: out.appendingPathComponent("manifest.json"), encoding: .utf8)
        #expect(manifest.contains("\"motion\" : \"flow\"") && manifest.contains("first-flight-flow.png"), "\(manifest)")
    }

    @Test func usageErrorsExitTwo() throws {
        for (arguments, message) in [
            (["--id", "low-battery", "--motion", "spin"], "Please provide one of 'show', 'close' or 'flow'"),
            (["--id", "low-battery", "--motion", "show", "--fps", "0"], "--fps must be between 1 and 60"),
            (["--id", "first-flight", "--motion", "show"], "--motion show animates alerts"),
            (["--id", "low-battery", "--motion", "flow"], "--motion flow animates one rocket"),
            (
                ["--id", "low-battery", "--motion", "show", "--theme", "light", "--theme", "dark"],
                "--motion renders one variant"
            ),
        ] {
            let r = try FlareProcess.run(["export", Self.showcase] + arguments)
            #expect(r.status == 2, "\(arguments)")
            #expect(r.stderr.contains(message), "\(arguments): \(r.stderr)")
        }
    }

    /// A 60 s animation at 60 fps on a 3x stage would hold 40 GB of frames: refused at once, saying what to lower.
    @Test(.enabled(if: ExportCommandTests.hasXvfb, "needs Xvfb"))
    func aMotionTooLargeToHoldIsRefused() throws {
        let dir = try Fixtures.temporaryDirectory()
        let spec = dir.appendingPathComponent("long.yaml")
        try "flare: 1\nalerts:\n  a:\n    title: Long\n    appearance: {animationDuration: 60}\n".write(
            to: spec, atomically: true, encoding: .utf8)
        let r = try FlareProcess.run(
            [
                "export", spec.path, "--id", "a", "--motion", "show", "--fps", "60", "--scale", "3",
                "--frame", "stage", "--out", dir.appendingPathComponent("out").path,
            ], environment: ExportCommandTests.headless)
        #expect(r.status == 1)
        #expect(
            r.stderr.contains("this motion would hold 3601 frames of up to 2532×1170 px")
                && r.stderr.contains("lower --fps or --scale"),
            "\(r.stderr)")
    }
}
