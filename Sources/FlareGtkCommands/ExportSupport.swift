import ArgumentParser
import FlareCommands
import FlareCore
import FlareGtk
import Foundation

/// What `export` and `bench export` share: loading with diagnostics, and the headless display.
package enum ExportSupport {
    /// Loads the spec; prints every diagnostic; exits 1 on errors.
    package static func load(_ path: String, root: String? = nil) throws -> Spec {
        let result = SpecLoader.load(path: path, root: root, fonts: FontconfigCatalog.shared)
        for d in result.diagnostics { printError(d.description) }
        guard result.errors.isEmpty, let spec = result.spec else { throw ExitCode(1) }
        return spec
    }

    /// Runs `body` with a display: the session's, or a private Xvfb started (and stopped) around it.
    /// GTK's Cairo renderer is used unless `GSK_RENDERER` says otherwise: export never shows a window.
    package static func withDisplay<T>(_ body: () throws -> T) throws -> T {
        setenv("GSK_RENDERER", "cairo", 0)
        return try withAnyDisplay(command: "flare export") {
            do { return try body() } catch let error where error is RenderError || error is CompressionError {
                printError("flare export: \(error)")
                throw ExitCode(1)
            } catch let error as CocoaError {
                printError("flare export: \(error.localizedDescription)")
                throw ExitCode(2)
            }
        }
    }

    /// Runs `body` with the session's display, or a private Xvfb started (and stopped) around it; a missing Xvfb is
    /// reported as `command: …` with exit status 1.
    package static func withAnyDisplay<T>(command: String, _ body: () throws -> T) throws -> T {
        setenv("GTK_A11Y", "none", 0)
        let display: PrivateDisplay?
        do {
            display = try PrivateDisplay.startIfNeeded()
        } catch {
            printError("\(command): \(error)")
            throw ExitCode(1)
        }
        defer { display?.stop() }
        return try body()
    }

    /// How a worker process is started: this executable (`/proc/self/exe`) and the hidden command.
    package static var workerCommand: [String] {
        let path =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return [path, "export-worker"]
    }
}
