import FlareCore
import Foundation

/// Renders alerts to PNG: `flare export`, `flare bench export` and the app's screenshot button share it.
/// Each alert is built as the stage would build it, laid out at DUX's size, then drawn at a true scale.
public enum Exporter {
    /// What the image shows: the alert alone (transparent outside its rounded corners), or the whole stage; for a
    /// rocket, `transcript`: its whole conversation on a stage as tall as it needs (`Shot.transcript`).
    public enum Frame: String, Sendable, CaseIterable, Codable {
        case alert, stage, transcript
    }

    public struct Options: Sendable, Hashable {
        /// What is drawn: theme, scale, device, text fill and locale. nil: light, 1x, on the spec's `stage.device`,
        /// in its own text (an export of many variants gives each image its item's: `with`).
        public var variant: Variant?
        public var frame: Frame
        /// `--chrome` (stage frame): the device's status bar, island and home indicator over the stage, as the
        /// window's Device Frame draws them. Off by default, so baselines do not change.
        public var chrome = false
        /// `flare test`: the baseline manifest's pixel fingerprints by file name. An image whose rendered pixels
        /// have its baseline's fingerprint is neither encoded nor written (its entry says `sameAsBaseline`).
        public var baseline: [String: Exporter.Entry] = [:]

        public init(_ variant: Variant? = nil, frame: Frame = .alert) {
            self.variant = variant
            self.frame = frame
        }

        /// These options drawing `variant`.
        public func with(_ variant: Variant) -> Options {
            var copy = self
            copy.variant = variant
            return copy
        }

        /// The variant these options draw, on `stage`.
        public func variant(on stage: Stage) -> Variant {
            variant ?? Variant(theme: .light, scale: 1, device: stage.device)
        }
    }

    /// How an export turns pixels into PNG bytes, on its encode thread: Flare's encoder (`flare`, every export's),
    /// or one `flare bench export --encoder` compares it with (`EncoderComparison.writer`).
    public struct PNGWriter: Sendable {
        let encode: @Sendable (_ pixels: Pixels) throws -> Data
        /// Flare's encoder (`PNGEncoder`).
        public static let flare = PNGWriter { pixels in pixels.png() }
    }

    /// One written image, as `manifest.json` lists it: the alert, its variant, pixel size and PNG hash.
    /// Other findings about the image (warnings, resolved fonts, ...) are further optional fields.
    public struct Entry: Sendable, Hashable, Codable {
        public var id: String
        public var file: String
        public var width: Int
        public var height: Int
        public var scale: Int
        public var theme: String
        public var device: String
        /// The text stress fill (`default` when none); optional so manifests written before it still read.
        public var text: String?
        /// The locale shown; absent: the spec's own text.
        public var locale: String?
        public var frame: String
        public var sha256: String
        /// The font files the image draws with on this machine (family, style, path): two machines that
        /// differ here draw different pixels.
        public var fonts: [FontFace]?
        /// What the layout hides or cuts in this image (`LayoutFinding`), at the spec keys; absent when nothing.
        public var layoutWarnings: [Diagnostic]? = nil
        /// A motion export's frames, fps and duration (`--motion`).
        public var motion: Motion?
        /// A 64-bit fingerprint of the rendered pixels (`Pixels.fingerprint`), in hex: `flare test` compares it
        /// with the baseline's before encoding anything.
        public var pixels: String?
        /// `flare test` only: the rendered pixels are the baseline's (same fingerprint), so no file was written.
        public var sameAsBaseline: Bool?
        /// A baseline's (`flare test --update`): the id of the image's `RendererFingerprint` in the manifest's
        /// `fingerprints`, its resolved spec values by key and where the spec writes them (`ResolvedValue.tables`),
        /// and the SHA-256 of each image file it shows (by path relative to the spec).
        public var fingerprint: String?
        public var values: [String: String]?
        public var valuesAt: [String: String]?
        public var images: [String: String]?
        /// A baseline's: the SHA-256 of everything that decides the image's pixels (`ImageInputs`); `flare test`
        /// does not render an image whose inputs still hash to it.
        public var inputs: String?

        /// `values` and `valuesAt` as one list; nil when the baseline did not record them.
        public var resolvedValues: [ResolvedValue]? {
            get { values.map { ResolvedValue.list(values: $0, at: valuesAt ?? [:]) } }
            set {
                let tables = newValue.map(ResolvedValue.tables)
                values = tables?.values
                valuesAt = tables.map { $0.at.isEmpty ? nil : $0.at } ?? nil
            }
        }
    }

