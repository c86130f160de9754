import CFlareShim
import CGtk
import Foundation

/// `GdkTexture`: decoded pixels GTK can draw.
@MainActor
class Texture: Object {
    override class var gType: GType { gdk_texture_get_type() }

    /// `gdk_texture_get_width` / `gdk_texture_get_height`, in pixels.
    var width: Int { Int(gdk_texture_get_width(opaque)) }
    var height: Int { Int(gdk_texture_get_height(opaque)) }

    /// `gdk_texture_new_for_pixbuf`: a texture of the pixbuf's pixels.
    convenience init(pixbuf: Pixbuf) {
        defer { withExtendedLifetime(pixbuf) {} }; self.init(taking: gdk_texture_new_for_pixbuf(pixbuf.opaque))
    }

    /// `gdk_texture_new_from_bytes` of PNG (or other image file) data.
    convenience init(fileData data: Data) throws(GLibError) {
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count))! }
        defer { g_bytes_unref(bytes) }
        self.init(taking: try withGError { gdk_texture_new_from_bytes(bytes, $0) })
    }

    /// `gdk_memory_texture_new` of premultiplied B, G, R, A rows, `stride` bytes each: what Cairo draws
    /// (`Pixels`), in the format GTK's Cairo renderer draws without converting (the compare view's tiles).
    convenience init(premultipliedBGRA bgra: [UInt8], width: Int, height: Int, stride: Int) {
        let bytes = bgra.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count))! }
        defer { g_bytes_unref(bytes) }
        self.init(
            taking: gdk_memory_texture_new(
                gint(width), gint(height), GDK_MEMORY_B8G8R8A8_PREMULTIPLIED, bytes, gsize(stride)))
    }

    /// Premultiplied B, G, R, A rows (`gdk_memory_texture_new`) saved as PNG by `gdk_texture_save_to_png_bytes`.
    /// Any thread: the texture never leaves this function.
    nonisolated static func png(bgra: [UInt8], width: Int, height: Int, stride: Int) -> Data {
        bgra.withUnsafeBufferPointer { buffer -> Data in
            let bytes = g_bytes_new(buffer.baseAddress, gsize(buffer.count))!
            defer { g_bytes_unref(bytes) }
            let texture = gdk_memory_texture_new(
                gint(width), gint(height), GDK_MEMORY_B8G8R8A8_PREMULTIPLIED, bytes, gsize(stride))!
            defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
            let png = gdk_texture_save_to_png_bytes(texture)!
            defer { g_bytes_unref(png) }
            var size: gsize = 0
            let data = g_bytes_get_data(png, &size)!
            return Data(bytes: data, count: Int(size))
        }
    }
}
