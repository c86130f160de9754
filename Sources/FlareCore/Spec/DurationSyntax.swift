/// Reads a duration: a number of seconds, or a number with a unit: `500ms`, `90s`, `15m`, `1.5h`, `7d`, `1w`.
public enum DurationSyntax {
    public static let units: [(suffix: String, seconds: Double)] = [
        ("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600), ("d", 86_400), ("w", 604_800),
    ]

    /// Seconds, or nil when `text` is not a duration. Negative values are returned as written;
    /// the caller decides whether they make sense.
    public static func parse(_ text: String) -> Double? {
        let s = text.trimmingSpaces().lowercased()
        if let v = SpecNumber.parse(s) { return v }
        // Longest suffix first so `ms` wins over `s`.
        for (suffix, factor) in units.sorted(by: { $0.suffix.count > $1.suffix.count }) where s.hasSuffix(suffix) {
            let number = String(s.dropLast(suffix.count)).trimmingSpaces()
            guard let v = SpecNumber.parse(number), (v * factor).isFinite else { return nil }
            return v * factor
        }
        return nil
    }
}