    /// The file `id` is written to with `options` (see `Variant.fileName`): `<id>[-dark][-<device>][@<n>x].png`.
    public static func fileName(id: String, options: Options, stage: Stage) -> String {
        options.variant(on: stage).fileName(id: id, stage: stage)
    }

    /// Renders one alert of `spec` to pixels. Warnings (missing images, ...) go to `warn`.
    @MainActor
    public static func render(
        _ alert: AlertSpec, in spec: Spec, options: Options,
        warn: @MainActor (String) -> Void = Exporter.printWarning
    ) throws -> Raster {
        Raster(try pixels(alert, in: spec, options: options, warn: warn))
    }

    /// The same, drawn into exactly `size` pixels: the frame's snapshot scaled to them on each axis, as the compare
    /// view draws its tiles (`CompareStages`), so a tile can be held against the export of its variant.
    @MainActor
    static func render(
        _ alert: AlertSpec, in spec: Spec, options: Options, into size: (width: Int, height: Int),
        warn: @MainActor (String) -> Void = Exporter.printWarning
    ) throws -> Raster {
        Raster(
            try withLaidOut(alert, in: spec, options: options, warn: warn, into: size) { _, draw in
                try draw(.shown)
            })
    }

    @MainActor
    static func pixels(
        _ alert: AlertSpec, in spec: Spec, options: Options,
        warn: @MainActor (String) -> Void,
        found: @MainActor ([Diagnostic]) -> Void = { _ in }
    ) throws -> Pixels {
        try withLaidOut(alert, in: spec, options: options, warn: warn) { findings, draw in
            found(findings)
            return try draw(.shown)
        }
    }

    /// Lays `alert` out in the export window as `options.frame` says (the alert alone, or on its stage with the
    /// mask), in the variant's text and direction, and hands `body` what the layout hides and `draw`, which
    /// renders it in a show/close `presentation` as the stage draws it (`.shown`: the still image). Export,
    /// screenshots and motion export all draw through here.
    @MainActor
    static func withLaidOut<T>(
        _ alert: AlertSpec, in spec: Spec, options: Options, warn: @MainActor (String) -> Void,
        into size: (width: Int, height: Int)? = nil,
        _ body: (
            _ findings: [Diagnostic],
            _ draw: (AlertAnimation.Presentation) throws -> Pixels
        ) throws -> T
    ) throws -> T {
        let variant = options.variant(on: spec.stage)
        let spec = spec.showing(variant)
        try prepare(spec, warn: warn)
        let host = try RenderHost.shared()
        let alert = spec.text(of: alert, locale: variant.locale, stress: variant.text)
        let rightToLeft = variant.isRightToLeft(in: spec)
        switch options.frame {
        case .alert, .transcript:  // `transcript` is a rocket's frame: the commands refuse it for alerts
            let view = AlertView(
                alert: alert, theme: variant.theme, device: spec.stage.device, scale: variant.scale,
                rightToLeft: rightToLeft)
            defer {
                host.clear()
                view.teardown()
            }
            view.warnings.forEach(warn)
            // Measured once in the window, where the display's CSS providers apply.
            host.put(view.widget)
            let height = view.fitHeight()
            host.allocate(view.widget, width: view.width, height: height)
            return try body(view.findings) { presentation in
                if let size, presentation == .shown {
                    return try WidgetRenderer.pixels(
                        view.widget, width: view.width, height: height, pixelWidth: size.width,
                        pixelHeight: size.height, scale: variant.scale)
                }
                return try WidgetRenderer.pixels(
                    view.widget, width: view.width, height: height, scale: variant.scale,
                    presentation: presentation == .shown ? nil : presentation)
            }
        case .stage:
            let stage = StageView(spec: spec, theme: variant.theme, scale: variant.scale)
            stage.warnings.forEach(warn)
            stage.rightToLeft = rightToLeft
            defer { host.clear() }
            host.put(stage.widget)
            stage.show(alert: alert)
            stage.alertView?.warnings.forEach(warn)
            if options.chrome { stage.setOverlays(safeAreas: false, deviceFrame: true) }
            let (w, h) = spec.stage.device.size
            host.allocate(stage.widget, width: w, height: h)
            var applied = AlertAnimation.Presentation.shown
            return try body(stage.findings) { presentation in
                if presentation != applied {  // the still image needs no second layout
                    stage.setPresentation(
                        alertOpacity: presentation.alertOpacity, alertScale: presentation.alertScale,
                        maskOpacity: presentation.maskOpacity)
                    host.allocate(stage.widget, width: w, height: h)
                    applied = presentation
                }
                if let size {
                    return try WidgetRenderer.pixels(
                        stage.widget, width: w, height: h, pixelWidth: size.width, pixelHeight: size.height,
                        scale: variant.scale)
                }
                return try WidgetRenderer.pixels(stage.widget, width: w, height: h, scale: variant.scale)
            }
        }
    }

