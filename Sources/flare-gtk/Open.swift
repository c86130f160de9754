import ArgumentParser
import FlareCommands
import FlareCore
import FlareGtk
import FlareGtkCommands
import Foundation

/// `flare open [SPEC | URL] [--log] [--zoom PERCENT|fit] [--compare AXIS] [--screenshot FILE [--size WxH]]`: the
/// previewer window, single-instance; with `--screenshot`, a picture of the whole window after its first frame,
/// headless when there is no display.
struct Open: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Open the previewer window on a spec or a flare:// URL; without one, the welcome page (recent specs, "
            + "templates).",
        discussion: """
            Without a spec, Flare opens on its welcome page: the specs opened last, File › New from a template (an \
            alert, a rocket, a queue, a scenario) and Open. Ctrl+E shows the source pane beside the stage: type there \
            and the \
            stage follows without saving; Ctrl+S saves. The window reloads the spec on every save of it or of any file \
            it references. While Flare runs, \
            `flare open URL` routes inside the running window, and `flare open SPEC` switches it to SPEC.

            With --screenshot FILE, Flare opens its own window (not the running one) at --size (default 1280x760), \
            waits for the first frame to settle (a rocket: its first card, or the block a ?block= link asks for), \
            writes a PNG of the whole window to FILE and exits; a spec with errors is pictured at once with its \
            error banner, and the exit status is 1. Without a display it starts a private Xvfb, as `flare export` does.
            """)

    @Argument(help: "A spec file (YAML or JSON), or a URL such as flare://alert/low-battery?theme=dark.")
    var target: String?

    @Option(
        help: ArgumentHelp(
            "The spec a URL routes in (default: the running window's; without one, the bundled showcase).",
            valueName: "spec"))
    var spec: String?

    @Flag(help: "Print the window's event log (loads, stage, stack, routes) to standard output.")
    var log = false

    @Option(
        help: ArgumentHelp(
            "The window's zoom: a percentage from 25 to 300 (e.g. 150), or 'fit' (the whole stage in the "
                + "window).", valueName: "percent|fit"))
    var zoom: Zoom?

    @Option(
        help: ArgumentHelp(
            "Open in the compare view, comparing: themes, devices, texts, locales, spec-variants or alerts.",
            valueName: "axis"))
    var compare: CompareGrid.Axis?

    @Flag(help: "Show the source pane beside the stage (Ctrl+E shows and hides it).")
    var source = false

    @Option(
        help: ArgumentHelp(
            "Write a PNG of the whole window, after its first frame, to this file and exit.", valueName: "file"))
    var screenshot: String?

    @Option(
        help: ArgumentHelp(
            "The window's size in points for --screenshot (default 1280x760; width 320 to 7680, height "
                + "240 to 4320).", valueName: "WxH"))
    var size: WindowSize?

    func validate() throws {
        if size != nil && screenshot == nil {
            throw ValidationError("--size sets the window's size for --screenshot; add --screenshot FILE")
        }
        // `--spec` goes with a URL.
        if let spec, !(target.map(Self.isURL) ?? false) {
            throw ValidationError(
                "--spec names the spec a URL routes in; add the URL (flare open --spec \(spec) 'flare://alert/ID')")
        }
    }

    func run() throws {
        if let screenshot { return try takeScreenshot(to: screenshot) }
        let env = ProcessInfo.processInfo.environment
        if (env["DISPLAY"] ?? "").isEmpty && (env["WAYLAND_DISPLAY"] ?? "").isEmpty {
            printError(
                "flare open: no display to show a window on. Run it in a desktop session, "
                    + "or under `xvfb-run -a flare open`; `flare export` works without one."
            )
            throw ExitCode(2)
        }
        if let target, !Self.isURL(target), !FileManager.default.fileExists(atPath: target) {
            printError("flare open: \(target): no such file")
            throw ExitCode(2)
        }
        if let target, !Self.isURL(target), let problem = Self.folderProblem(target) {
            // Refused before any window opens, so nothing lists it among the recent specs.
            printError("flare open: \(target): \(problem)")
            throw ExitCode(2)
        }
        try checkSpecOption()
        // Without a session bus a URL cannot reach a running Flare: this process opens its own window, and a URL
        // names no spec. Say so rather than route it in the showcase.
        if let target, Self.isURL(target), spec == nil, !Self.hasSessionBus(env) {
            printError(
                "flare open: there is no session bus, so \(target) cannot reach a running Flare; "
                    + "name the spec to open it in: flare open --spec SPEC '\(target)'")
            throw ExitCode(2)
        }
        let targets = (spec.map { [$0] } ?? []) + (target.map { [$0] } ?? [])
        let status = MainActor.assumeIsolated {
            PreviewApplication.run(
                targets: targets, log: log, zoom: zoom, compare: compare,
                showSource: source, version: Version.text)
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// Why `path` cannot be opened when it is a folder (its specs named, to pick one), nil otherwise.
    static func folderProblem(_ path: String) -> String? {
        guard WindowState.isFolder(path) else { return nil }
        let specs = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
            .filter(SpecSource.isSpecText).sorted()
        let named = specs.prefix(3).joined(separator: ", ") + (specs.count > 3 ? ", …" : "")
        let hint = specs.isEmpty ? "" : " (in it: \(named))"
        return "a folder, not a spec; name a spec file\(hint)"
    }

    /// `--spec` names a file.
    func checkSpecOption() throws {
        if let spec, !FileManager.default.fileExists(atPath: spec) {
            printError("flare open: \(spec): no such file")
            throw ExitCode(2)
        }
    }

    /// Whether GLib can reach a session bus (`DBUS_SESSION_BUS_ADDRESS`, or the user's bus socket), and so a
    /// running Flare.
    static func hasSessionBus(_ env: [String: String]) -> Bool {
        if let address = env["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return address != "disabled:" }
        guard let runtime = env["XDG_RUNTIME_DIR"], !runtime.isEmpty else { return false }
        return FileManager.default.fileExists(atPath: (runtime as NSString).appendingPathComponent("bus"))
    }

    /// `scheme://…`: a deep link rather than a file.
    static func isURL(_ text: String) -> Bool {
        guard let colon = text.range(of: "://") else { return false }
        let scheme = text[..<colon.lowerBound]
        return !scheme.isEmpty && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
    }

    /// `--screenshot FILE`: checks the size, the target and that FILE can be written before starting GTK.
    func takeScreenshot(to path: String) throws {
        let size = (self.size ?? .standard).pair
        let file = URL(fileURLWithPath: path).standardizedFileURL
        var isFolder: ObjCBool = false
        let folder = file.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            printError("flare open: cannot write the screenshot \(path): the folder \(folder) does not exist")
            throw ExitCode(1)
        }
        guard FileManager.default.isWritableFile(atPath: folder),
            !FileManager.default.fileExists(atPath: file.path) || FileManager.default.isWritableFile(atPath: file.path)
        else {
            printError("flare open: cannot write the screenshot \(path): permission denied")
            throw ExitCode(1)
        }
        try checkSpecOption()
        if target == nil {
            // No spec: the welcome page, with the recent specs of the user's state folder.
            let recent = WindowStateFile(directory: ScenarioStateFile.directory()).read().recentSpecs
            try ExportSupport.withAnyDisplay(command: "flare open") {
                try MainActor.assumeIsolated { () throws -> Void in
                    do {
                        _ = try WelcomeWindow.screenshot(recent: recent, size: size, to: file)
                    } catch {
                        printError("flare open: \(error)")
                        throw ExitCode(1)
                    }
                }
            }
            return
        }
        let url = target.flatMap { Self.isURL($0) ? $0 : nil }
        let spec = url == nil ? (target ?? Assets.showcase.path) : (self.spec ?? Assets.showcase.path)
        if url == nil, !FileManager.default.fileExists(atPath: spec) {
            printError("flare open: \(spec): no such file")
            throw ExitCode(2)
        }
        try ExportSupport.withAnyDisplay(command: "flare open") {
            try MainActor.assumeIsolated { () throws -> Void in
                let got: FirstFrame.Shot
                do {
                    got = try FirstFrame.screenshot(
                        spec: spec, url: url, size: size, zoom: zoom, compare: compare, source: source,
                        to: file)
                } catch {
                    printError("flare open: \(error)")
                    throw ExitCode(1)
                }
                if !got.errors.isEmpty {
                    // The picture shows the error banner; the exit status says the spec is broken, as `check`'s does.
                    for error in got.errors { printError(error.description) }
                    printError(
                        "flare open: \(spec) has \(got.errors.count) error\(got.errors.count == 1 ? "" : "s"); "
                            + "the screenshot \(path) shows the window with its error banner")
                    throw ExitCode(1)
                }
                if got.width > size.0 || got.height > size.1 {
                    printError(
                        "flare open: note: the window cannot be smaller than \(got.width)×\(got.height) (its header "
                            + "bar's and panes' minimum); the screenshot has that size")
                } else if (got.width, got.height) != size {
                    printError(
                        "flare open: note: the screen fits a window of \(got.width)×\(got.height) at most; "
                            + "the screenshot has that size (run on a larger screen, e.g. "
                            + "xvfb-run -s \"-screen 0 2560x1600x24\")"
                    )
                }
            }
        }
    }
}
