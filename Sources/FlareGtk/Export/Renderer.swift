import CFlareShim
import CGtk
import FlareCore
import Foundation

/// Draws a widget into pixels at a true scale: the widget's render node, snapshotted into a `GtkSnapshot` scaled
/// by `gtk_snapshot_scale` first, then drawn with Cairo (`gsk_render_node_draw`, what GSK's Cairo renderer does)
/// straight into an image surface Flare owns: text and vectors at the target resolution, never an upscaled
/// bitmap, and no texture download (GTK 4.8 converts through floats there: ~3 ms per 2x alert).
@MainActor
enum WidgetRenderer {
    /// Renders `widget` (mapped and allocated) over `width` × `height` points at `scale`.
    static func render(_ widget: UnsafeMutablePointer<GtkWidget>, width: Double, height: Double, scale: Int) throws -> Raster {
        Raster(try pixels(widget, width: width, height: height, scale: scale))
    }

    /// The same, as premultiplied pixels (the exporter converts and encodes them on its second thread).
    /// `presentation`: an alert's show/close state, drawn as the stage draws it: its opacity, and its scale about
    /// the image's centre (a motion export of the alert frame).
    static func pixels(_ widget: UnsafeMutablePointer<GtkWidget>, width: Double, height: Double, scale: Int,
                       presentation: AlertAnimation.Presentation? = nil) throws -> Pixels {
        guard gtk_widget_get_mapped(widget) != 0 else { throw RenderError("the widget to render is not mapped") }
        let snapshot = gtk_snapshot_new()!
        gtk_snapshot_scale(snapshot, Float(scale), Float(scale))
        if let p = presentation {
            gtk_snapshot_translate(snapshot, [graphene_point_t(x: Float(width / 2), y: Float(height / 2))])
            gtk_snapshot_scale(snapshot, Float(p.alertScale), Float(p.alertScale))
            gtk_snapshot_translate(snapshot, [graphene_point_t(x: Float(-width / 2), y: Float(-height / 2))])
            gtk_snapshot_push_opacity(snapshot, p.alertOpacity)
        }
        if let parent = gtk_widget_get_parent(widget) {
            // The widget's own render node, placed by its parent's transform (the exporter puts it at 0, 0).
            gtk_widget_snapshot_child(parent, widget, snapshot)
        } else {
            let paintable = gtk_widget_paintable_new(widget)!
            gdk_paintable_snapshot(flare_paintable(UnsafeMutableRawPointer(paintable)), snapshot, width, height)
            g_object_unref(UnsafeMutableRawPointer(paintable))
        }
        if presentation != nil { gtk_snapshot_pop(snapshot) }
        let pw = Int((width * Double(scale)).rounded()), ph = Int((height * Double(scale)).rounded())
        let node = gtk_snapshot_free_to_node(snapshot)
        defer { if let node { gsk_render_node_unref(node) } }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, gint(pw), gint(ph))!
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError("could not create a \(pw)×\(ph) image (\(String(cString: cairo_status_to_string(cairo_surface_status(surface)))))")
        }
        if let node {
            let cr = cairo_create(surface)!
            gsk_render_node_draw(node, cr)
            cairo_destroy(cr)
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let bytes = [UInt8](UnsafeBufferPointer(start: data, count: stride * ph))
        return Pixels(width: pw, height: ph, stride: stride, scale: scale, bgra: bytes)
    }
}

/// What Cairo drew: ARGB32 rows, premultiplied, B, G, R, A bytes (little-endian hosts).
struct Pixels: Sendable {
    let width: Int
    let height: Int
    let stride: Int
    let scale: Int
    let bgra: [UInt8]

    /// A 64-bit fingerprint of the visible pixels (each row's `width * 4` bytes, 8 at a time, mixed as in
    /// SplitMix64), in hex. ~0.2 ms for a 2x alert, against ~4 ms to encode its PNG: `flare test` recognises an
    /// unchanged image by it. Two different images share it with a chance of about 2⁻⁶⁴.
    var fingerprint: String {
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(width) &* 31 ^ UInt64(height)
        bgra.withUnsafeBytes { raw in
            let rowBytes = width * 4
            for y in 0..<height {
                let row = raw.baseAddress! + y * stride
                var i = 0
                while i + 8 <= rowBytes {
                    h = Self.mix(h ^ row.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                    i += 8
                }
                while i < rowBytes {
                    h = Self.mix(h ^ UInt64(row.load(fromByteOffset: i, as: UInt8.self)))
                    i += 1
                }
            }
        }
        return String(h, radix: 16)
    }

    private static func mix(_ x: UInt64) -> UInt64 {
        var z = x &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// PNG bytes with `encoder` (Flare's own by default; the others for the benchmark's comparison).
    func png(level: Int, encoder: Exporter.Encoder) throws -> Data {
        switch encoder {
        case .flare:
            return try PNGEncoder.encode(premultipliedBGRA: bgra, width: width, height: height, stride: stride, level: level)
        case .gdkPixbuf:
            return try Raster(self).pixbufPNG(compression: level)
        case .gdkTexture:
            return bgra.withUnsafeBufferPointer { buffer -> Data in
                let bytes = g_bytes_new(buffer.baseAddress, gsize(buffer.count))!
                defer { g_bytes_unref(bytes) }
                let texture = gdk_memory_texture_new(gint(width), gint(height), GDK_MEMORY_B8G8R8A8_PREMULTIPLIED, bytes, gsize(stride))!
                defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
                let png = gdk_texture_save_to_png_bytes(texture)!
                defer { g_bytes_unref(png) }
                var size: gsize = 0
                let data = g_bytes_get_data(png, &size)!
                return Data(bytes: data, count: Int(size))
            }
        }
    }
}