    /// Renders a widget already on screen (the app's screenshot button) at `scale`.
    @MainActor
    static func render(widget: Widget, scale: Int) throws -> Raster {
        try WidgetRenderer.render(widget, width: Double(widget.width), height: Double(widget.height), scale: scale)
    }

    /// Starts GTK for drawing offscreen (`GtkRuntime.initializeHeadless`) unless it runs, registers the bundled
    /// fonts and the spec's, and pins font rendering (once per font file); a font file fontconfig cannot read goes
    /// to `warn`.
    @MainActor
    public static func prepare(_ spec: Spec, warn: @MainActor (String) -> Void) throws {
        guard GtkRuntime.initializeHeadless() else { throw RenderError("GTK could not open a display") }
        FontRegistry.prepare(spec).forEach(warn)
    }

    /// What an export wrote, and how long each step took (milliseconds per alert, in export order).
    public struct Report: Sendable {
        public var entries: [Entry]
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
        _ alerts: [AlertSpec], of spec: Spec, to directory: URL, options: Options,
        writer: PNGWriter = .flare,
        warn: @MainActor (String) -> Void = Exporter.printWarning,
        found: @MainActor (Diagnostic) -> Void = printFinding,
        progress: (Int, Int) -> Void = { _, _ in }
    ) throws -> Report {
        try export(
            items(alerts, variants: [options.variant(on: spec.stage)]), of: spec, to: directory,
            options: options, writer: writer, warn: warn, found: found, progress: progress)
    }

    /// Prints a render warning to stderr (`flare: warning: …`): where exports, `flare check` and the window send
    /// warnings by default.
    @MainActor
    public static func printWarning(_ message: String) {
        FileHandle.standardError.write(Data("flare: warning: \(TerminalText.escaped(message))\n".utf8))
    }

    /// Prints a layout finding to stderr as every diagnostic is printed (`file:line:col: warning: …`).
    @MainActor
    public static func printFinding(_ finding: Diagnostic) {
        FileHandle.standardError.write(Data("\(finding.description)\n".utf8))
    }

    /// Exports each item (in its own variant, whatever `options.variant` says) into `directory`: one
    /// PNG each plus `manifest.json` (`writeImages`, then the manifest, merged with the folder's: `Manifest.merge`).
    @MainActor
    public static func export(
        _ items: [Item], of spec: Spec, to directory: URL, options: Options,
        writer: PNGWriter = .flare,
        warn: @MainActor (String) -> Void = Exporter.printWarning,
        found: @MainActor (Diagnostic) -> Void = printFinding,
        progress: (Int, Int) -> Void = { _, _ in }
    ) throws -> Report {
        let report = try writeImages(
            items, of: spec, to: directory, options: options, writer: writer, warn: warn,
            found: found, progress: progress)
        try Manifest.merge(report.entries, spec: spec.file, frame: options.frame.rawValue, into: directory)
        return report
    }

