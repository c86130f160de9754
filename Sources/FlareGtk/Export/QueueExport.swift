import FlareCore
import Foundation

/// `flare export --id QUEUE`: the stage after each step of the queue's script (`<queue>-step-<n>.png`, or only
/// `--step n`), as `flare simulate` plays it: the popup on screen drawn as the window draws it (an alert on its
/// mask, a rocket at its first block, a custom view popup), or the empty stage.
public enum QueueExport {
    @MainActor
    public static func exportQueue(
        _ queue: QueueSpec, of spec: Spec, to directory: URL, steps: [Int], options: Exporter.Options,
        warn: @MainActor (String) -> Void = Exporter.printWarning
    ) throws -> [ExportEntry] {
        let variant = options.variant(on: spec.stage)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // The queue as the variant shows it: its banners in the locale and text fill (alerts are translated as drawn).
        let shown = spec.text(of: queue, locale: variant.locale, stress: variant.text)
        let played = QueueSimulation.run(shown, alerts: spec.alerts)
        var stageOptions = options
        stageOptions.frame = .stage
        return try steps.map { n in
            let top = n == 0 ? nil : played[n - 1].onStage.last
            let raster = try renderStage(top, in: spec, options: stageOptions, warn: warn)
            let file = Exporter.fileName(
                id: RocketExport.Shot.step(n).stem(queue.id), options: options, stage: spec.stage)
            let png = try raster.png()
            try png.write(to: directory.appendingPathComponent(file), options: .atomic)
            return ExportEntry(
                id: queue.id, file: file, width: raster.width, height: raster.height, scale: variant.scale,
                theme: variant.theme.rawValue, device: variant.device.name, text: variant.text.rawValue,
                locale: variant.locale, frame: "stage", sha256: sha256Hex(png), fonts: nil)
        }
    }

    /// The stage with `target` on it (nil: nothing presented).
    @MainActor
    static func renderStage(
        _ target: PopupTarget?, in spec: Spec, options: Exporter.Options,
        warn: @MainActor (String) -> Void
    ) throws -> Raster {
        switch target {
        case .item(.alert(let id))?:
            guard let alert = spec.alert(id) else {
                return try renderPopupView(nil, in: spec, options: options, warn: warn)
            }
            return try Exporter.render(alert, in: spec, options: options, warn: warn)
        case .item(.rocket(let id))?:
            guard let rocket = spec.rocket(id) else {
                return try renderPopupView(nil, in: spec, options: options, warn: warn)
            }
            let variant = options.variant(on: spec.stage)
            return try RocketExport.renderRocket(
                spec.text(of: rocket, locale: variant.locale, stress: variant.text), in: spec, step: 0,
                options: options, warn: warn)
        case .view(let name, let view)?:
            return try renderPopupView((name, view), in: spec, options: options, warn: warn)
        case .item?, nil:
            return try renderPopupView(nil, in: spec, options: options, warn: warn)
        }
    }

    /// The device-sized stage with a queue's custom view popup over it (nil: the stage alone).
    @MainActor
    static func renderPopupView(
        _ popup: (name: String, view: PopupView)?, in spec: Spec, options: Exporter.Options,
        warn: @MainActor (String) -> Void
    ) throws -> Raster {
        let (spec, variant, host, stage) = try RocketExport.stageRender(spec, options: options, warn: warn)
        defer {
            stage.setPopupView(nil)
            host.clear()
        }
        host.put(stage.widget)
        if let popup {
            // The view as the variant shows it already (`Spec.text(of:locale:stress:)`).
            stage.setPopupView(
                PopupViewLayer(
                    popup.view, name: popup.name, device: spec.stage.device, theme: variant.theme,
                    scale: variant.scale, warn: { warn($0) }))
        }
        options.dressChrome(stage)
        let (w, h) = spec.stage.device.size
        host.allocate(stage.widget, width: w, height: h)
        return Raster(try WidgetRenderer.pixels(stage.widget, width: w, height: h, scale: variant.scale))
    }
}
