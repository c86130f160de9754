import Foundation
import Testing
import TestSupport

/// `flare export` with the text and locale axes and a spec's `variants:` section, end to end on
/// `data/examples/locales.yaml`.
@Suite(.serialized)
struct ExportVariantsCommandTests {
    static let spec = Fixtures.examples.appendingPathComponent("locales.yaml").path

    static func manifest(_ out: URL) throws -> [[String: Any]] {
        let json =
            try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json")))
            as? [String: Any]
        return try #require(json?["alerts"] as? [[String: Any]])
    }

    @Test(.enabled(if: ExportCommandTests.hasXvfb, "needs Xvfb"))
    func textAndLocaleAxesNameFilesAndFillTheManifest() throws {
        let out = try Fixtures.temporaryDirectory()
        let result = try FlareProcess.run(
            [
                "export", Self.spec, "--out", out.path, "--id", "low-battery", "--theme", "light",
                "--text", "rtl", "--text", "default", "--locale", "de", "--locale", "default",
            ],
            environment: ExportCommandTests.headless)
        #expect(result.status == 0, "\(result.stderr)")
        let entries = try Self.manifest(out)
        // Locale outer, text inner; the spec's scale 2; `variants:` replaced on the theme, text and locale axes.
        #expect(
            entries.map { $0["file"] as? String } == [
                "low-battery-de-rtl@2x.png", "low-battery-de@2x.png",
                "low-battery-rtl@2x.png", "low-battery@2x.png",
            ])
        #expect(entries.map { $0["text"] as? String } == ["rtl", "default", "rtl", "default"])
        #expect(entries.map { $0["locale"] as? String } == ["de", "de", nil, nil])
        for entry in entries {
            let data = try Data(contentsOf: out.appendingPathComponent(entry["file"] as! String))
            #expect(ExportCommandTests.pngSize(data)?.width == entry["width"] as? Int)
        }
        let hashes = Set(entries.compactMap { $0["sha256"] as? String })
        #expect(hashes.count == 4, "every variant draws differently")
    }

    @Test(.enabled(if: ExportCommandTests.hasXvfb, "needs Xvfb"))
    func theSpecsVariantsAreTheDefault() throws {
        let out = try Fixtures.temporaryDirectory()
        let result = try FlareProcess.run(
            ["export", Self.spec, "--out", out.path, "--id", "rename", "--theme", "dark"],
            environment: ExportCommandTests.headless)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try Self.manifest(out).map { $0["file"] as? String }
                == [
                    "rename-dark@2x.png", "rename-dark-long@2x.png", "rename-dark-de@2x.png",
                    "rename-dark-de-long@2x.png",
                ])
    }

    @Test func anUnknownLocaleIsAUsageError() throws {
        let result = try FlareProcess.run(["export", Self.spec, "--locale", "dee"])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "Error: unknown --locale 'dee' (did you mean 'de'?) (the spec's locales: default, de, ar)"),
            "\(result.stderr)")
        let fill = try FlareProcess.run(["export", Self.spec, "--text", "longer"])
        #expect(fill.status != 0)
        #expect(fill.stderr.contains("long, rtl, cjk, emoji"), "\(fill.stderr)")
    }
}
