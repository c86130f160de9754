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
        let (width, height, rgba) = try Pixbuf.rgba(ofFile: url.path, context: "reading \(url.path)")
        return Raster(width: width, height: height, scale: 1, rgba: rgba)
    }
}
