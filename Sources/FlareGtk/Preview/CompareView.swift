import FlareCore
import Foundation

/// The canvas's compare view: the selected alert in several variants side by side (`CompareGrid`), each tile the
/// image `flare export --frame stage` writes for its variant (drawn in the export window, so the tiles are as
/// isolated from the chrome's theme as the stage; each tile's stage is kept and updated in place on a save:
/// `CompareStages`), with its label under it. Tiles are rendered one
/// per main-loop turn, so a large grid never blocks the window; a reload draws every tile again in place (the old
/// picture stays until the new one is ready). A click or Enter on a tile opens it in the single view (`onOpen`).
@MainActor
final class CompareView {
    /// One tile's widgets, each placed in the grid at its `CompareGrid.Layout` rectangle: the button spans the cell
    /// (its hover, focus and click), the picture and the label lie over it and let the pointer through to it. (A
    /// picture inside the button would take its texture's natural size, not the cell's.)
    @MainActor
    final class Cell {
        let tile: CompareGrid.Tile
        let button = Button()
        let picture = Picture(nil)
        let label: Label
        /// What the picture shows (the exporter's pixels), once rendered; nil while it renders or failed.
        fileprivate(set) var raster: Raster?
        fileprivate(set) var error: String?

        init(_ tile: CompareGrid.Tile) {
            self.tile = tile
            // Lines break between the label's parts, never inside one ("Long text" stays whole).
            label = Label(
                tile.label.components(separatedBy: " · ")
                    .map { $0.replacingOccurrences(of: " ", with: "\u{00A0}") }.joined(separator: " · "))
            // Two lines at most, wrapped between words, then cut with an ellipsis (the tooltip has it whole).
            label.wrap = true
            label.wrapMode = .wordChar
            label.lines = 2
            label.ellipsize = .end
            label.justify = .center
            label.yalign = 0
            label.addClasses("caption", "flare-compare-label")
            label.canTarget = false
            picture.canTarget = false
            picture.addClass("flare-compare-picture")
            button.hasFrame = false
            button.addClass("flare-compare-tile")
            button.tooltip = "\(tile.label): open in the single view"
        }

        var widgets: [Widget] { [button, picture, label] }
    }

    let widget: Box
    /// The grid in a scrolled window, so its size never holds the window's size (it scrolls only when the canvas is
    /// smaller than the smallest grid).
    let scroller: ScrolledWindow
    private let grid = Fixed()
    private let empty = StatusPage(
        icon: "view-grid-symbolic", title: "Select an Alert to Compare",
        description: "Compare shows an alert in several variants side by side. Select one in "
            + "the sidebar, or compare All Alerts.")
    private(set) var cells: [Cell] = []
    /// The tiles' stages, kept between refreshes and updated in place on a save.
    let stages = CompareStages()
    /// The layout of `cells` for the canvas size it was computed for.
    private(set) var layout: CompareGrid.Layout?
    private var laidOutFor: (width: Int, height: Int) = (0, 0)
    /// Counts refreshes; a tile rendered for an older one is dropped.
    private var job = 0
    /// Tiles rendered of the current refresh, and when it started.
    private(set) var renderedCount = 0
    private var started = DispatchTime.now()
    /// How long the last complete refresh took (first tile queued to last tile shown), in milliseconds.
    private(set) var lastRefreshMilliseconds: Double?
    /// Opens a tile in the single view.
    var onOpen: (@MainActor (CompareGrid.Tile) -> Void)?
    /// Called when every tile of a refresh is drawn: the tile count and the milliseconds it took.
    var onRefreshed: (@MainActor (Int, Double) -> Void)?

    init() {
        scroller = ScrolledWindow(grid)
        scroller.hexpand = true
        scroller.vexpand = true
        empty.vexpand = true
        empty.visible = false
        widget = Box(column: [scroller, empty])
        widget.addClass("flare-canvas")
        widget.hexpand = true
        widget.vexpand = true
    }

    /// Whether every tile of the last refresh is drawn.
    var isComplete: Bool { renderedCount == cells.count }
    /// Whether the tiles are laid out for the canvas as it is now (or there are none).
    var isLaidOut: Bool {
        cells.isEmpty || (layout != nil && laidOutFor.width == scroller.width && laidOutFor.height == scroller.height)
    }

