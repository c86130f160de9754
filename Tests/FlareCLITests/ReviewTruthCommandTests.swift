import Foundation
import Testing
import TestSupport

/// `flare test` tells the truth (issue 25): on a copy of the showcase, each small edit fails with the alert named
/// and the value diff printed, an unchanged spec passes, a changed renderer fingerprint is reported, an image file's
/// bytes are named when no value changed, a baseline of the previous format still works and says how to re-approve,
/// and the text output, the report and JUnit say the same.
@Suite(.serialized)
struct ReviewTruthCommandTests {
    static let ready = TestCommandTests.ready

    /// A copy of the showcase (with its includes and assets) in a fresh folder, approved as `baseline/`.
    struct Showcase {
        let folder: URL
        var spec: String { folder.appendingPathComponent("showcase.yaml").path }
        var baseline: String { folder.appendingPathComponent("baseline").path }
        var manifest: URL { folder.appendingPathComponent("baseline/manifest.json") }

        init() throws {
            folder = try Fixtures.temporaryDirectory()
            for name in ["showcase.yaml", "showcase", "assets"] {
                try FileManager.default.copyItem(
                    at: Fixtures.examples.appendingPathComponent(name),
                    to: folder.appendingPathComponent(name))
            }
            let approve = try flare(["--update"])
            #expect(approve.status == 0, "\(approve.stderr)")
        }

        func flare(_ arguments: [String]) throws -> FlareProcess.Result {
            try TestCommandTests.flare(["test", spec, "--baseline", baseline] + arguments)
        }

        /// Replaces `old` (which must occur once) with `new` in the spec.
        func edit(_ old: String, _ new: String) throws {
            let url = URL(fileURLWithPath: spec)
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(text.components(separatedBy: old).count == 2, "'\(old)' occurs once")
            try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
        }

        func restore() throws {
            try FileManager.default.removeItem(atPath: spec)
            try FileManager.default.copyItem(
                at: Fixtures.examples.appendingPathComponent("showcase.yaml"),
                to: URL(fileURLWithPath: spec))
        }

