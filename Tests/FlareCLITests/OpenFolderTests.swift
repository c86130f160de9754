import FlareCore
import Foundation
import TestSupport
import Testing

/// `flare open FOLDER` (issue 45): a folder is not a spec, so it is refused with the specs it holds named, before
/// any window opens, and neither the welcome page's recent specs nor the desktop's recent files list it.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb"), "needs Xvfb"))
struct OpenFolderTests {
    @Test func aFolderIsRefusedAndNotRecorded() throws {
        let root = try Fixtures.temporaryDirectory()
        let folder = root.appendingPathComponent("designs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("flare: 1\nalerts:\n  a: {title: A}\n".utf8).write(to: folder.appendingPathComponent("app.yaml"))
        let display = try LiveDisplay()
        defer { display.stop() }
        var environment = display.environment()
        environment["DBUS_SESSION_BUS_ADDRESS"] = "disabled:"  // its own instance, whatever the session runs
        environment["XDG_STATE_HOME"] = root.appendingPathComponent("state").path
        environment["XDG_DATA_HOME"] = root.appendingPathComponent("data").path
        // Before the fix a window opened on the folder and stayed: the exit is awaited, never assumed.
        let app = try LiveProcess(FlareProcess.executable, ["open", folder.path], environment: environment)
        defer { app.stop() }
        let status = app.waitForExit(timeout: 30)
        try #require(status == 2, "refused with a usage status, no window: \(String(describing: status))")
        let state = WindowStateFile(directory: ScenarioStateFile.directory(environment: environment)).read()
        #expect(state.recentSpecs.isEmpty, "\(state.recentSpecs)")
        let desktop = root.appendingPathComponent("data/recently-used.xbel")
        let listed = (try? String(contentsOf: desktop, encoding: .utf8)) ?? ""
        #expect(!listed.contains("designs"), "\(listed)")
        // What it says: the folder, and the spec in it to name instead.
        let result = try FlareProcess.run(["open", folder.path], environment: environment)
        #expect(result.status == 2)
        #expect(result.stderr.contains("designs: a folder, not a spec") && result.stderr.contains("app.yaml"))
    }

    @Test func theRecentListNeverNamesAFolder() throws {
        let root = try Fixtures.temporaryDirectory()
        let spec = root.appendingPathComponent("app.yaml")
        try Data("flare: 1\n".utf8).write(to: spec)
        var state = WindowState()
        state.opened(root.path)
        state.opened(spec.path)
        #expect(state.recentSpecs == [spec.standardizedFileURL.path])
    }
}
