import CFlareShim
import CGtk

/// `GtkSnapshot`: records a widget's drawing (with transforms and opacity) into a render node, which the
/// exporter then draws with Cairo at the scale it chose.
@MainActor
final class Snapshot: Object {
    override class var gType: GType { gtk_snapshot_get_type() }

    /// `gtk_snapshot_new`.
    convenience init() { self.init(taking: gtk_snapshot_new()) }

    /// `gtk_snapshot_scale`.
    func scale(_ x: Double, _ y: Double) { gtk_snapshot_scale(opaque, Float(x), Float(y)) }
    /// `gtk_snapshot_translate`.
    func translate(x: Double, y: Double) {
        var point = graphene_point_t(x: Float(x), y: Float(y))
        gtk_snapshot_translate(opaque, &point)
    }
    /// `gtk_snapshot_push_opacity`; `pop()` ends it.
    func pushOpacity(_ opacity: Double) { gtk_snapshot_push_opacity(opaque, opacity) }
    /// `gtk_snapshot_pop`.
    func pop() { gtk_snapshot_pop(opaque) }
    /// `gtk_snapshot_to_node`: what was recorded (nil: nothing drawn).
    func toNode() -> RenderNode? { gtk_snapshot_to_node(opaque).map(RenderNode.init(taking:)) }
}

/// `GskRenderNode`: a recorded drawing (not a GObject: its own reference count).
@MainActor
final class RenderNode {
    private let node: OpaquePointer

    /// Adopts a full reference (`gtk_snapshot_to_node`'s result).
    init(taking node: OpaquePointer) { self.node = node }
    isolated deinit { gsk_render_node_unref(node) }

    /// `gsk_render_node_draw`: draws the node with Cairo on `context`, as GSK's Cairo renderer does.
    func draw(on context: CairoContext) { gsk_render_node_draw(node, context.cr) }
}

extension Widget {
    /// Records the widget into `snapshot` over `width` × `height` points: its own render node placed by its
    /// parent (`gtk_widget_snapshot_child`), or, for a widget without a parent, through a
    /// `gtk_widget_paintable_new` paintable (`gdk_paintable_snapshot`).
    func record(into snapshot: Snapshot, width: Double, height: Double) {
        defer { withExtendedLifetime(snapshot) {} }
        if let parent = gtk_widget_get_parent(widget) {
            gtk_widget_snapshot_child(parent, widget, snapshot.opaque)
        } else {
            let paintable = Object(taking: gtk_widget_paintable_new(widget))
            withExtendedLifetime(paintable) { gdk_paintable_snapshot(paintable.opaque, snapshot.opaque, width, height) }
        }
    }
}
