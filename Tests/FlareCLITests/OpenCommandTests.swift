import Foundation
import TestSupport
import Testing

/// `flare open` as a user runs it: a real window in its own process, driven with xdotool.
@Suite(
    .serialized,
    .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil, "needs a display (make test runs Xvfb)"))
struct OpenCommandTests {
    static func which(_ tool: String) -> String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
            .map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func run(
        _ tool: String, _ arguments: [String], environment: [String: String]? = nil
    ) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(which(tool)))
        process.arguments = arguments
        process.environment = TestEnvironment.forChild(environment)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The smoke test of the issue: click an action in the real window with xdotool; the alert closes.
    @Test(
        .enabled(
            if: which("xdotool") != nil && which("Xvfb") != nil, "needs xdotool and Xvfb (make setup installs them)"))
    func clickingAnActionWithXdotoolClosesTheAlert() throws {
        // At 100 % the stage is never drawn again for a larger fit, so the tap targets logged stay where they are.
        let window = try ShowcaseWindow(arguments: ["--zoom", "100"])
        defer { window.stop() }
        #expect(
            try window.xdotool([
                "mousemove", "--window", window.id, window.keepFlying.x, window.keepFlying.y, "click", "1",
            ]))
        #expect(
            window.app.waitForLine { $0.contains("tapped “Keep flying” on low-battery") } != nil,
            "log:\n\(window.app.text)")
        #expect(window.app.waitForLine { $0.contains("low-battery closed") } != nil, "log:\n\(window.app.text)")
    }

    /// Quit (Ctrl+Q) ends the app cleanly. It aborted (exit 134): emptying the window list released the window,
    /// whose GtkWindow then emitted `destroy` into the handler that edits that list (an exclusivity violation).
    @Test(
        .enabled(
            if: which("xdotool") != nil && which("Xvfb") != nil, "needs xdotool and Xvfb (make setup installs them)"))
    func quitEndsTheAppCleanly() throws {
        let window = try ShowcaseWindow()
        defer { window.stop() }
        _ = try window.xdotool(["key", "--window", window.id, "ctrl+q"])  // may fail once the window is gone
        #expect(window.app.waitForExit() == 0, "log:\n\(window.app.text)")
    }

    /// The showcase in `flare open --log` on a private Xvfb, its window's id and where its “Keep flying” action is.
    struct ShowcaseWindow {
        let display: LiveDisplay
        let environment: [String: String]
        let app: LiveProcess
        let id: String
        let keepFlying: (x: String, y: String)

        init(arguments: [String] = [], environment extra: [String: String] = [:]) throws {
            let display = try LiveDisplay()
            var environment = display.environment()
            environment["DBUS_SESSION_BUS_ADDRESS"] = "disabled:"  // its own instance, whatever the session runs
            environment.merge(extra) { $1 }
            let spec = Fixtures.examples.appendingPathComponent("showcase.yaml").path
            let app: LiveProcess
            do {
                app = try LiveProcess(
                    FlareProcess.executable, ["open", spec, "--log"] + arguments, environment: environment)
            } catch { display.stop(); throw error }
            (self.display, self.environment, self.app) = (display, environment, app)
            do {
                let shown = try #require(
                    app.waitForLine { $0.contains("tap targets of low-battery") }, "log so far:\n\(app.text)")
                // “Keep flying” at X,Y
                let target = try #require(shown.range(of: "“Keep flying” at ").map { shown[$0.upperBound...] })
                keepFlying = (
                    String(target.prefix { $0 != "," }), String(target.split(separator: ",")[1].prefix { $0.isNumber })
                )
                let search = try OpenCommandTests.run(
                    "xdotool",
                    [
                        "search", "--sync", "--pid", "\(app.process.processIdentifier)",
                        "--name", "showcase",
                    ], environment: environment)
                id = try #require(search.output.split(separator: "\n").last.map(String.init))
            } catch {
                app.stop()
                display.stop()
                throw error
            }
        }

        /// Runs xdotool on the window's display; true when it succeeded.
        func xdotool(_ arguments: [String]) throws -> Bool {
            try OpenCommandTests.run("xdotool", arguments, environment: environment).status == 0
        }

        func stop() {
            app.stop()
            display.stop()
        }
    }

    /// Issue 25's crash with a real pointer, in a window of its own: inspect (Ctrl+Alt+I), click an action (its
    /// popover opens), Escape, then Alt+1 rebuilds the stage, a click on the sidebar shows another alert, and Ctrl+G
    /// hides the canvas. GTK crashed (SIGSEGV) on the first of these; the window must live through all three.
    @Test(
        .enabled(
            if: which("xdotool") != nil && which("Xvfb") != nil, "needs xdotool and Xvfb (make setup installs them)"))
    func inspectThenRebuildingTheStageDoesNotCrash() throws {
        // At the fitted zoom (the default), as a user opens it.
        let window = try ShowcaseWindow(environment: ["G_DEBUG": "fatal-criticals"])
        defer { window.stop() }
        let (app, id, parts) = (window.app, window.id, [window.keepFlying.x, window.keepFlying.y])
        func xdotool(_ arguments: [String]) throws {
            #expect(try window.xdotool(arguments), "xdotool \(arguments)")
        }
        func expectLine(_ text: String) {
            #expect(
                app.waitForLine { $0.contains(text) } != nil,
                "no '\(text)'; alive: \(app.process.isRunning); log:\n\(app.text)")
        }
        try xdotool(["key", "--window", id, "ctrl+alt+i"])
        expectLine("inspect mode: hover")
        // The click selects the action where the window logged it. (Under load the tap targets were once logged
        // where the buttons were before the fitted zoom was laid out, 1.5 times too far from the canvas's centre, and
        // every click missed: the window now logs them once the layout the show ended in is done.)
        try xdotool(["mousemove", "--window", id, parts[0], parts[1], "click", "1"])
        expectLine("inspect: Action 2")
        // Escape once the popover is up (sent earlier, under load, it reached the window and the popover then kept
        // the keys: Alt+1 below went nowhere), and the next key once it is down.
        expectLine("inspect popover open")
        try xdotool(["key", "Escape"])
        expectLine("inspect popover closed")
        // Alt+1 (the phone) rebuilds the stage. Under load, one run in about twenty lost the key sent right after
        // the popover's unmap (the window alive, the key never acted on; likely X's focus still returning from
        // the popover's surface, not pinned down), so it is sent again until the rebuild is logged, three times
        // at most; a second Alt+1 on the phone changes nothing, and the crash guarded against needs one rebuild.
        var rebuilt = false
        for _ in 0..<3 where !rebuilt {
            try xdotool(["key", "--window", id, "alt+1"])
            rebuilt = app.waitForLine(timeout: 10) { $0.contains("device phone") } != nil
        }
        #expect(rebuilt, "no 'device phone'; alive: \(app.process.isRunning); log:\n\(app.text)")
        try xdotool(["mousemove", "--window", id, "60", "205", "click", "1"])
        expectLine("showing returning")
        try xdotool(["key", "--window", id, "ctrl+g"])
        expectLine("compare: ")
        #expect(app.process.isRunning, "the window is alive; log:\n\(app.text)")
    }

    /// Single instance: a second `flare open URL` routes inside the running window and exits.
    @Test(.enabled(if: which("dbus-daemon") != nil, "needs dbus-daemon for a private session bus"))
    func aSecondOpenRoutesInTheRunningWindow() throws {
        let bus = try LiveBus()
        defer { bus.stop() }
        var environment = ProcessInfo.processInfo.environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        let spec = Fixtures.examples.appendingPathComponent("showcase.yaml").path
        let app = try LiveProcess(FlareProcess.executable, ["open", spec, "--log"], environment: environment)
        defer { app.stop() }
        #expect(app.waitForLine { $0.contains("opened showcase.yaml") } != nil, "log:\n\(app.text)")
        let second = try FlareProcess.run(["open", "flare://alert/upload-failed?theme=dark"], environment: environment)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(
            app.waitForLine { $0.contains("flare://alert/upload-failed?theme=dark → ") } != nil, "log:\n\(app.text)")
        #expect(app.waitForLine { $0.contains("showing upload-failed") } != nil)
        // The window's zoom, from a second instance's --zoom and from a deep link's zoom= option.
        let zoomed = try FlareProcess.run(["open", "--zoom", "150", "flare://alert/takeoff"], environment: environment)
        #expect(zoomed.status == 0, "\(zoomed.stderr)")
        #expect(app.waitForLine { $0.contains("zoom 150 %") } != nil, "log:\n\(app.text)")
        _ = try FlareProcess.run(["open", "flare://alert/takeoff?zoom=75"], environment: environment)
        #expect(app.waitForLine { $0.contains("zoom 75 %") } != nil, "log:\n\(app.text)")
        let bad = try FlareProcess.run(["open", "flare://alert/no-such-alert"], environment: environment)
        #expect(bad.status == 0)
        #expect(
            app.waitForLine { $0.contains("flare://alert/no-such-alert does not resolve") } != nil, "log:\n\(app.text)")
    }

    @Test func withoutADisplayItSaysHowToGetOne() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        let result = try FlareProcess.run(["open"], environment: environment)
        #expect(result.status == 2)
        #expect(result.stderr.contains("xvfb-run"))
        let missing = try FlareProcess.run(["open", "/no/such/spec.yaml"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("/no/such/spec.yaml: no such file"))
        let zoom = try FlareProcess.run(["open", "--zoom", "400"], environment: environment)
        #expect(zoom.status == 2)
        #expect(
            zoom.stderr.contains("The value '400' is invalid for '--zoom <percent|fit>'")
                && zoom.stderr.contains("a percentage from 25 to 300 (e.g. 150), or 'fit'"), "\(zoom.stderr)")
    }
}

/// A private D-Bus session bus (`dbus-daemon --session --print-address`), stopped at the end of the test.
final class LiveBus {
    let process = Process()
    let address: String

    init() throws {
        process.executableURL = URL(fileURLWithPath: try #require(OpenCommandTests.which("dbus-daemon")))
        process.arguments = ["--session", "--nofork", "--print-address=1"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        var line = Data()
        while let byte = try pipe.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
            line.append(byte)
        }
        address = String(decoding: line, as: UTF8.self)
    }

    /// SIGKILL: the daemon may have inherited a blocked SIGTERM from the test runner, and keeps nothing.
    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
