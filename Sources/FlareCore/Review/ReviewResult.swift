/// What `flare test` found for one alert in one variant, compared with the baseline.
public struct ReviewResult: Sendable, Hashable, Codable {
    public enum Status: String, Sendable, Hashable, Codable {
        /// Same pixels as the baseline (or, with a tolerance, within it: `detail` says which).
        case unchanged
        /// Differs from the baseline beyond the allowed share of pixels.
        case changed
        /// Rendered, but the baseline has no image for it.
        case new
        /// In the baseline, but no longer rendered (alert or variant removed).
        case missing
    }

    public var id: String
    /// The image's file name (which names its variant).
    public var file: String
    public var status: Status
    /// Share of differing pixels (0...1); 1 when the sizes differ; 0 for new and missing.
    public var differingShare: Double
    /// What the line and the JUnit failure say.
    public var detail: String
    /// Where the alert is defined (`file:line:col`), for the report; nil for missing images.
    public var location: String?
    /// How many pixels differ (nil: not compared pixel by pixel) and where.
    public var differingPixels: Int?
    public var box: ImageBox?
    /// Why it changed, one line each, printed under `line`: the spec values that changed, or what did instead.
    public var notes: [String]?
    /// Not rendered: everything that decides its pixels hashes to the baseline's (`ImageInputs`).
    public var comparedByInputs: Bool?

    public init(
        id: String, file: String, status: Status, differingShare: Double = 0, detail: String,
        location: String? = nil
    ) {
        self.id = id
        self.file = file
        self.status = status
        self.differingShare = differingShare
        self.detail = detail
        self.location = location
    }

    /// The report's order: changed, new, missing, then unchanged; by file name within each.
    public static func reportOrder(_ a: ReviewResult, _ b: ReviewResult) -> Bool {
        let rank: [Status: Int] = [.changed: 0, .new: 1, .missing: 2, .unchanged: 3]
        return (rank[a.status]!, a.file) < (rank[b.status]!, b.file)
    }

    public var failed: Bool { status != .unchanged }

    /// One line for the terminal: `changed   warn-dark@2x.png: 260 pixels differ (0.05%), in 178×22 px at (412, 301)`.
    public var line: String {
        "\(status.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)) \(file): \(detail)"
    }

    /// `line` and the notes under it, indented: what `flare test` prints for a failing image.
    public var lines: [String] {
        [line] + (notes ?? []).map { String(repeating: " ", count: 10) + $0 }
    }
}
