import FlareCore
import Foundation

/// The flow as a graph of its blocks (`RocketMap`, placed by `RocketMapLayout`): one column per distance from
/// `start`, left to right, a card per block (id, kind, text), every way out drawn as a line with its label
/// (`tap`, `left “Later”`, `match 'yes'`) to the next block or to the end node, the blocks nothing reaches apart
/// under "never reached". The blocks shown so far are outlined, the last one filled; a click on a block jumps
/// the flow there (`onSelect`). Its own scrolled, zoomable view (Ctrl+scroll, `zoom`), shown by the window in
/// place of the stage (the Map button of the rocket bar), never clipped to the device; wrapped in the Rocket
/// panel's scope, so its CSS lives in `RocketStylesheet`.
@MainActor
public final class RocketMapView {
    /// The view: the panel's scope around the scrolled map.
    let widget: Box
    let scroller: ScrolledWindow
    /// The map card of each block id.
    private(set) var cards: [String: Box] = [:]
    /// The end node's card, if any.
    private(set) var endCard: Label?
    /// Each edge's line and label, in `RocketMapLayout.lines` order.
    private(set) var lines: [(line: RocketMapLayout.Line, label: Label)] = []
    let layout: RocketMapLayout
    /// The graph's canvas (unzoomed points) and the sizer it is scaled in.
    let canvas = Fixed()
    private let sizer = Fixed()
    /// The click gesture of each block's card (tests emit them).
    private(set) var clicks: [String: GestureClick] = [:]
    /// A block's card was clicked (the panel jumps the flow there).
    var onSelect: (@MainActor (String) -> Void)?
    /// The scale the graph is drawn at (1: cards at their size; `zoomRange`).
    public private(set) var zoom = 1.0
    public static let zoomRange = 0.5...2.0
    private let scroll = ScrollController()

    init(rocket: RocketSpec, scope: [String]) {
        let map = RocketMap(rocket)
        layout = RocketMapLayout(map)
        scroller = ScrolledWindow(horizontal: .automatic, vertical: .automatic)
        scroller.addClass("rocket-map")
        scroller.vexpand = true
        scroller.hexpand = true
        widget = Box(.vertical)
        scope.forEach(widget.addClass)
        widget.vexpand = true
        widget.hexpand = true
        widget.append(scroller)
        canvas.setSizeRequest(width: layout.width, height: layout.height)
        // Lines first, so cards and labels draw over their ends.
        for line in layout.lines {
            for (a, b) in zip(line.points, line.points.dropFirst()) {
                let (dx, dy) = (b.x - a.x, b.y - a.y)
                let stroke = Box(.horizontal)
                stroke.addClasses("rocket-map-line", line.to == nil ? "rocket-map-end" : "rocket-map-next")
                stroke.setSizeRequest(width: max(1, (dx * dx + dy * dy).squareRoot() + 1), height: 2)
                stroke.canTarget = false
                canvas.put(stroke, x: 0, y: 0)
                canvas.setTransform(stroke, x: a.x, y: a.y - 1, rotation: atan2(dy, dx) * 180 / .pi)
            }
        }
        let reachedSteps = map.columns.count - (map.unreachable.isEmpty ? 0 : 1)
        for index in 0..<reachedSteps {
            guard let id = map.columns[index].first, let frame = layout.frames[id] else { continue }
            heading(index == 0 ? "start" : "step \(index)", classes: ["rocket-map-muted"], at: frame.x)
        }
        if let at = layout.unreachableAt { heading("never reached", classes: ["rocket-map-warning"], at: at) }
        if let end = layout.end {
            let node = Label("end")
            node.addClasses("rocket-map-card", "rocket-map-terminal")
            node.setSizeRequest(width: end.width, height: end.height)
            canvas.put(node, x: end.x, y: end.y)
            endCard = node
        }
        for node in map.nodes {
            guard let frame = layout.frames[node.id] else { continue }
            let card = Self.card(node, frame)
            let click = GestureClick()
            card.add(click)
            clicks[node.id] = click
            card.tooltip = "Start the flow at “\(node.id)”"
            cards[node.id] = card
            canvas.put(card, x: frame.x, y: frame.y)
        }
        // Each label exactly its frame: as wide as the layout made room for (ellipsized past it), centred there.
        for line in layout.lines {
            let frame = RocketMapLayout.labelFrame(line, width: RocketMapLayout.estimatedWidth(line.label))
            let label = Label(line.label)
            label.addClasses("rocket-map-label", line.to == nil ? "rocket-map-end" : "rocket-map-next")
            label.ellipsize = .end
            label.maxWidthChars = 1
            label.setSizeRequest(width: frame.width, height: frame.height)
            label.canTarget = false
            canvas.put(label, x: frame.x, y: frame.y)
            lines.append((line, label))
        }
        sizer.put(canvas, x: 0, y: 0)
        scroller.child = sizer
        setZoom(1)
        for (id, click) in clicks {
            click.connect(.released) { [weak self] _, _, _ in self?.onSelect?(id) }
        }
        // Ctrl+scroll zooms (captured before the scrolled window scrolls); a plain scroll scrolls.
        scroll.phase = .capture
        scroll.connect(.scroll) { [weak self] _, dy in
            guard let self, self.scroll.modifiers.contains(.control) else { return false }
            self.setZoom(self.zoom * (dy < 0 ? 1.25 : 0.8))
            return true
        }
        scroller.add(scroll)
    }

    /// Draws the graph at `zoom` (clamped to `zoomRange`): the sizer takes the scaled size, so the view scrolls
    /// over all of it.
    public func setZoom(_ zoom: Double) {
        self.zoom = min(Self.zoomRange.upperBound, max(Self.zoomRange.lowerBound, zoom))
        sizer.setSizeRequest(width: layout.width * self.zoom, height: layout.height * self.zoom)
        sizer.setTransform(canvas, x: 0, y: 0, scale: self.zoom)
    }

    /// A step's heading, above its column.
    private func heading(_ text: String, classes: [String], at x: Double) {
        let label = Label(text)
        label.addClass("rocket-map-heading")
        classes.forEach(label.addClass)
        canvas.put(label, x: x, y: RocketMapLayout.top - 22)
    }

    private static func card(_ node: RocketMap.Node, _ frame: RocketMapLayout.Frame) -> Box {
        let card = Box(.vertical, spacing: 2)
        card.addClass("rocket-map-card")
        card.setSizeRequest(width: frame.width, height: frame.height)
        let title = Label("\(node.id) · \(node.kind)")
        title.addClass("rocket-map-title")
        title.xalign = 0
        title.ellipsize = .end
        title.maxWidthChars = 1
        card.append(title)
        let summary = Label(node.summary)
        summary.addClass("rocket-map-muted")
        summary.xalign = 0
        summary.ellipsize = .end
        summary.maxWidthChars = 1
        card.append(summary)
        return card
    }

    /// Outlines the blocks the flow has shown and fills the last one.
    func highlight(_ flow: RocketFlow) {
        let shown = Set(flow.visible)
        for (id, card) in cards {
            card.setClass("rocket-map-shown", shown.contains(id))
            card.setClass("rocket-map-current", flow.visible.last == id && !flow.isDismissed)
        }
    }
}
