import FlareCore
import Foundation

/// The timeline's save button (Ctrl+Shift+S): the animation the timeline shows (the alert's show, or its close
/// after Ctrl+W) exported as `flare export --motion --frame stage` would, at 30 fps, the spec's scale, the shown
/// theme, device and locale, into Pictures/Flare as `<id>-<show|close>[-dark]…@Nx <time>.png`.
extension PreviewWindow {
    public static let motionFPS = 30

    @discardableResult
    public func saveMotion(into folder: URL? = nil) -> URL? {
        guard let spec, let variant = shownVariant, let animation = player?.animation,
            let alert = shownAlert ?? selection?.alertID.flatMap(spec.alert)
        else {
            messages.notice.show("Show an alert to save its animation.")
            return nil
        }
        var options = Exporter.Options().with(variant)
        options.frame = .stage
        do {
            let (frames, timing) = try Exporter.renderMotion(
                alert, in: spec, phase: animation.phase,
                fps: Self.motionFPS, options: options)
            let png = try APNGEncoder.encode(frames, delays: (0..<frames.count).map(timing.delay(of:)))
            let file = try Screenshot.save(
                png: png, as: variant.fileName(id: "\(alert.id)-\(animation.phase.rawValue)", stage: spec.stage),
                into: folder ?? Screenshot.defaultFolder(), clipboard: nil,
                warn: Exporter.printWarning)
            messages.notice.show(
                "Saved the \(animation.phase.rawValue) animation “\(file.lastPathComponent)” (\(timing.count) frames)",
                button: messages.showInFiles(file))
            record(.stage, "animation saved \(file.path)")
            return file
        } catch {
            messages.notice.show("Could not save the animation: \(error)")
            record(.stage, "animation not saved: \(error)")
            return nil
        }
    }
}
