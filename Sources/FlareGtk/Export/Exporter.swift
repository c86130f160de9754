import FlareCore
import Foundation

/// Draws one alert to pixels: built as the stage would build it, laid out at DUX's size, then drawn at a true
/// scale (`withLaidOut`). The kinds of export are parts that draw through it: `AlertExport` (PNGs and
/// `manifest.json`, written as `ExportManifest` lists `ExportEntry` values), `StateExport`, `StackExport`,
/// `MotionExport`, `RocketExport`, `FlowMotion`, `QueueExport`; the window's screenshots and the compare view's tiles
/// use it too.
public enum Exporter {
    /// What the image shows: the alert alone (transparent outside its rounded corners), or the whole stage; for a
    /// rocket, `transcript`: its whole conversation on a stage as tall as it needs (`RocketExport.Shot.transcript`).
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
        public var baseline: [String: ExportEntry] = [:]

        public init(_ variant: Variant? = nil, frame: Frame = .alert) {
            self.variant = variant
            self.frame = frame
        }

        /// Draws the device over `stage` when `chrome` is on (every stage-frame export calls it once the stage's
        /// content is on it).
        @MainActor
        func dressChrome(_ stage: StageView) {
            if chrome { stage.setOverlays(safeAreas: false, deviceFrame: true) }
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
            options.dressChrome(stage)
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
}