        /// The manifest as JSON, edited by `change`.
        func editManifest(_ change: (inout [String: Any]) -> Void) throws {
            var json = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: manifest)) as? [String: Any])
            change(&json)
            try JSONSerialization.data(withJSONObject: json).write(to: manifest)
        }
    }

    /// The failing lines of a run (those that start a result; notes are indented under them).
    static func failing(_ stdout: String) -> [String] {
        stdout.split(separator: "\n").map(String.init).filter {
            $0.hasPrefix("changed") || $0.hasPrefix("new") || $0.hasPrefix("missing")
        }
    }

    @Test(.enabled(if: ready, "needs Xvfb"))
    func eachSmallEditFailsWithTheAlertAndTheValueNamed() throws {
        let showcase = try Showcase()
        let unchanged = try showcase.flare([])
        #expect(unchanged.status == 0, "\(unchanged.stdout)\(unchanged.stderr)")
        // Ten alerts and each step of the two rockets' storyboards (six each), compared by their inputs.
        #expect(unchanged.stdout == "22 images: 22 unchanged (22 compared by their inputs only)\n")

        let edits: [(old: String, new: String, files: [String], value: String)] = [
            (
                "- title: Discard", "- title: Discarb", ["upload-failed@2x.png"],
                "actions[1].title: 'Discard' → 'Discarb' (\(showcase.spec):73:9)"
            ),
            (
                "card: \"#262626\"", "card: \"#362626\"",
                ["tip@2x.png", "rate-us@2x.png", "promo-summer@2x.png", "promo-autumn@2x.png"],
                "appearance.backgroundColor: '#262626' → '#362626' (\(showcase.spec):"
            ),
            (
                "borderCornerRadius: 16", "borderCornerRadius: 15", ["name-flight@2x.png"],
                "appearance.borderCornerRadius: '16' → '15' (\(showcase.spec):121:7)"
            ),
            (
                "stay on the drone.", "stay on the drone..", ["upload-failed@2x.png"],
                "message: 'The cloud did not answer. Your photos stay on the drone.' → "
                    + "'The cloud did not answer. Your photos stay on the drone..' (\(showcase.spec):68:5)"
            ),
        ]
        for edit in edits {
            try showcase.edit(edit.old, edit.new)
            let r = try showcase.flare([])
            #expect(r.status == 1, "\(edit.new): \(r.stdout)")
            let lines = Self.failing(r.stdout)
            #expect(
                Set(lines.map { String($0.split(separator: " ", omittingEmptySubsequences: true)[1].dropLast()) })
                    == Set(edit.files), "\(edit.new): the right alerts: \(r.stdout)")
            #expect(
                lines.allSatisfy { $0.contains(" differ") && $0.contains(" px at (") },
                "how many and where: \(r.stdout)")
            #expect(
                r.stdout.components(separatedBy: "          " + edit.value).count - 1 == edit.files.count,
                "the value diff under each: \(r.stdout)")
            let same = 22 - edit.files.count, byInputs = same  // the rockets' steps too: their inputs are hashed
            #expect(
                r.stdout.hasSuffix(
                    "22 images: \(same) unchanged (\(byInputs) compared by their inputs only), "
                        + "\(edit.files.count) changed\n"
                ))
            try showcase.restore()
        }
    }

    @Test(.enabled(if: ready, "needs Xvfb"))
    func theTextTheReportAndJUnitSayTheSame() throws {
        let showcase = try Showcase()
        try showcase.edit("- title: Discard", "- title: Discarb")
        let report = showcase.folder.appendingPathComponent("report"),
            junit = showcase.folder.appendingPathComponent("junit.xml")
        let r = try showcase.flare(["--report", report.path, "--junit", junit.path])
        #expect(r.status == 1)
        let line = try #require(Self.failing(r.stdout).first)
        let detail = String(try #require(line.range(of: "upload-failed@2x.png: ").map { line[$0.upperBound...] }))
        #expect(detail.hasSuffix(")") && !detail.contains("same pixels"))
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        let card = try #require(
            html.components(separatedBy: "<section ").first { $0.contains("data-file=\"upload-failed@2x.png\"") })
        #expect(card.hasPrefix("class=\"changed\"") && card.contains(detail), "\(card)")
        #expect(card.contains("actions[1].title: &apos;Discard&apos; → &apos;Discarb&apos;"), "\(card)")
        #expect(!card.contains("same pixels"))
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(
            xml.contains("message=\"\(detail)\"") && xml.contains("actions[1].title: &apos;Discard&apos;"), "\(xml)")
        // The unchanged alerts and rocket steps say they were compared by their inputs (not rendered); the summary
        // counts as the terminal does.
        #expect(html.components(separatedBy: "the same inputs as the baseline (not rendered)").count - 1 == 21)
        #expect(!html.contains("the same pixels as the baseline"))
        #expect(html.contains("22 images: 21 unchanged (21 compared by their inputs only), 1 changed"))
        #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("diff/upload-failed@2x.png").path))
    }

    @Test(.enabled(if: ready, "needs Xvfb"))
    func anImageFilesBytesAreNamedWhenNoValueChanged() throws {
        let showcase = try Showcase()
        let assets = showcase.folder.appendingPathComponent("assets")
        try FileManager.default.removeItem(at: assets.appendingPathComponent("battery.svg"))
        try FileManager.default.copyItem(
            at: assets.appendingPathComponent("drone.svg"), to: assets.appendingPathComponent("battery.svg"))
        let r = try showcase.flare([])
        #expect(r.status == 1)
        #expect(Self.failing(r.stdout).map { $0.hasPrefix("changed   low-battery@2x.png: ") } == [true], "\(r.stdout)")
        #expect(
            r.stdout.contains("          no spec value changed; an image file did: assets/battery.svg"), "\(r.stdout)")
    }

    @Test(.enabled(if: ready, "needs Xvfb"))
    func aChangedRendererFingerprintIsReported() throws {
        let showcase = try Showcase()
        try showcase.editManifest { json in
            var prints = json["fingerprints"] as! [String: [String: Any]]
            for key in prints.keys { prints[key]!["gtk"] = "4.0.0" }
            json["fingerprints"] = prints
        }
        let same = try showcase.flare([])
        #expect(same.status == 0, "the same pixels still pass: \(same.stdout)\(same.stderr)")
        #expect(same.stderr.contains("the renderer differs from the baseline's (GTK 4.0.0 → "), "\(same.stderr)")

        // A change the tolerance sees (16 levels of red are within it: what a renderer change is allowed).
        try showcase.edit("card: \"#262626\"", "card: \"#C02020\"")
        let changed = try showcase.flare([])
        #expect(changed.status == 1)
        #expect(
            changed.stdout.contains("pixels differ beyond the tolerance"),
            "compared with the tolerance: \(changed.stdout)")
        #expect(
            changed.stdout.contains(
                "renderer changed since the baseline, so it is compared with a tolerance: GTK 4.0.0 → "))
        // --update records this renderer: the next run is exact again, and says nothing about the renderer.
        #expect(try showcase.flare(["--update"]).status == 0)
        let after = try showcase.flare([])
        #expect(after.status == 0 && !after.stderr.contains("renderer"), "\(after.stderr)")
    }

    @Test(.enabled(if: ready, "needs Xvfb"))
    func aBaselineOfThePreviousFormatStillWorksAndSaysHowToReapprove() throws {
        let showcase = try Showcase()
        try showcase.editManifest { json in
            json["fingerprints"] = nil
            json["alerts"] = (json["alerts"] as! [[String: Any]]).map { entry in
                entry.filter { !["fingerprint", "values", "valuesAt", "images"].contains($0.key) }
            }
        }
        let same = try showcase.flare([])
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
        #expect(
            same.stderr.contains("approved by an older Flare") && same.stderr.contains("approve it again with --update")
        )

        try showcase.edit("card: \"#262626\"", "card: \"#C02020\"")
        let changed = try showcase.flare([])
        #expect(changed.status == 1)
        #expect(changed.stdout.contains("the baseline records no spec values"), "\(changed.stdout)")

        try showcase.restore()
        #expect(try showcase.flare(["--update"]).status == 0, "re-approved in the new format")
        let manifest = try String(contentsOf: showcase.manifest, encoding: .utf8)
        #expect(manifest.contains("\"fingerprints\"") && manifest.contains("\"values\""))
        try showcase.edit("- title: Discard", "- title: Discarb")
        let exact = try showcase.flare([])
        #expect(exact.status == 1 && exact.stdout.contains("'Discard' → 'Discarb'"), "exact again: \(exact.stdout)")
    }
}
