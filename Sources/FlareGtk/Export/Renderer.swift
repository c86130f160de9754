import CFlareShim
import CGtk
import FlareCore

/// Draws a widget into pixels at a true scale: `GtkWidgetPaintable` snapshotted into a `GtkSnapshot` scaled by
/// `gtk_snapshot_scale` first, then rendered by GSK's Cairo renderer (`gsk_renderer_render_texture`): text and
/// vectors are drawn at the target resolution, never an upscaled bitmap.
@MainActor
enum WidgetRenderer {
    private static var renderer: OpaquePointer?

    private static func cairoRenderer() throws -> OpaquePointer {
        if let renderer { return renderer }
        let r = gsk_cairo_renderer_new()!
        var error: UnsafeMutablePointer<GError>?
        guard gsk_renderer_realize(r, nil, &error) != 0 else {
            g_object_unref(UnsafeMutableRawPointer(r))
            throw RenderError(gerror: error, context: "starting GSK's Cairo renderer")
        }
        renderer = r
        return r
    }

    /// Renders `widget` (mapped and allocated) over `width` × `height` points at `scale`.
    static func render(_ widget: UnsafeMutablePointer<GtkWidget>, width: Double, height: Double, scale: Int) throws -> Raster {
        guard gtk_widget_get_mapped(widget) != 0 else { throw RenderError("the widget to render is not mapped") }
        let renderer = try cairoRenderer()
        let snapshot = gtk_snapshot_new()!
        gtk_snapshot_scale(snapshot, Float(scale), Float(scale))
        if let parent = gtk_widget_get_parent(widget) {
            // The widget's own render node, placed by its parent's transform (the exporter puts it at 0, 0).
            gtk_widget_snapshot_child(parent, widget, snapshot)
        } else {
            let paintable = gtk_widget_paintable_new(widget)!
            gdk_paintable_snapshot(flare_paintable(UnsafeMutableRawPointer(paintable)), snapshot, width, height)
            g_object_unref(UnsafeMutableRawPointer(paintable))
        }
        let pw = Int((width * Double(scale)).rounded()), ph = Int((height * Double(scale)).rounded())
        guard let node = gtk_snapshot_free_to_node(snapshot) else {
            // Nothing drawn at all: a fully transparent image of the right size.
            return Raster(width: pw, height: ph, scale: scale, rgba: [UInt8](repeating: 0, count: pw * ph * 4))
        }
        defer { gsk_render_node_unref(node) }
        var viewport = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0),
                                       size: graphene_size_t(width: Float(pw), height: Float(ph)))
        let texture = gsk_renderer_render_texture(renderer, node, &viewport)!
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let tw = Int(gdk_texture_get_width(texture)), th = Int(gdk_texture_get_height(texture))
        let stride = tw * 4
        var bytes = [UInt8](repeating: 0, count: stride * th)
        bytes.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(stride)) }
        return bytes.withUnsafeBufferPointer {
            Raster(premultipliedBGRA: $0, width: tw, height: th, stride: stride, scale: scale)
        }
    }
}
