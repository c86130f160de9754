import FlareCore
import Foundation

/// `flare export --id A --state pressed:ACTION|keyboard`: one alert in a state the window shows only under a finger.
/// A pressed action is drawn with GTK's `:active` state, which the alert's stylesheet turns into DUX's
/// `actionSelectedBackgroundImage` (or the title dimmed, when the action has none); the keyboard state is the
/// stage with the keyboard up and the alert moved up by its height (`StageView.setKeyboard`), as the window draws
/// it when the input has the focus.
public enum StateExport {
    @MainActor
    public static func renderState(
        _ state: AlertState, of alert: AlertSpec, in spec: Spec, options: Exporter.Options,
        warn: @MainActor (String) -> Void = Exporter.printWarning
    ) throws -> Raster {
        var options = options
        if state == .keyboard { options.frame = .stage }
        let variant = options.variant(on: spec.stage)
        let spec = spec.showing(variant)
        let alert = spec.text(of: alert, locale: variant.locale, stress: variant.text)
        try Exporter.prepare(spec, warn: warn)
        let host = try RenderHost.shared()
        /// Holds the action down before the frame is laid out and drawn.
        func press(_ view: AlertView) throws {
            guard case .pressed(let index) = state else { return }
            guard view.actionButtons.indices.contains(index) else {
                throw RenderError("alert '\(alert.id)' has no action \(index + 1)")
            }
            view.actionButtons[index].setActive(true)
        }
        if options.frame == .alert {
            // The alert alone, as a plain export draws it.
            let view = AlertView(
                alert: alert, theme: variant.theme, device: spec.stage.device, scale: variant.scale,
                rightToLeft: variant.isRightToLeft(in: spec))
            defer {
                host.clear()
                view.teardown()
            }
            view.warnings.forEach(warn)
            try press(view)
            host.put(view.widget)
            let height = view.fitHeight()
            host.allocate(view.widget, width: view.width, height: height)
            return Raster(
                try WidgetRenderer.pixels(view.widget, width: view.width, height: height, scale: variant.scale))
        }
        let stage = StageView(spec: spec, theme: variant.theme, scale: variant.scale)
        stage.warnings.forEach(warn)
        stage.rightToLeft = variant.isRightToLeft(in: spec)
        defer { host.clear() }
        host.put(stage.widget)
        stage.show(alert: alert)
        guard let view = stage.alertView else { throw RenderError("alert '\(alert.id)' could not be shown") }
        view.warnings.forEach(warn)
        try press(view)
        if state == .keyboard { stage.setKeyboard(visible: true) }
        options.dressChrome(stage)
        let (w, h) = spec.stage.device.size
        host.allocate(stage.widget, width: w, height: h)
        return Raster(try WidgetRenderer.pixels(stage.widget, width: w, height: h, scale: variant.scale))
    }

    /// Writes `alert` in `state` as `<id>-pressed-N[variant].png` or `<id>-keyboard[variant].png`.
    @MainActor
    public static func exportState(
        _ state: AlertState, of alert: AlertSpec, in spec: Spec, to directory: URL,
        options: Exporter.Options
    ) throws -> ExportEntry {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let raster = try renderState(state, of: alert, in: spec, options: options)
        let id = alert.id + state.suffix
        let file = Exporter.fileName(id: id, options: options, stage: spec.stage)
        let png = try raster.png()
        try png.write(to: directory.appendingPathComponent(file), options: .atomic)
        let frame = state == .keyboard ? Exporter.Frame.stage : options.frame
        let variant = options.variant(on: spec.stage)
        return ExportEntry(
            id: id, file: file, width: raster.width, height: raster.height, scale: variant.scale,
            theme: variant.theme.rawValue, device: variant.device.name, frame: frame.rawValue,
            sha256: sha256Hex(png))
    }
}