    /// Writes each item's PNG into `directory`; the entries come back in `items`' order. Rendering stays on the
    /// main thread; PNG encoding and writing run on a second thread meanwhile. `progress(done, total)` follows it.
    /// Layout findings go into each image's entry, and each distinct one to `found` once.
    @MainActor
    static func writeImages(
        _ items: [Item], of spec: Spec, to directory: URL, options: Options,
        writer: PNGWriter = .flare,
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
                let pixels = try self.pixels(
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

    /// `manifest.json`: the spec, the frame, what drew `system` (`SystemFont.summary`), and one entry per image
    /// (`alerts`, in export order); a baseline's also the renderer fingerprints its entries name.
    public struct Manifest: Codable, Sendable {
        public var spec: String
        public var frame: String
        /// Nil in a manifest written before Flare named it.
        public var systemFont: String?
        public var alerts: [Entry]
        public var fingerprints: [String: RendererFingerprint]?

        public init(
            spec: String, frame: String, alerts: [Entry], fingerprints: [String: RendererFingerprint]? = nil,
            systemFont: String? = FontRegistry.systemFont.summary
        ) {
            self.spec = spec
            self.frame = frame
            self.systemFont = systemFont
            self.alerts = alerts
            self.fingerprints = fingerprints
        }

        /// The manifest at `url`, with the values tables and image hashes of the entries whose files are in
        /// `valuesOf` only (nil: every entry's). `flare test` reads none for an image compared by its inputs, and a
        /// changed image's own for its value diff: decoding them is most of the read (a thousand entries' tables:
        /// 0.1 s).
        public static func read(from url: URL, valuesOf files: Set<String>? = nil) throws -> Manifest {
            let decoder = JSONDecoder()
            if let files { decoder.userInfo[.entryValuesOf] = files }
            return try decoder.decode(Manifest.self, from: Data(contentsOf: url))
        }

        public func write(to url: URL) throws {
            let json = JSONEncoder()
            json.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            try json.encode(self).write(to: url, options: .atomic)
        }

        /// Writes `directory/manifest.json` so that it lists every image of the folder: the entries of the
        /// manifest already there whose file still exists and was not rewritten now (in their order), then
        /// `entries` (in export order). `spec` and `frame` are this export's; a baseline's `fingerprints` are kept
        /// for the entries kept. An unreadable old manifest is replaced.
        public static func merge(_ entries: [Entry], spec: String, frame: String, into directory: URL) throws {
            let url = directory.appendingPathComponent("manifest.json")
            let old = try? read(from: url)
            let written = Set(entries.map(\.file))
            let kept = (old?.alerts ?? []).filter { entry in
                !written.contains(entry.file)
                    && FileManager.default.fileExists(atPath: directory.appendingPathComponent(entry.file).path)
            }
            let used = Set(kept.compactMap(\.fingerprint))
            let fingerprints = old?.fingerprints?.filter { used.contains($0.key) }
            try Manifest(
                spec: spec, frame: frame, alerts: kept + entries,
                fingerprints: fingerprints?.isEmpty == false ? fingerprints : nil
            ).write(to: url)
        }
    }
}

extension CodingUserInfoKey {
    /// A `Set<String>` of file names: `Exporter.Entry` reads its values tables and image hashes only when its file
    /// is in it (`Manifest.read(from:valuesOf:)`).
    static let entryValuesOf = CodingUserInfoKey(rawValue: "flare.entryValuesOf")!
}

extension Exporter.Entry {
    /// The synthesized decoding, except that `entryValuesOf` may leave `values`, `valuesAt` and `images` nil
    /// (`ManifestReadTests` round-trips every field).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        file = try c.decode(String.self, forKey: .file)
        width = try c.decode(Int.self, forKey: .width)
        height = try c.decode(Int.self, forKey: .height)
        scale = try c.decode(Int.self, forKey: .scale)
        theme = try c.decode(String.self, forKey: .theme)
        device = try c.decode(String.self, forKey: .device)
        text = try c.decodeIfPresent(String.self, forKey: .text)
        locale = try c.decodeIfPresent(String.self, forKey: .locale)
        frame = try c.decode(String.self, forKey: .frame)
        sha256 = try c.decode(String.self, forKey: .sha256)
        fonts = try c.decodeIfPresent([FontFace].self, forKey: .fonts)
        layoutWarnings = try c.decodeIfPresent([Diagnostic].self, forKey: .layoutWarnings)
        motion = try c.decodeIfPresent(Exporter.Motion.self, forKey: .motion)
        pixels = try c.decodeIfPresent(String.self, forKey: .pixels)
        sameAsBaseline = try c.decodeIfPresent(Bool.self, forKey: .sameAsBaseline)
        fingerprint = try c.decodeIfPresent(String.self, forKey: .fingerprint)
        inputs = try c.decodeIfPresent(String.self, forKey: .inputs)
        if let only = decoder.userInfo[.entryValuesOf] as? Set<String>, !only.contains(file) { return }
        values = try c.decodeIfPresent([String: String].self, forKey: .values)
        valuesAt = try c.decodeIfPresent([String: String].self, forKey: .valuesAt)
        images = try c.decodeIfPresent([String: String].self, forKey: .images)
    }
}
