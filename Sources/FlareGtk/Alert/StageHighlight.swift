import FlareCore

/// The outline the stage draws over everything for a moment (the Checks page's "this part"), on a layer of its
/// own added on first use.
@MainActor
final class StageHighlight {
    /// The outline, while it shows.
    private(set) var box: Box?
    private var layer: Fixed?
    private var timer: UInt32 = 0

    /// Outlines `frame` (stage points) over everything on `root` for `seconds`.
    func show(x: Double, y: Double, width: Double, height: Double, for seconds: Double, on root: Overlay) {
        if layer == nil {
            let layer = Fixed()
            layer.canTarget = false
            root.addOverlay(layer)
            self.layer = layer
        }
        clear()
        let box = Box(.vertical)
        box.addClass("flare-highlight")
        let pad = 4.0
        box.setSizeRequest(width: (width + 2 * pad).rounded(), height: (height + 2 * pad).rounded())
        layer?.put(box, x: x - pad, y: y - pad)
        self.box = box
        timer = MainLoop.after(seconds) { [weak self] in
            self?.timer = 0
            self?.clear()
        }
    }

    /// Removes the outline now.
    func clear() {
        cancelTimer()
        if let box, let layer { layer.remove(box) }
        box = nil
    }

    /// Stops the pending removal (the stage is going away).
    func cancelTimer() {
        MainLoop.cancel(timer)
        timer = 0
    }
}
