import CFlareShim
import CGtk
import FlareCore
import Foundation

/// `flare export --id A --id B … --stacked`: DUX's stack on the stage, the last id on top, each alert over its own
/// mask, as the window draws a stack (`StageView.setBelow`).
extension Exporter {
    @MainActor
    public static func renderStack(_ alerts: [AlertSpec], in spec: Spec, options: Options,
                                   warn: @MainActor (String) -> Void = AlertView.warningHandler) throws -> Raster {
        let spec = onDevice(spec, options)
        let alerts = alerts.map { spec.text(of: $0, locale: options.locale, stress: options.text) }
        guard let top = alerts.last else { throw RenderError("a stack needs at least one alert") }
        try prepare(spec)
        let host = try RenderHost.shared()
        let stage = StageView(spec: spec, theme: options.theme, scale: options.scale)
        stage.rightToLeft = options.variant(on: spec.stage).isRightToLeft(in: spec)
        defer {
            stage.setBelow([])
            host.clear()
        }
        host.put(stage.widget)
        stage.setBelow(Array(alerts.dropLast()))
        stage.show(alert: top)
        stage.placeBelow()
        (stage.belowLayers.map(\.view) + [stage.alertView].compactMap { $0 }).flatMap(\.warnings).forEach(warn)
        let (w, h) = spec.stage.device.size
        host.allocate(stage.widget, width: w, height: h)
        return Raster(try WidgetRenderer.pixels(stage.widget, width: w, height: h, scale: options.scale))
    }

    /// Writes the stack of `alerts` as `<a>+<b>…[variant].png` into `directory`; returns its manifest entry.
    @MainActor
    public static func exportStack(_ alerts: [AlertSpec], of spec: Spec, to directory: URL, options: Options) throws -> Entry {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let raster = try renderStack(alerts, in: spec, options: options)
        let id = alerts.map(\.id).joined(separator: "+")
        let file = fileName(id: id, options: options, stage: spec.stage)
        let png = try raster.png()
        try png.write(to: directory.appendingPathComponent(file), options: .atomic)
        return Entry(id: id, file: file, width: raster.width, height: raster.height, scale: options.scale,
                     theme: options.theme.rawValue, device: (options.device ?? spec.stage.device).name, frame: "stage",
                     sha256: sha256Hex(png))
    }
}
