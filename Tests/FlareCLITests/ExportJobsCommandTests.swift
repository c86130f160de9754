import Foundation
import Testing
import TestSupport

/// `--jobs N`: an export or test spread over worker processes writes what one process writes, byte for byte,
/// and finds the same changes.
@Suite(.serialized)
struct ExportJobsCommandTests {
    static let ready = ExportCommandTests.hasXvfb
    /// 6 alerts × 16 variants = 96 images: two shares of 48, the smallest export that takes a worker.
    static let axes = [
        "--theme", "light", "--theme", "dark", "--scale", "1", "--scale", "2",
        "--device", "phone", "--device", "tablet", "--text", "default", "--text", "long",
    ]

    static func files(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    @Test(.enabled(if: ready, "needs Xvfb"))
    func twoProcessesWriteTheOneProcessFilesAndManifestByteForByte() throws {
        let one = try Fixtures.temporaryDirectory(), two = try Fixtures.temporaryDirectory()
        let a = try TestCommandTests.flare(
            ["export", TestCommandTests.spec.path, "--out", one.path, "--jobs", "1"] + Self.axes)
        #expect(a.status == 0, "\(a.stderr)")
        let b = try TestCommandTests.flare(
            ["export", TestCommandTests.spec.path, "--out", two.path, "--jobs", "2"] + Self.axes)
        #expect(b.status == 0, "\(b.stderr)")
        let (single, split) = (try Self.files(one), try Self.files(two))
        #expect(single.count == 97, "96 images and manifest.json")
        #expect(Set(split.keys) == Set(single.keys))
        for (name, data) in single { #expect(split[name] == data, "\(name)") }
    }

    @Test(.enabled(if: ready, "needs Xvfb"))
    func theBenchReportsTheProcessesThatRendered() throws {
        let showcase = Fixtures.examples.appendingPathComponent("showcase.yaml").path
        for (jobs, processes) in [("1", 1), ("2", 2)] {
            let r = try FlareProcess.runDev(
                ["bench", "export", showcase, "--count", "96", "--scale", "1", "--jobs", jobs, "--json"],
                environment: ExportCommandTests.headless)
            #expect(r.status == 0, "\(r.stderr)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
            #expect(json["processes"] as? Int == processes, "--jobs \(jobs)")
            #expect((json["pngBytes"] as? Int ?? 0) > 96 * 1000, "every image written")
            #expect((json["cpuMsPerAlert"] as? Double ?? 0) > 0, "the workers' CPU time counted too")
            try Self.expectConsistentExportFigures(json, count: 96)
        }
    }

    /// `bench export`'s figures agree: the count asked, the export inside the whole process, ms per image the
    /// export's time over the count, each median no larger than its p95.
    static func expectConsistentExportFigures(_ json: [String: Any], count: Int) throws {
        #expect(json["alerts"] as? Int == count)
        let process = try #require(json["processSeconds"] as? Double)
        let export = try #require(json["exportSeconds"] as? Double)
        let perImage = try #require(json["msPerAlert"] as? Double)
        #expect(0 < export && export <= process, "\(json)")
        #expect(abs(perImage * Double(count) - export * 1000) < 0.01 * export * 1000, "\(json)")
        for stage in ["render", "encode"] {
            let median = try #require(json["\(stage)MedianMs"] as? Double)
            let p95 = try #require(json["\(stage)P95Ms"] as? Double)
            #expect(0 < median && median <= p95, "\(stage) in \(json)")
        }
    }

    @Test(.enabled(if: ready, "needs Xvfb"))
    func theBenchExportsEveryThemeAndDeviceGiven() throws {
        let showcase = Fixtures.examples.appendingPathComponent("showcase.yaml").path
        let r = try FlareProcess.runDev(
            [
                "bench", "export", showcase, "--count", "20", "--scale", "1", "--jobs", "1", "--json",
                "--theme", "light", "--theme", "dark", "--device", "phone", "--device", "tablet",
            ],
            environment: ExportCommandTests.headless)
        #expect(r.status == 0, "\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(json["variants"] as? Int == 4)
        try Self.expectConsistentExportFigures(json, count: 20)
        let bad = try FlareProcess.runDev(
            ["bench", "export", showcase, "--device", "watch"], environment: ExportCommandTests.headless)
        #expect(
            bad.status == 2 && bad.stderr.contains("The value 'watch' is invalid for '--device <device>'"),
            "\(bad.stderr)")
    }

    @Test(.enabled(if: ready, "needs Xvfb"))
    func aChangeInAWorkersShareFailsAsInOneProcess() throws {
        let baseline = try Fixtures.temporaryDirectory().appendingPathComponent("baseline")
        let approve = try TestCommandTests.flare(
            [
                "test", TestCommandTests.spec.path, "--baseline", baseline.path, "--update",
                "--jobs", "2",
            ] + Self.axes)
        #expect(approve.status == 0, "\(approve.stderr)")
        let changed = try TestCommandTests.specCopy {
            $0.replacingOccurrences(of: "backgroundColor: \"#FFFFFF\"", with: "backgroundColor: \"#FFE9A8\"")
        }
        let one = try TestCommandTests.flare(["test", changed, "--baseline", baseline.path, "--jobs", "1"] + Self.axes)
        let two = try TestCommandTests.flare(["test", changed, "--baseline", baseline.path, "--jobs", "2"] + Self.axes)
        #expect(one.status == 1 && two.status == 1, "\(one.stderr)\(two.stderr)")
        let lines = one.stdout.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("changed ") }.count == 16, "one alert in every variant: \(one.stdout)")
        #expect(two.stdout == one.stdout, "the same lines, values and summary in one process and in two")
        #expect(
            try TestCommandTests.flare(
                [
                    "test", TestCommandTests.spec.path, "--baseline", baseline.path,
                    "--jobs", "2",
                ] + Self.axes
            ).status == 0, "unchanged")
    }

    @Test func jobsOutOfRangeIsAUsageError() throws {
        for jobs in ["0", "65"] {
            let r = try TestCommandTests.flare(["export", TestCommandTests.spec.path, "--jobs", jobs])
            #expect(r.status == 2)
            #expect(r.stderr.contains("--jobs must be between 1 and 64"), "\(r.stderr)")
        }
    }
}
