import CFlareShim
import CGtk
import Foundation

/// GDK's two PNG writers, which `flare bench export --encoder` compares with Flare's own (`EncoderComparison`).
/// Not main-actor: they run on the exporter's encode thread, on pixels no other thread touches.
enum GdkPNG {
    /// Straight RGBA rows (`gdk_pixbuf_new_from_data`) saved by GdkPixbuf's libpng saver at zlib `compression`
    /// (`gdk_pixbuf_save_to_bufferv` with the option `compression`).
    static func pixbuf(rgba: [UInt8], width: Int, height: Int, compression: Int) throws -> Data {
        var bytes = rgba
        return try bytes.withUnsafeMutableBufferPointer { buffer -> Data in
            let pixbuf = gdk_pixbuf_new_from_data(buffer.baseAddress, GDK_COLORSPACE_RGB, 1, 8, gint(width), gint(height),
                                                  gint(width * 4), nil, nil)!
            defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
            var out: UnsafeMutablePointer<gchar>?
            var size: gsize = 0
            var error: UnsafeMutablePointer<GError>?
            let keys = [strdup("compression"), nil], values = [strdup(String(min(max(compression, 0), 9))), nil]
            defer { (keys + values).forEach { free($0) } }
            var k = keys, v = values
            guard gdk_pixbuf_save_to_bufferv(pixbuf, &out, &size, "png", &k, &v, &error) != 0, let out else {
                throw RenderError(gerror: error, context: "encoding PNG")
            }
            defer { g_free(out) }
            return Data(bytes: out, count: Int(size))
        }
    }

    /// Premultiplied B, G, R, A rows (`gdk_memory_texture_new`) saved by `gdk_texture_save_to_png_bytes`.
    static func texture(bgra: [UInt8], width: Int, height: Int, stride: Int) -> Data {
        bgra.withUnsafeBufferPointer { buffer -> Data in
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
