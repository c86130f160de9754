import CGtk
import FlareCore
import Foundation

/// One picture of every frame of a motion: a grid (left to right, top to bottom) of the frames scaled to at most
/// `thumbWidth` pixels wide, each captioned with its time, on white. Drawn with Cairo and Pango (no widgets).
enum ContactSheet {
    static let columns = 6
    static let thumbWidth = 320
    static let gap = 12, caption = 22

    @MainActor
    static func render(_ frames: [Raster], times: [Double]) throws -> Raster {
        guard let first = frames.first else { throw RenderError("a contact sheet needs at least one frame") }
        let factor = min(1, Double(thumbWidth) / Double(first.width))
        let tw = Int((Double(first.width) * factor).rounded()), th = Int((Double(first.height) * factor).rounded())
        let cols = min(columns, frames.count), rows = (frames.count + cols - 1) / cols
        let width = gap + cols * (tw + gap), height = gap + rows * (th + caption + gap)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, gint(width), gint(height))!
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError("could not create a \(width)×\(height) contact sheet")
        }
        let cr = cairo_create(surface)!
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        // The layout (a GObject) is released with its wrapper.
        let layoutObject = Object(taking: pango_cairo_create_layout(cr)!)
        let layout = layoutObject.opaque
        defer { withExtendedLifetime(layoutObject) {} }
        let font = pango_font_description_from_string("\(FontRegistry.systemFamily) 11px")
        pango_layout_set_font_description(layout, font)
        for (i, frame) in frames.enumerated() {
            let x = gap + (i % cols) * (tw + gap), y = gap + (i / cols) * (th + caption + gap)
            let image = try surfaceOf(frame)
            cairo_save(cr)
            cairo_translate(cr, Double(x), Double(y))
            cairo_scale(cr, factor, factor)
            cairo_set_source_surface(cr, image, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_paint(cr)
            cairo_restore(cr)
            cairo_surface_destroy(image)
            cairo_set_source_rgba(cr, 0, 0, 0, 0.15)
            cairo_set_line_width(cr, 1)
            cairo_rectangle(cr, Double(x) - 0.5, Double(y) - 0.5, Double(tw) + 1, Double(th) + 1)
            cairo_stroke(cr)
            cairo_set_source_rgb(cr, 0.2, 0.2, 0.24)
            pango_layout_set_text(layout, String(format: "#%d  %.3f s", i, times[i]), -1)
            cairo_move_to(cr, Double(x), Double(y + th + 4))
            pango_cairo_show_layout(cr, layout)
        }
        pango_font_description_free(font)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        return Raster(Pixels(width: width, height: height, stride: stride, scale: first.scale,
                             bgra: [UInt8](UnsafeBufferPointer(start: data, count: stride * height))))
    }

    /// A Cairo surface (premultiplied B, G, R, A) of a straight-alpha RGBA raster; the caller destroys it.
    private static func surfaceOf(_ raster: Raster) throws -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, gint(raster.width), gint(raster.height))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError("could not create a \(raster.width)×\(raster.height) image")
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let out = cairo_image_surface_get_data(surface)!
        raster.rgba.withUnsafeBufferPointer { src in
            for y in 0..<raster.height {
                for x in 0..<raster.width {
                    let i = (y * raster.width + x) * 4, o = y * stride + x * 4
                    let a = UInt32(src[i + 3])
                    out[o] = UInt8((UInt32(src[i + 2]) * a + 127) / 255)
                    out[o + 1] = UInt8((UInt32(src[i + 1]) * a + 127) / 255)
                    out[o + 2] = UInt8((UInt32(src[i]) * a + 127) / 255)
                    out[o + 3] = UInt8(a)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
