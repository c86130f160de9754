import ArgumentParser
import FlareCommands
import FlareCore
import FlareGtk
import FlareGtkCommands
import Foundation

/// `flare-dev bench keystroke SPEC [--iterations N] [--json]`: the previewer window with its source pane; each
/// iteration types one character into the first `title:` of the spec's tab (or deletes it again, alternating) and times
/// it from the keystroke to the frame clock's `after-paint` of the first frame that shows the changed title. Nothing is
/// saved: the stage follows the pane's unsaved text.
struct BenchKeystroke: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keystroke",
        abstract: "Time the source pane: from a keystroke in a title to the painted frame that shows it (no save).",
        discussion: """
            The keystroke goes in as typing does (an interactive insert or Backspace at the cursor, which GtkTextView \
            does for a key press), so the time is the text buffer's change, the parse of the unsaved text, the stage's \
            rebuild, layout and paint. Your file is never written. Without a display a private Xvfb is started.
            """)

    @Argument(help: "The spec file (YAML or JSON).")
    var spec: String

    @Option(help: "How many keystrokes to time.")
    var iterations: Int = 200

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    @Option(
        help: ArgumentHelp(
            "The window's zoom in percent (25–300) instead of the zoom that fits the stage: at 100 the stage is "
                + "drawn without a scale transform."))
    var zoom: Int?

    func validate() throws {
        guard iterations > 0 else { throw ValidationError("--iterations must be positive") }
        if let zoom, !(25...300).contains(zoom) { throw ValidationError("--zoom takes a percentage from 25 to 300") }
    }

    struct Result: Codable {
        var iterations: Int
        var p50Ms: Double
        var p95Ms: Double
        var p99Ms: Double
        var maxMs: Double
        var parseMedianMs: Double
        var buildMedianMs: Double
        var renderer: String
    }

    func run() throws {
        let model = try ExportSupport.load(spec)
        let result = try ExportSupport.withAnyDisplay(command: "flare-dev bench keystroke") {
            try MainActor.assumeIsolated { () throws -> Result in
                guard GtkRuntime.initialize() else {
                    printError("flare-dev bench keystroke: GTK cannot open the display")
                    throw ExitCode(1)
                }
                return try measure(path: model.file)
            }
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            print(String(decoding: try encoder.encode(result), as: UTF8.self))
        } else {
            print(
                "\(result.iterations) keystrokes in the source pane of \((spec as NSString).lastPathComponent) "
                    + "(keystroke → painted frame):"
            )
            print("  renderer: \(result.renderer)")
            print(
                String(
                    format: "  p50 %.2f ms, p95 %.2f ms, p99 %.2f ms, max %.2f ms", result.p50Ms, result.p95Ms,
                    result.p99Ms, result.maxMs))
            print(
                String(
                    format:
                        "  shares of the median: parse %.2f ms, build the stage %.2f ms, the rest (text view, layout, "
                        + "paint) %.2f ms",
                    result.parseMedianMs, result.buildMedianMs,
                    max(0, result.p50Ms - result.parseMedianMs - result.buildMedianMs)))
        }
    }

    @MainActor
    private func measure(path: String) throws -> Result {
        let preview = WindowBench(specPath: path)
        var paintedAt: [Int: Double] = [:]
        preview.observeFrames { frame in if frame.isFirst { paintedAt[frame.generation] = ProcessClock.now() } }
        preview.present()
        defer { preview.close() }
        guard MainLoop.run(until: { preview.paintedGeneration >= 1 }, timeout: 30),
            let title = preview.spec?.alerts.first?.title
        else {
            printError("flare-dev bench keystroke: the window never painted an alert")
            throw ExitCode(1)
        }
        guard preview.placeSourceCursor(after: "title: \(title)") else {
            printError("flare-dev bench keystroke: the spec has no block-style `title: \(title)` line to type in")
            throw ExitCode(1)
        }
        if let zoom { preview.setZoom(Double(zoom) / 100) }
        // Let the opening animation finish and the pane lay out, so every timed frame is a keystroke's.
        MainLoop.run(until: { false }, timeout: 1)

        var latencies: [Double] = [], parse: [Double] = [], build: [Double] = []
        var random = SystemRandomNumberGenerator()
        for i in 0..<iterations {
            let typing = i % 2 == 0
            let expected = typing ? title + "x" : title
            let generation = preview.generation
            let start = ProcessClock.now()
            preview.keystrokeInSource(typing ? "x" : nil)
            let shown = MainLoop.run(
                until: {
                    preview.paintedGeneration > generation && preview.spec?.alerts.first?.title == expected
                }, timeout: 10)
            guard shown, let painted = paintedAt[preview.paintedGeneration] else {
                printError("flare-dev bench keystroke: keystroke \(i + 1) was not shown within 10 s")
                throw ExitCode(1)
            }
            latencies.append((painted - start) * 1000)
            parse.append(preview.lastLoadTimes.parse * 1000)
            build.append(preview.lastLoadTimes.build * 1000)
            paintedAt = [:]
            // A person types a key every 50–200 ms.
            MainLoop.run(until: { false }, timeout: Double.random(in: 0.05...0.2, using: &random))
        }
        return Result(
            iterations: iterations, p50Ms: Stats.percentile(latencies, 0.5), p95Ms: Stats.percentile(latencies, 0.95),
            p99Ms: Stats.percentile(latencies, 0.99), maxMs: latencies.max() ?? 0,
            parseMedianMs: Stats.percentile(parse, 0.5), buildMedianMs: Stats.percentile(build, 0.5),
            renderer: GtkRuntime.renderer?.description ?? "GTK's default")
    }
}
