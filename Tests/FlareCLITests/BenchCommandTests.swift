import Foundation
import TestSupport
import Testing

/// `flare-dev bench reload`, `edit`, `keystroke` and `startup` end to end, with few iterations: they must measure real
/// frames and report every number BENCHMARKS.md records, and the figures must agree with each other (percentiles in
/// order, counts adding up); how fast they are is not judged here.
@Suite(
    .serialized,
    .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil, "needs a display (make test runs Xvfb)"))
struct BenchCommandTests {
    let showcase = Fixtures.examples.appendingPathComponent("showcase.yaml").path

    /// The figures every latency bench prints: `iterations` samples, 0 < p50 ≤ p95 ≤ p99 ≤ max, the medians of the
    /// parts (parse, build) no larger than the largest whole, and a CPU time per sample when there is one.
    static func expectConsistentLatencies(
        _ json: [String: Any], iterations: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        #expect(json["iterations"] as? Int == iterations, sourceLocation: sourceLocation)
        let p50 = try #require(json["p50Ms"] as? Double, sourceLocation: sourceLocation)
        let p95 = try #require(json["p95Ms"] as? Double, sourceLocation: sourceLocation)
        let p99 = try #require(json["p99Ms"] as? Double, sourceLocation: sourceLocation)
        let max = try #require(json["maxMs"] as? Double, sourceLocation: sourceLocation)
        #expect(0 < p50 && p50 <= p95 && p95 <= p99 && p99 <= max, "\(json)", sourceLocation: sourceLocation)
        for part in ["parseMedianMs", "buildMedianMs"] {
            let median = try #require(json[part] as? Double, "\(part)", sourceLocation: sourceLocation)
            #expect(median > 0 && median <= max, "\(part) in \(json)", sourceLocation: sourceLocation)
        }
        for cpu in ["cpuPerReloadMs", "cpuPerEditMs"] where json[cpu] != nil {
            #expect((json[cpu] as? Double ?? 0) > 0, "\(cpu)", sourceLocation: sourceLocation)
        }
    }

    /// `reload`'s two shares of the saves: their counts add up to `iterations`, each share's p50 ≤ p99 ≤ the max
    /// of all, and an empty share prints zeros.
    static func expectConsistentShares(
        _ json: [String: Any], iterations: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let max = try #require(json["maxMs"] as? Double, sourceLocation: sourceLocation)
        var total = 0
        for name in ["paced", "unpaced"] {
            let share = try #require(json[name] as? [String: Any], sourceLocation: sourceLocation)
            let count = try #require(share["count"] as? Int, sourceLocation: sourceLocation)
            let p50 = try #require(share["p50Ms"] as? Double, sourceLocation: sourceLocation)
            let p99 = try #require(share["p99Ms"] as? Double, sourceLocation: sourceLocation)
            total += count
            if count == 0 {
                #expect(p50 == 0 && p99 == 0, "\(name): \(share)", sourceLocation: sourceLocation)
            } else {
                #expect(0 < p50 && p50 <= p99 && p99 <= max, "\(name): \(share)", sourceLocation: sourceLocation)
            }
        }
        #expect(total == iterations, "every save counts in one share", sourceLocation: sourceLocation)
    }

