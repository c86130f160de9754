import FlareCore
import Foundation

/// Exports alerts to PNGs and `manifest.json`, each drawn by `Exporter`: `flare export` and `flare test` of alerts,
/// and each worker of `--jobs` (`ExportWorkers`).
public enum AlertExport {
    /// What an export wrote, and how long each step took (milliseconds per alert, in export order).
    public struct Report: Sendable {
        public var entries: [ExportEntry]
        /// Main thread: build, lay out and draw each alert, download its pixels.
        public var renderMilliseconds: [Double]
        /// Second thread: PNG-encode, hash and write each image (overlapping the next render).
        public var encodeMilliseconds: [Double]
        /// How many processes rendered (`ExportWorkers`).
        public var processes = 1
    }

    /// One image to export: an alert in a variant.
    public struct Item: Sendable, Hashable {
        public var alert: AlertSpec
        public var variant: Variant
        /// The id of the spec's alert this one is a copy of, when it was renamed (the benchmark's numbered copies):
        /// how a worker process finds it (`ExportWorkers`).
        public var source: String?

        public init(alert: AlertSpec, variant: Variant, source: String? = nil) {
            self.alert = alert
            self.variant = variant
            self.source = source
        }
    }

    /// Every alert of `alerts` in every variant, alert-major: the stable order shards deal from.
    public static func items(_ alerts: [AlertSpec], variants: [Variant]) -> [Item] {
        alerts.flatMap { alert in variants.map { Item(alert: alert, variant: $0) } }
    }

    /// Exports `alerts` with `options` into `directory`: one PNG each plus `manifest.json`.
    @MainActor
    public static func export(
        _ alerts: [AlertSpec], of spec: Spec, to directory: URL, options: Exporter.Options,
        writer: Exporter.PNGWriter = .flare,
        warn: @MainActor (String) -> Void = Exporter.printWarning,
        found: @MainActor (Diagnostic) -> Void = Exporter.printFinding,
        progress: (Int, Int) -> Void = { _, _ in }
    ) throws -> Report {
        try export(
            items(alerts, variants: [options.variant(on: spec.stage)]), of: spec, to: directory,
            options: options, writer: writer, warn: warn, found: found, progress: progress)
    }

    /// Exports each item (in its own variant, whatever `options.variant` says) into `directory`: one PNG each plus
    /// `manifest.json` (`writeImages`, then the manifest, merged with the folder's: `ExportManifest.merge`).
    @MainActor
    public static func export(
        _ items: [Item], of spec: Spec, to directory: URL, options: Exporter.Options,
        writer: Exporter.PNGWriter = .flare,
        warn: @MainActor (String) -> Void = Exporter.printWarning,
        found: @MainActor (Diagnostic) -> Void = Exporter.printFinding,
        progress: (Int, Int) -> Void = { _, _ in }
    ) throws -> Report {
        let report = try writeImages(
            items, of: spec, to: directory, options: options, writer: writer, warn: warn,
            found: found, progress: progress)
        try ExportManifest.merge(report.entries, spec: spec.file, frame: options.frame.rawValue, into: directory)
        return report
    }

    /// Writes each item's PNG into `directory`; the entries come back in `items`' order. Rendering stays on the
    /// main thread; PNG encoding and writing run on a second thread meanwhile. `progress(done, total)` follows it.
    /// Layout findings go into each image's entry, and each distinct one to `found` once.
    @MainActor
    static func writeImages(
        _ items: [Item], of spec: Spec, to directory: URL, options: Exporter.Options,
        writer: Exporter.PNGWriter = .flare,
        warn: @MainActor (String) -> Void,
        found: @MainActor (Diagnostic) -> Void,
        progress: (Int, Int) -> Void
    ) throws -> Report {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let encoder = EncodeQueue(writer: writer)
        var renderMs: [Double] = []
        var fonts: [String: [FontFace]] = [:]
        var reported = Set<Diagnostic>()
        // One batch: the few stylesheets alert after alert uses stay on the display in between.
        try StyleProviders.batch {
            for item in items {
                let options = options.with(item.variant)
                let start = DispatchTime.now().uptimeNanoseconds
                var findings: [Diagnostic] = []
                let pixels = try Exporter.pixels(
                    item.alert, in: spec, options: options, warn: warn, found: { findings = $0 })
                renderMs.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
                for finding in findings where reported.insert(finding).inserted { found(finding) }
                let file = item.variant.fileName(id: item.alert.id, stage: spec.stage)
                if fonts[item.alert.id] == nil {
                    fonts[item.alert.id] = ExportFonts.faces(ExportFonts.fonts(of: item.alert), in: spec)
                }
                encoder.submit(
                    pixels, id: item.alert.id, file: file, variant: item.variant,
                    fonts: fonts[item.alert.id] ?? [], to: directory.appendingPathComponent(file), options: options,
                    findings: findings)
                progress(encoder.finishedCount, items.count)
            }
        }
        let (entries, encodeMs) = try encoder.finish()
        progress(entries.count, items.count)
        return Report(entries: entries, renderMilliseconds: renderMs, encodeMilliseconds: encodeMs)
    }
}
