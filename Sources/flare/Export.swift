import ArgumentParser
import FlareCore
import FlareGtk
import Foundation

extension Theme: ExpressibleByArgument {}
extension Exporter.Frame: ExpressibleByArgument {}
extension Exporter.Encoder: ExpressibleByArgument {}

/// `flare export SPEC [--id ID]… [--out DIR] [--scale 1|2|3] [--theme light|dark] [--frame alert|stage]`:
/// one PNG per alert plus `manifest.json`. Headless: starts a private Xvfb when there is no display.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a spec's alerts to PNG files (and manifest.json), with or without a desktop.",
        discussion: """
        Files are named <id>.png at 1x and <id>@2x.png / <id>@3x.png otherwise. `--frame alert` crops to the \
        alert (transparent outside its rounded corners); `--frame stage` renders the device-sized stage with the mask. \
        `--id ROCKET` renders the rocket on the stage after its script (<id>.png), after --step N \
        (<id>-step-N.png), or every step side by side with --storyboard (<id>-storyboard.png).
        """)

    @Argument(help: "The spec file (YAML or JSON).")
    var spec: String

    @Option(name: .customLong("id"), help: "An alert to export (repeatable; every alert when omitted), or one rocket.")
    var ids: [String] = []

    @Option(help: "The folder to write into (created if needed).")
    var out: String = "."

    @Option(help: "1, 2 or 3 (default: the spec's stage.scale).")
    var scale: Int?

    @Option(help: "light or dark (default: the spec's stage.theme).")
    var theme: Theme?

    @Option(help: "alert or stage.")
    var frame: Exporter.Frame = .alert

    @Option(help: "Rockets: the flow after this many script steps (0: just shown; default: the whole script).")
    var step: Int?

    @Flag(help: "Rockets: one image with every step of the script side by side, labelled.")
    var storyboard = false

    func validate() throws {
        if let scale, !(1...3).contains(scale) {
            // Exit 2 (Flare's usage-error code) whatever the root command does with ValidationError.
            printError("flare export: --scale must be 1, 2 or 3 (got \(scale))")
            throw ExitCode(2)
        }
    }

    func run() throws {
        let spec = try ExportSupport.load(self.spec)
        if ids.count == 1, spec.alert(ids[0]) == nil, let rocket = spec.rocket(ids[0]) {
            return try exportRocket(rocket, of: spec)
        }
        if step != nil || storyboard {
            printError("flare export: --step and --storyboard apply to one rocket (--id ROCKET; rockets: "
                       + "\(spec.rockets.isEmpty ? "none" : spec.rockets.map(\.id).joined(separator: ", ")))")
            throw ExitCode(2)
        }
        let alerts: [AlertSpec]
        do { alerts = try Exporter.alerts(ids, in: spec) } catch {
            printError("flare export: \(error)")
            throw ExitCode(2)
        }
        let options = Exporter.Options(scale: scale ?? spec.stage.scale, theme: theme ?? spec.stage.theme, frame: frame)
        let directory = URL(fileURLWithPath: out)
        let report = try ExportSupport.withDisplay {
            try MainActor.assumeIsolated {
                let bar = ProgressBar(enabled: isatty(STDERR_FILENO) != 0)
                defer { bar.finish() }
                return try Exporter.export(alerts, of: spec, to: directory, options: options, progress: { done, total in
                    bar.update(done, total)
                })
            }
        }
        if isatty(STDOUT_FILENO) != 0 {
            print("Wrote \(report.entries.count) image\(report.entries.count == 1 ? "" : "s") and manifest.json to \(directory.path)")
        }
    }
}

extension Export {
    private func exportRocket(_ rocket: RocketSpec, of spec: Spec) throws {
        if let step, !(0...rocket.script.count).contains(step) {
            printError("flare export: --step must be between 0 and \(rocket.script.count) (rocket '\(rocket.id)' has \(rocket.script.count) script steps)")
            throw ExitCode(2)
        }
        if step != nil && storyboard {
            printError("flare export: --step and --storyboard cannot be used together")
            throw ExitCode(2)
        }
        let options = Exporter.Options(scale: scale ?? spec.stage.scale, theme: theme ?? spec.stage.theme, frame: .stage)
        let directory = URL(fileURLWithPath: out)
        let entry = try ExportSupport.withDisplay {
            try MainActor.assumeIsolated {
                try Exporter.exportRocket(rocket, of: spec, to: directory, step: step, storyboard: storyboard, options: options)
            }
        }
        if isatty(STDOUT_FILENO) != 0 {
            print("Wrote \(entry.file) and manifest.json to \(directory.path)")
        }
    }
}

/// What `export` and `bench export` share: loading with diagnostics, and the headless display.
enum ExportSupport {
    /// Loads the spec; prints every diagnostic; exits 1 on errors.
    static func load(_ path: String) throws -> Spec {
        let result = SpecLoader.load(path: path)
        for d in result.diagnostics { printError(d.description) }
        guard result.errors.isEmpty, let spec = result.spec else { throw ExitCode(1) }
        return spec
    }

    /// Runs `body` with a display: the session's, or a private Xvfb started (and stopped) around it.
    /// GTK's Cairo renderer is used unless `GSK_RENDERER` says otherwise: export never shows a window.
    static func withDisplay<T>(_ body: () throws -> T) throws -> T {
        setenv("GSK_RENDERER", "cairo", 0)
        return try withAnyDisplay(command: "flare export") {
            do { return try body() } catch let error as RenderError {
                printError("flare export: \(error)")
                throw ExitCode(1)
            } catch let error as CocoaError {
                printError("flare export: \(error.localizedDescription)")
                throw ExitCode(2)
            }
        }
    }

    /// Runs `body` with the session's display, or a private Xvfb started (and stopped) around it; a missing
    /// Xvfb is reported as `command: …` with exit status 1.
    static func withAnyDisplay<T>(command: String, _ body: () throws -> T) throws -> T {
        setenv("GTK_A11Y", "none", 0)
        let display: PrivateDisplay?
        do { display = try PrivateDisplay.startIfNeeded() } catch {
            printError("\(command): \(error)")
            throw ExitCode(1)
        }
        defer { display?.stop() }
        return try body()
    }
}

/// A one-line progress bar on stderr, drawn only on a terminal.
@MainActor
final class ProgressBar {
    private let enabled: Bool
    private var drawn = false

    init(enabled: Bool) { self.enabled = enabled }

    func update(_ done: Int, _ total: Int) {
        guard enabled, total > 0 else { return }
        let width = 30
        let filled = done * width / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        FileHandle.standardError.write(Data("\r\(bar) \(done)/\(total)".utf8))
        drawn = true
    }

    func finish() {
        if drawn { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
