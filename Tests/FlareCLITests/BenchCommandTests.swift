import Foundation
import TestSupport
import Testing

/// `flare bench reload` and `flare bench startup` end to end, with few iterations: they must measure real
/// frames and report every number BENCHMARKS.md records (the numbers themselves are not judged here).
@Suite(
    .serialized,
    .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil, "needs a display (make test runs Xvfb)"))
struct BenchCommandTests {
    let showcase = Fixtures.examples.appendingPathComponent("showcase.yaml").path

    @Test func reloadTimesSavesToPaintedFramesAndLeavesTheSpecAlone() throws {
        let before = try Data(contentsOf: URL(fileURLWithPath: showcase))
        let result = try FlareProcess.run(["bench", "reload", showcase, "--iterations", "5", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["iterations"] as? Int == 5)
        let p50 = try #require(json["p50Ms"] as? Double), max = try #require(json["maxMs"] as? Double)
        #expect(p50 > 0 && p50 <= max)
        #expect((json["parseMedianMs"] as? Double ?? 0) > 0)
        #expect((json["buildMedianMs"] as? Double ?? 0) > 0)
        #expect((json["rssBeforeMB"] as? Double ?? 0) > 10)
        #expect(try Data(contentsOf: URL(fileURLWithPath: showcase)) == before, "the bench works on a copy")
        #expect(json["pauseMs"] as? [Double] == [0, 20])
        // Every save counts in one share: within a refresh period of the last frame, or after it.
        let paced = try #require(json["paced"] as? [String: Any]),
            unpaced = try #require(json["unpaced"] as? [String: Any])
        #expect((paced["count"] as? Int ?? -1) + (unpaced["count"] as? Int ?? -1) == 5)
    }

    /// `--pause 20-40` idles 20–40 ms between a painted save and the next save (which frame a save lands after is
    /// the machine's: another frame may come between, so the shares are only checked to add up).
    @Test func reloadPausesAsAskedBetweenSaves() throws {
        let result = try FlareProcess.run([
            "bench", "reload", showcase, "--iterations", "3", "--pause", "20-40", "--json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["pauseMs"] as? [Double] == [20, 40])
        let paced = try #require(json["paced"] as? [String: Any])
        let unpaced = try #require(json["unpaced"] as? [String: Any])
        #expect((paced["count"] as? Int ?? -1) + (unpaced["count"] as? Int ?? -1) == 3)
    }

    /// `--rebuild` times the same saves with the stage rebuilt every time (the before of in-place updates).
    @Test func reloadRebuildingTheStageMeasuresToo() throws {
        let result = try FlareProcess.run(["bench", "reload", showcase, "--iterations", "3", "--rebuild", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["iterations"] as? Int == 3)
        #expect((json["buildMedianMs"] as? Double ?? 0) > 0)
        #expect(json["compareTiles"] == nil)
    }

    /// `--compare` times a save to the frame showing the grid's last tile: bench/compare.yaml has 12 spec variants.
    @Test func reloadTimesTheCompareGridToItsLastTile() throws {
        let spec = Fixtures.root.appendingPathComponent("bench/compare.yaml").path
        let result = try FlareProcess.run([
            "bench", "reload", spec, "--iterations", "2", "--compare", "spec-variants", "--json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["compareTiles"] as? Int == 12)
        // A grid drawn within one frame has no gap between painted frames; the clock's ticks always have one.
        let p50 = try #require(json["p50Ms"] as? Double), gap = try #require(json["longestFrameMaxMs"] as? Double)
        let tick = try #require(json["longestTickMaxMs"] as? Double)
        #expect(p50 > 0 && tick > 0 && gap >= 0 && gap <= json["maxMs"] as? Double ?? 0)
        let wrong = try FlareProcess.run(["bench", "reload", spec, "--compare", "sizes"])
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains("--compare takes one of themes, devices"))
        let budget = try FlareProcess.run(["bench", "reload", spec, "--tile-budget", "5"])
        #expect(budget.status == 2)
        #expect(budget.stderr.contains("--tile-budget takes a number of milliseconds ≥ 0, with --compare"))
    }

    @Test func editTimesPropertyEditsToPaintedFramesAndLeavesTheSpecAlone() throws {
        let before = try Data(contentsOf: URL(fileURLWithPath: showcase))
        let result = try FlareProcess.run(["bench", "edit", showcase, "--iterations", "3", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["iterations"] as? Int == 3)
        let p50 = try #require(json["p50Ms"] as? Double), max = try #require(json["maxMs"] as? Double)
        #expect(p50 > 0 && p50 <= max)
        #expect((json["editMedianMs"] as? Double ?? 0) > 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: showcase)) == before, "the bench works on a copy")
    }

    @Test func startupMeasuresFlareAndABareWindow() throws {
        let result = try FlareProcess.run(["bench", "startup", showcase, "--runs", "1", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        for key in ["bareFirstFrameMs", "flareFirstFrameMs", "bareRssMB", "flareRssMB"] {
            let values = try #require(json[key] as? [Double], "\(key) in \(result.stdout)")
            #expect(values.count == 1 && values[0] > 0, "\(key)")
        }
    }

    @Test func aSpecWithoutATitleLineIsRefused() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("spec.yaml")
        try "flare: 1\nalerts:\n  a: {message: Hi}\n".write(to: spec, atomically: true, encoding: .utf8)
        let result = try FlareProcess.run(["bench", "reload", spec.path, "--iterations", "1"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("no block-style `title:` line"))
    }
}
