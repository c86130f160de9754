import FlareCore
import Foundation

/// The canvas's compare view: the selected alert in several variants side by side (`CompareGrid`), each tile the
/// image `flare export --frame stage` draws of its variant, drawn at the size the tile is shown at (`CompareStages`:
/// drawn in the export window, so the tiles are as isolated from the chrome's theme as the stage; each tile's stage is
/// kept and updated in place on a save), with its label under it. The grid fills tile by tile on the frame clock: each
/// tick draws tiles for at most `frameBudget`, so the window paints between them; a tile whose inputs are those it
/// was drawn from is not drawn again. A refresh draws in place (the old picture stays until the new one is ready). A
/// click or Enter on a tile opens it in the single view (`onOpen`).
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
        /// What the picture shows (the exporter's pixels at the tile's size), once rendered; nil while it renders
        /// or failed.
        fileprivate(set) var pixels: Pixels?
        fileprivate(set) var error: String?
        /// What the picture was drawn from (drawn or failed): the tile is drawn again only when they change.
        fileprivate var drawnFrom: CompareStages.Inputs?
        /// The picture's pixels as a `Raster` (tests hold it against the export).
        var raster: Raster? { pixels.map(Raster.init) }

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
    /// The current fill: the spec the tiles show, how many tiles it went through (those are drawn for it), its
    /// frame-clock callback while tiles are left, and when it started.
    private struct Fill {
        var spec: Spec?
        var done = 0
        var ticking: TickCallback?
        var started = DispatchTime.now()
    }
    private var fill = Fill()
    /// How many tiles of the current fill are drawn (or kept as they were).
    var renderedCount: Int { fill.done }
    /// How long the last complete refresh took (first tile queued to last tile shown), in milliseconds.
    private(set) var lastRefreshMilliseconds: Double?
    /// The most tile work one tick of the frame clock does, in seconds: it stops after the tile that passes it, so
    /// a tick draws at least one tile (0: exactly one, as the tests fill the grid).
    var frameBudget = 0.010
    /// How many ticks of the frame clock drew at least one tile, since this was made (tests).
    private(set) var fillTicks = 0
    /// Whether the single view's stage (hidden while the grid shows) missed a load or a change of view: the window
    /// builds it when the single view comes back instead of on every save.
    var stageIsStale = false
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

    /// Shows `tiles` of `spec` and fills the grid again (a new spec, selection or view): tiles whose inputs
    /// changed are drawn again, the others keep their picture; each keeps its old picture until the new one is ready.
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
        fill.spec = spec
        startFill()
    }

    /// Stops drawing and forgets the tiles and their stages (the single view is back); the export window hides.
    func clear() {
        fill.ticking?.remove()
        fill = Fill()
        for cell in cells { cell.widgets.forEach(grid.remove) }
        cells = []
        stages.removeAll()
        RenderHost.hide()
        layout = nil
    }

    /// Starts filling the grid from its first tile, on the next ticks of the frame clock.
    private func startFill() {
        fill.done = 0
        fill.started = DispatchTime.now()
        guard fill.ticking == nil, !cells.isEmpty else { return }
        fill.ticking = grid.addTickCallback { [weak self] _ in self?.tick() ?? false }
    }

    /// One tick of the fill: draws the next tiles until `frameBudget` is spent, or none is left (then the
    /// callback ends). Before the grid has its size no tile is drawn: a tile is drawn at its picture's size.
    private func tick() -> Bool {
        guard let spec = fill.spec, fill.done < cells.count else {
            fill.ticking = nil
            return false
        }
        relayout()
        // Tiles are drawn in the export window: while it maps, the next tick tries again.
        guard let layout, layout.pictures.count == cells.count, RenderHost.isReady() else { return true }
        let start = DispatchTime.now().uptimeNanoseconds
        let budget = UInt64(max(0, frameBudget) * 1e9)
        let pixelsPerPoint = Double(max(1, grid.scaleFactor))
        var drew = false
        repeat {
            let picture = layout.pictures[fill.done]
            let width = max(1, Int((picture.width.rounded() * pixelsPerPoint).rounded()))
            let height = max(1, Int((picture.height.rounded() * pixelsPerPoint).rounded()))
            drew = draw(cells[fill.done], spec: spec, width: width, height: height) || drew
            fill.done += 1
        } while fill.done < cells.count && (!drew || DispatchTime.now().uptimeNanoseconds - start < budget)
        if drew { fillTicks += 1 }
        guard fill.done == cells.count else { return true }
        fill.ticking = nil
        let ms = Double(DispatchTime.now().uptimeNanoseconds - fill.started.uptimeNanoseconds) / 1e6
        lastRefreshMilliseconds = ms
        onRefreshed?(cells.count, ms)
        return false
    }

    /// Draws `cell` into `width` × `height` pixels unless its inputs are those its picture was drawn from; whether
    /// it drew.
    private func draw(_ cell: Cell, spec: Spec, width: Int, height: Int) -> Bool {
        guard let inputs = stages.inputs(of: cell.tile, in: spec, width: width, height: height) else { return false }
        guard inputs != cell.drawnFrom else { return false }
        cell.drawnFrom = inputs
        do {
            let pixels = try stages.render(cell.tile, of: spec, inputs)
            cell.pixels = pixels
            cell.error = nil
            cell.picture.setTexture(
                Texture(
                    premultipliedBGRA: pixels.bgra, width: pixels.width, height: pixels.height, stride: pixels.stride))
            cell.button.tooltip = "\(cell.tile.label): open in the single view"
        } catch {
            cell.pixels = nil
            cell.error = "\(error)"
            cell.picture.setTexture(nil)
            cell.button.tooltip = "\(cell.tile.label) could not be drawn: \(error)"
        }
        return true
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
        // New picture sizes: the tiles are drawn again at them (the old pictures, scaled, until then).
        if let old = self.layout, old.pictures != layout.pictures, fill.spec != nil { startFill() }
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
