import CFlareShim
import CGtk
import FlareCore

/// How the user moves around the canvas (the scrolled stage): Ctrl+scroll and a touchpad pinch zoom around the
/// pointer; a middle-button drag anywhere, or a primary drag on the canvas's background, pans; a plain scroll
/// scrolls (the scrolled window's own). It also keeps the canvas the zoom last fitted, so the window refits only
/// when the canvas changes. The maths is `Canvas`'s (FlareCore).
@MainActor
final class CanvasNavigation {
    /// The canvas the zoom was last fitted to (nil: fit again on the next frame).
    var fitted: Canvas?
    /// Where the pointer is over the canvas (its coordinates), for Ctrl+scroll.
    private(set) var pointer: Canvas.Point?
    private var pinchStart = 1.0
    private var panStart: Canvas.Point?
    let scroll = ScrollController()
    let pinch = GestureZoom()
    let motion = MotionController()
    let middleDrag = GestureDrag(button: 2)
    let backgroundDrag = GestureDrag(button: 1)

    init(window: PreviewWindow) {
        let scroller = window.stageScroller
        // Capture phase: before the scrolled window's own scrolling, which gets the scroll when Ctrl is not held.
        scroll.phase = GTK_PHASE_CAPTURE
        scroll.connect(.scroll) { [weak window, weak self] _, dy in
            guard let window, let self else { return false }
            return self.scrolled(window, dy: dy, control: self.scroll.modifiers.rawValue & GDK_CONTROL_MASK.rawValue != 0)
        }
        motion.connect(.enter) { [weak self] x, y in self?.pointer = Canvas.Point(x, y) }
        motion.connect(.motion) { [weak self] x, y in self?.pointer = Canvas.Point(x, y) }
        motion.connect(.leave) { [weak self] in self?.pointer = nil }
        pinch.connect(.begin) { [weak window, weak self] _ in self?.pinchStart = window?.zoom ?? 1 }
        pinch.connect(.scaleChanged) { [weak window, weak self] scale in
            guard let window, let self else { return }
            let centre = self.pinch.center.map { Canvas.Point($0.x, $0.y) } ?? self.centre(of: window)
            window.zoom(to: self.pinchStart * scale, around: centre)
        }
        for drag in [middleDrag, backgroundDrag] {
            drag.connect(.dragBegin) { [weak window, weak self, weak drag] x, y in
                guard let window, let self, let drag else { return }
                if drag === self.backgroundDrag, Self.isOnStage(window, x: x, y: y) {
                    drag.deny()   // a drag on the stage belongs to the alert (its buttons, its mask)
                    return
                }
                self.panStart = Canvas.Point(scroller.horizontalOffset, scroller.verticalOffset)
            }
            drag.connect(.dragUpdate) { [weak self] dx, dy in
                guard let start = self?.panStart else { return }
                scroller.horizontalOffset = start.x - dx
                scroller.verticalOffset = start.y - dy
            }
            drag.connect(.dragEnd) { [weak self] _, _ in self?.panStart = nil }
        }
        for controller: EventController in [scroll, pinch, motion, middleDrag, backgroundDrag] {
            scroller.add(controller)
        }
    }

    /// A scroll of `dy` over the canvas: with Ctrl it zooms around the pointer (a wheel notch, |dy| ≥ 1, is one
    /// step; a touchpad's smooth scroll zooms continuously) and is handled; without, the scrolled window pans.
    func scrolled(_ window: PreviewWindow, dy: Double, control: Bool) -> Bool {
        guard control else { return false }
        guard dy != 0 else { return true }
        let target = abs(dy) >= 1 ? Canvas.step(from: window.zoom, by: dy < 0 ? 1 : -1) : window.zoom * (1 - dy * 0.1)
        window.zoom(to: target, around: pointer ?? centre(of: window))
        return true
    }

    private func centre(of window: PreviewWindow) -> Canvas.Point {
        Canvas.Point(Double(window.stageScroller.width) / 2, Double(window.stageScroller.height) / 2)
    }

    /// Whether the canvas point `x`, `y` lies on the stage (rather than the canvas's background around it).
    static func isOnStage(_ window: PreviewWindow, x: Double, y: Double) -> Bool {
        guard let stage = window.stage, let b = stage.widget.bounds(in: window.stageScroller) else { return false }
        return x >= b.x && x < b.x + b.width && y >= b.y && y < b.y + b.height
    }
}
