/// The one line `flare export` and `flare test` end with on stdout, so a user (and a CI log) can tell what was
/// written or compared. `--quiet` leaves it out.
public enum RunSummary {
    /// `12 images, 2 themes × 2 scales, in shots/ (manifest.json)`: only the axes that vary among `variants` are named.
    public static func export(images: Int, variants: [Variant], directory: String) -> String {
        var axes: [String] = []
        // Only an axis with two or more values is named, so it is always plural.
        func axis<T: Hashable>(_ values: [T], _ name: String) {
            let count = Set(values).count
            if count > 1 { axes.append("\(count) \(name)") }
        }
        axis(variants.map(\.theme), "themes")
        axis(variants.map(\.scale), "scales")
        axis(variants.map(\.device), "devices")
        axis(variants.map(\.locale), "locales")
        axis(variants.map(\.text), "text fills")
        let folder = directory.hasSuffix("/") ? directory : directory + "/"
        return "\(count(images, "image", "images")), " + (axes.isEmpty ? "" : axes.joined(separator: " × ") + ", ")
            + "in \(folder) (manifest.json)"
    }

    /// `40 images: 38 unchanged, 1 changed, 1 new` (only the statuses that occur; `38 unchanged (2 within the
    /// tolerance)` when some unchanged images are not the same pixels, `(30 compared by their inputs only)` when
    /// some were not rendered because their inputs are the baseline's), and with `approvedInto`,
    /// `; approved into review/`.
    public static func test(_ results: [ReviewResult], approvedInto baseline: String? = nil) -> String {
        let order: [ReviewResult.Status] = [.unchanged, .changed, .new, .missing]
        let counts = order.compactMap { status -> String? in
            let n = results.filter { $0.status == status }.count
            guard n > 0 else { return nil }
            // "Unchanged" with a tolerance need not be the same pixels: say how many are not.
            let tolerated =
                status == .unchanged
                ? results.filter { $0.status == .unchanged && ($0.differingPixels ?? 0) > 0 }.count : 0
            let byInputs = status == .unchanged ? results.filter { $0.comparedByInputs == true }.count : 0
            let notes =
                (tolerated > 0 ? ["\(tolerated) within the tolerance"] : [])
                + (byInputs > 0 ? ["\(byInputs) compared by their inputs only"] : [])
            return "\(n) \(status.rawValue)" + (notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))")
        }
        var line =
            "\(count(results.count, "image", "images"))" + (counts.isEmpty ? "" : ": " + counts.joined(separator: ", "))
        if let baseline { line += "; approved into \(baseline.hasSuffix("/") ? baseline : baseline + "/")" }
        return line
    }

    static func count(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }
}
