import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TestSupport

/// `flare test` and variant export end to end: baselines, the diff, `--update`, JUnit, shards.
@Suite(.serialized)
struct TestCommandTests {
    static let spec = ExportCommandTests.fixtures.appendingPathComponent("review.yaml")
    static let ready = ExportCommandTests.hasXvfb
    static let ids = ["warn", "saved", "accent", "signal", "update", "slide"]

    static func flare(_ arguments: [String]) throws -> FlareProcess.Result {
        try FlareProcess.run(arguments, environment: ExportCommandTests.headless)
    }

    /// A copy of the review spec in a fresh folder, with `edit` applied to its text.
    static func specCopy(_ edit: (String) -> String = { $0 }) throws -> String {
        let url = try Fixtures.temporaryDirectory().appendingPathComponent("review.yaml")
        try edit(String(contentsOf: spec, encoding: .utf8)).write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test(.enabled(if: ready, "needs Xvfb"))
    func exportWritesTheCrossProductNamedByItsAxes() throws {
        let out = try Fixtures.temporaryDirectory()
        let r = try Self.flare([
            "export", Self.spec.path, "--id", "saved", "--out", out.path, "--theme", "light", "--theme", "dark",
            "--scale", "1", "--scale", "2", "--device", "phone-landscape", "--device", "tablet",
        ])
        #expect(r.status == 0, "\(r.stderr)")
        let manifest =
            try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json")))
            as? [String: Any]
        let entries = try #require(manifest?["alerts"] as? [[String: Any]])
        #expect(
            entries.map { $0["file"] as? String } == [
                "saved.png", "saved-tablet.png", "saved@2x.png", "saved-tablet@2x.png",
                "saved-dark.png", "saved-dark-tablet.png", "saved-dark@2x.png", "saved-dark-tablet@2x.png",
            ])
        let tabletDark = try #require(entries.first { $0["file"] as? String == "saved-dark-tablet@2x.png" })
        #expect(
            tabletDark["theme"] as? String == "dark" && tabletDark["scale"] as? Int == 2
                && tabletDark["device"] as? String == "tablet")
        for entry in entries {
            let data = try Data(contentsOf: out.appendingPathComponent(entry["file"] as! String))
            let size = try #require(ExportCommandTests.pngSize(data))
            #expect(size.width == entry["width"] as? Int)
        }
        let light = try Data(contentsOf: out.appendingPathComponent("saved.png"))
        #expect(light != (try Data(contentsOf: out.appendingPathComponent("saved-dark.png"))), "dark is its own image")
    }

    @Test(.enabled(if: ready, "needs Xvfb"))
    func aOneColourChangeInOneAlertFailsOnlyThatAlert() throws {
        let baseline = try Fixtures.temporaryDirectory().appendingPathComponent("baseline")
        let themes = ["--theme", "light", "--theme", "dark"]
        let approve = try Self.flare(["test", Self.spec.path, "--baseline", baseline.path, "--update"] + themes)
        #expect(approve.status == 0, "\(approve.stderr)")
        let approvedLines = approve.stdout.split(separator: "\n")
        #expect(approvedLines.filter { $0.hasPrefix("approved  ") }.count == 12, "every image approved (new)")
        #expect(approvedLines.last == "12 images: 12 new; approved into \(baseline.path)/", "\(approve.stdout)")
        let again = try Self.flare(["test", Self.spec.path, "--baseline", baseline.path] + themes)
        #expect(again.status == 0, "unchanged: \(again.stdout)\(again.stderr)")
        #expect(again.stdout == "12 images: 12 unchanged (12 compared by their inputs only)\n")
        let quiet = try Self.flare(["test", Self.spec.path, "--baseline", baseline.path, "--quiet"] + themes)
        #expect(quiet.status == 0 && quiet.stdout.isEmpty, "--quiet: \(quiet.stdout)")

        let changed = try Self.specCopy {
            $0.replacingOccurrences(of: "backgroundColor: \"#FFFFFF\"", with: "backgroundColor: \"#FFE9A8\"")
        }
        let junit = try Fixtures.temporaryDirectory().appendingPathComponent("junit.xml")
        let report = try Fixtures.temporaryDirectory().appendingPathComponent("report")
        let r = try Self.flare(
            ["test", changed, "--baseline", baseline.path, "--junit", junit.path, "--report", report.path] + themes)
        #expect(r.status == 1)
        let lines = r.stdout.split(separator: "\n").map(String.init).filter { !$0.hasPrefix(" ") }
        #expect(lines.count == 3, "\(r.stdout)")
        #expect(lines.prefix(2).allSatisfy { $0.hasPrefix("changed") && $0.contains(" accent") })
        #expect(lines.contains { $0.contains("accent-dark.png") })
        #expect(lines.last == "12 images: 10 unchanged (10 compared by their inputs only), 2 changed")
        #expect(
            r.stdout.contains("appearance.backgroundColor: '#FFFFFF' → '#FFE9A8' (\(changed):"),
            "the value diff: \(r.stdout)")
        #expect(r.stderr.contains("--update"))

        let cases = try JUnitCases(junit)
        #expect(cases.tests == 12 && cases.failures == ["accent.png": "changed", "accent-dark.png": "changed"])

        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        let firstCard = try #require(html.range(of: "<section class=\""))
        #expect(html[firstCard.upperBound...].hasPrefix("changed\" data-file=\"accent"), "changed images first")
        #expect(html.contains("review.yaml:"), "the alert's spec location")
        for sub in ["reference", "current", "diff"] {
            #expect(
                FileManager.default.fileExists(atPath: report.appendingPathComponent("\(sub)/accent-dark.png").path),
                "\(sub)")
        }
    }

    @Test(.enabled(if: ready, "needs Xvfb"))
    func updateOfOneIdApprovesOnlyIt() throws {
        let baseline = try Fixtures.temporaryDirectory().appendingPathComponent("baseline")
        #expect(try Self.flare(["test", Self.spec.path, "--baseline", baseline.path, "--update"]).status == 0)
        let changed = try Self.specCopy {
            $0.replacingOccurrences(of: "title: Weak signal", with: "title: Signal lost")
                .replacingOccurrences(of: "title: Update ready", with: "title: Update waiting")
        }
        let first = try Self.flare(["test", changed, "--baseline", baseline.path])
        #expect(
            first.status == 1 && first.stdout.contains("signal.png") && first.stdout.contains("update.png"),
            "\(first.stdout)")
        #expect(
            try Self.flare(["test", changed, "--baseline", baseline.path, "--update", "--id", "signal"]).status == 0)
        let after = try Self.flare(["test", changed, "--baseline", baseline.path])
        #expect(after.status == 1)
        #expect(!after.stdout.contains("signal.png") && after.stdout.contains("update.png"), "\(after.stdout)")
        // Approving everything rewrites only what changed: an unchanged image keeps its file (dated in the past here).
        let files = FileManager.default
        let warn = baseline.appendingPathComponent("warn.png").path,
            update = baseline.appendingPathComponent("update.png").path
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try files.setAttributes([.modificationDate: past], ofItemAtPath: warn)
        let oldUpdate = try Data(contentsOf: URL(fileURLWithPath: update))
        #expect(try Self.flare(["test", changed, "--baseline", baseline.path, "--update"]).status == 0)
        #expect(
            try files.attributesOfItem(atPath: warn)[.modificationDate] as? Date == past,
            "the unchanged image was not rewritten")
        #expect(try Data(contentsOf: URL(fileURLWithPath: update)) != oldUpdate, "the changed one was")
        #expect(try Self.flare(["test", changed, "--baseline", baseline.path]).status == 0)
    }

    @Test(.enabled(if: ready, "needs Xvfb"))
    func removedAlertsAreMissingAndNewOnesNew() throws {
        let baseline = try Fixtures.temporaryDirectory().appendingPathComponent("baseline")
        #expect(try Self.flare(["test", Self.spec.path, "--baseline", baseline.path, "--update"]).status == 0)
        let renamed = try Self.specCopy { $0.replacingOccurrences(of: "  saved:\n", with: "  stored:\n") }
        let r = try Self.flare(["test", renamed, "--baseline", baseline.path])
        #expect(r.status == 1)
        #expect(r.stdout.contains("new       stored.png"), "\(r.stdout)")
        #expect(r.stdout.contains("missing   saved.png"), "\(r.stdout)")
        #expect(try Self.flare(["test", renamed, "--baseline", baseline.path, "--update"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: baseline.appendingPathComponent("saved.png").path))
        #expect(try Self.flare(["test", renamed, "--baseline", baseline.path]).status == 0)
    }

    @Test(.enabled(if: ready, "needs Xvfb"))
    func shardsTogetherExportTheUnshardedFilesByteForByte() throws {
        let whole = try Fixtures.temporaryDirectory()
        let axes = ["--theme", "light", "--theme", "dark", "--scale", "1", "--scale", "2"]
        #expect(try Self.flare(["export", Self.spec.path, "--out", whole.path] + axes).status == 0)
        var union: [String: Data] = [:]
        var counts: [Int] = []
        for i in 1...3 {
            let part = try Fixtures.temporaryDirectory()
            let r = try Self.flare(["export", Self.spec.path, "--out", part.path, "--shard", "\(i)/3"] + axes)
            #expect(r.status == 0, "\(r.stderr)")
            let files = try FileManager.default.contentsOfDirectory(atPath: part.path).filter { $0.hasSuffix(".png") }
            counts.append(files.count)
            for file in files {
                #expect(union[file] == nil, "\(file) in two shards")
                union[file] = try Data(contentsOf: part.appendingPathComponent(file))
            }
        }
        #expect(counts == [8, 8, 8])
        let expected = try FileManager.default.contentsOfDirectory(atPath: whole.path).filter { $0.hasSuffix(".png") }
        #expect(Set(union.keys) == Set(expected))
        for file in expected {
            #expect(union[file] == (try Data(contentsOf: whole.appendingPathComponent(file))), "\(file)")
        }
    }

    @Test(.enabled(if: ready, "needs Xvfb"))
    func shardReportsMergeIntoTheUnshardedResults() throws {
        let baseline = try Fixtures.temporaryDirectory().appendingPathComponent("baseline")
        #expect(try Self.flare(["test", Self.spec.path, "--baseline", baseline.path, "--update"]).status == 0)
        let changed = try Self.specCopy {
            $0.replacingOccurrences(of: "title: Weak signal", with: "title: Signal lost")
        }
        let whole = try Fixtures.temporaryDirectory().appendingPathComponent("whole")
        #expect(try Self.flare(["test", changed, "--baseline", baseline.path, "--report", whole.path]).status == 1)
        var parts: [String] = []
        for i in 1...2 {
            let part = try Fixtures.temporaryDirectory().appendingPathComponent("part\(i)")
            _ = try Self.flare([
                "test", changed, "--baseline", baseline.path, "--report", part.path, "--shard", "\(i)/2",
            ])
            parts.append(part.path)
        }
        let merged = try Fixtures.temporaryDirectory().appendingPathComponent("merged")
        let r = try Self.flare(["report", "merge", merged.path] + parts)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(
            try Data(contentsOf: merged.appendingPathComponent("results.json"))
                == Data(contentsOf: whole.appendingPathComponent("results.json")))
        let cases = try JUnitCases(merged.appendingPathComponent("junit.xml"))
        #expect(cases.tests == 6 && cases.failures == ["signal.png": "changed"])
        #expect(FileManager.default.fileExists(atPath: merged.appendingPathComponent("diff/signal.png").path))
        #expect(try Self.flare(["report", "merge", merged.path, "/nonexistent"]).status == 2)
    }

    @Test func usageErrorsExitTwo() throws {
        let dir = try Fixtures.temporaryDirectory().path
        for args in [
            ["--shard", "4/3"], ["--device", "watch"], ["--scale", "5"], ["--threshold", "2"], ["--id", "nope"],
        ] {
            let r = try Self.flare(["test", Self.spec.path, "--baseline", dir] + args)
            #expect(r.status == 2, "\(args): \(r.stderr)")
        }
        #expect(try Self.flare(["test", Self.spec.path]).status == 2, "--baseline is required")
    }
}

/// A JUnit file parsed back with Foundation's XMLParser: the test count and each failure's type by name.
final class JUnitCases: NSObject, XMLParserDelegate {
    private(set) var tests = 0
    private(set) var failures: [String: String] = [:]
    private var currentCase: String?

    init(_ url: URL) throws {
        super.init()
        let parser = try #require(XMLParser(contentsOf: url))
        parser.delegate = self
        #expect(parser.parse(), "well-formed XML")
    }

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        switch element {
        case "testcase":
            tests += 1
            currentCase = attributes["name"]
        case "failure":
            if let currentCase { failures[currentCase] = attributes["type"] }
        default: break
        }
    }
}
