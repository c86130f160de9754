import FlareCore
import Foundation
import Testing

/// Live reload re-parses on every save: a ~300-line spec must parse in a few milliseconds, and time must
/// grow linearly with the file.
@Suite(.serialized) struct SpecSpeedTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// `every-key.yaml` plus `extra` more alerts (4 lines each).
    static func spec(extra: Int) throws -> String {
        var text = try String(contentsOf: fixtures.appendingPathComponent("every-key.yaml"), encoding: .utf8)
        var extraAlerts = ""
        for i in 0..<extra {
            extraAlerts += "  extra\(i):\n    title: Alert \(i)\n    message: Line \(i)\n    appearance: {titleColor: brand, titleFont: system 17 bold}\n"
        }
        // Spliced into the fixture's own `alerts:` section (a second `alerts:` key would be a duplicate).
        return text.replacingOccurrences(of: "alerts:\n", with: "alerts:\n" + extraAlerts)
    }

    static func median(_ text: String, runs: Int) -> Duration {
        let path = fixtures.appendingPathComponent("speed.yaml").path
        var times: [Duration] = []
        for _ in 0..<runs {
            let start = ContinuousClock.now
            let result = SpecLoader.parse(text: text, path: path)
            times.append(ContinuousClock.now - start)
            precondition(result.spec != nil, "\(result.diagnostics)")
        }
        return times.sorted()[runs / 2]
    }

    @Test func threeHundredLinesParseQuickly() throws {
        let text = try Self.spec(extra: 42)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect((280...340).contains(lines))
        let time = Self.median(text, runs: 21)
        print("SpecSpeedTests: \(lines)-line spec parsed in \(time) (median of 21)")
        // Generous for a debug build on a shared machine; the release build is several times faster.
        #expect(time < .milliseconds(50))
    }

    @Test func timeGrowsLinearly() throws {
        let small = try Self.spec(extra: 50), large = try Self.spec(extra: 500)
        let ratio = Self.median(large, runs: 7) / Self.median(small, runs: 7)
        print("SpecSpeedTests: 10× the alerts took \(ratio)× the time")
        #expect(ratio < 25)
    }
}
