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
    convenience init(pixbuf: Pixbuf) { defer { withExtendedLifetime(pixbuf) {} }; self.init(taking: gdk_texture_new_for_pixbuf(pixbuf.opaque)) }

    /// `gdk_texture_new_from_bytes` of PNG (or other image file) data; a failure throws `RenderError` with `context`.
    convenience init(fileData data: Data, context: String) throws {
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count))! }
        defer { g_bytes_unref(bytes) }
        self.init(taking: try withGError(context) { gdk_texture_new_from_bytes(bytes, $0) })
    }

    /// `gdk_memory_texture_new` of straight-alpha RGBA rows (`GDK_MEMORY_R8G8B8A8`, `width * 4` bytes each): a
    /// rendered `Raster` shown as it is, with no PNG round trip (the compare view's tiles).
    convenience init(rgba: [UInt8], width: Int, height: Int) {
        let bytes = rgba.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count))! }
        defer { g_bytes_unref(bytes) }
        self.init(taking: gdk_memory_texture_new(gint(width), gint(height), GDK_MEMORY_R8G8B8A8, bytes, gsize(width * 4)))
    }
}