    /// Shows `tiles` of `spec` and renders each of them again (a new spec, selection or view). Tiles that stay
    /// keep their picture until the new one replaces it.
    func show(_ tiles: [CompareGrid.Tile], of spec: Spec) {
        if tiles != cells.map(\.tile) {
            for cell in cells { cell.widgets.forEach(grid.remove) }
            cells = tiles.map { tile in
                let cell = Cell(tile)
                cell.button.connect(.clicked) { [weak self] in self?.onOpen?(tile) }
                for widget in cell.widgets { grid.put(widget, x: 0, y: 0) }
                return cell
            }
            stages.keep(tiles)
            layout = nil
            relayout()
        }
        empty.visible = tiles.isEmpty
        scroller.visible = !tiles.isEmpty
        job += 1
        renderedCount = 0
        started = DispatchTime.now()
        renderNext(job: job, spec: spec)
    }

    /// Stops rendering and forgets the tiles (the single view is back).
    func clear() {
        job += 1
        for cell in cells { cell.widgets.forEach(grid.remove) }
        cells = []
        stages.removeAll()
        layout = nil
        renderedCount = 0
    }

    /// Renders the first tile not yet drawn in this job, then posts the next: one tile per main-loop turn, so
    /// input and frames go on between tiles.
    private func renderNext(job: Int, spec: Spec) {
        MainLoop.post { [weak self] in
            guard let self, job == self.job, self.renderedCount < self.cells.count else { return }
            let cell = self.cells[self.renderedCount]
            self.render(cell, spec: spec)
            self.renderedCount += 1
            if self.renderedCount < self.cells.count {
                self.renderNext(job: job, spec: spec)
            } else {
                RenderHost.hide()  // the export window stays out of the way between refreshes
                let ms = Double(DispatchTime.now().uptimeNanoseconds - self.started.uptimeNanoseconds) / 1e6
                self.lastRefreshMilliseconds = ms
                self.onRefreshed?(self.cells.count, ms)
            }
        }
    }

    private func render(_ cell: Cell, spec: Spec) {
        guard spec.alert(cell.tile.alertID) != nil else { return }
        do {
            let raster = Raster(try stages.render(cell.tile, of: spec))
            cell.raster = raster
            cell.error = nil
            cell.picture.setTexture(Texture(rgba: raster.rgba, width: raster.width, height: raster.height))
            cell.button.tooltip = "\(cell.tile.label): open in the single view"
        } catch {
            cell.raster = nil
            cell.error = "\(error)"
            cell.picture.setTexture(nil)
            cell.button.tooltip = "\(cell.tile.label) could not be drawn: \(error)"
        }
    }

    /// Lays the tiles out again when the canvas changed size (after each painted frame, and on a new set of tiles).
    func relayout() {
        let size = (width: scroller.width, height: scroller.height)
        guard !cells.isEmpty, size.width > 0, size.height > 0 else { return }
        guard layout == nil || size != laidOutFor else { return }
        laidOutFor = size
        let sizes = cells.map { cell in
            let (w, h) = cell.tile.variant.device.size
            return Canvas.Size(w, h)
        }
        let layout = CompareGrid.layout(sizes, width: Double(size.width), height: Double(size.height))
        self.layout = layout
        grid.setSizeRequest(width: layout.width, height: layout.height)
        for (i, cell) in cells.enumerated() {
            let frame = layout.cells[i], picture = layout.pictures[i], label = layout.labels[i]
            cell.button.setSizeRequest(width: frame.width.rounded(), height: frame.height.rounded())
            grid.move(cell.button, x: frame.x.rounded(), y: frame.y.rounded())
            cell.picture.setSizeRequest(width: picture.width.rounded(), height: picture.height.rounded())
            grid.move(cell.picture, x: picture.x.rounded(), y: picture.y.rounded())
            cell.label.setSizeRequest(width: label.width.rounded(), height: label.height)
            grid.move(cell.label, x: label.x.rounded(), y: label.y.rounded())
        }
    }
}
