/// A perceptual image comparison on straight-alpha RGBA buffers, after pixelmatch's algorithm
/// (github.com/mapbox/pixelmatch): each pixel's colour difference is measured in YIQ space (weighted
/// as the eye weighs luma and chroma) against a threshold, and a differing pixel that looks like
/// anti-aliasing (an edge pixel between its darkest and lightest neighbours, where both images have
/// flat areas) is not counted. Written for Flare; pure code, no GTK.
public struct PixelDiff: Sendable {
    /// 0...1, the colour distance below which two pixels count as equal (pixelmatch's `threshold`).
    public var threshold: Double

    /// pixelmatch's default: 0.1 ignores rounding and dithering, catches any designed colour change.
    public static let defaultThreshold = 0.1

    public init(threshold: Double = PixelDiff.defaultThreshold) {
        self.threshold = threshold
    }

    public struct Result: Sendable, Hashable {
        /// Pixels whose colours differ beyond the threshold, anti-aliasing excluded.
        public var differing: Int
        /// Differing pixels classified as anti-aliasing (not counted above).
        public var antialiased: Int
        public var total: Int
        /// Where the differing pixels are (nil when none).
        public var box: ImageBox? = nil
        /// `differing / total`.
        public var share: Double { total == 0 ? 0 : Double(differing) / Double(total) }
    }

    /// Compares two images of the same size (`width * height * 4` bytes each). When `diff` is given it
    /// receives a picture of the result: the reference faded to grey, differing pixels red, anti-aliasing yellow.
    public func compare(
        _ a: [UInt8], _ b: [UInt8], width: Int, height: Int,
        diff: UnsafeMutableBufferPointer<UInt8>? = nil
    ) -> Result {
        precondition(a.count == width * height * 4 && b.count == a.count, "PixelDiff: buffers must be width×height×4")
        let maxDelta = 35215 * threshold * threshold
        var result = Result(differing: 0, antialiased: 0, total: width * height)
        if a == b, diff == nil { return result }
        a.withUnsafeBufferPointer { p in
            b.withUnsafeBufferPointer { q in
                for y in 0..<height {
                    for x in 0..<width {
                        let k = (y * width + x) * 4
                        let delta = Self.colorDelta(p, q, k, k, yOnly: false)
                        var mark: (UInt8, UInt8, UInt8)?
                        if abs(delta) > maxDelta {
                            if Self.antialiased(p, x, y, width, height, q)
                                || Self.antialiased(q, x, y, width, height, p)
                            {
                                result.antialiased += 1
                                mark = (255, 255, 0)
                            } else {
                                result.differing += 1
                                result.box = ImageBox.including(result.box, x, y)
                                mark = (255, 0, 0)
                            }
                        }
                        guard let diff else { continue }
                        if let (r, g, b) = mark {
                            diff[k] = r; diff[k + 1] = g; diff[k + 2] = b
                        } else {
                            let grey = UInt8(min(255, 255 + (Self.luma(p, k) - 255) * 0.1))
                            diff[k] = grey; diff[k + 1] = grey; diff[k + 2] = grey
                        }
                        diff[k + 3] = 255
                    }
                }
            }
        }
        return result
    }

    /// The exact comparison `flare test` makes when the renderer's fingerprint is the baseline's: every pixel whose
    /// RGBA bytes differ counts (no colour distance, no anti-aliasing allowance). `diff` gets the same picture as
    /// `compare`'s, differing pixels in red.
    public static func exact(
        _ a: [UInt8], _ b: [UInt8], width: Int, height: Int,
        diff: UnsafeMutableBufferPointer<UInt8>? = nil
    ) -> Result {
        precondition(a.count == width * height * 4 && b.count == a.count, "PixelDiff: buffers must be width×height×4")
        var result = Result(differing: 0, antialiased: 0, total: width * height)
        if a == b, diff == nil { return result }
        a.withUnsafeBufferPointer { p in
            b.withUnsafeBufferPointer { q in
                for y in 0..<height {
                    for x in 0..<width {
                        let k = (y * width + x) * 4
                        let same = p[k] == q[k] && p[k + 1] == q[k + 1] && p[k + 2] == q[k + 2] && p[k + 3] == q[k + 3]
                        if !same {
                            result.differing += 1
                            result.box = ImageBox.including(result.box, x, y)
                        }
                        guard let diff else { continue }
                        if same {
                            let grey = UInt8(min(255, 255 + (luma(p, k) - 255) * 0.1))
                            diff[k] = grey; diff[k + 1] = grey; diff[k + 2] = grey
                        } else {
                            diff[k] = 255; diff[k + 1] = 0; diff[k + 2] = 0
                        }
                        diff[k + 3] = 255
                    }
                }
            }
        }
        return result
    }

