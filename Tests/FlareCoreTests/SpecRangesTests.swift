import FlareCore
import Foundation
import Testing

/// Every number has a range: values the renderer could not draw (Double→Int traps) or loops that would run for
/// minutes are errors at their line, saying the range.
@Suite struct SpecRangesTests {
    @Test func hostileNumbersAreErrorsThatSayTheRange() {
        let result = SpecText.load(
            """
            flare: 1
            alerts:
              a:
                title: Hi
                custom: {image: x.png, height: 1e12}
                appearance:
                  verticalOffset: 1e19
                  headerLayoutSpacing: 3e9
                  borderCornerRadius: 1e300
                  animationDuration: 1w
                actions:
                  - {title: OK, appearance: {actionCornerRadius: 1e20}}
            scenarios:
              s:
                show: alert/a
                minEventsRequired: 1e14
                script:
                  - {at: 0, event: 100000000000}
            """)
        #expect(
            SpecText.lines(result).filter { $0.contains("error") } == [
                "5:36: error: 'height' must be between 1 and 10000, not 1e12",
                "7:23: error: 'verticalOffset' must be between 0 and 1000, not 1e19",
                "8:28: error: 'headerLayoutSpacing' must be between 0 and 1000, not 3e9",
                "9:27: error: 'borderCornerRadius' must be between 0 and 1000, not 1e300",
                "10:26: error: 'animationDuration' must be between 0 and 60 seconds, not 1w",
                "12:54: error: 'actionCornerRadius' must be between 0 and 1000, not 1e20",
                "16:24: error: 'minEventsRequired' must be between 0 and 1000000000, not 1e14",
                "18:24: error: 'event' must be between 1 and 1000000, not 100000000000",
            ])
    }

    @Test func theBoundsThemselvesAreAccepted() {
        let result = SpecText.load(
            """
            flare: 1
            alerts:
              a:
                title: Hi
                appearance: {verticalOffset: 1000, borderWidth: 0, animationDuration: 60}
            """)
        #expect(SpecText.lines(result).filter { $0.contains("error") }.isEmpty)
    }

    /// docs/spec.md's table lists every key's range as the parser has it.
    @Test func theDocsListEveryRange() throws {
        let doc = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/spec.md"),
            encoding: .utf8)
        func text(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
        for (key, range) in SpecRanges.numbers.merging(SpecRanges.durations, uniquingKeysWith: { a, _ in a }) {
            #expect(doc.contains("| `\(key)` | \(text(range.lowerBound)) to \(text(range.upperBound)) "), "\(key)")
        }
    }
}
