import CGtk
import FlareCore
import Foundation

/// `flare test`'s comparison of a freshly exported image with its baseline file: equal PNG bytes short-cut
/// (Flare's encoder is deterministic); otherwise both are decoded and compared with `PixelDiff`.
public enum BaselineComparison {
    /// The outcome for one image: its differing share (1 when the sizes differ) and, when it exceeds
    /// `maxShare`, a diff picture (`diffPNG`) for the report.
    public struct Outcome: Sendable {
        public var share: Double
        public var changed: Bool
        public var sizes: String?
    }

    /// Compares the PNG files at `current` and `baseline`; writes the diff picture to `diffURL` when changed.
    public static func compare(current: URL, baseline: URL, diff: PixelDiff, maxShare: Double,
                               diffURL: URL? = nil) throws -> Outcome {
        let a = try Data(contentsOf: baseline), b = try Data(contentsOf: current)
        if a == b { return Outcome(share: 0, changed: false) }
        let old = try decode(baseline), new = try decode(current)
        guard old.width == new.width, old.height == new.height else {
            return Outcome(share: 1, changed: true, sizes: "\(old.width)×\(old.height) px → \(new.width)×\(new.height) px")
        }
        var picture = [UInt8](repeating: 0, count: old.rgba.count)
        let result = picture.withUnsafeMutableBufferPointer { buffer in
            diff.compare(old.rgba, new.rgba, width: old.width, height: old.height, diff: diffURL == nil ? nil : buffer)
        }
        let changed = result.share > maxShare
        if changed, let diffURL {
            try Raster(width: old.width, height: old.height, scale: 1, rgba: picture).png().write(to: diffURL)
        }
        return Outcome(share: result.share, changed: changed)
    }

    /// Straight RGBA pixels of a PNG file (GdkPixbuf's loader; opaque files get alpha 255).
    public static func decode(_ url: URL) throws -> Raster {
        var error: UnsafeMutablePointer<GError>?
        guard let loaded = gdk_pixbuf_new_from_file(url.path, &error) else {
            throw RenderError(gerror: error, context: "reading \(url.path)")
        }
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
        return Raster(width: width, height: height, scale: 1, rgba: rgba)
    }
}