    static func json(_ result: FlareProcess.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test func reloadTimesSavesToPaintedFramesAndLeavesTheSpecAlone() throws {
        let before = try Data(contentsOf: URL(fileURLWithPath: showcase))
        let result = try FlareProcess.runDev(["bench", "reload", showcase, "--iterations", "5", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try Self.json(result)
        try Self.expectConsistentLatencies(json, iterations: 5)
        // Every save counts in one share: within a refresh period of the last frame, or after it.
        try Self.expectConsistentShares(json, iterations: 5)
        let rssBefore = try #require(json["rssBeforeMB"] as? Double)
        let rssAfter = try #require(json["rssAfterMB"] as? Double)
        #expect(rssBefore > 10 && rssAfter > 10)
        #expect(try Data(contentsOf: URL(fileURLWithPath: showcase)) == before, "the bench works on a copy")
        #expect(json["pauseMs"] as? [Double] == [0, 20])
        #expect(json["compareTiles"] == nil && json["longestFrameMaxMs"] == nil)
    }

    /// `--pause 20-40` idles 20–40 ms between a painted save and the next save (which frame a save lands after is
    /// the machine's: another frame may come between, so the shares are only checked to add up).
    @Test func reloadPausesAsAskedBetweenSaves() throws {
        let result = try FlareProcess.runDev([
            "bench", "reload", showcase, "--iterations", "3", "--pause", "20-40", "--json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try Self.json(result)
        #expect(json["pauseMs"] as? [Double] == [20, 40])
        try Self.expectConsistentLatencies(json, iterations: 3)
        try Self.expectConsistentShares(json, iterations: 3)
    }

    /// `--rebuild` times the same saves with the stage rebuilt every time (the before of in-place updates).
    @Test func reloadRebuildingTheStageMeasuresToo() throws {
        let result = try FlareProcess.runDev(["bench", "reload", showcase, "--iterations", "3", "--rebuild", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try Self.json(result)
        try Self.expectConsistentLatencies(json, iterations: 3)
        try Self.expectConsistentShares(json, iterations: 3)
        #expect(json["compareTiles"] == nil)
    }

    /// `--compare` times a save to the frame showing the grid's last tile: bench/compare.yaml has 12 spec variants.
    @Test func reloadTimesTheCompareGridToItsLastTile() throws {
        let spec = Fixtures.root.appendingPathComponent("bench/compare.yaml").path
        let result = try FlareProcess.runDev([
            "bench", "reload", spec, "--iterations", "2", "--compare", "spec-variants", "--json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try Self.json(result)
        #expect(json["compareTiles"] as? Int == 12)
        try Self.expectConsistentLatencies(json, iterations: 2)
        try Self.expectConsistentShares(json, iterations: 2)
        // A grid drawn within one frame has no gap between painted frames; the clock's ticks always have one.
        // Each longest gap lies inside its save's latency, and a median is no larger than its max.
        let max = try #require(json["maxMs"] as? Double)
        let gap = try #require(json["longestFrameMaxMs"] as? Double)
        let gapMedian = try #require(json["longestFrameMedianMs"] as? Double)
        let tick = try #require(json["longestTickMaxMs"] as? Double)
        let tickMedian = try #require(json["longestTickMedianMs"] as? Double)
        #expect(0 <= gapMedian && gapMedian <= gap && gap <= max, "\(json)")
        #expect(0 < tickMedian && tickMedian <= tick && tick <= max, "\(json)")
        let wrong = try FlareProcess.runDev(["bench", "reload", spec, "--compare", "sizes"])
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains("--compare takes one of themes, devices"))
        let budget = try FlareProcess.runDev(["bench", "reload", spec, "--tile-budget", "5"])
        #expect(budget.status == 2)
        #expect(budget.stderr.contains("--tile-budget takes a number of milliseconds ≥ 0, with --compare"))
    }

    @Test func editTimesPropertyEditsToPaintedFramesAndLeavesTheSpecAlone() throws {
        let before = try Data(contentsOf: URL(fileURLWithPath: showcase))
        let result = try FlareProcess.runDev(["bench", "edit", showcase, "--iterations", "3", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try Self.json(result)
        try Self.expectConsistentLatencies(json, iterations: 3)
        let edit = try #require(json["editMedianMs"] as? Double), max = try #require(json["maxMs"] as? Double)
        #expect(edit > 0 && edit <= max, "\(json)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: showcase)) == before, "the bench works on a copy")
    }

    /// `keystroke` types into the source pane and times each key to the frame that shows it.
    @Test func keystrokeTimesTypedKeysToPaintedFrames() throws {
        let before = try Data(contentsOf: URL(fileURLWithPath: showcase))
        let result = try FlareProcess.runDev(["bench", "keystroke", showcase, "--iterations", "3", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        try Self.expectConsistentLatencies(try Self.json(result), iterations: 3)
        #expect(try Data(contentsOf: URL(fileURLWithPath: showcase)) == before, "the bench works on a copy")
    }

    @Test func startupMeasuresFlareAndABareWindow() throws {
        let result = try FlareProcess.runDev(["bench", "startup", showcase, "--runs", "2", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try Self.json(result)
        #expect(json["runs"] as? Int == 2)
        for key in ["bareFirstFrameMs", "flareFirstFrameMs", "bareRssMB", "flareRssMB"] {
            let values = try #require(json[key] as? [Double], "\(key) in \(result.stdout)")
            #expect(values.count == 2 && values.allSatisfy { $0 > 0 }, "one figure per run: \(key)")
        }
    }

    /// `catalog` reads one generated catalog with each reader and counts the repeats each reports: every one, in one
    /// parse for Flare's reader and in one parse per repeat and a last clean one for Yams; each median a time.
    @Test func catalogCountsEveryRepeatAndTheParsesEachReaderNeeds() throws {
        let result = try FlareProcess.runDev([
            "bench", "catalog", "--keys", "40", "--languages", "3", "--duplicates", "4", "--runs", "2",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("catalog: 40 keys × 3 languages, ") == true, "\(result.stdout)")
        for reader in ["CatalogJSONParser (", "StringCatalogReader (", "Yams.compose ("] {
            let line = try #require(lines.first { $0.hasPrefix("  \(reader)") }, "\(reader) in \(result.stdout)")
            let ms = line.split(separator: ":").last?.trimmingCharacters(in: .whitespaces)
            #expect(ms?.hasSuffix(" ms") == true && Double(ms?.dropLast(3) ?? "") != nil, "\(line)")
        }
        #expect(lines.contains("4 repeated keys in 4 mappings:"), "\(result.stdout)")
        #expect(lines.contains("  CatalogJSONParser: 4 reported in 1 parse"), "\(result.stdout)")
        #expect(lines.contains { $0.hasPrefix("  Yams: 4 reported in 5 parses, ") }, "\(result.stdout)")
    }

    @Test func aSpecWithoutATitleLineIsRefused() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("spec.yaml")
        try "flare: 1\nalerts:\n  a: {message: Hi}\n".write(to: spec, atomically: true, encoding: .utf8)
        let result = try FlareProcess.runDev(["bench", "reload", spec.path, "--iterations", "1"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("no block-style `title:` line"))
    }
}
