import CFlareShim
import CGtk
import FlareCore
import Foundation

/// How the stage is viewed: its theme, device, locale and the window's zoom.
extension PreviewWindow {
    public func setTheme(_ newTheme: Theme) {
        guard state.setTheme(newTheme) else { return }
        header.setTheme(newTheme)
        record(.stage, "stage theme \(newTheme.rawValue)")
        rebuildStage(animate: false)
    }

    public func setDevice(_ device: Stage.Device?) {
        guard state.setDevice(device) else { return }
        if let spec { header.setDevice(effective(spec).stage.device) }
        record(.stage, "device \(device.map { "\($0)" } ?? "from the spec")")
        rebuildStage(animate: false)
    }

    /// Shows the spec's text in `code` (one of its `locales:`; nil: its own text), as the header's chooser does.
    public func setLocale(_ code: String?) {
        guard state.setLocale(code) else { return }
        if let spec { header.showLocales(spec.locales.map(\.code), selected: locale) }
        record(.stage, "locale \(locale ?? "from the spec")")
        rebuildStage(animate: false)
    }

    public static let zoomLevels = PreviewerState.zoomLevels

    public func setZoom(_ value: Double) {
        guard let change = state.setZoom(value) else { return }
        header.setZoom(zoom)
        record(.stage, "zoom \(CSS.number(zoom * 100)) %")
        // Images are rasterised for the zoom's whole scale, so zooming in stays crisp.
        if change == .rescale { rebuildStage(animate: false) } else { applyZoom() }
    }

    /// Zooms to a percentage, or to `fit`: the largest zoom (within `Zoom.range`) at which the whole stage fits
    /// the canvas as it is now; before the canvas has a size, on its first frame with one.
    public func setZoom(_ zoom: Zoom) {
        switch zoom {
        case .percent(let p):
            setZoom(p / 100)
        case .fit:
            guard stageScroller.width > 0 else {
                stageScroller.addTickCallback { [weak self] _ in
                    guard let self, self.stageScroller.width > 0 else { return self != nil }
                    self.setZoom(.fit)
                    return false
                }
                return
            }
            guard let spec else { return }
            let (w, h) = effective(spec).stage.device.size
            let margin = 48.0   // the stage's 24-point margin on each side
            let room = (Double(stageScroller.width) - margin, Double(stageScroller.height) - margin)
            setZoom(min(room.0 / w, room.1 / h))
        }
    }

    public func zoom(by steps: Int) {
        setZoom(state.zoom(by: steps))
    }

    func applyZoom() {
        guard let stage else { return }
        let (w, h) = stage.deviceSize
        stageHost.setSizeRequest(width: w * zoom, height: h * zoom)
        stageHost.setTransform(stage.widget, x: 0, y: 0, scale: zoom)
    }
}
