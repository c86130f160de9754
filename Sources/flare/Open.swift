import ArgumentParser
import FlareCore
import FlareGtk
import Foundation

/// `flare open [SPEC | URL] [--log] [--zoom PERCENT|fit]`: the previewer window, single-instance.
struct Open: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Open the previewer window on a spec (the bundled showcase when none) or a flare:// URL.",
        discussion: """
        The window reloads the spec on every save of it or of any file it references. While Flare runs, \
        `flare open URL` routes inside the running window, and `flare open SPEC` switches it to SPEC.
        """)

    @Argument(help: "A spec file (YAML or JSON), or a URL such as flare://alert/low-battery?theme=dark.")
    var target: String?

    @Flag(help: "Print the window's event log (loads, stage, stack, routes) to standard output.")
    var log = false

    @Option(help: ArgumentHelp("The window's zoom: a percentage from 25 to 300, or 'fit' (the whole stage in the window).",
                               valueName: "percent|fit"))
    var zoom: String?

    func run() throws {
        var level: Zoom?
        if let zoom {
            guard let z = Zoom(zoom) else {
                printError("flare open: --zoom '\(zoom)' is not \(Zoom.expected)")
                throw ExitCode(2)
            }
            level = z
        }
        let env = ProcessInfo.processInfo.environment
        if (env["DISPLAY"] ?? "").isEmpty && (env["WAYLAND_DISPLAY"] ?? "").isEmpty {
            printError("flare open: no display to show a window on. Run it in a desktop session, or under `xvfb-run -a flare open`; `flare export` works without one.")
            throw ExitCode(2)
        }
        if let target, !Self.isURL(target), !FileManager.default.fileExists(atPath: target) {
            printError("flare open: \(target): no such file")
            throw ExitCode(2)
        }
        let status = MainActor.assumeIsolated {
            PreviewApplication.version = Version.text
            return PreviewApplication.run(target: target, log: log, zoom: level)
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// `scheme://…`: a deep link rather than a file.
    static func isURL(_ text: String) -> Bool {
        guard let colon = text.range(of: "://") else { return false }
        let scheme = text[..<colon.lowerBound]
        return !scheme.isEmpty && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
    }
}
