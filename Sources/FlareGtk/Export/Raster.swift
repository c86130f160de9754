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

    /// From `gdk_texture_download`'s layout (Cairo ARGB32: premultiplied, native-endian B, G, R, A bytes).
    init(premultipliedBGRA data: UnsafeBufferPointer<UInt8>, width: Int, height: Int, stride: Int, scale: Int) {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        out.withUnsafeMutableBufferPointer { dst in
            for y in 0..<height {
                let row = y * stride
                var o = y * width * 4
                for x in 0..<width {
                    let i = row + x * 4
                    let a = data[i + 3]
                    if a == 255 {
                        dst[o] = data[i + 2]; dst[o + 1] = data[i + 1]; dst[o + 2] = data[i]
                    } else if a > 0 {
                        let af = Int(a), half = af / 2
                        dst[o] = UInt8(min(255, (Int(data[i + 2]) * 255 + half) / af))
                        dst[o + 1] = UInt8(min(255, (Int(data[i + 1]) * 255 + half) / af))
                        dst[o + 2] = UInt8(min(255, (Int(data[i]) * 255 + half) / af))
                    }
                    dst[o + 3] = a
                    o += 4
                }
            }
        }
        self.init(width: width, height: height, scale: scale, rgba: out)
    }

    /// PNG bytes through GdkPixbuf's libpng saver at zlib level `compression` (1: fast; export's default).
    /// Thread-safe: the exporter encodes on a second core while the main thread renders the next alert.
    public func png(compression: Int = 1) throws -> Data {
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
