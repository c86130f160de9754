import Foundation
import Testing
import TestSupport

/// Overflow and clipping found, not hidden: one fixture per layout finding (`Fixtures/overflow`), each checked in
/// `flare check` (the warning at the key's `file:line:col`) and in `flare export`'s manifest (`layoutWarnings`).
@Suite(.serialized, .enabled(if: ExportCommandTests.hasXvfb, "needs Xvfb"))
struct OverflowCommandTests {
    static let dir = ExportCommandTests.fixtures.appendingPathComponent("overflow")

    /// The 1-based line and column where `needle` first occurs in the fixture `file`.
    static func location(of needle: String, in file: String) throws -> (line: Int, column: Int) {
        let text = try String(contentsOf: dir.appendingPathComponent(file), encoding: .utf8)
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            if let range = line.range(of: needle) {
                return (index + 1, line.distance(from: line.startIndex, to: range.lowerBound) + 1)
            }
        }
        throw CocoaError(.fileReadUnknown, userInfo: [NSDebugDescriptionErrorKey: "'\(needle)' is not in \(file)"])
    }

    /// Runs `flare check` and `flare export --frame stage` on `file` and expects a warning that starts with
    /// `message` at `needle`'s place in both: printed by check (and export), and in the manifest entry.
    func expectFinding(
        _ file: String, at needle: String, _ message: String,
        environment: [String: String]? = nil
    ) throws {
        let path = Self.dir.appendingPathComponent(file).path
        let (line, column) = try Self.location(of: needle, in: file)
        let printed = "\(path):\(line):\(column): warning: \(message)"
        let check = try FlareProcess.run(["check", path], environment: environment)
        #expect(check.status == 0, "warnings leave the spec valid: \(check.stderr)")
        #expect(check.stderr.contains(printed), "\(check.stderr)")
        #expect(check.stdout.contains("warning"), "the summary counts the warnings: \(check.stdout)")

        let out = try Fixtures.temporaryDirectory()
        let export = try FlareProcess.run(
            ["export", path, "--out", out.path, "--frame", "stage"], environment: environment)
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stderr.contains(printed), "export prints the finding too: \(export.stderr)")
        let manifest =
            try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json")))
            as? [String: Any]
        let entry = try #require((manifest?["alerts"] as? [[String: Any]])?.first)
        let warnings = try #require(entry["layoutWarnings"] as? [[String: Any]], "\(entry)")
        let match = warnings.first { ($0["message"] as? String)?.hasPrefix(message) == true }
        let location = try #require(match?["location"] as? [String: Any], "\(warnings)")
        #expect(location["line"] as? Int == line && location["column"] as? Int == column)
        #expect(location["file"] as? String == path)
        #expect(match?["severity"] as? String == "warning")
    }

    @Test func aMessageTooLongForTheStageIsAWarningAtItsKey() throws {
        try expectFinding(
            "message.yaml", at: "message:",
            "alert 'terms': the message runs past the bottom of the stage: 12 of its 32 lines are out of sight")
        // The action after it is out of sight too, and so is the bottom of the alert.
        try expectFinding(
            "message.yaml", at: "title: I agree", "alert 'terms': action 1 ('I agree') is outside the stage")
    }

    @Test func actionsPushedOutsideTheStageAreWarningsAtTheirKeys() throws {
        try expectFinding(
            "actions.yaml", at: "title: Copy link", "alert 'share': action 10 ('Copy link') is outside the stage")
        let check = try FlareProcess.run(["check", Self.dir.appendingPathComponent("actions.yaml").path])
        // DUX caps the alert at 414 pt (logicHeightLandscape), not the 390 pt stage: action 9 is in sight.
        #expect(!check.stderr.contains("action 9 ("), "action 9 is still in sight: \(check.stderr)")
        #expect(check.stderr.components(separatedBy: "is outside the stage").count - 1 == 2, "\(check.stderr)")
    }

    @Test func anAlertTallerThanItsStageIsAWarningAtItsId() throws {
        try expectFinding(
            "tall.yaml", at: "roomy:",
            "alert 'roomy': the alert is 441 pt tall but DUX makes it at most 414 pt on this screen "
                + "(its logicHeightLandscape): its bottom 27 pt are out of sight")
        let check = try FlareProcess.run(["check", Self.dir.appendingPathComponent("tall.yaml").path])
        #expect(check.stdout.contains("1 warning)"), "only the alert itself: its title is in sight: \(check.stdout)")
    }

    @Test func aCroppedImageIsAWarningAtItsKey() throws {
        try expectFinding(
            "image.yaml", at: "image: aerial.png",
            "alert 'photo': the custom image (320 × 180 px) is cropped by its 422 × 60 pt frame: "
                + "75 % of its height is cut off; set 'height: 237'"
        )
    }

    @Test func anEllipsizedActionTitleIsAWarningAtTheAction() throws {
        try expectFinding(
            "title.yaml", at: "title: Download",
            "alert 'update': action 2 ('Download and install the new firmware on the drone now')'s title needs")
    }

    /// Rockets: a card the top of the rocket's table (20 pt under the stage's) cuts off when it appears (the
    /// fixture's three cards advance on their own, so they arrive together) is reported for the step export draws
    /// (after the script by default, or --step N); check does not lay rockets out (what shows depends on the step).
    @Test func aRocketCardCutOffByTheTopOfTheStageIsAWarningAtItsBlock() throws {
        let path = Self.dir.appendingPathComponent("rocket.yaml").path
        let (line, column) = try Self.location(of: "weather:", in: "rocket.yaml")
        let printed =
            "\(path):\(line):\(column): warning: rocket 'briefing': the card of block 'weather' is cut off by the top "
            + "of the rocket's table (20 pt below the stage's) when it appears"
        let check = try FlareProcess.run(["check", path])
        #expect(check.status == 0 && !check.stderr.contains("warning"), "\(check.stderr)")
        let out = try Fixtures.temporaryDirectory()
        let export = try FlareProcess.run(["export", path, "--id", "briefing", "--out", out.path])
        #expect(export.status == 0 && export.stderr.contains(printed), "\(export.stderr)")
        #expect(!export.stderr.contains("block 'battery'"), "the second card is in sight: \(export.stderr)")
        let manifest =
            try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json")))
            as? [String: Any]
        let entry = try #require((manifest?["alerts"] as? [[String: Any]])?.first)
        let warning = try #require((entry["layoutWarnings"] as? [[String: Any]])?.first, "\(entry)")
        let location = try #require(warning["location"] as? [String: Any])
        #expect(location["line"] as? Int == line && location["column"] as? Int == column)
        // After step 1 only two cards show, and both fit.
        let early = try FlareProcess.run(["export", path, "--id", "briefing", "--step", "1", "--out", out.path])
        #expect(early.status == 0 && !early.stderr.contains("warning"), "\(early.stderr)")
    }

    /// With no display, check starts its own Xvfb for the layout pass, and stops it.
    @Test func headlessCheckLaysOutOnAPrivateDisplay() throws {
        try expectFinding(
            "image.yaml", at: "image: aerial.png", "alert 'photo': the custom image",
            environment: ExportCommandTests.headless)
    }

    /// No display and no Xvfb to start: check says the layout was not checked, and still checks the spec.
    @Test func withoutAnyDisplayCheckSaysSoAndCarriesOn() throws {
        var env = ExportCommandTests.headless
        env["PATH"] = "/nonexistent"
        let r = try FlareProcess.run(["check", Self.dir.appendingPathComponent("image.yaml").path], environment: env)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(
            r.stderr.contains("flare check: note: alerts were not laid out, so overflow and clipping are not checked"))
        #expect(r.stderr.contains("--no-layout skips this pass"))
        #expect(r.stdout.contains(": ok ("))
    }

    @Test func noLayoutSkipsThePassAndJSONCarriesTheFindings() throws {
        let path = Self.dir.appendingPathComponent("image.yaml").path
        let skipped = try FlareProcess.run(["check", "--no-layout", path], environment: ExportCommandTests.headless)
        #expect(skipped.status == 0)
        #expect(!skipped.stderr.contains("warning"), "\(skipped.stderr)")
        let json = try FlareProcess.run(["check", "--format", "json", path])
        let records = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let (line, column) = try Self.location(of: "image: aerial.png", in: "image.yaml")
        #expect(
            records.contains {
                $0["line"] as? Int == line && $0["column"] as? Int == column
                    && $0["severity"] as? String == "warning" && ($0["message"] as? String)?.contains("cropped") == true
            }, "\(records)")
    }
}
