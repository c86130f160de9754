import CFlareShim
import CGtk
import Foundation

/// Rendered pixels: `width` × `height` straight-alpha RGBA rows (what PNG stores), plus the scale they were drawn at.
public struct Raster: Sendable, Hashable, CustomStringConvertible {
    public let width: Int
    public let height: Int
    public let scale: Int
    /// `width * 4` bytes per row, no padding.
    public var rgba: [UInt8]

    public init(width: Int, height: Int, scale: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.scale = scale
        self.rgba = rgba
    }

    public var description: String { "Raster(\(width)×\(height) px @\(scale)x)" }

    /// The straight-alpha color at pixel (x, y).
    public func pixel(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
    }

    /// Straight RGBA from the renderer's premultiplied pixels.
    init(_ pixels: Pixels) {
        let rowBytes = pixels.width * 4
        let rgba = [UInt8](unsafeUninitializedCapacity: rowBytes * pixels.height) { out, count in
            pixels.bgra.withUnsafeBufferPointer { src in
                for y in 0..<pixels.height {
                    let row = UnsafeMutableBufferPointer(rebasing: out[(y * rowBytes)..<((y + 1) * rowBytes)])
                    PNGEncoder.unpremultiply(src, from: y * pixels.stride, into: row, count: pixels.width)
                }
            }
            count = rowBytes * pixels.height
        }
        self.init(width: pixels.width, height: pixels.height, scale: pixels.scale, rgba: rgba)
    }

    /// PNG bytes (Flare's encoder, zlib `level` 0...9).
    public func png(level: Int = 1) throws -> Data {
        let rowBytes = width * 4
        return try rgba.withUnsafeBufferPointer { src in
            try PNGEncoder.encode(width: width, height: height, level: level) { y, dst in
                _ = dst.initialize(from: src[(y * rowBytes)..<((y + 1) * rowBytes)])
            }
        }
    }

    /// PNG bytes through GdkPixbuf's libpng saver at zlib level `compression` (the benchmark's comparison).
    func pixbufPNG(compression: Int) throws -> Data {
        var bytes = rgba
        return try bytes.withUnsafeMutableBufferPointer { buffer -> Data in
            let pixbuf = gdk_pixbuf_new_from_data(buffer.baseAddress, GDK_COLORSPACE_RGB, 1, 8, gint(width), gint(height),
                                                  gint(width * 4), nil, nil)!
            defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
            var out: UnsafeMutablePointer<gchar>?
            var size: gsize = 0
            var error: UnsafeMutablePointer<GError>?
            guard flare_pixbuf_save_png(pixbuf, gint(compression), &out, &size, &error) != 0, let out else {
                throw RenderError(gerror: error, context: "encoding PNG")
            }
            defer { g_free(out) }
            return Data(bytes: out, count: Int(size))
        }
    }
}

/// A failure of the renderer or the encoder, with GLib's message.
public struct RenderError: Error, CustomStringConvertible, Sendable {
    public let description: String

    public init(_ description: String) { self.description = description }

    /// Copies and frees a `GError` (nil: "unknown error").
    init(gerror: UnsafeMutablePointer<GError>?, context: String) {
        if let gerror {
            description = "\(context): \(String(cString: gerror.pointee.message))"
            g_error_free(gerror)
        } else {
            description = "\(context): unknown error"
        }
    }
}

/// SHA-256 of `data` as lowercase hex (`g_compute_checksum_for_data`).
public func sha256Hex(_ data: Data) -> String {
    data.withUnsafeBytes { raw -> String in
        let p = g_compute_checksum_for_data(G_CHECKSUM_SHA256, raw.bindMemory(to: guchar.self).baseAddress, gsize(raw.count))!
        defer { g_free(p) }
        return String(cString: p)
    }
}
