import Foundation
import Testing
import TestSupport

/// Rockets as first-class as alerts, end to end (issue 29): a plain export writes them, every variant axis applies
/// in one call, a rocket without `script:` plays its tour, `flare test` keeps a baseline of each storyboard step,
/// and one `manifest.json` per folder lists every image in it.
@Suite(.serialized)
struct RocketReviewCommandTests {
    static let spec = ExportCommandTests.fixtures.appendingPathComponent("rockets/tour.yaml")
    static let ready = ExportCommandTests.hasXvfb

    static func flare(_ arguments: [String]) throws -> FlareProcess.Result {
        try FlareProcess.run(arguments, environment: ExportCommandTests.headless)
    }

    static func files(_ out: URL) throws -> [String] {
        let manifest =
            try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json")))
            as? [String: Any]
        return try #require(manifest?["alerts"] as? [[String: Any]]).compactMap { $0["file"] as? String }
    }

    static func size(_ out: URL, _ file: String) throws -> (width: Int, height: Int) {
        try #require(ExportCommandTests.pngSize(Data(contentsOf: out.appendingPathComponent(file))))
    }

    @Test(.enabled(if: ready, "needs Xvfb"))
    func aPlainExportWritesEveryRocketBesideTheAlerts() throws {
        let out = try Fixtures.temporaryDirectory()
        let r = try Self.flare(["export", Self.spec.path, "--out", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "2 images, in \(out.path)/ (manifest.json)\n", "\(r.stdout)")
        #expect(try Self.files(out) == ["note.png", "onboarding.png"])
        let rocket = try Self.size(out, "onboarding.png")
        #expect(rocket.width == 390 && rocket.height == 844, "the rocket on the phone-sized stage: \(rocket)")
    }

    @Test(.enabled(if: ready, "needs Xvfb"))
    func everyVariantAxisAppliesToARocketInOneCall() throws {
        let out = try Fixtures.temporaryDirectory()
        let r = try Self.flare([
            "export", Self.spec.path, "--id", "onboarding", "--theme", "light", "--theme", "dark",
            "--scale", "1", "--scale", "2", "--device", "phone", "--device", "tablet", "--out", out.path,
        ])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(
            try Self.files(out) == [
                "onboarding.png", "onboarding-tablet.png", "onboarding@2x.png", "onboarding-tablet@2x.png",
                "onboarding-dark.png", "onboarding-dark-tablet.png", "onboarding-dark@2x.png",
                "onboarding-dark-tablet@2x.png",
            ])
        #expect(try Self.size(out, "onboarding-dark-tablet@2x.png") == (2360, 1640))
        #expect(
            try Data(contentsOf: out.appendingPathComponent("onboarding.png"))
                != Data(contentsOf: out.appendingPathComponent("onboarding-dark.png")), "dark is its own image")
    }

