import FlareCore

/// The canvas: the stage (its view, its alert's animation player, a rocket's live panel), scaled by the zoom in a
/// scrolled host, and what shares its room: the compare grid and a rocket's map in its place, the empty state over
/// it, the timeline under it, and the window-only layers on it. The window decides what shows; this holds it.
@MainActor
final class CanvasArea {
    /// The stage's parent, centred in the scroller: the zoom sizes it and scales the stage in it (`applyZoom`),
    /// drawn with the scale spread over the stage's parts so a change repaints only what it touched (`ZoomFixed`).
    let stageHost = ZoomFixed()
    let stageScroller: ScrolledWindow
    /// The canvas's compare view (Ctrl+G), shown instead of the stage (`CompareController`).
    let compare = CompareView()
    /// The empty state over the stage (a queue or scenario selected, a rocket's flow ended).
    let status = EmptyState()
    /// A playing rocket's tools (Map, Dismiss) and the map shown in place of the stage (`RocketStage`).
    let rocketBar = RocketBar()
    let timelineSlot = Box(.vertical)
    var timeline: Timeline?
    /// Zoom and pan on the canvas (Ctrl+scroll, pinch, drag), and the canvas the zoom last fitted; the window sets
    /// it once its parts exist.
    var navigation: CanvasNavigation!
    /// Inspect mode, safe areas and the device frame over the stage; the window sets it once its parts exist.
    var inspect: InspectMode!
    /// A queue's view popups on the stage; the window sets it once its parts exist.
    var popupViews: PopupViewStage!
    /// The compare view's jobs: what it compares, opening a tile, filling it again.
    var compareController: CompareController!
    var stage: StageView?
    var player: AnimationPlayer?
    /// The Rocket panel on the stage while the selection is a rocket (`RocketStage`).
    var rocketPanel: RocketPanel?
    /// The scroller with the map, the compare grid and the rocket bar, and the empty state over them.
    let widget: Widget

    init() {
        stageHost.halign = .center
        stageHost.valign = .center
        stageHost.setMargins(24)
        stageHost.addClass("flare-stage-host")  // a hairline and a shadow: the stage stands off the canvas
        stageScroller = ScrolledWindow(stageHost)
        stageScroller.vexpand = true
        stageScroller.hexpand = true
        stageScroller.addClass("flare-canvas")

        let overlay = Overlay()
        compare.widget.visible = false
        overlay.child = Box(column: [stageScroller, rocketBar.mapSlot, compare.widget, rocketBar.widget])
        overlay.addOverlay(status.widget)
        widget = overlay
    }

    /// Sizes the host for the stage at `zoom` and scales the stage in it.
    func applyZoom(_ zoom: Double) {
        guard let stage else { return }
        let (w, h) = stage.deviceSize
        stageHost.setSizeRequest(width: w * zoom, height: h * zoom)
        stageHost.setTransform(stage.widget, x: 0, y: 0, scale: zoom)
    }

    /// The canvas as it is now: the scroller's size and the stage's (nil before there is a stage).
    var canvas: Canvas? {
        guard let stage else { return nil }
        let (w, h) = stage.deviceSize
        return Canvas(viewport: .init(Double(stageScroller.width), Double(stageScroller.height)), stage: .init(w, h))
    }
}
