/// Durations in the words the inspector uses: the two largest units, `1 d 3 h`, `25 min`, `40 s`.
public enum DurationText {
    private static let units: [(String, Double)] = [("d", 86_400), ("h", 3_600), ("min", 60), ("s", 1)]

    /// `seconds` (≥ 0) as at most two units, truncated; below one second, `under 1 s` (or `0 s` when zero).
    public static func format(_ seconds: Double) -> String {
        guard seconds.isFinite else { return "forever" }
        if seconds < 0 { return "−" + format(-seconds) }
        if seconds == 0 { return "0 s" }
        if seconds < 1 { return "under 1 s" }
        var rest = seconds.rounded(.down)
        var parts: [String] = []
        for (name, size) in units where parts.count < 2 {
            let n = (rest / size).rounded(.down)
            if n >= 1 {
                parts.append("\(Int(n)) \(name)")
                rest -= n * size
            } else if !parts.isEmpty {
                break  // `1 d 5 min` would skip hours: stop at the first empty unit after the largest
            }
        }
        return parts.joined(separator: " ")
    }
}
