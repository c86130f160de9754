import CFlareShim
import CGtk
import Foundation

/// `GdkPixbuf`: decoded image pixels in memory (8-bit RGB or RGBA rows): spec images before they become a
/// `Texture`, and the baselines `flare test` compares against.
@MainActor
final class Pixbuf: Object {
    override class var gType: GType { gdk_pixbuf_get_type() }

    /// What a file's header says (`gdk_pixbuf_get_file_info`): its format and size in pixels, nothing decoded.
    struct FileInfo {
        /// The `GdkPixbufFormat` (owned by GdkPixbuf, never freed).
        private let format: OpaquePointer
        let width: Int
        let height: Int
        /// `gdk_pixbuf_format_is_scalable`: a vector format (SVG), drawn at any size.
        var isScalable: Bool { gdk_pixbuf_format_is_scalable(format).bool }
        /// `gdk_pixbuf_format_get_name` (`png`, `jpeg`, `svg`, ...).
        var name: String {
            guard let name = gdk_pixbuf_format_get_name(format) else { return "" }
            defer { g_free(name) }
            return String(cString: name)
        }

        fileprivate init(format: OpaquePointer, width: Int, height: Int) {
            self.format = format
            self.width = width
            self.height = height
        }
    }

    /// `gdk_pixbuf_get_file_info`: nil when no loader recognises the file, or it declares no size.
    static func fileInfo(_ path: String) -> FileInfo? {
        var w: gint = 0, h: gint = 0
        guard let format = gdk_pixbuf_get_file_info(path, &w, &h), w > 0, h > 0 else { return nil }
        return FileInfo(format: format, width: Int(w), height: Int(h))
    }

    /// `gdk_pixbuf_new_from_file`: the file decoded at its natural size.
    convenience init(file path: String) throws(GLibError) {
        self.init(taking: try withGError { gdk_pixbuf_new_from_file(path, $0) })
    }

    /// `gdk_pixbuf_new_from_file_at_scale` to exactly `width` × `height` pixels (aspect not kept).
    convenience init(file path: String, width: Int, height: Int) throws(GLibError) {
        self.init(
            taking: try withGError {
                gdk_pixbuf_new_from_file_at_scale(path, gint(width), gint(height), 0, $0)
            })
    }

    /// `gdk_pixbuf_new`: an uninitialised 8-bit RGBA image of `width` × `height` pixels.
    convenience init(width: Int, height: Int) {
        self.init(taking: gdk_pixbuf_new(GDK_COLORSPACE_RGB, 1, 8, gint(width), gint(height)))
    }

    /// `gdk_pixbuf_get_width` / `gdk_pixbuf_get_height`, in pixels.
    var width: Int { Int(gdk_pixbuf_get_width(opaque)) }
    var height: Int { Int(gdk_pixbuf_get_height(opaque)) }
    /// `gdk_pixbuf_get_rowstride`: bytes from one row to the next.
    var rowstride: Int { Int(gdk_pixbuf_get_rowstride(opaque)) }
    /// `gdk_pixbuf_get_has_alpha`.
    var hasAlpha: Bool { gdk_pixbuf_get_has_alpha(opaque).bool }
    /// `gdk_pixbuf_get_pixels`: the rows, to write (the pixbuf owns them).
    var pixels: UnsafeMutablePointer<UInt8> { gdk_pixbuf_get_pixels(opaque) }
    /// `gdk_pixbuf_read_pixels`: the rows, read-only, without the copy `pixels` may make.
    var readPixels: UnsafePointer<UInt8> { gdk_pixbuf_read_pixels(opaque) }

    /// `gdk_pixbuf_add_alpha` (no colour made transparent): an RGBA copy.
    func addingAlpha() -> Pixbuf { Pixbuf(taking: gdk_pixbuf_add_alpha(opaque, 0, 0, 0, 0)) }
    /// `gdk_pixbuf_copy`.
    func copy() -> Pixbuf { Pixbuf(taking: gdk_pixbuf_copy(opaque)) }
}

extension Pixbuf {
    /// The file decoded by GdkPixbuf's loaders as straight RGBA rows, `width * 4` bytes each (opaque files get
    /// alpha 255: `gdk_pixbuf_add_alpha`). Any thread: `flare test` compares baselines off the main actor, and
    /// the pixbufs never leave this function.
    nonisolated static func rgba(ofFile path: String) throws(GLibError) -> (width: Int, height: Int, rgba: [UInt8]) {
        let loaded = try withGError { gdk_pixbuf_new_from_file(path, $0) }
        let pixbuf = gdk_pixbuf_add_alpha(loaded, 0, 0, 0, 0)!
        g_object_unref(UnsafeMutableRawPointer(loaded))
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let width = Int(gdk_pixbuf_get_width(pixbuf)), height = Int(gdk_pixbuf_get_height(pixbuf))
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let base = gdk_pixbuf_read_pixels(pixbuf)!
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        rgba.withUnsafeMutableBytes { out in
            for y in 0..<height {
                out.baseAddress!.advanced(by: y * width * 4).copyMemory(from: base + y * stride, byteCount: width * 4)
            }
        }
        return (width, height, rgba)
    }

    /// Straight RGBA rows (`gdk_pixbuf_new_from_data`) saved as PNG by GdkPixbuf's libpng saver at zlib
    /// `compression` 0...9 (`gdk_pixbuf_save_to_bufferv`, option `compression`). Any thread: the pixbuf never
    /// leaves this function.
    nonisolated static func png(rgba: [UInt8], width: Int, height: Int, compression: Int) throws(GLibError) -> Data {
        var bytes = rgba
        let keys = [strdup("compression"), nil], values = [strdup(String(min(max(compression, 0), 9))), nil]
        defer { (keys + values).forEach { free($0) } }
        var k = keys, v = values
        var out: UnsafeMutablePointer<gchar>?
        var size: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        let saved = bytes.withUnsafeMutableBufferPointer { buffer in
            let pixbuf = gdk_pixbuf_new_from_data(
                buffer.baseAddress, GDK_COLORSPACE_RGB, 1, 8, gint(width), gint(height),
                gint(width * 4), nil, nil)!
            defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
            return gdk_pixbuf_save_to_bufferv(pixbuf, &out, &size, "png", &k, &v, &error) != 0
        }
        guard saved, let out else { throw GLibError(taking: error) }
        defer { g_free(out) }
        return Data(bytes: out, count: Int(size))
    }
}
