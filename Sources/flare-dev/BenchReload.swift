import ArgumentParser
import FlareCommands
import FlareCore
import FlareGtk
import FlareGtkCommands
import Foundation

/// `flare-dev bench reload SPEC [--iterations N] [--json]`: the previewer window on a copy of the spec; each
/// iteration saves a new title atomically (temporary file + rename, as editors do) and times it from the
/// start of the write to the frame clock's `after-paint` of the first frame that shows it.
struct BenchReload: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reload",
        abstract: "Time live reload: from an atomic save of the spec to the painted frame that shows it.",
        discussion: """
            The spec and every file it uses are copied to a temporary folder first; \
            your files are never written. The first \
            block-style `title:` line of the spec (or the first "title" of a JSON spec) is rewritten each time. \
            Without a display a private Xvfb is started. Resident memory is read before and after the reloads.
            """)

    @Argument(help: "The spec file (YAML or JSON).")
    var spec: String

    @Option(help: "How many saves to time.")
    var iterations: Int = 200

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    @Flag(help: "Rebuild the stage on every save, as before in-place updates (to compare both in one run).")
    var rebuild = false

    @Option(
        help: ArgumentHelp(
            "The idle time between a painted save and the next save, drawn evenly from this range in milliseconds "
                + "(LOW-HIGH). With the default most saves land within one refresh period (16.7 ms) of the last "
                + "frame, which GTK's frame clock holds back until that period is over; 20-40 lands every save "
                + "after it, as saves seconds apart do."))
    var pause = "0-20"

    /// `--pause` in seconds; nil when it is not LOW-HIGH with 0 ≤ LOW ≤ HIGH ≤ 1000.
    static func seconds(pause: String) -> ClosedRange<Double>? {
        let parts = pause.split(separator: "-", omittingEmptySubsequences: false).map { Double($0) }
        guard parts.count == 2, let low = parts[0], let high = parts[1], low >= 0, low <= high, high <= 1000 else {
            return nil
        }
        return low / 1000...high / 1000
    }

    @Option(
        help: ArgumentHelp(
            "The window's zoom in percent (25–300) instead of the zoom that fits the stage: at 100 the stage is "
                + "drawn without a scale transform."))
    var zoom: Int?

    @Option(
        help: ArgumentHelp(
            "Time the compare view on this axis instead (themes, devices, texts, locales, spec-variants, alerts): "
                + "from the save to the frame showing its last tile.")
    )
    var compare: String?

    @Option(
        help: ArgumentHelp(
            "With --compare: the most time one frame spends drawing tiles, in milliseconds (the window's: 10; "
                + "0: one tile a frame).")
    )
    var tileBudget: Double?

    func validate() throws {
        if let compare, CompareGrid.Axis(rawValue: compare) == nil {
            throw ValidationError(
                "--compare takes one of \(CompareGrid.Axis.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard iterations > 0 else { throw ValidationError("--iterations must be positive") }
        guard Self.seconds(pause: pause) != nil else {
            throw ValidationError("--pause takes LOW-HIGH in milliseconds, 0 ≤ LOW ≤ HIGH ≤ 1000 (e.g. 0-20)")
        }
        if let zoom, !(25...300).contains(zoom) { throw ValidationError("--zoom takes a percentage from 25 to 300") }
        if let tileBudget, compare == nil || !(tileBudget >= 0) {
            throw ValidationError("--tile-budget takes a number of milliseconds ≥ 0, with --compare")
        }
    }

    func run() throws {
        let model = try ExportSupport.load(spec)
        let original = URL(fileURLWithPath: model.file)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flare-bench-reload-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = try Self.copy(model.files + [model.file], rootedAt: original, into: folder)
        let text = try String(contentsOf: copy, encoding: .utf8)
        guard let template = TitleTemplate(text) else {
            printError("flare-dev bench reload: \(spec) has no block-style `title:` line to rewrite")
            throw ExitCode(1)
        }

        let result = try ExportSupport.withAnyDisplay(command: "flare-dev bench reload") {
            try MainActor.assumeIsolated { () throws -> Result in
                guard GtkRuntime.initialize() else {
                    printError("flare-dev bench reload: GTK cannot open the display")
                    throw ExitCode(1)
                }
                return try measure(copy: copy, template: template)
            }
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            print(String(decoding: try encoder.encode(result), as: UTF8.self))
        } else {
            print(
                String(
                    format: "%d reloads of %@ (atomic save → painted frame):", result.iterations,
                    original.lastPathComponent))
            print("  renderer: \(result.renderer)")
            print(
                String(
                    format: "  p50 %.2f ms, p95 %.2f ms, p99 %.2f ms, max %.2f ms",
                    result.p50Ms, result.p95Ms, result.p99Ms, result.maxMs))
            print(
                String(
                    format:
                        "  saves more than a refresh period (16.7 ms) after the last frame: %d, p50 %.2f ms, "
                        + "p99 %.2f ms; within one: %d, p50 %.2f ms, p99 %.2f ms",
                    result.unpaced.count, result.unpaced.p50Ms, result.unpaced.p99Ms, result.paced.count,
                    result.paced.p50Ms, result.paced.p99Ms))
            print(
                String(
                    format:
                        "  shares of the median: parse %.2f ms, build the stage %.2f ms, the rest (watch, layout, "
                        + "paint) %.2f ms",
                    result.parseMedianMs, result.buildMedianMs,
                    max(0, result.p50Ms - result.parseMedianMs - result.buildMedianMs)))
            print(
                String(
                    format: "  CPU time of the flare process per reload (all threads): %.2f ms", result.cpuPerReloadMs))
            if let tiles = result.compareTiles, let gap = result.longestFrameMedianMs,
                let worst = result.longestFrameMaxMs
            {
                print(
                    String(
                        format:
                            "  compare view: %d tiles; longest gap between painted frames while it fills: "
                            + "median %.2f ms, max %.2f ms",
                        tiles, gap, worst))
            }
            if let stall = result.longestTickMedianMs, let worst = result.longestTickMaxMs {
                print(
                    String(
                        format:
                            "  longest wait between frame clock ticks from the save to the last tile: "
                            + "median %.2f ms, max %.2f ms",
                        stall, worst))
            }
            print(
                String(
                    format: "  resident memory: %.1f MB with the spec open, %.1f MB after the reloads (%+.1f MB)",
                    result.rssBeforeMB, result.rssAfterMB, result.rssAfterMB - result.rssBeforeMB))
        }
    }

    /// Copies `files` into `folder`, keeping their places relative to their common folder (so relative
    /// references still resolve); returns where `root` went.
    static func copy(_ files: [String], rootedAt root: URL, into folder: URL) throws -> URL {
        let parts = files.map { URL(fileURLWithPath: $0).deletingLastPathComponent().pathComponents }
        var common = parts.first ?? []
        for p in parts.dropFirst() { common = Array(zip(common, p).prefix { $0 == $1 }.map(\.0)) }
        let base = common.count
        func target(_ path: String) -> URL {
            URL(fileURLWithPath: path).pathComponents.dropFirst(base).reduce(folder) { $0.appendingPathComponent($1) }
        }
        for file in Set(files) {
            let to = target(file)
            try FileManager.default.createDirectory(
                at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: URL(fileURLWithPath: file), to: to)
        }
        return target(root.path)
    }

    @MainActor
    private func measure(copy: URL, template: TitleTemplate) throws -> Result {
        let preview = WindowBench(specPath: copy.path)
        preview.reloadsInPlace = !rebuild
        if let tileBudget { preview.compareFrameBudget = tileBudget / 1000 }
        let axis = compare.flatMap(CompareGrid.Axis.init(rawValue:))
        var paintedAt: [Int: Double] = [:]
        var lastPainted = 0.0  // any frame's
        // With --compare: when the frame showing the last tile was painted, and the gaps between painted frames.
        // Only frames of the save's reload count: before it, the grid of the previous save is complete too.
        var completedAt: Double?, lastFrame: Double?, longestGap = 0.0, savedGeneration = Int.max
        preview.observeFrames { frame in
            let now = ProcessClock.now()
            lastPainted = now
            if frame.isFirst { paintedAt[frame.generation] = now }
            if axis != nil, frame.generation > savedGeneration {
                if let lastFrame, completedAt == nil { longestGap = max(longestGap, now - lastFrame) }
                lastFrame = now
                if completedAt == nil, preview.compareTiles.complete { completedAt = now }
            }
        }
        // With --compare: the longest wait between two ticks of the frame clock, from the save to the frame showing
        // the last tile. A tick callback keeps the clock ticking every frame, so a turn of the main loop that holds
        // a frame back counts even when no frame would have been painted (painted frames alone miss the wait
        // between the save and the first of them).
        var lastTick: Double?, longestTick = 0.0
        if axis != nil {
            preview.onEveryFrameTick {
                let now = ProcessClock.now()
                if let last = lastTick, completedAt == nil { longestTick = max(longestTick, now - last) }
                lastTick = now
                return true
            }
        }
        preview.present()
        defer { preview.close() }
        guard MainLoop.run(until: { preview.paintedGeneration >= 1 }, timeout: 30) else {
            printError("flare-dev bench reload: the window never painted")
            throw ExitCode(1)
        }
        if let zoom { preview.setZoom(Double(zoom) / 100) }
        // Let the opening animation finish so every timed frame is a reload frame.
        MainLoop.run(until: { false }, timeout: 1)
        if let axis {
            preview.setCompare(axis)
            guard MainLoop.run(until: { preview.compareTiles.complete && preview.compareTiles.count > 0 }, timeout: 30)
            else {
                printError("flare-dev bench reload: the compare view on \(axis.rawValue) showed no tiles")
                throw ExitCode(1)
            }
            MainLoop.run(until: { false }, timeout: 0.2)
        }
        let rssBefore = Memory.residentMB()

        var latencies: [Double] = [], parse: [Double] = [], build: [Double] = [], gaps: [Double] = []
        var paced: [Double] = [], unpaced: [Double] = []
        var stalls: [Double] = []
        var random = SystemRandomNumberGenerator()
        let pauses = Self.seconds(pause: pause) ?? 0...0.02
        let cpuStart = ProcessClock.cpu()
        for i in 0..<iterations {
            let title = "Reload \(i + 1)"
            let generation = preview.generation
            (completedAt, lastFrame, longestGap, savedGeneration) = (nil, nil, 0, generation)
            let start = ProcessClock.now()
            let afterFrame = start - lastPainted
            (lastTick, longestTick) = (start, 0)
            try Data(template.text(title: title).utf8).write(to: copy, options: .atomic)
            let shown = MainLoop.run(
                until: {
                    preview.paintedGeneration > generation
                        && preview.spec?.alerts.contains { $0.title == title } == true
                        && (axis == nil || completedAt != nil)
                }, timeout: axis == nil ? 10 : 30)
            guard shown, let painted = axis == nil ? paintedAt[preview.paintedGeneration] : completedAt else {
                printError("flare-dev bench reload: save \(i + 1) was not shown within \(axis == nil ? 10 : 30) s")
                throw ExitCode(1)
            }
            latencies.append((painted - start) * 1000)
            if afterFrame < 1 / 60.0 { paced.append(latencies.last!) } else { unpaced.append(latencies.last!) }
            gaps.append(longestGap * 1000)
            stalls.append(longestTick * 1000)
            parse.append(preview.lastLoadTimes.parse * 1000)
            build.append(preview.lastLoadTimes.build * 1000)
            paintedAt = [:]
            // Irregular intervals: idle main loop between saves (`--pause`).
            MainLoop.run(until: { false }, timeout: Double.random(in: pauses, using: &random))
        }
        let cpu = (ProcessClock.cpu() - cpuStart) * 1000 / Double(iterations)
        return Result(
            iterations: iterations, cpuPerReloadMs: cpu,
            p50Ms: Stats.percentile(latencies, 0.5), p95Ms: Stats.percentile(latencies, 0.95),
            p99Ms: Stats.percentile(latencies, 0.99), maxMs: latencies.max() ?? 0,
            pauseMs: [pauses.lowerBound * 1000, pauses.upperBound * 1000], paced: Share(paced), unpaced: Share(unpaced),
            parseMedianMs: Stats.percentile(parse, 0.5), buildMedianMs: Stats.percentile(build, 0.5),
            rssBeforeMB: rssBefore, rssAfterMB: Memory.residentMB(),
            renderer: GtkRuntime.renderer?.description ?? "GTK's default",
            compareTiles: axis == nil ? nil : preview.compareTiles.count,
            longestFrameMedianMs: axis == nil ? nil : Stats.percentile(gaps, 0.5),
            longestFrameMaxMs: axis == nil ? nil : gaps.max(),
            longestTickMedianMs: axis == nil ? nil : Stats.percentile(stalls, 0.5),
            longestTickMaxMs: axis == nil ? nil : stalls.max())
    }

    struct Share: Codable {
        var count: Int
        var p50Ms: Double
        var p99Ms: Double

        init(_ latencies: [Double]) {
            count = latencies.count
            p50Ms = Stats.percentile(latencies, 0.5)
            p99Ms = Stats.percentile(latencies, 0.99)
        }
    }

    struct Result: Codable {
        var iterations: Int
        /// Flare's own CPU time per reload (all threads): steadier than wall time on a busy machine.
        var cpuPerReloadMs: Double
        var p50Ms: Double
        var p95Ms: Double
        var p99Ms: Double
        var maxMs: Double
        /// `--pause`: the range of idle time between a painted save and the next save.
        var pauseMs: [Double]
        /// The saves within one refresh period of the last painted frame (the frame clock holds their frame back),
        /// and the rest.
        var paced: Share
        var unpaced: Share
        var parseMedianMs: Double
        var buildMedianMs: Double
        var rssBeforeMB: Double
        var rssAfterMB: Double
        /// Flare's renderer choice and why (`RendererChoice`): what this run measured.
        var renderer: String
        /// `--compare`: the tiles, and the longest gap between two painted frames while they filled (per save).
        var compareTiles: Int?
        var longestFrameMedianMs: Double?
        var longestFrameMaxMs: Double?
        /// `--compare`: the longest wait between two frame clock ticks from the save to the last tile (per save).
        var longestTickMedianMs: Double?
        var longestTickMaxMs: Double?
    }
}
