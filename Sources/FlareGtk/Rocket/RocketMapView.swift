import CFlareShim
import CGtk
import FlareCore

/// The flow as a map of its blocks (`RocketMap`): one row per distance from `start`, a small card per block
/// with its id, kind, text and every way out (`tap → ask`, `left “Later” → dismiss`), the blocks shown so far
/// outlined, the last one filled, and the blocks nothing reaches in a last row marked "never reached".
/// Built inside the Rocket panel's scope, so its CSS lives in `RocketStylesheet`.
@MainActor
public final class RocketMapView {
    let widget: ScrolledWindow
    /// The map card of each block id.
    private(set) var cards: [String: Box] = [:]

    init(rocket: RocketSpec) {
        let map = RocketMap(rocket)
        let scroller = ScrolledWindow(horizontal: GTK_POLICY_NEVER, vertical: GTK_POLICY_AUTOMATIC)
        scroller.addClass("rocket-map")
        // One row per distance from start (top to bottom), its blocks wrapping in a FlowBox: fits portrait and landscape.
        let rows = Box(GTK_ORIENTATION_VERTICAL, spacing: 6)
        rows.marginTop = 48
        rows.marginBottom = 16
        rows.marginStart = 16
        rows.marginEnd = 16
        for (index, level) in map.columns.enumerated() {
            let unreachable = !map.unreachable.isEmpty && index == map.columns.count - 1
            let heading = Label(unreachable ? "never reached" : index == 0 ? "start" : "step \(index)")
            heading.addClasses("rocket-map-heading", unreachable ? "rocket-map-warning" : "rocket-map-muted")
            heading.xalign = 0
            rows.append(heading)
            let flow = FlowBox()
            flow.selectionMode = GTK_SELECTION_NONE
            flow.homogeneous = false
            flow.columnSpacing = 8
            flow.rowSpacing = 8
            flow.maxChildrenPerLine = 12
            for id in level {
                guard let node = map.node(id) else { continue }
                let card = Self.card(node)
                cards[id] = card
                flow.append(card)
            }
            rows.append(flow)
        }
        scroller.child = rows
        widget = scroller
    }

    private static func card(_ node: RocketMap.Node) -> Box {
        let card = Box(GTK_ORIENTATION_VERTICAL, spacing: 2)
        card.addClass("rocket-map-card")
        card.setSizeRequest(width: 180, height: -1)
        let title = Label("\(node.id) · \(node.kind)")
        title.addClass("rocket-map-title")
        title.xalign = 0
        card.append(title)
        let summary = Label(node.summary)
        summary.addClass("rocket-map-muted")
        summary.xalign = 0
        summary.ellipsize = PANGO_ELLIPSIZE_END
        summary.maxWidthChars = 1
        card.append(summary)
        for edge in node.edges {
            let line = Label("\(edge.label) → \(edge.to ?? "dismiss")")
            line.addClasses("rocket-map-edge", edge.to == nil ? "rocket-map-end" : "rocket-map-next")
            line.xalign = 0
            line.ellipsize = PANGO_ELLIPSIZE_END
            line.maxWidthChars = 1
            card.append(line)
        }
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
