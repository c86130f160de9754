import ArgumentParser
import FlareCommands
import FlareCore
import FlareGtk
import FlareGtkCommands
import Foundation

/// `flare-dev bench edit SPEC [--iterations N] [--zoom PERCENT] [--json]`: the previewer window on a copy of the spec,
/// its inspector open on the Properties page of the first alert; each iteration changes that alert's corner radius as
/// the page's spin button does (`SpecEditor`'s check → the window shows it → the file written atomically after the
/// frame) and times it from the change to the frame clock's `after-paint` of the first frame that shows it.
struct BenchEdit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Time a property edit in the window: from the change to the painted frame that shows it.",
        discussion: """
            The spec and every file it uses are copied to a temporary folder first; your files are never written. Each \
            iteration sets the first alert's corner radius to a new value through the window's \
            editor (the Properties page's path: checked by the whole spec's parser and shown; after the frame \
            the file is written atomically and the page's changed rows updated). Without a display a private Xvfb \
            is started.
            """)

    @Argument(help: "The spec file (YAML or JSON).")
    var spec: String

    @Option(help: "How many edits to time.")
    var iterations: Int = 100

    @Flag(help: "Keep the inspector closed (times the edit and the stage without the Properties page).")
    var withoutPage = false

    @Flag(help: "Rebuild the stage on every edit instead of restyling the shown alert in place (to compare the two).")
    var rebuild = false

    @Option(
        help: ArgumentHelp(
            "The window's zoom in percent (25–300) instead of the zoom that fits the stage: at 100 the stage is "
                + "drawn without a scale transform."))
    var zoom: Int?

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    func validate() throws {
        guard iterations > 0 else { throw ValidationError("--iterations must be positive") }
        if let zoom, !(25...300).contains(zoom) { throw ValidationError("--zoom takes a percentage from 25 to 300") }
    }

    func run() throws {
        let model = try ExportSupport.load(spec)
        guard let alert = model.alerts.first else {
            printError("flare-dev bench edit: \(spec) has no alert to edit")
            throw ExitCode(1)
        }
        let original = URL(fileURLWithPath: model.file)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flare-bench-edit-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = try BenchReload.copy(model.files + [model.file], rootedAt: original, into: folder)
        let result = try ExportSupport.withAnyDisplay(command: "flare-dev bench edit") {
            try MainActor.assumeIsolated { () throws -> Result in
                guard GtkRuntime.initialize() else {
                    printError("flare-dev bench edit: GTK cannot open the display")
                    throw ExitCode(1)
                }
                return try measure(copy: copy, alert: alert.id)
            }
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            print(String(decoding: try encoder.encode(result), as: UTF8.self))
        } else {
            print(
                String(
                    format: "%d property edits of %@ (change → painted frame):", result.iterations,
                    original.lastPathComponent))
            print("  renderer: \(result.renderer)")
            print(
                String(
                    format: "  p50 %.2f ms, p95 %.2f ms, p99 %.2f ms, max %.2f ms", result.p50Ms, result.p95Ms,
                    result.p99Ms, result.maxMs))
            print(
                String(
                    format:
                        "  of the median: the edit (checked; written after the frame) %.2f ms, "
                        + "parse %.2f ms, build the stage %.2f ms",
                    result.editMedianMs, result.parseMedianMs, result.buildMedianMs))
            print(
                String(
                    format:
                        "  CPU time of the flare process per edit (all threads, the write and the page after the frame "
                        + "included): %.2f ms",
                    result.cpuPerEditMs))
        }
    }

    @MainActor
    private func measure(copy: URL, alert: String) throws -> Result {
        let preview = WindowBench(specPath: copy.path)
        preview.reloadsInPlace = !rebuild
        var paintedAt: [Int: Double] = [:]
        preview.observeFrames { frame in if frame.isFirst { paintedAt[frame.generation] = ProcessClock.now() } }
        preview.present()
        defer { preview.close() }
        guard MainLoop.run(until: { preview.paintedGeneration >= 1 }, timeout: 30) else {
            printError("flare-dev bench edit: the window never painted")
            throw ExitCode(1)
        }
        if let zoom { preview.setZoom(Double(zoom) / 100) }
        if !withoutPage { preview.showPropertiesPage() }
        MainLoop.run(until: { false }, timeout: 1)
        var latencies: [Double] = [], edits: [Double] = [], parse: [Double] = [], build: [Double] = []
        // The first length of the alert's look (the corner radius): a spin button's edit.
        let row = PropertyCatalog.alertAppearance.first { $0.kind == .length }!
        let path = "alerts.\(alert).\(row.id)"
        let cpuStart = ProcessClock.cpu()
        for i in 0..<iterations {
            let value = 4 + i % 20
            let generation = preview.generation
            let start = ProcessClock.now()
            guard preview.setProperty(path, to: String(value)) else {
                printError("flare-dev bench edit: the edit \(path) = \(value) was refused")
                throw ExitCode(1)
            }
            let written = ProcessClock.now()
            let shown = MainLoop.run(until: { preview.paintedGeneration > generation }, timeout: 10)
            guard shown, let painted = paintedAt[preview.paintedGeneration] else {
                printError("flare-dev bench edit: edit \(i + 1) was not painted within 10 s")
                throw ExitCode(1)
            }
            latencies.append((painted - start) * 1000)
            edits.append((written - start) * 1000 - (preview.lastLoadTimes.parse + preview.lastLoadTimes.build) * 1000)
            parse.append(preview.lastLoadTimes.parse * 1000)
            build.append(preview.lastLoadTimes.build * 1000)
            paintedAt = [:]
            MainLoop.run(until: { false }, timeout: 0.01)
        }
        let cpu = (ProcessClock.cpu() - cpuStart) * 1000 / Double(iterations)
        return Result(
            iterations: iterations, cpuPerEditMs: cpu, p50Ms: Stats.percentile(latencies, 0.5),
            p95Ms: Stats.percentile(latencies, 0.95),
            p99Ms: Stats.percentile(latencies, 0.99), maxMs: latencies.max() ?? 0,
            editMedianMs: Stats.percentile(edits, 0.5), parseMedianMs: Stats.percentile(parse, 0.5),
            buildMedianMs: Stats.percentile(build, 0.5), renderer: GtkRuntime.renderer?.description ?? "GTK's default")
    }

    struct Result: Codable {
        var iterations: Int
        /// Flare's own CPU time per edit (all threads, the 10 ms pause and the page's rebuild after the frame
        /// included): steadier than wall time on a busy machine.
        var cpuPerEditMs: Double
        var p50Ms: Double
        var p95Ms: Double
        var p99Ms: Double
        var maxMs: Double
        /// The edit checked against the whole spec, before the window shows it (parse and build excluded; the write
        /// and the Properties page come after the frame).
        var editMedianMs: Double
        var parseMedianMs: Double
        var buildMedianMs: Double
        var renderer: String
    }
}
