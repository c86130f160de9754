/// The range of every numeric key of the format, in the key's unit (points, seconds, counts). The parser refuses
/// a value outside it at its line, saying the range; docs/spec.md ("Ranges") and the JSON Schema's
/// `minimum`/`maximum` say the same (a test checks all three). The bounds are generous for a designer and small
/// enough that no renderer conversion or loop can overflow or run for minutes.
public enum SpecRanges {
    /// Lengths in points, counts, priorities and font sizes, by key: the catalog's (`PropertyCatalog`) and the rest.
    public static let numbers: [String: ClosedRange<Double>] = PropertyCatalog.ranges.numbers.merging(otherNumbers) {
        catalog, _ in catalog
    }

    /// Durations in seconds, by key.
    public static let durations: [String: ClosedRange<Double>] = PropertyCatalog.ranges.durations.merging(
        otherDurations
    ) { catalog, _ in catalog }

    /// The numbers of keys that are not appearance properties.
    static let otherNumbers: [String: ClosedRange<Double>] = [
        // A custom view's insets (points).
        "top": 0...1000, "left": 0...1000, "bottom": 0...1000, "right": 0...1000,
        // A custom device's width and height (points).
        "height": 1...10_000, "width": 1...10_000,
        // A font's size (points).
        "size": 1...1000,
        // Queue priority; scenario counts; events triggered by one script step.
        "priority": -1_000_000_000...1_000_000_000,
        "minEventsRequired": 0...1_000_000_000, "maxEventsPermitted": 0...1_000_000_000,
        "maxExecutionsPermitted": 0...1_000_000_000,
        "event": 1...1_000_000,
        // `lint:` thresholds: contrast ratios, points, words per minute, seconds.
        "body": 1...21, "large": 1...21, "graphics": 1...21, "min": 0...1000, "recommended": 0...1000,
        "wordsPerMinute": 1...10_000, "base": 0...3600,
        // A custom slider's value and a progress bar's progress (0–1); the selected segment's index.
        "slider": 0...1, "progress": 0...1, "selected": 0...1000,
        // A flag bound to another scenario: at least this many executions or events.
        "executions": 0...1_000_000_000, "events": 0...1_000_000_000,
        // A scenario's numeric values (`values:`, a script's `set`) and a value condition's bounds.
        "values": -1_000_000_000_000...1_000_000_000_000,
        "below": -1_000_000_000_000...1_000_000_000_000, "above": -1_000_000_000_000...1_000_000_000_000,
        "atMost": -1_000_000_000_000...1_000_000_000_000, "atLeast": -1_000_000_000_000...1_000_000_000_000,
    ]

    static let otherDurations: [String: ClosedRange<Double>] = [
        "wait": 0...86_400,
        "minSecondsSinceFirstEvent": 0...3_155_760_000,  // 100 years
        "minSecondsSinceLastEvent": 0...3_155_760_000,
        "minSecondsBetweenExecutions": 0...3_155_760_000,
        "at": 0...3_155_760_000,
        "after": 0...86_400,
    ]

    /// "between 0 and 1000" (whole numbers without a decimal point).
    public static func describe(_ range: ClosedRange<Double>) -> String {
        "between \(format(range.lowerBound)) and \(format(range.upperBound))"
    }

    public static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
