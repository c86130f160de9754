import Foundation
import Testing
import TestSupport

/// Fonts end to end: `flare check` warns about a family that is nowhere at its line and column, `flare fonts`
/// lists what a spec can use and what each font key draws, and an export's manifest records the font files.
@Suite(.serialized)
struct FontsCommandTests {
    static let lobster = Fixtures.examples.appendingPathComponent("assets/fonts/LobsterTwo-BoldItalic.otf").path

    /// A folder with `spec.yaml` (a declared Lobster Two, the bundled system font, a misspelt installed family)
    /// and the font file.
    static func folder() throws -> URL {
        let dir = try Fixtures.temporaryDirectory()
        try FileManager.default.copyItem(atPath: lobster, toPath: dir.appendingPathComponent("lobster.otf").path)
        try Data(
            """
            flare: 1
            fonts: [lobster.otf]
            alerts:
              hello:
                title: Hello
                message: Fonts that are what they say.
                appearance:
                  titleFont: Lobster Two Bold Italic 24
                  messageFont: DejaVu Sanz Condensed 15
                actions:
                  - title: OK
                    appearance: {actionFont: system 17 semibold}

            """.utf8
        ).write(to: dir.appendingPathComponent("spec.yaml"))
        return dir
    }

    static let warning =
        "spec.yaml:9:20: warning: font family 'DejaVu Sanz' is not installed, bundled or declared in 'fonts:'; "
        + "DejaVu Sans will draw instead (did you mean 'DejaVu Sans'?)"

    @Test func checkWarnsAtTheFontsLineAndColumnWithoutADisplay() throws {
        let dir = try Self.folder()
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        env["WAYLAND_DISPLAY"] = nil
        let result = try FlareProcess.run(["check", "spec.yaml"], environment: env, currentDirectory: dir)
        #expect(result.status == 0, "warnings are not errors")
        #expect(result.stderr.split(separator: "\n").map(String.init) == [Self.warning])
        #expect(
            result.stdout.contains("spec.yaml: ok (1 alert, 0 rockets, 0 queues, 0 scenarios, 0 routes, 1 warning)"))
        let json = try FlareProcess.run(
            ["check", "--format", "json", "spec.yaml"], environment: env, currentDirectory: dir)
        let records = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(records.count == 1)
        #expect(records.first?["line"] as? Int == 9 && records.first?["column"] as? Int == 20)
        #expect(records.first?["severity"] as? String == "warning")
    }

    @Test func fontsListsWhatASpecCanUseAndWhatEachKeyDraws() throws {
        let dir = try Self.folder()
        let result = try FlareProcess.run(["fonts", "spec.yaml"], currentDirectory: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains(Self.warning))
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let sections = ["Bundled", "Declared in 'fonts:':", "Installed:", "Font keys:"]
        let starts = sections.map { s in lines.firstIndex { $0.hasPrefix(s) } }
        #expect(starts.allSatisfy { $0 != nil } && starts == starts.sorted { ($0 ?? 0) < ($1 ?? 0) }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("  Inter: ") && $0.contains("Semi Bold") && $0.contains("Black") })
        #expect(lines.contains { $0.hasPrefix("  Lobster Two: Bold Italic (") && $0.hasSuffix("lobster.otf)") })
        #expect(lines.contains { $0.hasPrefix("  DejaVu Sans: ") && $0.contains("Book") })
        let keys = lines.suffix(from: try #require(starts[3]) + 1)
        #expect(keys.count == 3)
        #expect(
            keys.contains {
                $0.hasPrefix(
                    "  spec.yaml:8:18: titleFont 'Lobster Two Bold Italic 24' → Lobster Two Bold Italic (declared) ")
                    && $0.hasSuffix("/lobster.otf")
            })
        #expect(
            keys.contains {
                $0.hasPrefix(
                    "  spec.yaml:9:20: messageFont 'DejaVu Sanz Condensed 15' → DejaVu Sans Condensed (missing) ")
            })
        #expect(
            keys.contains {
                $0.hasPrefix("  spec.yaml:12:34: actionFont 'system 17 semibold' → Inter Semi Bold (bundled) ")
                    && $0.hasSuffix("Inter-SemiBold.otf")
            })
    }

    @Test func fontsWithoutASpecListsBundledAndInstalled() throws {
        let result = try FlareProcess.run(["fonts"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("'system' draws Inter):\n  Inter: "))
        #expect(result.stdout.contains("Installed:\n"))
        #expect(result.stdout.contains("  DejaVu Sans: "))
        #expect(!result.stdout.contains("Font keys:"))
    }

    @Test(.enabled(if: ExportCommandTests.hasXvfb, "needs Xvfb"))
    func exportRecordsTheFontFilesOfEachImage() throws {
        let dir = try Self.folder()
        let out = dir.appendingPathComponent("out")
        let result = try FlareProcess.run(
            ["export", "spec.yaml", "--out", out.path], environment: ExportCommandTests.headless,
            currentDirectory: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains(Self.warning), "export reports the font warning too")
        let manifest =
            try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json")))
            as? [String: Any]
        let entry = try #require((manifest?["alerts"] as? [[String: Any]])?.first)
        let fonts = try #require(entry["fonts"] as? [[String: String]])
        #expect(
            fonts.map { "\($0["family"]!) \($0["style"]!)" } == [
                "Lobster Two Bold Italic", "DejaVu Sans Condensed", "Inter Semi Bold",
            ])
        #expect(fonts[0]["file"]?.hasSuffix("/lobster.otf") == true)
        #expect(fonts[2]["file"]?.hasSuffix("Assets/fonts/Inter-SemiBold.otf") == true)
        #expect(fonts.allSatisfy { FileManager.default.fileExists(atPath: $0["file"] ?? "") })
    }
}
