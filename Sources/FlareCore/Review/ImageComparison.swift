/// What `flare test` learnt comparing one rendered image with its baseline image, and the words for it: the pure
/// half of the comparison (the pixels are decoded and counted in FlareGtk's `BaselineComparison`).
public struct ImageComparison: Sendable, Hashable {
    /// How the pixels were compared.
    public enum Mode: Sendable, Hashable {
        /// The fingerprint is the baseline's: any differing pixel is a change.
        case exact
        /// A colour distance and a share of pixels allowed: asked for (`--threshold`/`--max-diff`), or because the
        /// fingerprint differs from the baseline's (or the baseline has none).
        case tolerance(threshold: Double, maxShare: Double)
    }

    public var mode: Mode
    /// Pixels whose bytes differ at all; pixels that differ beyond the tolerance (equal to `differing` when exact).
    public var differing: Int
    public var beyondTolerance: Int
    public var total: Int
    public var box: ImageBox?
    /// `old → new` pixel sizes when they differ.
    public var sizes: String?
    /// The spec values that changed since the baseline; nil when the baseline did not record them.
    public var valueChanges: [ValueChange]?
    /// Image files (relative to the spec) whose bytes changed since the baseline.
    public var imageFileChanges: [String]
    /// `RendererFingerprint.changes`; nil when the baseline recorded no fingerprint.
    public var fingerprintChanges: [String]?

    public init(
        mode: Mode, differing: Int, beyondTolerance: Int, total: Int, box: ImageBox? = nil, sizes: String? = nil,
        valueChanges: [ValueChange]? = [], imageFileChanges: [String] = [], fingerprintChanges: [String]? = []
    ) {
        self.mode = mode
        self.differing = differing
        self.beyondTolerance = beyondTolerance
        self.total = total
        self.box = box
        self.sizes = sizes
        self.valueChanges = valueChanges
        self.imageFileChanges = imageFileChanges
        self.fingerprintChanges = fingerprintChanges
    }

    /// Whether the image changed: a size change; exact: any differing pixel; a tolerance: more than `maxShare`.
    public var changed: Bool {
        if sizes != nil { return true }
        switch mode {
        case .exact: return differing > 0
        case .tolerance(_, let maxShare): return total > 0 && Double(beyondTolerance) / Double(total) > maxShare
        }
    }

    /// One line: never "the same pixels" unless every pixel is.
    public var detail: String {
        if let sizes { return "size changed, \(sizes)" }
        if differing == 0 { return "the same pixels as the baseline" }
        let place = box.map { ", in \($0)" } ?? ""
        switch mode {
        case .exact:
            return "\(Self.differ(differing)) (\(Self.percent(differing, of: total)))\(place)"
        case .tolerance(let threshold, let maxShare):
            let limits = "--threshold \(Self.number(threshold)), --max-diff \(Self.number(maxShare))"
            if changed {
                return
                    "\(Self.differ(beyondTolerance)) beyond the tolerance "
                    + "(\(Self.percent(beyondTolerance, of: total)); "
                    + "\(limits))\(place)"
            }
            return "within the tolerance (\(limits)): \(Self.differ(differing)), "
                + "\(beyondTolerance) beyond --threshold\(place)"
        }
    }

    /// The lines under `detail`: which spec values changed, or what changed instead; and how the renderer differs.
    public var notes: [String] {
        var out: [String] = []
        if differing > 0 || sizes != nil {
            switch valueChanges {
            case nil:
                out.append(
                    "the baseline records no spec values (approved by an older Flare); approve it again with "
                        + "--update to see which values change")
            case let changes? where !changes.isEmpty:
                out += changes.map(\.description)
            default:
                if !imageFileChanges.isEmpty {
                    out.append("no spec value changed; an image file did: " + imageFileChanges.joined(separator: ", "))
                } else if let fingerprint = fingerprintChanges, !fingerprint.isEmpty {
                    out.append("no spec value changed; the renderer did (see below)")
                } else if fingerprintChanges == nil {
                    out.append("no spec value changed; the baseline records no renderer fingerprint to compare")
                } else {
                    out.append(
                        "no spec value, image file or renderer changed: this Flare draws it differently "
                            + "from the one that approved the baseline")
                }
            }
        }
        switch fingerprintChanges {
        case nil:
            out.append(
                "renderer: the baseline records no fingerprint (approved by an older Flare), so it is compared "
                    + "with a tolerance; approve it again with --update to compare exactly")
        case let changes? where !changes.isEmpty:
            out.append(
                "renderer changed since the baseline, so it is compared with a tolerance: "
                    + changes.joined(separator: "; "))
        default: break
        }
        return out
    }

    /// The result `flare test` reports for image `file` of alert `id`.
    public func result(id: String, file: String, location: String?) -> ReviewResult {
        var result = ReviewResult(
            id: id, file: file, status: changed ? .changed : .unchanged,
            differingShare: sizes != nil ? 1 : total == 0 ? 0 : Double(differing) / Double(total),
            detail: detail, location: location)
        result.differingPixels = sizes == nil ? differing : nil
        result.box = box
        let notes = self.notes
        result.notes = notes.isEmpty ? nil : notes
        return result
    }

    /// `1 pixel differs`, `260 pixels differ`.
    static func differ(_ n: Int) -> String { n == 1 ? "1 pixel differs" : "\(n) pixels differ" }

    /// `0.05%`; `<0.01%` rather than a false `0.00%`.
    static func percent(_ n: Int, of total: Int) -> String {
        let share = total == 0 ? 0 : Double(n) / Double(total) * 100
        if n > 0 && share < 0.01 { return "<0.01%" }
        let hundredths = Int((share * 100).rounded())
        let fraction = String(hundredths % 100)
        return "\(hundredths / 100).\(fraction.count == 1 ? "0" + fraction : fraction)%"
    }

    /// A tolerance as the user types it: `0.1`, `0.001`, `0`.
    static func number(_ value: Double) -> String {
        let text = "\(value)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
