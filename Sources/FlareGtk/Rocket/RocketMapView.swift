import CFlareShim
import CGtk
import FlareCore

/// The flow as a map of its blocks (`RocketMap`): one row per distance from `start`, a small card per block
/// with its id, kind, text and every way out (`tap → ask`, `left “Later” → dismiss`), the blocks shown so far
/// outlined, the last one filled, and the blocks nothing reaches in a last row marked "never reached".
/// Built inside the Rocket panel's scope, so its CSS lives in `RocketStylesheet`.
@MainActor
public final class RocketMapView {
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The map card of each block id.
    public private(set) var cards: [String: UnsafeMutablePointer<GtkWidget>] = [:]

    init(rocket: RocketSpec) {
        let map = RocketMap(rocket)
        let scroller = gtk_scrolled_window_new()!
        gtk_widget_add_css_class(scroller, "rocket-map")
        gtk_scrolled_window_set_policy(flare_scrolled_window(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        // One row per distance from start (top to bottom), its blocks wrapping in a GtkFlowBox: fits portrait and landscape.
        let rows = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        gtk_widget_set_margin_top(rows, 48)
        gtk_widget_set_margin_bottom(rows, 16)
        gtk_widget_set_margin_start(rows, 16)
        gtk_widget_set_margin_end(rows, 16)
        for (index, level) in map.columns.enumerated() {
            let unreachable = !map.unreachable.isEmpty && index == map.columns.count - 1
            let heading = gtk_label_new(unreachable ? "never reached" : index == 0 ? "start" : "step \(index)")!
            Gtk.addClasses(heading, "rocket-map-heading", unreachable ? "rocket-map-warning" : "rocket-map-muted")
            gtk_label_set_xalign(flare_label(heading), 0)
            gtk_box_append(flare_box(rows), heading)
            let flow = gtk_flow_box_new()!
            let f = OpaquePointer(flow)
            gtk_flow_box_set_selection_mode(f, GTK_SELECTION_NONE)
            gtk_flow_box_set_homogeneous(f, 0)
            gtk_flow_box_set_column_spacing(f, 8)
            gtk_flow_box_set_row_spacing(f, 8)
            gtk_flow_box_set_max_children_per_line(f, 12)
            for id in level {
                guard let node = map.node(id) else { continue }
                let card = Self.card(node)
                cards[id] = card
                gtk_flow_box_append(f, card)
            }
            gtk_box_append(flare_box(rows), flow)
        }
        gtk_scrolled_window_set_child(flare_scrolled_window(scroller), rows)
        widget = scroller
    }

    private static func card(_ node: RocketMap.Node) -> UnsafeMutablePointer<GtkWidget> {
        let card = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        Gtk.addClasses(card, "rocket-map-card")
        gtk_widget_set_size_request(card, 180, -1)
        let title = gtk_label_new("\(node.id) · \(node.kind)")!
        gtk_widget_add_css_class(title, "rocket-map-title")
        gtk_label_set_xalign(flare_label(title), 0)
        gtk_box_append(flare_box(card), title)
        let summary = gtk_label_new(node.summary)!
        gtk_widget_add_css_class(summary, "rocket-map-muted")
        gtk_label_set_xalign(flare_label(summary), 0)
        gtk_label_set_ellipsize(flare_label(summary), PANGO_ELLIPSIZE_END)
        gtk_label_set_max_width_chars(flare_label(summary), 1)
        gtk_box_append(flare_box(card), summary)
        for edge in node.edges {
            let line = gtk_label_new("\(edge.label) → \(edge.to ?? "dismiss")")!
            Gtk.addClasses(line, "rocket-map-edge", edge.to == nil ? "rocket-map-end" : "rocket-map-next")
            gtk_label_set_xalign(flare_label(line), 0)
            gtk_label_set_ellipsize(flare_label(line), PANGO_ELLIPSIZE_END)
            gtk_label_set_max_width_chars(flare_label(line), 1)
            gtk_box_append(flare_box(card), line)
        }
        return card
    }

    /// Outlines the blocks the flow has shown and fills the last one.
    func highlight(_ flow: RocketFlow) {
        let shown = Set(flow.visible)
        for (id, card) in cards {
            if shown.contains(id) { gtk_widget_add_css_class(card, "rocket-map-shown") } else { gtk_widget_remove_css_class(card, "rocket-map-shown") }
            if flow.visible.last == id && !flow.isDismissed {
                gtk_widget_add_css_class(card, "rocket-map-current")
            } else {
                gtk_widget_remove_css_class(card, "rocket-map-current")
            }
        }
    }
}
