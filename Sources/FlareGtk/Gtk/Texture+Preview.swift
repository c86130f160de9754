import CFlareShim
import CGtk
import Foundation

extension Texture {
    /// `gdk_texture_new_from_bytes` of PNG (or other image file) data; a failure throws `RenderError` with `context`.
    convenience init(fileData data: Data, context: String) throws {
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count))! }
        defer { g_bytes_unref(bytes) }
        self.init(taking: try withGError(context) { gdk_texture_new_from_bytes(bytes, $0) })
    }
}
