import Foundation
import TestSupport
import Testing

/// The templates File › New starts from (`Assets/templates`): each a working spec `flare check` and `flare lint`
/// pass without a single finding; and `flare open --screenshot` without a spec pictures the welcome page.
@Suite(.serialized, .enabled(if: ExportCommandTests.hasXvfb, "needs Xvfb"))
struct TemplateCommandTests {
    static let folder = Fixtures.root.appendingPathComponent("Assets/templates")

    @Test func everyTemplatePassesCheckAndLintCleanly() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter {
            $0.hasSuffix(".yaml")
        }.sorted()
        #expect(names == ["alert.yaml", "queue.yaml", "rocket.yaml", "scenario.yaml"])
        for name in names {
            let path = Self.folder.appendingPathComponent(name).path
            let check = try FlareProcess.run(["check", path])
            #expect(check.status == 0, "\(name): \(check.stderr)")
            #expect(!check.stdout.contains("warning") && !check.stderr.contains("warning"), "\(name): \(check.stdout)")
            #expect(check.stdout.contains(": ok ("), "\(name): \(check.stdout)")
            let lint = try FlareProcess.run(["lint", path], environment: ExportCommandTests.headless)
            #expect(lint.status == 0, "\(name): \(lint.stdout)\(lint.stderr)")
            #expect(lint.stdout.contains("no findings"), "\(name): \(lint.stdout)\(lint.stderr)")
        }
    }

    @Test func theWelcomePageIsPicturedWithoutASpec() throws {
        let out = try Fixtures.temporaryDirectory().appendingPathComponent("welcome.png")
        var environment = ExportCommandTests.headless
        environment["XDG_STATE_HOME"] = try Fixtures.temporaryDirectory().path  // no recent specs of the user's
        let result = try FlareProcess.run(
            ["open", "--screenshot", out.path, "--size", "1280x760"], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let stats = try OpenScreenshotCommandTests.pixelStats(out)
        #expect(stats.bytes > 1280 * 760 * 3 && stats.distinct > 40, "a page of text, not an empty window")
    }
}
