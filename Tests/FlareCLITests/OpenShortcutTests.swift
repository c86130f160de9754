import Foundation
import TestSupport
import Testing

/// `flare open`'s Ctrl+I from any focus: real key presses (xdotool) in a real window on a private display.
@Suite(
    .serialized,
    .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil, "needs a display (make test runs Xvfb)"))
struct OpenShortcutTests {
    @Test(
        .enabled(
            if: OpenCommandTests.which("xdotool") != nil && OpenCommandTests.which("Xvfb") != nil,
            "needs xdotool and Xvfb (make setup installs them)"))
    func ctrlITogglesTheInspectorWhileTheFilterEntryHasFocus() throws {
        let spec = Fixtures.examples.appendingPathComponent("showcase.yaml").path
        let display = try LiveDisplay()
        defer { display.stop() }
        var environment = display.environment()
        environment["DBUS_SESSION_BUS_ADDRESS"] = "disabled:"  // its own instance, whatever the session runs
        let app = try LiveProcess(FlareProcess.executable, ["open", spec, "--log"], environment: environment)
        defer { app.stop() }
        #expect(app.waitForLine { $0.contains("shown low-battery") } != nil, "log so far:\n\(app.text)")
        let window = try OpenCommandTests.run(
            "xdotool",
            [
                "search", "--sync", "--pid", "\(app.process.processIdentifier)",
                "--name", "showcase",
            ], environment: environment)
        let id = try #require(window.output.split(separator: "\n").last.map(String.init))
        func xdotool(_ arguments: String...) throws {
            #expect(try OpenCommandTests.run("xdotool", arguments, environment: environment).status == 0)
        }
        // No window manager: the keyboard follows the pointer, so it rests over the window.
        try xdotool("mousemove", "--window", id, "600", "300")
        try xdotool("key", "ctrl+f")  // the sidebar's filter takes focus
        try xdotool("type", "low")
        try xdotool("key", "ctrl+i")
        #expect(app.waitForLine { $0.contains("inspector shown") } != nil, "log:\n\(app.text)")
        try xdotool("key", "ctrl+i")
        #expect(app.waitForLine { $0.contains("inspector hidden") } != nil, "log:\n\(app.text)")
    }
}
