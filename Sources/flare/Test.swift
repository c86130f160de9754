import ArgumentParser
import FlareCore
import FlareGtk
import Foundation

/// `flare test SPEC --baseline DIR [--update] [--threshold T] [--max-diff S] [--junit FILE] [--id ID]…
/// [--theme …]… [--scale …]… [--device …]… [--text …]… [--locale …]… [--shard i/n]`: renders every alert in every variant and compares
/// it with the approved baseline images. Exit 0: all match; 1: any changed, new or missing; 2: usage error.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Compare a spec's alerts, in every variant, with approved baseline images.",
        discussion: """
        Prints one line per changed, new or missing image and exits 1 if there is any (0 when all match, 2 on \
        usage errors). The comparison is perceptual (YIQ colour distance, anti-aliasing ignored, as pixelmatch): \
        a pixel differs when its distance exceeds --threshold (default 0.1), and an image has changed when more \
        than --max-diff of its pixels differ (default 0.001, 0.1 %). --update approves: it writes the rendered \
        images (all, or only --id's) into the baseline and removes missing ones.
        """)

    @Argument(help: "The spec file (YAML or JSON).")
    var spec: String

    @OptionGroup var root: RootOption

    @Option(help: "The folder of approved images (and its manifest.json).")
    var baseline: String

    @Flag(help: "Approve: write the rendered images into the baseline (only --id's when given).")
    var update = false

    @Option(help: "0...1: colour distance below which pixels are equal (default 0.1).")
    var threshold: Double = PixelDiff.defaultThreshold

    @Option(name: .customLong("max-diff"), help: "0...1: share of differing pixels an unchanged image may have.")
    var maxDiff: Double = 0.001

    @Option(help: "Write JUnit XML here.")
    var junit: String?

    @Option(help: "Write a static review page here (index.html with reference, current and diff images).")
    var report: String?

    @Option(name: .customLong("id"), help: "An alert to test (repeatable; every alert when omitted).")
    var ids: [String] = []

    @OptionGroup var axes: VariantAxes

    @Option(help: "i/n: test only this share of the images, the same on every run (for CI matrices).")
    var shard: String?

    @Option(help: "alert or stage.")
    var frame: Exporter.Frame = .alert

    @Option(help: "Processes to render with (default: one per core; each takes at least 48 images).")
    var jobs: Int?

    func run() throws {
        guard (0...1).contains(threshold), (0...1).contains(maxDiff) else {
            printError("flare test: --threshold and --max-diff must be between 0 and 1")
            throw ExitCode(2)
        }
        let (devices, shard) = try VariantOptions.validated(command: "flare test", scales: axes.scale, devices: axes.device,
                                                            shard: self.shard)
        let jobs = try ExportSupport.jobs(self.jobs, command: "flare test")
        let spec = try ExportSupport.load(self.spec, root: root.path)
        let alerts: [AlertSpec]
        do { alerts = try Exporter.alerts(ids, in: spec) } catch {
            printError("flare test: \(error)")
            throw ExitCode(2)
        }
        let variants = try axes.variants(of: spec, devices: devices, command: "flare test")
        let allItems = Exporter.items(alerts, variants: variants)
        let items = shard.select(allItems)
        let baselineDir = URL(fileURLWithPath: baseline)
        let current = FileManager.default.temporaryDirectory.appendingPathComponent("flare-test-\(getpid())")
        defer { try? FileManager.default.removeItem(at: current) }
        let manifestURL = baselineDir.appendingPathComponent("manifest.json")
        let approved = (try? Exporter.Manifest.read(from: manifestURL))?.alerts ?? []
        let report = try ExportSupport.withDisplay {
            try MainActor.assumeIsolated {
                // Unchanged images are recognised by their pixel fingerprint while rendering, and never encoded.
                var options = Exporter.Options(frame: frame)
                if !update {
                    options.baseline = Dictionary(approved.filter { $0.pixels != nil && FileManager.default.fileExists(
                        atPath: baselineDir.appendingPathComponent($0.file).path) }.map { ($0.file, $0) }) { a, _ in a }
                }
                return try ExportWorkers.export(items, of: spec, specPath: self.spec, root: root.path, to: current,
                                                options: options, jobs: jobs, worker: ExportSupport.workerCommand)
            }
        }
        // Missing: approved images (of the ids tested) that no shard renders any more.
        let rendered = Set(allItems.map { $0.variant.fileName(id: $0.alert.id, stage: spec.stage) })
        let inScope = approved.filter { entry in
            (ids.isEmpty || ids.contains(entry.id)) && !rendered.contains(entry.file)
        }
        let missing = shard.count == 1 ? inScope : inScope.filter { Self.owner($0.file, shards: shard.count) == shard.index }
        let reportDir = self.report.map { URL(fileURLWithPath: $0) }
        if let reportDir {
            for sub in ["reference", "current", "diff"] {
                try FileManager.default.createDirectory(at: reportDir.appendingPathComponent(sub), withIntermediateDirectories: true)
            }
        }
        var results = try compare(report.entries, current: current, baseline: baselineDir, spec: spec, reportDir: reportDir)
        results += missing.map { ReviewResult(id: $0.id, file: $0.file, status: .missing, detail: "in the baseline but no longer rendered") }
        if update {
            // Only what changed or is new is written: an unchanged image keeps its approved file (and bytes), so
            // the baseline's diff in version control is exactly what was approved.
            let approving = Set(results.filter { $0.status == .changed || $0.status == .new }.map(\.file))
            let listed = Set(approved.map(\.file))
            try approve(report.entries.filter { approving.contains($0.file) }, missing: missing,
                        unlisted: report.entries.filter { !approving.contains($0.file) && !listed.contains($0.file) },
                        approved: approved, current: current, baseline: baselineDir, spec: spec)
        }
        for result in results where result.failed {
            print(update ? "approved  \(result.file)" : result.line)
        }
        if let reportDir {
            try writeReport(results, current: current, baseline: baselineDir, to: reportDir, spec: spec)
        }
        if let junit {
            try JUnitReport.xml(results, suite: spec.file).write(toFile: junit, atomically: true, encoding: .utf8)
        }
        let failures = results.filter(\.failed).count
        if !update, failures > 0 {
            printError("flare test: \(failures) of \(results.count) image\(results.count == 1 ? "" : "s") differ from \(baseline); "
                       + "if the change is intended, approve it with --update")
            throw ExitCode(1)
        }
    }

    private func compare(_ entries: [Exporter.Entry], current: URL, baseline: URL, spec: Spec,
                         reportDir: URL?) throws -> [ReviewResult] {
        let diff = PixelDiff(threshold: threshold)
        return try entries.map { entry in
            let location = spec.alert(entry.id)?.location?.description
            let old = baseline.appendingPathComponent(entry.file)
            if entry.sameAsBaseline == true {
                return ReviewResult(id: entry.id, file: entry.file, status: .unchanged, differingShare: 0,
                                    detail: "the same pixels as the baseline", location: location)
            }
            guard FileManager.default.fileExists(atPath: old.path) else {
                return ReviewResult(id: entry.id, file: entry.file, status: .new, detail: "no baseline image yet", location: location)
            }
            let outcome = try BaselineComparison.compare(current: current.appendingPathComponent(entry.file), baseline: old,
                                                         diff: diff, maxShare: maxDiff,
                                                         diffURL: reportDir?.appendingPathComponent("diff/\(entry.file)"))
            let percent = String(format: "%.2f%% of pixels differ (max %.2f%%)", outcome.share * 100, maxDiff * 100)
            return ReviewResult(id: entry.id, file: entry.file, status: outcome.changed ? .changed : .unchanged,
                                differingShare: outcome.share, detail: outcome.sizes.map { "size changed, \($0)" } ?? percent,
                                location: location)
        }
    }

    /// The review page: `index.html`, the images it shows, and `results.json`.
    private func writeReport(_ results: [ReviewResult], current: URL, baseline: URL, to dir: URL, spec: Spec) throws {
        let files = FileManager.default
        for result in results {
            let wantsReference = result.status == .changed || result.status == .missing
            let wantsCurrent = result.status != .missing
            for (wanted, from, sub) in [(wantsReference, baseline, "reference"), (wantsCurrent, current, "current")] where wanted {
                let target = dir.appendingPathComponent("\(sub)/\(result.file)")
                try? files.removeItem(at: target)
                // An image the same as its baseline was not written: the baseline file is its current image.
                let source = files.fileExists(atPath: from.appendingPathComponent(result.file).path) ? from : baseline
                try files.copyItem(at: source.appendingPathComponent(result.file), to: target)
            }
        }
        try ReportPage.html(results, title: spec.file).write(to: dir.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        let json = JSONEncoder()
        json.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try json.encode(results.sorted(by: ReviewResult.reportOrder)).write(to: dir.appendingPathComponent("results.json"))
    }

    /// Copies `entries`' rendered images into the baseline, removes the missing ones, and rewrites its manifest
    /// (entries outside this run kept; `unlisted`: unchanged images the manifest did not list yet).
    private func approve(_ entries: [Exporter.Entry], missing: [Exporter.Entry], unlisted: [Exporter.Entry],
                         approved: [Exporter.Entry], current: URL, baseline: URL, spec: Spec) throws {
        let files = FileManager.default
        try files.createDirectory(at: baseline, withIntermediateDirectories: true)
        for entry in entries {
            let target = baseline.appendingPathComponent(entry.file)
            try? files.removeItem(at: target)
            try files.copyItem(at: current.appendingPathComponent(entry.file), to: target)
        }
        for entry in missing { try? files.removeItem(at: baseline.appendingPathComponent(entry.file)) }
        let replaced = Set(entries.map(\.file) + missing.map(\.file))
        let kept = approved.filter { !replaced.contains($0.file) }
        try Exporter.Manifest(spec: spec.file, frame: frame.rawValue, alerts: (kept + entries + unlisted).sorted { $0.file < $1.file })
            .write(to: baseline.appendingPathComponent("manifest.json"))
    }

    /// Which shard a removed image belonged to can no longer be computed from its position, so missing
    /// images are assigned by a stable hash of their file name: each shard reports its own.
    static func owner(_ file: String, shards: Int) -> Int {
        Int(stableHash(file) % UInt64(shards)) + 1
    }
}
