import CFlareShim
import CGtk
import Foundation

extension Texture {
    /// `gdk_memory_texture_new` of straight-alpha RGBA rows (`GDK_MEMORY_R8G8B8A8`, `width * 4` bytes each): a
    /// rendered `Raster` shown as it is, with no PNG round trip (the compare view's tiles).
    convenience init(rgba: [UInt8], width: Int, height: Int) {
        let bytes = rgba.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count))! }
        defer { g_bytes_unref(bytes) }
        self.init(taking: gdk_memory_texture_new(gint(width), gint(height), GDK_MEMORY_R8G8B8A8, bytes, gsize(width * 4)))
    }
}
