import ArgumentParser
import FlareCommands
import FlareCore
import FlareGtk
import FlareGtkCommands
import Foundation

/// `flare-dev bench startup SPEC [--runs N] [--json]`: process start → first painted frame and resident memory,
/// for Flare's window on SPEC and for a bare GTK 4 window, each in fresh processes, alternating.
struct BenchStartup: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "startup",
        abstract: "Time `flare open` to its first painted frame, beside a bare GTK 4 window in the same run.")

    @Argument(help: "The spec file (YAML or JSON).")
    var spec: String

    @Option(help: "How many processes of each kind.")
    var runs: Int = 5

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    func run() throws {
        _ = try ExportSupport.load(spec)
        // This very binary, however it was started (a bare `flare` found on PATH included).
        let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var bare: [FirstFrameResult] = [], flare: [FirstFrameResult] = []
        try ExportSupport.withAnyDisplay(command: "flare-dev bench startup") {
            for _ in 0..<max(1, runs) {
                bare.append(try child(me, []))
                flare.append(try child(me, [spec]))
            }
        }
        let result = Result(
            runs: max(1, runs),
            bareFirstFrameMs: bare.map(\.firstFrameMs), flareFirstFrameMs: flare.map(\.firstFrameMs),
            bareRssMB: bare.map(\.rssMB), flareRssMB: flare.map(\.rssMB),
            bareRenderer: ProcessInfo.processInfo.environment["GSK_RENDERER"] ?? "GTK's default",
            flareRenderer: RendererChoice.current().description)
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            print(String(decoding: try encoder.encode(result), as: UTF8.self))
            return
        }
        func line(_ values: [Double], _ unit: String) -> String {
            String(format: "median %.0f %@ (", Stats.percentile(values, 0.5), unit)
                + values.map { String(format: "%.0f", $0) }.joined(separator: " / ") + ")"
        }
        print("process start → first painted frame, \(result.runs) fresh processes each:")
        print("  bare GTK 4 window: " + line(result.bareFirstFrameMs, "ms"))
        print("  flare open \((spec as NSString).lastPathComponent): " + line(result.flareFirstFrameMs, "ms"))
        print("renderers: bare window \(result.bareRenderer); flare \(result.flareRenderer)")
        print("resident memory at that frame:")
        print("  bare GTK 4 window: " + line(result.bareRssMB, "MB"))
        print("  flare open \((spec as NSString).lastPathComponent): " + line(result.flareRssMB, "MB"))
    }

    private func child(_ executable: URL, _ arguments: [String]) throws -> FirstFrameResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["bench", "first-frame"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let result = try? JSONDecoder().decode(FirstFrameResult.self, from: data)
        else {
            printError("flare-dev bench startup: the measuring process failed (status \(process.terminationStatus))")
            throw ExitCode(1)
        }
        return result
    }

    struct Result: Codable {
        var runs: Int
        var bareFirstFrameMs: [Double]
        var flareFirstFrameMs: [Double]
        var bareRssMB: [Double]
        var flareRssMB: [Double]
        /// The bare window runs on GTK's default (or the user's `GSK_RENDERER`); Flare on its own choice.
        var bareRenderer: String
        var flareRenderer: String
    }
}
