import FlareCore

/// What the canvas's navigation reads and asks of the window: the zoom, and the stage it pans around.
@MainActor
protocol CanvasZooming: AnyObject {
    var zoom: Double { get }
    var compareAxis: CompareGrid.Axis? { get }
    var stage: StageView? { get }
    func zoom(to value: Double, around pointer: Canvas.Point)
}

/// How the user moves around the canvas (the scrolled stage): Ctrl+scroll and a touchpad pinch zoom around the
/// pointer; a middle-button drag anywhere, a primary drag on the canvas's background, or a primary drag anywhere
/// while Space is held pans; a plain scroll scrolls (the scrolled window's own). The pointer is an open hand
/// (`grab`) while Space is held over the canvas and a closed one (`grabbing`) during every pan. It also keeps the
/// canvas the zoom last fitted, so the window refits only when the canvas changes. The maths is `Canvas`'s.
@MainActor
final class CanvasNavigation {
    /// The canvas the zoom was last fitted to (nil: fit again on the next frame).
    var fitted: Canvas?
    /// Where the pointer is over the canvas (its coordinates), for Ctrl+scroll.
    private(set) var pointer: Canvas.Point?
    /// Whether Space is held for a pan (pressed over the canvas, outside a text field).
    private(set) var spaceHeld = false
    private var pinchStart = 1.0
    private var panStart: Canvas.Point?
    private weak var window: (any CanvasZooming)?
    private let scroller: ScrolledWindow
    let scroll = ScrollController()
    let pinch = GestureZoom()
    let motion = MotionController()
    let middleDrag = GestureDrag(button: 2)
    let backgroundDrag = GestureDrag(button: 1)
    /// A primary drag while Space is held: in the capture phase, before the stage's own buttons and mask.
    let spaceDrag = GestureDrag(button: 1)
    /// Space pressed and released, on the whole window (the focus may be anywhere but in a text field).
    let keys = KeyController()
    /// A press on the canvas that no widget of the stage takes (bubble phase: a capture-phase click here kept the
    /// alert's buttons from their clicks) takes the keyboard focus from a text field outside the stage (the
    /// sidebar's filter after Ctrl+F), as a click on an empty canvas does in GNOME apps, so Space pans next.
    let press = GestureClick(button: 1)

    static let space: UInt = 0x020  // GDK_KEY_space

    /// Navigation of `scroller` for `window`; `toplevel` is the window whose keys (Space) it watches.
    init(zooming window: any CanvasZooming, toplevel: Window, scroller: ScrolledWindow) {
        self.window = window
        self.scroller = scroller
        // Capture phase: before the scrolled window's own scrolling, which gets the scroll when Ctrl is not held.
        scroll.phase = .capture
        scroll.connect(.scroll) { [weak window, weak self] _, dy in
            guard let window, let self else { return false }
            return self.scrolled(window, dy: dy, control: self.scroll.modifiers.contains(.control))
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
        spaceDrag.phase = .capture
        for drag in [middleDrag, backgroundDrag, spaceDrag] {
            drag.connect(.dragBegin) { [weak self, weak drag] x, y in
                guard let self, let drag else { return }
                if drag === self.spaceDrag {
                    guard self.spaceHeld else { return drag.deny() }  // a plain press goes on to the stage
                    drag.claim()
                } else if drag === self.backgroundDrag, self.spaceHeld || self.isOnStage(x: x, y: y) {
                    drag.deny()  // a drag on the stage belongs to the alert (its buttons, its mask)
                    return
                }
                self.panStart = Canvas.Point(scroller.horizontalOffset, scroller.verticalOffset)
                self.showCursor()
            }
            drag.connect(.dragUpdate) { [weak self] dx, dy in
                guard let start = self?.panStart else { return }
                scroller.horizontalOffset = start.x - dx
                scroller.verticalOffset = start.y - dy
            }
            drag.connect(.dragEnd) { [weak self] _, _ in
                self?.panStart = nil
                self?.showCursor()
            }
        }
        press.connect(.pressed) { [weak toplevel] _, _, _ in
            guard let toplevel, let focus = toplevel.focus, focus.takesText, !Self.isInside(focus, scroller)
            else { return }
            toplevel.setFocus(nil)
        }
        keys.phase = .capture
        keys.connect(.keyPressed) { [weak self] keyval, _, _ in self?.spacePressed(keyval) ?? false }
        keys.connect(.keyReleased) { [weak self] keyval, _, _ in self?.spaceReleased(keyval) }
        for controller: EventController in [scroll, pinch, motion, middleDrag, backgroundDrag, spaceDrag, press] {
            scroller.add(controller)
        }
        toplevel.add(keys)
    }

    /// Whether a pan is under way (any of the drags).
    var isPanning: Bool { panStart != nil }

    /// Space with the pointer over the single view's canvas holds the hand, as in GNOME's and Figma's canvases (and
    /// is handled: it does not press the focused button; Enter still does); a repeat while held is handled too.
    /// Space still types in a text field (the sidebar's filter, an alert's input).
    func spacePressed(_ keyval: UInt) -> Bool {
        guard keyval == Self.space else { return false }
        if spaceHeld { return true }
        guard let window, pointer != nil, window.compareAxis == nil, scroller.window?.focus?.takesText != true else {
            return false
        }
        spaceHeld = true
        showCursor()
        return true
    }

    func spaceReleased(_ keyval: UInt) {
        guard keyval == Self.space, spaceHeld else { return }
        spaceHeld = false
        showCursor()
    }

    /// The canvas's pointer: `grabbing` while panning, `grab` while Space is held, else the default.
    private func showCursor() {
        scroller.setCursor(named: isPanning ? "grabbing" : spaceHeld ? "grab" : nil)
    }

    /// A scroll of `dy` over the canvas: with Ctrl it zooms around the pointer (a wheel notch, |dy| ≥ 1, is one
    /// step; a touchpad's smooth scroll zooms continuously) and is handled; without, the scrolled window pans.
    func scrolled(_ window: any CanvasZooming, dy: Double, control: Bool) -> Bool {
        guard control else { return false }
        guard dy != 0 else { return true }
        let target = abs(dy) >= 1 ? Canvas.step(from: window.zoom, by: dy < 0 ? 1 : -1) : window.zoom * (1 - dy * 0.1)
        window.zoom(to: target, around: pointer ?? centre(of: window))
        return true
    }

    private func centre(of window: any CanvasZooming) -> Canvas.Point {
        Canvas.Point(Double(scroller.width) / 2, Double(scroller.height) / 2)
    }

    /// Whether `widget` is `ancestor` or lies inside it.
    static func isInside(_ widget: Widget, _ ancestor: Widget) -> Bool {
        var current: Widget? = widget
        while let w = current {
            if w.widget == ancestor.widget { return true }
            current = w.parent
        }
        return false
    }

    /// Whether the canvas point `x`, `y` lies on the stage (rather than the canvas's background around it).
    func isOnStage(x: Double, y: Double) -> Bool {
        guard let stage = window?.stage, let b = stage.widget.bounds(in: scroller) else { return false }
        return x >= b.x && x < b.x + b.width && y >= b.y && y < b.y + b.height
    }
}
