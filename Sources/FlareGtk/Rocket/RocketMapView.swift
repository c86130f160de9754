import CFlareShim
import CGtk
import FlareCore
import Foundation

/// The flow as a graph of its blocks (`RocketMap`, placed by `RocketMapLayout`): one column per distance from
/// `start`, left to right, a card per block (id, kind, text), every way out drawn as a line with its label
/// (`tap`, `left “Later”`, `match 'yes'`) to the next block or to the end node, the blocks nothing reaches apart
/// under "never reached". The blocks shown so far are outlined, the last one filled; a click on a block jumps
/// the flow there (`onSelect`). Built inside the Rocket panel's scope, so its CSS lives in `RocketStylesheet`.
@MainActor
public final class RocketMapView {
    let widget: ScrolledWindow
    /// The map card of each block id.
    private(set) var cards: [String: Box] = [:]
    /// Each edge's line and label, in `RocketMapLayout.lines` order.
    private(set) var lines: [(line: RocketMapLayout.Line, label: Label)] = []
    let layout: RocketMapLayout
    /// The click gesture of each block's card (tests emit them).
    private(set) var clicks: [String: GestureClick] = [:]
    /// A block's card was clicked (the panel jumps the flow there).
    var onSelect: (@MainActor (String) -> Void)?

    /// The box each edge label is centred in (wider than any label: `match '…'` labels ellipsize in the graph's gap).
    static let labelSlot = (width: 240.0, height: 20.0)

    /// `vertical`: steps run top to bottom (a portrait stage) instead of left to right.
    init(rocket: RocketSpec, vertical: Bool = false) {
        let map = RocketMap(rocket)
        layout = RocketMapLayout(map, vertical: vertical)
        widget = ScrolledWindow(horizontal: GTK_POLICY_AUTOMATIC, vertical: GTK_POLICY_AUTOMATIC)
        widget.addClass("rocket-map")
        let canvas = Fixed()
        canvas.setSizeRequest(width: layout.width, height: layout.height)
        // Lines first, so cards and labels draw over their ends.
        for line in layout.lines {
            let (dx, dy) = (line.end.x - line.start.x, line.end.y - line.start.y)
            let stroke = Box(GTK_ORIENTATION_HORIZONTAL)
            stroke.addClasses("rocket-map-line", line.to == nil ? "rocket-map-end" : "rocket-map-next")
            stroke.setSizeRequest(width: max(1, (dx * dx + dy * dy).squareRoot()), height: 2)
            stroke.canTarget = false
            canvas.put(stroke, x: 0, y: 0)
            canvas.setTransform(stroke, x: line.start.x, y: line.start.y - 1, rotation: atan2(dy, dx) * 180 / .pi)
        }
        let reachedSteps = map.columns.count - (map.unreachable.isEmpty ? 0 : 1)
        for index in 0..<reachedSteps {
            guard let id = map.columns[index].first, let frame = layout.frames[id] else { continue }
            heading(index == 0 ? "start" : "step \(index)", classes: ["rocket-map-muted"],
                    at: layout.vertical ? frame.y : frame.x, in: canvas)
        }
        if let at = layout.unreachableAt { heading("never reached", classes: ["rocket-map-warning"], at: at, in: canvas) }
        if let end = layout.end {
            let node = Label("end")
            node.addClasses("rocket-map-card", "rocket-map-terminal")
            node.setSizeRequest(width: end.width, height: end.height)
            canvas.put(node, x: end.x, y: end.y)
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
        // Each label centred on its point: a fixed-size slot centred there, the label centred in the slot.
        for line in layout.lines {
            let label = Label(line.label)
            label.addClasses("rocket-map-label", line.to == nil ? "rocket-map-end" : "rocket-map-next")
            label.halign = GTK_ALIGN_CENTER
            label.valign = GTK_ALIGN_CENTER
            label.hexpand = true
            let slot = Box(row: [label])
            slot.setSizeRequest(width: Self.labelSlot.width, height: Self.labelSlot.height)
            slot.canTarget = false
            canvas.put(slot, x: line.labelAt.x - Self.labelSlot.width / 2, y: line.labelAt.y - Self.labelSlot.height / 2)
            lines.append((line, label))
        }
        widget.child = canvas
        for (id, click) in clicks {
            click.connect(.released) { [weak self] _, _, _ in self?.onSelect?(id) }
        }
    }

    /// A step's heading, above its column (or left of its row's top, on a tall stage), at `at` along the steps.
    private func heading(_ text: String, classes: [String], at: Double, in canvas: Fixed) {
        let label = Label(text)
        label.addClass("rocket-map-heading")
        classes.forEach(label.addClass)
        let (x, y) = layout.vertical ? (RocketMapLayout.margin, at - 20) : (at, RocketMapLayout.top - 22)
        canvas.put(label, x: x, y: y)
    }

    private static func card(_ node: RocketMap.Node, _ frame: RocketMapLayout.Frame) -> Box {
        let card = Box(GTK_ORIENTATION_VERTICAL, spacing: 2)
        card.addClass("rocket-map-card")
        card.setSizeRequest(width: frame.width, height: frame.height)
        let title = Label("\(node.id) · \(node.kind)")
        title.addClass("rocket-map-title")
        title.xalign = 0
        title.ellipsize = PANGO_ELLIPSIZE_END
        title.maxWidthChars = 1
        card.append(title)
        let summary = Label(node.summary)
        summary.addClass("rocket-map-muted")
        summary.xalign = 0
        summary.ellipsize = PANGO_ELLIPSIZE_END
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
