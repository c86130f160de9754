import Foundation
import Testing
import TestSupport

/// Where render warnings go, end to end: each command that draws prints the warnings of what it drew on standard
/// error (`flare: warning: …`), once per thing that met them; lint prints only the font file's (images and texts are
/// `flare check`'s); a `--screenshot` window writes nothing to the user's state folder.
@Suite(.serialized)
struct WarningOutputCommandTests {
    /// A folder with `spec.yaml`: a font file and a backdrop and icon that are not what they say.
    static func folder() throws -> URL {
        let dir = try Fixtures.temporaryDirectory()
        try Data("not a font".utf8).write(to: dir.appendingPathComponent("broken.ttf"))
        try Data("not a picture".utf8).write(to: dir.appendingPathComponent("broken.png"))
        try Data(
            """
            flare: 1
            fonts: [broken.ttf]
            stage: {backdrop: broken.png}
            alerts:
              hi: {title: Hello, icon: broken.png, actions: [{title: OK}]}

            """.utf8
        ).write(to: dir.appendingPathComponent("spec.yaml"))
        return dir
    }

    static func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

    @Test func eachCommandPrintsTheWarningsOfWhatItDrew() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let font =
            "flare: warning: font '\(dir.appendingPathComponent("broken.ttf").path)' could not be registered with "
            + "fontconfig"
        let image =
            "image '\(dir.appendingPathComponent("broken.png").path)' is not a readable PNG, JPEG or SVG image; "
            + "drawing a placeholder"

        let alone = try FlareProcess.run(["export", "spec.yaml", "--out", "alone"], currentDirectory: dir)
        #expect(alone.status == 0, "\(alone.stderr)")
        #expect(Self.lines(alone.stderr) == [font, "flare: warning: alert 'hi': \(image)"])

        let stage = try FlareProcess.run(
            ["export", "spec.yaml", "--out", "stage", "--frame", "stage"], currentDirectory: dir)
        #expect(stage.status == 0, "\(stage.stderr)")
        #expect(
            Self.lines(stage.stderr) == [
                font, font, "flare: warning: stage backdrop: \(image)",
                "flare: warning: alert 'hi': \(image)",
            ], "the export's fonts, the stage's, then the alert's")

        let check = try FlareProcess.run(["check", "spec.yaml"], currentDirectory: dir)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(Self.lines(check.stderr) == [font])

        let lint = try FlareProcess.run(["lint", "spec.yaml"], currentDirectory: dir)
        // Lint adds its note that line breaks are approximate without SF Pro (once), and repeats no image warning.
        let note = "flare lint: note: 'system' draws Inter because SF Pro is not installed"
        #expect(Self.lines(lint.stderr).filter { !$0.hasPrefix(note) } == [font], "lint repeats no image warning")
        #expect(Self.lines(lint.stderr).filter { $0.hasPrefix(note) }.count == 1, "\(lint.stderr)")
    }

    @Test func aScreenshotPrintsTheStagesWarningsAndKeepsNoState() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var env = ProcessInfo.processInfo.environment
        env["HOME"] = dir.appendingPathComponent("home").path
        env["XDG_STATE_HOME"] = dir.appendingPathComponent("state").path
        let shot = try FlareProcess.run(
            ["open", "spec.yaml", "--screenshot", "shot.png"], environment: env, currentDirectory: dir)
        #expect(shot.status == 0, "\(shot.stderr)")
        let printed = Self.lines(shot.stderr)
        #expect(printed.contains { $0.hasPrefix("flare: warning: font '") }, "\(printed)")
        #expect(printed.contains { $0.hasPrefix("flare: warning: stage backdrop: image '") }, "\(printed)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("shot.png").path))
        #expect(
            !FileManager.default.fileExists(atPath: dir.appendingPathComponent("state").path),
            "nothing in the state folder")
        let home = (try? FileManager.default.subpathsOfDirectory(atPath: dir.appendingPathComponent("home").path)) ?? []
        #expect(!home.contains { $0.contains("flare") }, "\(home)")
    }
}