    /// The colour over white, as a page shows a transparent pixel.
    private static func blended(_ c: UInt8, _ alpha: Double) -> Double { 255 + (Double(c) - 255) * alpha }

    private static func luma(_ p: UnsafeBufferPointer<UInt8>, _ k: Int) -> Double {
        let a = Double(p[k + 3]) / 255
        return rgb2y(blended(p[k], a), blended(p[k + 1], a), blended(p[k + 2], a))
    }

    private static func rgb2y(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    /// The squared YIQ distance of pixel `k` of `p` and pixel `m` of `q` (negative when `p`'s is darker);
    /// only the luma difference with `yOnly`.
    static func colorDelta(
        _ p: UnsafeBufferPointer<UInt8>, _ q: UnsafeBufferPointer<UInt8>, _ k: Int, _ m: Int,
        yOnly: Bool
    ) -> Double {
        if p[k] == q[m] && p[k + 1] == q[m + 1] && p[k + 2] == q[m + 2] && p[k + 3] == q[m + 3] { return 0 }
        let a1 = Double(p[k + 3]) / 255, a2 = Double(q[m + 3]) / 255
        let r1 = blended(p[k], a1), g1 = blended(p[k + 1], a1), b1 = blended(p[k + 2], a1)
        let r2 = blended(q[m], a2), g2 = blended(q[m + 1], a2), b2 = blended(q[m + 2], a2)
        let y1 = rgb2y(r1, g1, b1), y2 = rgb2y(r2, g2, b2)
        let dy = y1 - y2
        if yOnly { return dy }
        let i =
            (r1 * 0.59597799 - g1 * 0.27417610 - b1 * 0.32180189)
            - (r2 * 0.59597799 - g2 * 0.27417610 - b2 * 0.32180189)
        let qd =
            (r1 * 0.21147017 - g1 * 0.52261711 + b1 * 0.31114694)
            - (r2 * 0.21147017 - g2 * 0.52261711 + b2 * 0.31114694)
        let delta = 0.5053 * dy * dy + 0.299 * i * i + 0.1957 * qd * qd
        return y1 > y2 ? -delta : delta
    }

    /// Whether pixel (x, y) of `p` looks like anti-aliasing: it lies between its darkest and lightest
    /// neighbours (at most two neighbours equally bright), and one of those extremes sits in a flat area
    /// (three or more identical neighbours) in both images.
    static func antialiased(
        _ p: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int,
        _ q: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0, minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let delta = colorDelta(p, p, pos, (y * width + x) * 4, yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta; minX = x; minY = y
                } else if delta > maxDelta {
                    maxDelta = delta; maxX = x; maxY = y
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(p, minX, minY, width, height) && hasManySiblings(q, minX, minY, width, height))
            || (hasManySiblings(p, maxX, maxY, width, height) && hasManySiblings(q, maxX, maxY, width, height))
    }

    /// Whether pixel (x, y) has three or more identical neighbours (counting the image edge as one).
    static func hasManySiblings(
        _ p: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int
    ) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let k = (y * width + x) * 4
                if p[pos] == p[k] && p[pos + 1] == p[k + 1] && p[pos + 2] == p[k + 2] && p[pos + 3] == p[k + 3] {
                    zeroes += 1
                }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
