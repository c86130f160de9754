import FlareCore
import Foundation

/// How the stage is viewed: its theme, device, locale and the window's zoom.
extension PreviewWindow {
    public func setTheme(_ newTheme: Theme) {
        guard state.setTheme(newTheme) else { return }
        chrome.header.setTheme(newTheme)
        record(.stage, "stage theme \(newTheme.rawValue)")
        rebuildStage(animate: false)
    }

    public func setDevice(_ device: Stage.Device?) {
        guard state.setDevice(device) else { return }
        if let spec { chrome.header.setDevice(effective(spec).stage.device) }
        record(.stage, "device \(device.map { "\($0)" } ?? "from the spec")")
        rebuildStage(animate: false)
        refitIfNeeded()
    }

    /// Shows the spec's text in `code` (one of its `locales:`; nil: its own text), as the header's chooser does.
    public func setLocale(_ code: String?) {
        guard state.setLocale(code) else { return }
        if let spec { chrome.header.showLocales(spec.locales.map(\.code), selected: locale) }
        record(.stage, "locale \(locale ?? "from the spec")")
        rebuildStage(animate: false)
    }

    /// Zooms to `value` (a factor, clamped to `Zoom.range`) as the user picks it: from then on the zoom stays
    /// when the window or its panes change size, until Ctrl+0 fits again.
    public func setZoom(_ value: Double) {
        setZoom(value, fits: false)
    }

    func setZoom(_ value: Double, fits: Bool) {
        let change = state.setZoom(value, fits: fits)
        chrome.header.setZoom(zoom, fits: state.zoomFits)
        guard change != nil else { return }
        record(.stage, "zoom \(CSS.number(zoom * 100)) %\(fits ? " (fit)" : "")")
        // Images are rasterised for the zoom's whole scale, so zooming in stays crisp. A zoom the user picks draws
        // the stage again at once; a fit (which follows the window, and comes on its own) only scales it, and the
        // stage is drawn again at rest (`rescaleAtRest`), so a fit never interrupts an animation or the stack.
        if !fits, let stage, stage.scale != state.stageScale { rebuildStage(animate: false) } else { applyZoom() }
    }

    /// Zooms to a percentage, or to `fit`: the largest zoom (within `Zoom.range`) at which the whole stage fits
    /// the canvas, kept fitting as the window and its panes change size (before the canvas has a size, from its
    /// first frame with one).
    public func setZoom(_ zoom: Zoom) {
        switch zoom {
        case .percent(let p):
            setZoom(p / 100)
        case .fit:
            state.setZoomFits()
            chrome.header.setZoom(self.zoom, fits: true)
            area.navigation.fitted = nil
            refitIfNeeded()
        }
    }

    /// Zooms `steps` of `Canvas.steps` in (positive) or out, around the canvas's centre.
    public func zoom(by steps: Int) {
        setZoom(state.zoom(by: steps))
    }

    /// Zooms to `value` keeping the stage point under `pointer` (the canvas's coordinates) where it is: Ctrl+scroll
    /// and a pinch.
    public func zoom(to value: Double, around pointer: Canvas.Point) {
        guard let canvas, canvas.isSized else { return setZoom(value) }
        let old = zoom
        let offset = Canvas.Point(area.stageScroller.horizontalOffset, area.stageScroller.verticalOffset)
        setZoom(value)
        let target = canvas.offset(zoomingFrom: old, to: zoom, around: pointer, offset: offset)
        let content = canvas.contentSize(zoom: zoom)
        area.stageScroller.scroll(
            toX: target.x, y: target.y, contentWidth: content.width, contentHeight: content.height)
    }

    /// The canvas as it is now: the scroller's size and the stage's (nil before there is a stage).
    public var canvas: Canvas? { area.canvas }

    /// Fits the stage again when the zoom follows the canvas and the canvas changed (the window was resized, a
    /// pane shown or hidden, another device picked); after each painted frame.
    func refitIfNeeded() {
        guard state.zoomFits, let canvas, canvas.isSized, canvas != area.navigation.fitted else { return }
        area.navigation.fitted = canvas
        setZoom(canvas.fitZoom, fits: true)
    }

    /// Draws the stage again for a fitted zoom's larger raster scale once it is at rest: an alert alone on the
    /// stack, no animation playing or alert closing (a rocket's flow, a stack or a session's state stay untouched;
    /// their stage catches up at its next rebuild).
    func rescaleAtRest() {
        guard let stage, stage.scale < state.stageScale, player?.isRunning != true, state.closing == nil,
            let id = selection?.alertID, stack.alerts == [id]
        else { return }
        record(.stage, "drawn again at \(state.stageScale)x for the zoom")
        // Only the raster changes: the stack, the log and the sessions see the alert stay shown (a reset stack
        // closed it and showed it again, and left it "showing" for good).
        rebuildStage(animate: false, reset: PreviewerState.StageReset(closed: [], shown: nil))
    }

    func applyZoom() {
        area.applyZoom(zoom)
    }

    /// Shows or hides the sidebar (F9, the header's sidebar button); the stage refits to the room it gets.
    public func setSidebar(visible: Bool) {
        chrome.panes.setSidebar(visible: visible)
        chrome.header.setSidebar(visible: visible)
        record(.stage, "sidebar \(visible ? "shown" : "hidden")")
    }

    public var sidebarVisible: Bool { chrome.panes.sidebarVisible }
}
