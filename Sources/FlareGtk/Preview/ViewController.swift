import FlareCore
import Foundation

/// How the stage is viewed: its theme, device, locale, the window's zoom (picked, or fitted to the canvas and kept
/// fitting) and the sidebar's room. Each choice is a transition of the shared `PreviewerState`; this draws it (the
/// header's buttons, the stage's transform, a stage drawn anew).
@MainActor
final class ViewController: SharesState {
    weak var host: (any SharedStateHost)?
    /// The stage they draw anew.
    private weak var builder: (any StageRebuilding)?
    private let header: PreviewHeader
    private let panes: WindowPanes
    private let area: CanvasArea
    private let record: WindowLog.Record

    init(
        host: any SharedStateHost, stage: any StageRebuilding, header: PreviewHeader, panes: WindowPanes,
        area: CanvasArea, record: @escaping WindowLog.Record
    ) {
        self.host = host
        builder = stage
        self.header = header
        self.panes = panes
        self.area = area
        self.record = record
    }

    var stateHost: (any SharedStateHost)? { host }

    private func rebuildStage(reset: PreviewerState.StageReset? = nil) {
        builder?.rebuildStage(animate: false, reset: reset)
    }

    /// A deep link's `theme=` and `scale=` (screenshots at that scale, the stage's images rasterised at least at it).
    func applyLink(theme: Theme?, scale: Int?) {
        let themed = theme.map { theme in state.applyLinkTheme(theme) } ?? false
        if themed, let theme { header.setTheme(theme) }
        let scaled = scale.map { scale in state.applyLinkScale(scale) } ?? false
        if themed || scaled { rebuildStage() }
    }

    func setTheme(_ newTheme: Theme) {
        guard state.setTheme(newTheme) else { return }
        header.setTheme(newTheme)
        record(.stage, "stage theme \(newTheme.rawValue)")
        rebuildStage()
    }

    func setDevice(_ device: Stage.Device?) {
        guard state.setDevice(device) else { return }
        if let spec = state.spec { header.setDevice(state.effective(spec).stage.device) }
        record(.stage, "device \(device.map { "\($0)" } ?? "from the spec")")
        rebuildStage()
        refitIfNeeded()
    }

    /// Shows the spec's text in `code` (one of its `locales:`; nil: its own text), as the header's chooser does.
    func setLocale(_ code: String?) {
        guard state.setLocale(code) else { return }
        if let spec = state.spec { header.showLocales(spec.locales.map(\.code), selected: state.view.locale) }
        record(.stage, "locale \(state.view.locale ?? "from the spec")")
        rebuildStage()
    }

    /// Zooms to `value` (a factor, clamped to `Zoom.range`) as the user picks it: from then on the zoom stays
    /// when the window or its panes change size, until Ctrl+0 fits again.
    func setZoom(_ value: Double) {
        setZoom(value, fits: false)
    }

    func setZoom(_ value: Double, fits: Bool) {
        let change = state.setZoom(value, fits: fits)
        header.setZoom(state.view.zoom, fits: state.view.zoomFits)
        guard change != nil else { return }
        record(.stage, "zoom \(CSS.number(state.view.zoom * 100)) %\(fits ? " (fit)" : "")")
        // Images are rasterised for the zoom's whole scale, so zooming in stays crisp. A zoom the user picks draws
        // the stage again at once; a fit (which follows the window, and comes on its own) only scales it, and the
        // stage is drawn again at rest (`rescaleAtRest`), so a fit never interrupts an animation or the stack.
        if !fits, let stage = area.stage, stage.scale != state.stageScale {
            rebuildStage()
        } else {
            area.applyZoom(state.view.zoom)
        }
    }

    /// Zooms to a percentage, or to `fit`: the largest zoom (within `Zoom.range`) at which the whole stage fits
    /// the canvas, kept fitting as the window and its panes change size (before the canvas has a size, from its
    /// first frame with one).
    func setZoom(_ zoom: Zoom) {
        switch zoom {
        case .percent(let p):
            setZoom(p / 100)
        case .fit:
            state.setZoomFits()
            header.setZoom(state.view.zoom, fits: true)
            area.navigation.fitted = nil
            refitIfNeeded()
        }
    }

    /// Zooms `steps` of `Canvas.steps` in (positive) or out, around the canvas's centre.
    func zoom(by steps: Int) {
        setZoom(state.zoom(by: steps))
    }

    /// Zooms to `value` keeping the stage point under `pointer` (the canvas's coordinates) where it is: Ctrl+scroll
    /// and a pinch.
    func zoom(to value: Double, around pointer: Canvas.Point) {
        guard let canvas = area.canvas, canvas.isSized else { return setZoom(value) }
        let old = state.view.zoom
        let offset = Canvas.Point(area.stageScroller.horizontalOffset, area.stageScroller.verticalOffset)
        setZoom(value)
        let zoom = state.view.zoom
        let target = canvas.offset(zoomingFrom: old, to: zoom, around: pointer, offset: offset)
        let content = canvas.contentSize(zoom: zoom)
        area.stageScroller.scroll(
            toX: target.x, y: target.y, contentWidth: content.width, contentHeight: content.height)
    }

    /// Fits the stage again when the zoom follows the canvas and the canvas changed (the window was resized, a
    /// pane shown or hidden, another device picked); after each painted frame.
    func refitIfNeeded() {
        guard state.view.zoomFits, let canvas = area.canvas, canvas.isSized, canvas != area.navigation.fitted else {
            return
        }
        area.navigation.fitted = canvas
        setZoom(canvas.fitZoom, fits: true)
    }

    /// Draws the stage again for a fitted zoom's larger raster scale once it is at rest: an alert alone on the
    /// stack, no animation playing or alert closing (a rocket's flow, a stack or a session's state stay untouched;
    /// their stage catches up at its next rebuild).
    func rescaleAtRest() {
        guard let stage = area.stage, stage.scale < state.stageScale, area.player?.isRunning != true,
            state.closing == nil, let id = state.selection?.alertID, state.stack.alerts == [id]
        else { return }
        record(.stage, "drawn again at \(state.stageScale)x for the zoom")
        // Only the raster changes: the stack, the log and the sessions see the alert stay shown (a reset stack
        // closed it and showed it again, and left it "showing" for good).
        rebuildStage(reset: PreviewerState.StageReset(closed: [], shown: nil))
    }

    /// Shows or hides the sidebar (F9, the header's sidebar button); the stage refits to the room it gets.
    func setSidebar(visible: Bool) {
        panes.setSidebar(visible: visible)
        header.setSidebar(visible: visible)
        record(.stage, "sidebar \(visible ? "shown" : "hidden")")
    }
}

/// The view controller's answers to the header bar's buttons (`HeaderCommands`: the compare view's axis and text
/// fill go to the compare controller), to the canvas's gestures (`CanvasZooming`) and to deep links (`LinkedView`).
extension ViewController: HeaderCommands, CanvasZooming, LinkedView {
    var zoom: Double { state.view.zoom }
    var compareAxis: CompareGrid.Axis? { state.view.compareAxis }
    var stage: StageView? { area.stage }
    func setCompare(_ axis: CompareGrid.Axis?) { area.compareController.set(axis) }
    func setTextFill(_ fill: TextStress) { area.compareController.setTextFill(fill) }
}
