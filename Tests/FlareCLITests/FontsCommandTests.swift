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
        #expect(result.stdout.hasPrefix("system: Inter (SF Pro is not installed), with Apple's tracking\nBundled ("))
        #expect(result.stdout.contains("):\n  Inter: "))
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

    /// A machine with SF Pro (a stand-in: the bundled Inter renamed `SF Pro Text` with fontTools,
    /// `Fixtures/sf-stand-in/make-stand-in.py`, never Apple's files), found by fontconfig in `$XDG_DATA_HOME/fonts`.
    static var withSFPro: [String: String] {
        var env = ExportCommandTests.headless
        env["XDG_DATA_HOME"] = Fixtures.root.appendingPathComponent("Tests/FlareCLITests/Fixtures/sf-stand-in").path
        env["XDG_CACHE_HOME"] = FileManager.default.temporaryDirectory.appendingPathComponent("flare-sf-cache").path
        return env
    }

    @Test func withSFProInstalledSystemDrawsIt() throws {
        let dir = try Self.folder()
        let result = try FlareProcess.run(["fonts", "spec.yaml"], environment: Self.withSFPro, currentDirectory: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("system: SF Pro Text, with Apple's tracking\n"), "\(result.stdout)")
        #expect(
            result.stdout.contains(
                "  spec.yaml:12:34: actionFont 'system 17 semibold' → SF Pro Text Regular (installed) "),
            "\(result.stdout)")
    }

    @Test(.enabled(if: ExportCommandTests.hasXvfb, "needs Xvfb"))
    func theManifestAndFingerprintNameTheSystemFont() throws {
        let dir = try Self.folder()
        func manifest(_ env: [String: String], _ name: String) throws -> [String: Any] {
            let out = dir.appendingPathComponent(name)
            let result = try FlareProcess.run(
                ["export", "spec.yaml", "--out", out.path], environment: env, currentDirectory: dir)
            #expect(result.status == 0, "\(result.stderr)")
            let data = try Data(contentsOf: out.appendingPathComponent("manifest.json"))
            return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        }
        #expect(
            try manifest(ExportCommandTests.headless, "inter")["systemFont"] as? String
                == "Inter (SF Pro is not installed), with Apple's tracking")
        let sf = try manifest(Self.withSFPro, "sf")
        #expect(sf["systemFont"] as? String == "SF Pro Text, with Apple's tracking")
        let fonts = try #require((sf["alerts"] as? [[String: Any]])?.first?["fonts"] as? [[String: String]])
        #expect(fonts.contains { $0["file"]?.hasSuffix("SFProText-StandIn.otf") == true }, "\(fonts)")
        // `flare test` stores the fingerprint with the system font named.
        let update = try FlareProcess.run(
            ["test", "spec.yaml", "--update", "--baseline", "base"], environment: Self.withSFPro,
            currentDirectory: dir)
        #expect(update.status == 0, "\(update.stderr)")
        let text = try String(contentsOf: dir.appendingPathComponent("base/manifest.json"), encoding: .utf8)
        #expect(text.contains("\"systemFont\" : \"SF Pro Text, HIG tracking\""), "\(text)")
    }

    @Test(.enabled(if: ExportCommandTests.hasXvfb, "needs Xvfb"))
    func lintNotesOnceThatLineBreaksAreApproximateWithoutSFPro() throws {
        let dir = try Self.folder()
        let without = try FlareProcess.run(
            ["lint", "spec.yaml"], environment: ExportCommandTests.headless, currentDirectory: dir)
        let note = "note: 'system' draws Inter because SF Pro is not installed"
        #expect(without.stderr.components(separatedBy: note).count == 2, "once: \(without.stderr)")
        let with = try FlareProcess.run(["lint", "spec.yaml"], environment: Self.withSFPro, currentDirectory: dir)
        #expect(!with.stderr.contains("SF Pro is not installed"), "\(with.stderr)")
    }
}
