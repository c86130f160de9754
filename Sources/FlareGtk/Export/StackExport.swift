import FlareCore
import Foundation

/// `flare export --id A --id B … --stacked`: DUX's stack on the stage, the last id on top, each alert over its own
/// mask, as the window draws a stack (`StageView.setBelow`).
public enum StackExport {
    @MainActor
    public static func renderStack(
        _ alerts: [AlertSpec], in spec: Spec, options: Exporter.Options,
        warn: @MainActor (String) -> Void = Exporter.printWarning
    ) throws -> Raster {
        let variant = options.variant(on: spec.stage)
        let spec = spec.showing(variant)
        let alerts = alerts.map { spec.text(of: $0, locale: variant.locale, stress: variant.text) }
        guard let top = alerts.last else { throw RenderError("a stack needs at least one alert") }
        try Exporter.prepare(spec, warn: warn)
        let host = try RenderHost.shared()
        let stage = StageView(spec: spec, theme: variant.theme, scale: variant.scale)
        stage.warnings.forEach(warn)
        stage.rightToLeft = variant.isRightToLeft(in: spec)
        defer {
            stage.setBelow([])
            host.clear()
        }
        host.put(stage.widget)
        stage.setBelow(Array(alerts.dropLast()))
        stage.show(alert: top)
        stage.placeBelow()
        options.dressChrome(stage)
        (stage.belowLayers.map(\.view) + [stage.alertView].compactMap { $0 }).flatMap(\.warnings).forEach(warn)
        let (w, h) = spec.stage.device.size
        host.allocate(stage.widget, width: w, height: h)
        return Raster(try WidgetRenderer.pixels(stage.widget, width: w, height: h, scale: variant.scale))
    }

    /// Writes the stack of `alerts` as `<a>+<b>…[variant].png` into `directory`; returns its manifest entry.
    @MainActor
    public static func exportStack(
        _ alerts: [AlertSpec], of spec: Spec, to directory: URL, options: Exporter.Options
    ) throws -> ExportEntry {
        let variant = options.variant(on: spec.stage)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let raster = try renderStack(alerts, in: spec, options: options)
        let id = alerts.map(\.id).joined(separator: "+")
        let file = Exporter.fileName(id: id, options: options, stage: spec.stage)
        let png = try raster.png()
        try png.write(to: directory.appendingPathComponent(file), options: .atomic)
        return ExportEntry(
            id: id, file: file, width: raster.width, height: raster.height, scale: variant.scale,
            theme: variant.theme.rawValue, device: variant.device.name, frame: "stage",
            sha256: sha256Hex(png))
    }
}
