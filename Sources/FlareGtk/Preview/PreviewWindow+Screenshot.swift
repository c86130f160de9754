import FlareCore
import Foundation

extension PreviewWindow {
    /// What the stage shows, as an export variant: the spec's scale, and the theme, device and locale the window
    /// shows. The exporter applies the device and the locale's text to the spec itself.
    var shownVariant: Variant? { state.shownVariant }

    /// Saves what the stage shows as `flare export` would render it: a queue's view popup (`popupViewShot`), the shown
    /// alert (also one a queue or scenario session presented), or the rocket at its current step on the stage, at the
    /// spec's `stage.scale` in the shown theme and device; named as the export names it
    /// (`<id>[-dark][-<device>][@<n>x]`) plus the time, under Pictures/Flare, and copied to the clipboard. Returns the
    /// file.
    @discardableResult
    public func screenshot(into folder: URL? = nil) -> URL? {
        guard let spec, let variant = shownVariant else { return nil }
        let options = Exporter.Options().with(variant)
        let selected = selection?.alertID.flatMap(spec.alert)
        do {
            let id: String, raster: Raster
            var shown: String?
            if let shot = try popupViewShot(in: spec, options: options) {
                (id, shown, raster) = (shot.stem, shot.name, shot.raster)
            } else if let panel = rocketPanel {
                id = panel.rocket.id
                raster = try Exporter.renderRocket(panel.rocket, in: spec, flow: panel.flow, options: options)
            } else if let alert = shownAlert ?? selected {
                id = alert.id
                raster = try Exporter.render(alert, in: spec, options: options)
            } else {
                messages.notice.show("Show an alert, a rocket or a queue's popup to take a screenshot of it.")
                return nil
            }
            let file = try Screenshot.save(
                raster, as: variant.fileName(id: id, stage: spec.stage),
                into: folder ?? Screenshot.defaultFolder(), clipboard: window.clipboard,
                warn: Exporter.printWarning)
            let what = shown.map { " (\($0))" } ?? ""
            messages.notice.show(
                "Saved “\(file.lastPathComponent)”\(what) and copied it", button: messages.showInFiles(file))
            record(.stage, "screenshot \(file.path)")
            return file
        } catch {
            messages.notice.show("Could not save the screenshot: \(error)")
            record(.stage, "screenshot failed: \(error)")
            return nil
        }
    }
}
