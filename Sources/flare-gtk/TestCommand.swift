import ArgumentParser
import FlareCommands
import FlareCore
import FlareGtk
import FlareGtkCommands
import Foundation

/// `flare test SPEC --baseline DIR [--update] [--threshold T] [--max-diff S] [--junit FILE] [--id ID]…
/// [--theme …]… [--scale …]… [--device …]… [--text …]… [--locale …]… [--shard i/n]`: renders every alert in every
/// variant and compares it with the approved baseline images, and every rocket's storyboard steps (`RocketShot`). Exit
/// 0: all match; 1: any changed, new or missing; 2: usage error.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Compare a spec's alerts and rockets, in every variant, with approved baseline images.",
        discussion: """
            Prints one line per changed, new or missing image (with the spec values that changed under it), then \
            `N images: … unchanged, … changed, … new`, and exits 1 if any image changed, is new or is missing (0 when \
            all match, 2 on usage errors). The baseline records the renderer's fingerprint (Flare, GTK, Pango, Cairo, \
            HarfBuzz, FreeType and fontconfig versions, the renderer, the font files' bytes): when this machine's is \
            the same, the comparison is exact (any differing pixel is a change). When it differs, or when \
            --threshold or --max-diff is given, it is perceptual (YIQ colour distance, anti-aliasing ignored, as \
            pixelmatch): a pixel differs when its distance exceeds --threshold (default 0.1), and an image has \
            changed when more than --max-diff of its pixels differ (default 0.001, 0.1 %). --update approves: it \
            writes the rendered images (all, or only --id's) into the baseline and removes missing ones.
            """)

    @Argument(help: "The spec file (YAML or JSON).")
    var spec: String

    @OptionGroup var root: RootOption

    @Option(help: "The folder of approved images (and its manifest.json).")
    var baseline: String

    @Flag(help: "Approve: write the rendered images into the baseline (only --id's when given).")
    var update = false

    @Option(
        help: ArgumentHelp(
            "0...1: a tolerance, the colour distance below which pixels are equal (default: "
                + "exact on the baseline's renderer, else 0.1).")
    )
    var threshold: Double?

    @Option(
        name: .customLong("max-diff"),
        help: ArgumentHelp(
            "0...1: a tolerance, the share of differing pixels an unchanged image may have (default: "
                + "exact on the baseline's renderer, else 0.001).")
    )
    var maxDiff: Double?

    @Option(help: "Write JUnit XML here.")
    var junit: String?

    @Option(help: "Write a static review page here (index.html with reference, current and diff images).")
    var report: String?

    @Option(
        name: .customLong("id"), help: "An alert or rocket to test (repeatable; every alert and rocket when omitted).")
    var ids: [String] = []

    @OptionGroup var axes: VariantAxes

    @Option(
        help: ArgumentHelp(
            "Test only this share of the images (1 ≤ i ≤ n, e.g. 2/4), the same on every run (for CI "
                + "matrices).", valueName: "i/n"))
    var shard: Shard?

    @Option(help: "alert or stage.")
    var frame: Exporter.Frame = .alert

    @OptionGroup var jobs: JobsOption

    @Flag(
        help: ArgumentHelp(
            "Render every image, also those whose inputs (spec values, variant, image and font files, renderer) "
                + "are the baseline's.")
    )
    var full = false

    @Flag(help: "Print only the failing images, not the closing summary line.")
    var quiet = false

    /// The tolerance used when the fingerprint differs from the baseline's (or the baseline has none).
    static let defaultTolerance = ImageComparison.Mode.tolerance(threshold: PixelDiff.defaultThreshold, maxShare: 0.001)

    func validate() throws {
        guard frame != .transcript else {
            throw ValidationError("--frame must be alert or stage (a rocket's steps are compared on the stage)")
        }
        guard [threshold, maxDiff].allSatisfy({ $0.map { (0...1).contains($0) } ?? true }) else {
            throw ValidationError("--threshold and --max-diff must be between 0 and 1")
        }
    }

    func run() throws {
        let shard = self.shard ?? .whole
        let jobs = self.jobs.count
        let spec = try ExportSupport.load(self.spec, root: root.path)
        let (alerts, rockets) = try RocketShot.targets(ids, in: spec)
        let variants = try axes.variants(of: spec)
        let allItems = AlertExport.items(alerts, variants: variants)
        let items = shard.select(allItems)
        let allShots = RocketShot.steps(of: rockets, variants: variants)
        let shots = shard.select(allShots)
        let baselineDir = URL(fileURLWithPath: baseline)
        let current = FileManager.default.temporaryDirectory.appendingPathComponent("flare-test-\(getpid())")
        defer { try? FileManager.default.removeItem(at: current) }
        let manifestURL = baselineDir.appendingPathComponent("manifest.json")
        // Without the entries' values tables (but for `--update`, which keeps them): an image compared by its
        // inputs never needs them.
        let manifest = try? ExportManifest.read(from: manifestURL, valuesOf: update ? nil : [])
        var approved = manifest?.alerts ?? []
        var review = TestReview(spec: spec, items: items, shots: shots, manifest: manifest, frame: frame)
        // An image whose inputs hash to its baseline entry's is compared by its inputs alone: not rendered. When
        // no image needs rendering, no display is started at all.
        let files = items.map { $0.variant.fileName(id: $0.alert.id, stage: spec.stage) }
        let shotFiles = shots.map { $0.file(on: spec.stage) }
        // A rocket's steps come after the alerts.
        let order = Dictionary((files + shotFiles).enumerated().map { ($1, $0) }) { a, _ in a }
        // Hashed on a second thread (`TestScan`): as soon as one image needs rendering, this thread starts the
        // display and GTK while the rest is hashed.
        let scan = TestScan(
            review: review, files: files + shotFiles, baseline: baselineDir, full: full,
            manifestURL: manifest != nil && !update ? manifestURL : nil)
        var inputs: [String: String] = [:]
        var byInputs: [String] = []
        var rendered: [ExportEntry] = []
        if scan.waitForFirstRender() {
            rendered = try ExportSupport.withDisplay {
                // GTK and the fonts start while the rest is hashed (the export reports what they meet).
                try MainActor.assumeIsolated { try Exporter.prepare(spec, warn: { _ in }) }
                (review, inputs, byInputs) = scan.finish()
                let skipped = Set(byInputs)
                let toRender = zip(items, files).filter { !skipped.contains($0.1) }.map { $0.0 }
                let shotsToRender = zip(shots, shotFiles).filter { !skipped.contains($0.1) }.map { $0.0 }
                return try MainActor.assumeIsolated { () throws -> [ExportEntry] in
                    // Unchanged images are recognised by their pixel fingerprint while rendering, and never encoded.
                    var options = Exporter.Options(frame: frame)
                    // Only what the fast path reads (pixel fingerprint, size, PNG hash): `--jobs` sends it to each
                    // worker.
                    options.baseline = Dictionary(
                        approved.filter {
                            $0.pixels != nil
                                && FileManager.default.fileExists(
                                    atPath: baselineDir.appendingPathComponent($0.file).path)
                        }.map { entry in
                            var light = entry
                            (light.values, light.valuesAt, light.images, light.fonts, light.layoutWarnings) = (
                                nil, nil, nil, nil, nil
                            )
                            return (entry.file, light)
                        }
                    ) { a, _ in a }
                    var report = try ExportWorkers.export(
                        toRender, of: spec, specPath: self.spec, root: root.path, to: current,
                        options: options, jobs: jobs, worker: ExportSupport.workerCommand)
                    // Each rocket's storyboard steps, one image each, on the stage (`RocketShot`).
                    var reported = Set<Diagnostic>()
                    for shot in shotsToRender {
                        report.entries.append(
                            try RocketExport.exportRocket(
                                shot.rocket, of: spec, to: current, shot: .step(shot.step),
                                options: options.with(shot.variant),
                                found: { if reported.insert($0).inserted { Exporter.printFinding($0) } }))
                    }
                    return report.entries
                }
            }
        } else {
            (review, inputs, byInputs) = scan.finish()
        }
        TestReview.replayFindings(of: byInputs.compactMap { review.approved[$0] })
        // A changed image's value diff needs its values tables after all: read with those of every image rendered.
        if rendered.contains(where: { $0.sameAsBaseline != true }), let whole = scan.approvedValues() {
            review.approve(whole)
            approved = whole.alerts
        }
        // Missing: approved images (of the ids tested) that no shard renders any more.
        let renderable = Set(
            allItems.map { $0.variant.fileName(id: $0.alert.id, stage: spec.stage) }
                + allShots.map { $0.file(on: spec.stage) })
        let inScope = approved.filter { entry in
            (ids.isEmpty || ids.contains(entry.id)) && !renderable.contains(entry.file)
        }
        let missing =
            shard.count == 1
            ? inScope : inScope.filter { TestReview.owner($0.file, shards: shard.count) == shard.index }
        let reportDir = self.report.map { URL(fileURLWithPath: $0) }
        if let reportDir {
            for sub in ["reference", "current", "diff"] {
                try FileManager.default.createDirectory(
                    at: reportDir.appendingPathComponent(sub), withIntermediateDirectories: true)
            }
        }
        if manifest != nil && manifest?.fingerprints == nil && !approved.isEmpty && !update {
            printError(
                "flare test: \(manifestURL.path) was approved by an older Flare: it records no renderer fingerprint "
                    + "or spec values, so images whose pixels differ are compared with a tolerance (--threshold 0.1, "
                    + "--max-diff 0.001) and no value diff is shown; approve it again with --update to compare exactly")
        }
        var results = try compare(
            rendered, review: &review, current: current, baseline: baselineDir, reportDir: reportDir)
        let locations = Dictionary(
            spec.alerts.map { ($0.id, $0.location?.description) }
                + spec.rockets.map { ($0.id, $0.location?.description) }
        ) { a, _ in a }
        results += byInputs.map { file -> ReviewResult in
            let entry = review.approved[file]!
            var result = ReviewResult(
                id: entry.id, file: file, status: .unchanged, detail: "the same inputs as the baseline (not rendered)",
                location: locations[entry.id] ?? nil)
            result.comparedByInputs = true
            return result
        }
        results.sort { (a: ReviewResult, b: ReviewResult) -> Bool in
            let (i, j) = (order[a.file] ?? Int.max, order[b.file] ?? Int.max)
            return i != j ? i < j : a.file < b.file
        }
        results += missing.map {
            ReviewResult(id: $0.id, file: $0.file, status: .missing, detail: "in the baseline but no longer rendered")
        }
        if !review.rendererChanges.isEmpty && !update {
            printError(
                "flare test: the renderer differs from the baseline's "
                    + "(\(review.rendererChanges.joined(separator: "; "))): "
                    + "images whose pixels differ are compared with a tolerance, not exactly; approve again with "
                    + "--update once they are reviewed")
        }
        if update {
            // Only images whose pixels differ (or are new) are written: an unchanged image keeps its approved file
            // (and bytes), so the baseline's diff in version control is exactly what was approved. Every rendered
            // image's entry is refreshed: this renderer's fingerprint, the current spec values.
            let approving = Set(
                results.filter {
                    $0.status == .changed || $0.status == .new || ($0.differingPixels ?? 0) > 0
                        || ($0.status == .unchanged && $0.differingPixels == nil)
                }.map(\.file))
            try approve(
                rendered, copying: approving, missing: missing, approved: approved, review: &review,
                current: current, baseline: baselineDir, spec: spec, inputs: inputs)
        }
        for result in results where result.failed {
            for line in update ? ["approved  \(result.file)"] : result.lines { print(line) }
        }
        if let reportDir {
            try writeReport(
                results, renderer: review.rendererChanges, current: current, baseline: baselineDir, to: reportDir,
                spec: spec)
        }
        if let junit {
            try JUnitReport.xml(results, suite: spec.file).write(toFile: junit, atomically: true, encoding: .utf8)
        }
        if !quiet { print(RunSummary.test(results, approvedInto: update ? baseline : nil)) }
        let failures = results.filter(\.failed).count
        if !update, failures > 0 {
            printError(
                "flare test: \(failures) of \(results.count) image\(results.count == 1 ? "" : "s") "
                    + "differ from \(baseline); if the change is intended, approve it with --update")
            throw ExitCode(1)
        }
    }

    private func compare(
        _ entries: [ExportEntry], review: inout TestReview, current: URL, baseline: URL,
        reportDir: URL?
    ) throws -> [ReviewResult] {
        let given = threshold != nil || maxDiff != nil
        let tolerance = ImageComparison.Mode.tolerance(
            threshold: threshold ?? PixelDiff.defaultThreshold, maxShare: maxDiff ?? 0.001)
        // What each image is held to: nil when it is the same as its baseline or new (in order, on this thread: the
        // review's caches fill); then the pixels of the others, compared on every core.
        let pairs: [BaselineComparison.Pair?] = entries.map { entry in
            let old = baseline.appendingPathComponent(entry.file)
            guard entry.sameAsBaseline != true, FileManager.default.fileExists(atPath: old.path) else { return nil }
            let changes = review.fingerprintChanges(entry, approved: review.approved[entry.file])
            return BaselineComparison.Pair(
                current: current.appendingPathComponent(entry.file), baseline: old,
                mode: given ? tolerance : changes == [] ? .exact : Self.defaultTolerance,
                diffURL: reportDir?.appendingPathComponent("diff/\(entry.file)"))
        }
        var outcomes = BaselineComparison.compare(pairs.compactMap { $0 }).makeIterator()
        return try zip(entries, pairs).map { entry, pair in
            let location = (review.spec.alert(entry.id)?.location ?? review.spec.rocket(entry.id)?.location)?
                .description
            let approved = review.approved[entry.file]
            let fingerprintChanges = review.fingerprintChanges(entry, approved: approved)
            guard let pair else {
                if entry.sameAsBaseline != true {
                    return ReviewResult(
                        id: entry.id, file: entry.file, status: .new, detail: "no baseline image yet",
                        location: location)
                }
                var result = ReviewResult(
                    id: entry.id, file: entry.file, status: .unchanged, differingShare: 0,
                    detail: "the same pixels as the baseline", location: location)
                result.differingPixels = 0
                if let changes = fingerprintChanges, !changes.isEmpty {
                    result.notes = [
                        "renderer changed since the baseline (the pixels did not): " + changes.joined(separator: "; ")
                    ]
                }
                return result
            }
            let outcome = try outcomes.next()!.get()
            var comparison = ImageComparison(
                mode: pair.mode, differing: outcome.differing, beyondTolerance: outcome.beyondTolerance,
                total: outcome.total, box: outcome.box, sizes: outcome.sizes,
                fingerprintChanges: fingerprintChanges)
            if outcome.differing > 0 || outcome.sizes != nil {
                comparison.valueChanges = approved?.resolvedValues.map {
                    ValueChange.changes(from: $0, to: review.values(entry.file))
                }
                let images = review.images(entry.file)
                comparison.imageFileChanges = images.keys.sorted().filter { name in
                    approved?.images.map { $0[name] != images[name] } ?? false
                }
            }
            return comparison.result(id: entry.id, file: entry.file, location: location)
        }
    }

    /// The review page: `index.html`, the images it shows, and `results.json`.
    private func writeReport(
        _ results: [ReviewResult], renderer: [String], current: URL, baseline: URL, to dir: URL,
        spec: Spec
    ) throws {
        let files = FileManager.default
        for result in results {
            let wantsReference = result.status == .changed || result.status == .missing
            let wantsCurrent = result.status != .missing
            for (wanted, from, sub) in [(wantsReference, baseline, "reference"), (wantsCurrent, current, "current")]
            where wanted {
                let target = dir.appendingPathComponent("\(sub)/\(result.file)")
                try? files.removeItem(at: target)
                // An image the same as its baseline was not written: the baseline file is its current image.
                let source = files.fileExists(atPath: from.appendingPathComponent(result.file).path) ? from : baseline
                try files.copyItem(at: source.appendingPathComponent(result.file), to: target)
            }
        }
        try ReportPage.html(results, title: spec.file, renderer: renderer).write(
            to: dir.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        let json = JSONEncoder()
        json.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try json.encode(results.sorted(by: ReviewResult.reportOrder)).write(
            to: dir.appendingPathComponent("results.json"))
    }

    /// Copies the rendered images named in `copying` into the baseline, removes the missing ones, and rewrites its
    /// manifest: every rendered image's entry with this renderer's fingerprint and the current spec values, entries
    /// outside this run kept.
    private func approve(
        _ entries: [ExportEntry], copying: Set<String>, missing: [ExportEntry],
        approved: [ExportEntry], review: inout TestReview, current: URL, baseline: URL, spec: Spec,
        inputs: [String: String]
    ) throws {
        let files = FileManager.default
        try files.createDirectory(at: baseline, withIntermediateDirectories: true)
        for entry in entries where copying.contains(entry.file) {
            let target = baseline.appendingPathComponent(entry.file)
            try? files.removeItem(at: target)
            try files.copyItem(at: current.appendingPathComponent(entry.file), to: target)
        }
        for entry in missing { try? files.removeItem(at: baseline.appendingPathComponent(entry.file)) }
        var fingerprints = review.manifest?.fingerprints ?? [:]
        let fresh = entries.map { entry in
            var entry = entry
            entry.sameAsBaseline = nil
            // A file not rewritten keeps its bytes: the manifest names their hash (an older encoder's may differ).
            if !copying.contains(entry.file), let old = review.approved[entry.file] { entry.sha256 = old.sha256 }
            let print = review.fingerprint(entry)
            fingerprints[print.id] = print
            entry.fingerprint = print.id
            entry.resolvedValues = review.values(entry.file)
            let images = review.images(entry.file)
            entry.images = images.isEmpty ? nil : images
            entry.inputs = inputs[entry.file]
            return entry
        }
        let replaced = Set(entries.map(\.file) + missing.map(\.file))
        let kept = approved.filter { !replaced.contains($0.file) }
        let alerts = (kept + fresh).sorted { $0.file < $1.file }
        let used = Set(alerts.compactMap(\.fingerprint))
        try ExportManifest(
            spec: spec.file, frame: frame.rawValue, alerts: alerts,
            fingerprints: fingerprints.filter { used.contains($0.key) }
        )
        .write(to: baseline.appendingPathComponent("manifest.json"))
    }
}
