import FlareCore
import Foundation

/// What the window's shots read: the stage as it is now (`StageController`).
@MainActor
protocol ShownOnStage: AnyObject {
    var spec: Spec? { get }
    /// What the stage shows, as an export variant: the spec's scale, and the theme, device and locale shown.
    var shownVariant: Variant? { get }
    var selection: SpecItem? { get }
    var shownAlert: AlertSpec? { get }
    var rocketPanel: RocketPanel? { get }
    var player: AnimationPlayer? { get }
    var shownPopupView: (name: String, view: PopupView)? { get }
    /// The queue whose session shows the popup, and the step of its script while one is played there (> 0).
    var shownQueueStep: (queue: String?, step: Int?) { get }
}

/// The window's screenshots (Ctrl+S) and saved animations (Ctrl+Shift+S): what the stage shows, rendered as
/// `flare export` renders it, into Pictures/Flare, told in a toast and the log.
@MainActor
public final class WindowShots {
    public static let motionFPS = 30

    private weak var shown: (any ShownOnStage)?
    private let messages: WindowMessages
    /// The window's clipboard (its display's), read when a shot is taken.
    private let clipboard: @MainActor () -> Clipboard
    private let record: WindowLog.Record

    init(
        shown: any ShownOnStage, messages: WindowMessages, clipboard: @escaping @MainActor () -> Clipboard,
        record: @escaping WindowLog.Record
    ) {
        self.shown = shown
        self.messages = messages
        self.clipboard = clipboard
        self.record = record
    }

    /// The shots of the window whose actions take them: its stage, its toast, its clipboard and its log.
    convenience init(of host: any ActionsHost) {
        let toplevel = host.toplevel
        self.init(
            shown: host.stageController, messages: host.chrome.messages, clipboard: { toplevel.clipboard },
            record: { [weak host] in host?.record($0, $1) })
    }

    /// Saves what the stage shows as `flare export` would render it: a queue's view popup (`popupViewShot`), the shown
    /// alert (also one a queue or scenario session presented), or the rocket at its current step on the stage, at the
    /// spec's `stage.scale` in the shown theme and device; named as the export names it
    /// (`<id>[-dark][-<device>][@<n>x]`) plus the time, under Pictures/Flare, and copied to the clipboard. Returns the
    /// file.
    @discardableResult
    public func screenshot(into folder: URL? = nil) -> URL? {
        guard let shown, let spec = shown.spec, let variant = shown.shownVariant else { return nil }
        let options = Exporter.Options().with(variant)
        let selected = shown.selection?.alertID.flatMap(spec.alert)
        do {
            let id: String, raster: Raster
            var what: String?
            if let shot = try popupViewShot(of: shown, in: spec, options: options) {
                (id, what, raster) = (shot.stem, shot.name, shot.raster)
            } else if let panel = shown.rocketPanel {
                id = panel.rocket.id
                raster = try RocketExport.renderRocket(panel.rocket, in: spec, flow: panel.flow, options: options)
            } else if let alert = shown.shownAlert ?? selected {
                id = alert.id
                raster = try Exporter.render(alert, in: spec, options: options)
            } else {
                messages.notice.show("Show an alert, a rocket or a queue's popup to take a screenshot of it.")
                return nil
            }
            let file = try Screenshot.save(
                raster, as: variant.fileName(id: id, stage: spec.stage),
                into: folder ?? Screenshot.defaultFolder(), clipboard: clipboard(),
                warn: Exporter.printWarning)
            let named = what.map { " (\($0))" } ?? ""
            messages.notice.show(
                "Saved “\(file.lastPathComponent)”\(named) in \(Screenshot.shown(file.deletingLastPathComponent()))"
                    + " and copied it", button: messages.showInFiles(file))
            record(.stage, "screenshot \(file.path)")
            return file
        } catch {
            messages.notice.show("Could not save the screenshot: \(error)")
            record(.stage, "screenshot failed: \(error)")
            return nil
        }
    }

    /// The timeline's save button (Ctrl+Shift+S): the animation the timeline shows (the alert's show, or its close
    /// after Ctrl+W) exported as `flare export --motion --frame stage` would, at 30 fps, the spec's scale, the shown
    /// theme, device and locale, into Pictures/Flare as `<id>-<show|close>[-dark]…@Nx <time>.png`.
    @discardableResult
    public func saveMotion(into folder: URL? = nil) -> URL? {
        guard let shown, let spec = shown.spec, let variant = shown.shownVariant,
            let animation = shown.player?.animation,
            let alert = shown.shownAlert ?? shown.selection?.alertID.flatMap(spec.alert)
        else {
            messages.notice.show("Show an alert to save its animation.")
            return nil
        }
        var options = Exporter.Options().with(variant)
        options.frame = .stage
        do {
            let (frames, timing) = try MotionExport.renderMotion(
                alert, in: spec, phase: animation.phase,
                fps: Self.motionFPS, options: options)
            let png = try APNGEncoder.encode(frames, delays: (0..<frames.count).map(timing.delay(of:)))
            let file = try Screenshot.save(
                png: png, as: variant.fileName(id: "\(alert.id)-\(animation.phase.rawValue)", stage: spec.stage),
                into: folder ?? Screenshot.defaultFolder(), clipboard: nil,
                warn: Exporter.printWarning)
            messages.notice.show(
                "Saved the \(animation.phase.rawValue) animation “\(file.lastPathComponent)” (\(timing.count) frames)"
                    + " in \(Screenshot.shown(file.deletingLastPathComponent()))",
                button: messages.showInFiles(file))
            record(.stage, "animation saved \(file.path)")
            return file
        } catch {
            messages.notice.show("Could not save the animation: \(error)")
            record(.stage, "animation not saved: \(error)")
            return nil
        }
    }

    /// The screenshot of a queue's custom view popup on the stage, as `flare export --id QUEUE` draws it: the name the
    /// notice gives it (`view/<popup>`, and ` step <n>` while the queue's script is played there) and the file's stem
    /// (`<queue>-step-<n>` as the export names that step, else `<queue>-<popup>`). Nil when no view popup is up.
    private func popupViewShot(
        of shown: any ShownOnStage, in spec: Spec, options: Exporter.Options
    ) throws -> (stem: String, name: String, raster: Raster)? {
        guard let (popup, view) = shown.shownPopupView else { return nil }
        let (queue, step) = shown.shownQueueStep
        var name = "view/\(popup)"
        var stem = queue.map { "\($0)-\(popup)" } ?? popup
        if let queue, let step {
            name += " step \(step)"
            stem = RocketExport.Shot.step(step).stem(queue)
        }
        let raster = try QueueExport.renderPopupView(
            (popup, view), in: spec, options: options, warn: Exporter.printWarning)
        return (stem, name, raster)
    }
}