    /// No `script:`: the storyboard is the tour (show, tap, wait 2 s, press right, input), one frame per step, and
    /// `--step 4` is its last step, with every block on the stage.
    @Test(.enabled(if: ready, "needs Xvfb"))
    func aRocketWithoutAScriptPlaysItsTour() throws {
        let out = try Fixtures.temporaryDirectory()
        var r = try Self.flare(["export", Self.spec.path, "--id", "onboarding", "--storyboard", "--out", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Self.size(out, "onboarding-storyboard.png").width == 5 * (390 + 24) + 24, "five steps side by side")
        r = try Self.flare(["export", Self.spec.path, "--id", "onboarding", "--step", "4", "--out", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(
            try Data(contentsOf: out.appendingPathComponent("onboarding-step-4.png"))
                == Data(contentsOf: Self.export(["--id", "onboarding"]).appendingPathComponent("onboarding.png")),
            "the plain export is the tour's last step")
        r = try Self.flare(["export", Self.spec.path, "--id", "onboarding", "--step", "5", "--out", out.path])
        #expect(r.status == 2)
        #expect(
            r.stderr.hasPrefix(
                "Error: --step must be between 0 and 4 (rocket 'onboarding' has 4 steps in its tour: "
                    + "it has no script)\n"
            ))
        r = try Self.flare(["export", Self.spec.path, "--id", "note", "--storyboard", "--out", out.path])
        #expect(
            r.status == 2
                && r.stderr.contains(
                    "--step, --storyboard and --frame transcript apply to rockets (--id ROCKET; rockets: onboarding)")
        )
    }

    static func export(_ arguments: [String]) throws -> URL {
        let out = try Fixtures.temporaryDirectory()
        let r = try flare(["export", spec.path, "--out", out.path] + arguments)
        #expect(r.status == 0, "\(r.stderr)")
        return out
    }

    /// Two exports into one folder: the manifest lists both; exporting an image again replaces its entry.
    @Test(.enabled(if: ready, "needs Xvfb"))
    func oneManifestPerFolderListsEveryImageInIt() throws {
        let out = try Self.export(["--id", "note"])
        var r = try Self.flare(["export", Self.spec.path, "--id", "onboarding", "--theme", "dark", "--out", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Self.files(out) == ["note.png", "onboarding-dark.png"])
        r = try Self.flare(["export", Self.spec.path, "--id", "note", "--out", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Self.files(out) == ["onboarding-dark.png", "note.png"], "rewritten: its entry replaced, last")
        try FileManager.default.removeItem(at: out.appendingPathComponent("onboarding-dark.png"))
        r = try Self.flare(["export", Self.spec.path, "--id", "note", "--theme", "dark", "--out", out.path])
        #expect(try Self.files(out) == ["note.png", "note-dark.png"], "an entry whose file is gone is dropped")
    }

    /// `flare test` keeps a baseline of each step of the rocket's storyboard; a changed block fails the steps that
    /// show it, with the block's value diff, as a changed alert does.
    @Test(.enabled(if: ready, "needs Xvfb"))
    func aChangedBlockFailsTheStepsThatShowIt() throws {
        let folder = try Fixtures.temporaryDirectory()
        let spec = folder.appendingPathComponent("tour.yaml")
        let text = try String(contentsOf: Self.spec, encoding: .utf8)
        try text.write(to: spec, atomically: true, encoding: .utf8)
        let baseline = folder.appendingPathComponent("baseline")
        var r = try Self.flare(["test", spec.path, "--baseline", baseline.path, "--update"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasSuffix("6 images: 6 new; approved into \(baseline.path)/\n"), "\(r.stdout)")
        #expect(try Self.files(baseline) == ["note.png"] + (0...4).map { "onboarding-step-\($0).png" })
        r = try Self.flare(["test", spec.path, "--baseline", baseline.path])
        #expect(
            r.status == 0 && r.stdout == "6 images: 6 unchanged (6 compared by their inputs only)\n",
            "\(r.stdout)\(r.stderr)")

        try text.replacingOccurrences(of: "What should we call it?", with: "What should we name it?")
            .write(to: spec, atomically: true, encoding: .utf8)
        r = try Self.flare(["test", spec.path, "--baseline", baseline.path, "--id", "onboarding"])
        #expect(r.status == 1)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("changed") }.count == 2, "steps 3 and 4 show the input block: \(r.stdout)")
        #expect(
            lines.contains {
                $0.hasPrefix("changed") && $0.contains("onboarding-step-3.png") && $0.contains("pixels differ")
            })
        #expect(
            lines.contains {
                $0.contains(
                    "blocks.name.text: 'What should we call it?' → 'What should we name it?' (\(spec.path):33:9)")
            },
            "\(r.stdout)")
        // The steps before the block shows are compared by their inputs: not rendered.
        #expect(lines.last == "5 images: 3 unchanged (3 compared by their inputs only), 2 changed", "\(r.stdout)")
    }

    static let long = ExportCommandTests.fixtures.appendingPathComponent("rockets/long.yaml")

    /// `--frame transcript`: the whole conversation in one image as wide as the device and as tall as the cards
    /// need; the plain export of the same step is cut at the device's height.
    @Test(.enabled(if: ready, "needs Xvfb"))
    func theTranscriptFrameDrawsTheWholeConversation() throws {
        let out = try Fixtures.temporaryDirectory()
        var r = try Self.flare(["export", Self.long.path, "--frame", "transcript", "--out", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Self.files(out) == ["chat-transcript.png"])
        let tall = try Self.size(out, "chat-transcript.png")
        r = try Self.flare(["export", Self.long.path, "--out", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(
            r.stderr.contains("is cut off by the top of the rocket's table"),
            "the plain export cuts the first card, shown with those that follow on their own: \(r.stderr)")
        let plain = try Self.size(out, "chat.png")
        #expect(plain.width == 844 && plain.height == 390)
        #expect(tall.width == 844 && tall.height > 390 + 40, "\(tall)")
        let manifest =
            try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json")))
            as? [String: Any]
        let entries = try #require(manifest?["alerts"] as? [[String: Any]])
        #expect(entries.first { $0["file"] as? String == "chat-transcript.png" }?["frame"] as? String == "transcript")
        r = try Self.flare(["export", Self.spec.path, "--id", "note", "--frame", "transcript", "--out", out.path])
        #expect(r.status == 2 && r.stderr.contains("--frame transcript apply to rockets"), "\(r.stderr)")
    }

    /// A button title its button cuts with "…" ("No than…") is reported by check, lint and export, at its key.
    @Test(.enabled(if: ready, "needs Xvfb"))
    func aCutButtonTitleIsReportedByCheckLintAndExport() throws {
        let path = Self.long.path
        let expected =
            "\(path):17:16: warning: rocket 'chat': the left button ('No thanks, maybe another time') "
            + "of block 'ask' needs "
        let check = try Self.flare(["check", path])
        #expect(check.status == 0)
        #expect(
            check.stderr.contains(expected) && check.stderr.contains("so it is cut off with '…'; shorten it"),
            "\(check.stdout)\(check.stderr)")
        let lint = try Self.flare(["lint", path])
        #expect(
            lint.stdout.contains(
                "[overflow] rocket 'chat': the left button ('No thanks, maybe another time') of block 'ask' needs "),
            "\(lint.stdout)\(lint.stderr)")
        let export = try Self.flare(["export", path, "--out", try Fixtures.temporaryDirectory().path])
        #expect(export.status == 0 && export.stderr.contains(expected), "\(export.stderr)")
        #expect(export.stderr.components(separatedBy: "the left button").count == 2, "reported once")
    }
}
