import ArgumentParser
import FlareCommands
import FlareCore
import FlareGtk
import FlareGtkCommands
import Foundation

/// `flare-dev bench export SPEC [--scale N] [--count N] [--text FILL] [--theme T]… [--device D]… [--json]`: exports
/// `count` images (the spec's alerts in every theme and device given, cycled in export order) into a temporary folder
/// and reports whole-process time and milliseconds per image.
struct BenchExport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Time `flare export` of COUNT alerts, start-up included.")

    @Argument(help: "The spec file (YAML or JSON).")
    var spec: String

    @Option(help: "1, 2 or 3.")
    var scale: Int = 2

    @Option(help: "How many images to export (the spec's alerts in each variant, cycled).")
    var count: Int = 100

    @Option(help: "light or dark (repeatable: variants; default: the spec's stage.theme).")
    var theme: [Theme] = []

    @Option(
        help: ArgumentHelp(
            "phone, phone-landscape, tablet or WxH points, e.g. 400x800 (repeatable: variants; default: "
                + "the spec's stage.device).", valueName: "device"))
    var device: [Stage.Device] = []

    @Option(help: "alert or stage.")
    var frame: Exporter.Frame = .alert

    @Option(
        help: ArgumentHelp(
            "PNG writer: flare, or for comparison libdeflate or zlib (Flare's filter, their compressor), "
                + "gdk-pixbuf or gdk-texture.")
    )
    var encoder: EncoderComparison.Encoder = .flare

    @Option(
        help: "The comparison encoder's level 0...9 (default: its fastest here: libdeflate 2, zlib and gdk-pixbuf 1).")
    var compression: Int?

    @Option(help: "Text stress fill of every alert: default, long, rtl, cjk, emoji or pseudo.")
    var text: TextStress = .default

    @OptionGroup var jobs: JobsOption

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    func validate() throws {
        guard (1...3).contains(scale), count > 0, (0...9).contains(compression ?? 1) else {
            throw ValidationError("--scale must be 1, 2 or 3, --count positive, --compression 0...9")
        }
        // The comparison encoders run in this process only (workers write with Flare's).
        guard encoder == .flare || (jobs.jobs ?? 1) == 1 else {
            throw ValidationError("--encoder \(encoder.rawValue) runs in one process (--jobs 1)")
        }
    }

    func run() throws {
        let spec = try ExportSupport.load(self.spec)
        guard !spec.alerts.isEmpty else {
            printError("flare-dev bench export: \(self.spec) has no alerts")
            throw ExitCode(1)
        }
        let options = Exporter.Options(frame: frame)  // each item draws its own variant
        let level = compression ?? encoder.fastestLevel
        let variants = Variant.crossProduct(
            themes: theme, scales: [scale], devices: device, texts: [text], stage: spec.stage)
        // The cross product in export order (alert-major), cycled to `count` images, each copy under its own id.
        let all = AlertExport.items(spec.alerts, variants: variants)
        let items = (0..<count).map { i -> AlertExport.Item in
            var item = all[i % all.count]
            item.source = item.alert.id
            item.alert.id = "\(item.alert.id)-\(i)"
            return item
        }
        let jobs = encoder == .flare ? self.jobs.count : 1
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flare-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let exportStart = ProcessClock.now(), cpuStart = ProcessClock.cpuWithChildren()
        let report = try ExportSupport.withDisplay {
            try MainActor.assumeIsolated {
                encoder == .flare
                    ? try ExportWorkers.export(
                        items, of: spec, specPath: self.spec, root: nil, to: directory, options: options,
                        jobs: jobs, worker: ExportSupport.workerCommand, warn: { _ in }, found: { _ in })
                    : try AlertExport.export(
                        items, of: spec, to: directory, options: options,
                        writer: EncoderComparison.writer(encoder, level: level), warn: { _ in }, found: { _ in })
            }
        }
        let end = ProcessClock.now()
        let cpu = ProcessClock.cpuWithChildren() - cpuStart
        let result = Result(
            alerts: count, scale: scale, text: text.rawValue, frame: frame.rawValue, encoder: encoder.rawValue,
            compression: encoder == .flare ? nil : level,
            variants: variants.count, processes: report.processes,
            processSeconds: end - ProcessClock.processStart(),
            exportSeconds: end - exportStart,
            msPerAlert: (end - exportStart) * 1000 / Double(count),
            cpuMsPerAlert: cpu * 1000 / Double(count),
            renderMedianMs: Stats.percentile(report.renderMilliseconds, 0.5),
            renderP95Ms: Stats.percentile(report.renderMilliseconds, 0.95),
            encodeMedianMs: Stats.percentile(report.encodeMilliseconds, 0.5),
            encodeP95Ms: Stats.percentile(report.encodeMilliseconds, 0.95),
            pngBytes: report.entries.reduce(0) { total, entry in
                var st = stat()
                return total + (stat(directory.appendingPathComponent(entry.file).path, &st) == 0 ? Int(st.st_size) : 0)
            })
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            print(String(decoding: try encoder.encode(result), as: UTF8.self))
        } else {
            let encoding =
                result.compression.map { "\(encoder.rawValue) encoder, level \($0)" } ?? "\(encoder.rawValue) encoder"
            print(
                String(
                    format:
                        "%d images (%d variant%@) at %dx (%@ text, %@ frame, %@, %d process%@): "
                        + "whole process %.3f s (export %.3f s, %.2f ms/image)",
                    count, result.variants, result.variants == 1 ? "" : "s", scale, text.rawValue, frame.rawValue,
                    encoding, result.processes,
                    result.processes == 1 ? "" : "es", result.processSeconds, result.exportSeconds, result.msPerAlert))
            print(
                String(
                    format: "  render (each process's main thread): median %.2f ms, p95 %.2f ms", result.renderMedianMs,
                    result.renderP95Ms))
            print(
                String(
                    format: "  encode+write (each process's second thread): median %.2f ms, p95 %.2f ms",
                    result.encodeMedianMs, result.encodeP95Ms))
            print(String(format: "  CPU (all threads and processes): %.2f ms per alert", result.cpuMsPerAlert))
            print("  PNG bytes total: \(result.pngBytes)")
        }
    }

    struct Result: Codable {
        var alerts: Int
        var scale: Int
        var text: String
        var frame: String
        var encoder: String
        /// The comparison encoder's level (none for Flare's).
        var compression: Int?
        /// How many variants each alert was exported in (`--theme` × `--device`).
        var variants: Int
        /// How many processes rendered (`--jobs`).
        var processes: Int
        var processSeconds: Double
        var exportSeconds: Double
        var msPerAlert: Double
        /// CPU time of the export (every thread of this process, its workers and, headless, its Xvfb) per image:
        /// what a machine busy with other work still measures fairly; on an idle one the wall time is at least
        /// this ÷ cores.
        var cpuMsPerAlert: Double
        var renderMedianMs: Double
        var renderP95Ms: Double
        var encodeMedianMs: Double
        var encodeP95Ms: Double
        var pngBytes: Int
    }
}

extension EncoderComparison.Encoder: ExpressibleByArgument {}
