import FlareCore

extension PreviewWindow {
    /// The screenshot of a queue's custom view popup on the stage, as `flare export --id QUEUE` draws it: the name the
    /// notice gives it (`view/<popup>`, and ` step <n>` while the queue's script is played there) and the file's stem
    /// (`<queue>-step-<n>` as the export names that step, else `<queue>-<popup>`). Nil when no view popup is up.
    func popupViewShot(
        in spec: Spec, options: Exporter.Options
    ) throws -> (
        stem: String, name: String, raster: Raster
    )? {
        guard let (popup, view) = shownPopupView else { return nil }
        let queue = inspector.queueSession?.spec.id
        var name = "view/\(popup)"
        var stem = queue.map { "\($0)-\(popup)" } ?? popup
        if let queue, inspector.queueScripted, let script = inspector.script, script.source == .queue(queue),
            script.position > 0
        {
            name += " step \(script.position)"
            stem = Exporter.Shot.step(script.position).stem(queue)
        }
        let raster = try Exporter.renderPopupView(
            (popup, view), in: spec, options: options, warn: Exporter.printWarning)
        return (stem, name, raster)
    }
}
