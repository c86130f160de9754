import FlareCore
import Foundation

/// `flare test`'s comparison of a freshly exported image with its baseline file: equal PNG bytes short-cut
/// (Flare's encoder is deterministic); otherwise both are decoded and compared, exactly or with `PixelDiff`'s
/// tolerance.
public enum BaselineComparison {
    /// What the pixels say: how many differ at all and beyond the tolerance, where, or the sizes when they differ.
    public struct Outcome: Sendable {
        public var differing = 0
        public var beyondTolerance = 0
        public var total = 0
        public var box: ImageBox?
        public var sizes: String?
    }

    /// Compares the PNG files at `current` and `baseline` in `mode`. When any pixel differs and `diffURL` is given,
    /// writes the diff picture there (red: differing; yellow: anti-aliasing, with a tolerance) with the differing
    /// pixels' box outlined in magenta.
    public static func compare(
        current: URL, baseline: URL, mode: ImageComparison.Mode,
        diffURL: URL? = nil
    ) throws -> Outcome {
        let a = try Data(contentsOf: baseline), b = try Data(contentsOf: current)
        if a == b { return Outcome() }
        let old = try decode(baseline), new = try decode(current)
        guard old.width == new.width, old.height == new.height else {
            return Outcome(
                total: old.width * old.height,
                sizes: "\(old.width)×\(old.height) px → \(new.width)×\(new.height) px")
        }
        var picture = [UInt8](repeating: 0, count: old.rgba.count)
        let exact = picture.withUnsafeMutableBufferPointer { buffer in
            PixelDiff.exact(
                old.rgba, new.rgba, width: old.width, height: old.height, diff: diffURL == nil ? nil : buffer)
        }
        var outcome = Outcome(
            differing: exact.differing, beyondTolerance: exact.differing, total: exact.total, box: exact.box)
        guard exact.differing > 0 else { return outcome }
        if case .tolerance(let threshold, _) = mode {
            let tolerant = picture.withUnsafeMutableBufferPointer { buffer in
                PixelDiff(threshold: threshold).compare(
                    old.rgba, new.rgba, width: old.width, height: old.height,
                    diff: diffURL == nil ? nil : buffer)
            }
            outcome.beyondTolerance = tolerant.differing
        }
        if let diffURL {
            picture.withUnsafeMutableBufferPointer { buffer in
                outcome.box?.draw(on: buffer, width: old.width, height: old.height)
            }
            try Raster(width: old.width, height: old.height, scale: 1, rgba: picture).png().write(
                to: diffURL, options: .atomic)
        }
        return outcome
    }

    /// One comparison `compare(_:)` makes: `compare(current:baseline:mode:diffURL:)`'s arguments.
    public struct Pair: Sendable {
        public var current: URL
        public var baseline: URL
        public var mode: ImageComparison.Mode
        public var diffURL: URL?

        public init(current: URL, baseline: URL, mode: ImageComparison.Mode, diffURL: URL?) {
            (self.current, self.baseline, self.mode, self.diffURL) = (current, baseline, mode, diffURL)
        }
    }

    /// Each pair compared, on as many threads as there are cores (decoding both PNGs is most of a changed image's
    /// review); the outcomes in the order of `pairs`.
    public static func compare(_ pairs: [Pair]) -> [Result<Outcome, any Error>] {
        // @unchecked: each slot is written by exactly one iteration, under `lock`, and read after all have ended.
        final class Slots: @unchecked Sendable {
            let lock = NSLock()
            var outcomes: [Result<Outcome, any Error>?]
            init(_ count: Int) { outcomes = Array(repeating: nil, count: count) }
        }
        let slots = Slots(pairs.count)
        DispatchQueue.concurrentPerform(iterations: pairs.count) { i in
            let pair = pairs[i]
            let outcome = Result {
                try compare(current: pair.current, baseline: pair.baseline, mode: pair.mode, diffURL: pair.diffURL)
            }
            slots.lock.withLock { slots.outcomes[i] = outcome }
        }
        return slots.outcomes.map { $0! }
    }

    /// Straight RGBA pixels of a PNG file (GdkPixbuf's loader; opaque files get alpha 255).
    public static func decode(_ url: URL) throws -> Raster {
        do throws(GLibError) {
            let (width, height, rgba) = try Pixbuf.rgba(ofFile: url.path)
            return Raster(width: width, height: height, scale: 1, rgba: rgba)
        } catch {
            throw FileError(.read, url.path, reason: error.message)
        }
    }
}
