import Foundation
import Testing
import TestSupport

/// `flare export` end to end: the built binary on spec files, headless (no DISPLAY: it starts its own Xvfb).
@Suite(.serialized)
struct ExportCommandTests {
    static let fixtures = Fixtures.root.appendingPathComponent("Tests/FlareCLITests/Fixtures")
    static let spec = fixtures.appendingPathComponent("export.yaml").path
    static let hasXvfb = FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb")

    /// The environment without a display, as on a server or CI.
    static var headless: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        env["WAYLAND_DISPLAY"] = nil
        return env
    }

    /// Width and height from a PNG's IHDR, and whether the file starts with the PNG signature.
    static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        guard data.count > 24, data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            return nil
        }
        func be(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be(16), be(20))
    }

    @Test func specErrorsExitOneWithTheirDiagnostics() throws {
        let result = try FlareProcess.run(
            [
                "export", Self.fixtures.appendingPathComponent("broken.yaml").path, "--out",
                try Fixtures.temporaryDirectory().path,
            ], environment: Self.headless)
        #expect(result.status == 1)
        #expect(result.stderr.contains("broken.yaml:"))
        #expect(result.stderr.contains("error"))
    }

    @Test func aBadScaleIsAUsageError() throws {
        let result = try FlareProcess.run(["export", Self.spec, "--scale", "4"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--scale must be 1, 2 or 3"))
    }

    @Test(.enabled(if: hasXvfb, "needs Xvfb"))
    func headlessExportWritesEveryAlertAndAManifest() throws {
        let out = try Fixtures.temporaryDirectory()
        let result = try FlareProcess.run(
            ["export", Self.spec, "--out", out.path, "--scale", "2"], environment: Self.headless)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "3 images, in \(out.path)/ (manifest.json)\n", "one summary line: \(result.stdout)")
        let quiet = try FlareProcess.run(
            ["export", Self.spec, "--out", out.path, "--scale", "2", "--quiet"], environment: Self.headless)
        #expect(quiet.status == 0 && quiet.stdout.isEmpty, "--quiet: \(quiet.stdout)")
        let manifest =
            try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json")))
            as? [String: Any]
        let entries = try #require(manifest?["alerts"] as? [[String: Any]])
        #expect(entries.map { $0["id"] as? String } == ["warn", "styled", "slide"])
        for entry in entries {
            let file = try #require(entry["file"] as? String)
            #expect(file == "\(entry["id"]!)@2x.png")
            let data = try Data(contentsOf: out.appendingPathComponent(file))
            let size = try #require(Self.pngSize(data))
            #expect(size.width == entry["width"] as? Int && size.height == entry["height"] as? Int)
            #expect(size.width == 884, "DUX width 441.6 pt on phone-landscape: 884 px at 2x")
            #expect(entry["scale"] as? Int == 2 && entry["theme"] as? String == "light")
            #expect((entry["sha256"] as? String)?.count == 64)
        }
        // No leftover private X server.
        let ps = try FlareProcess.run(["--version"])
        #expect(ps.status == 0)
    }

    @Test(.enabled(if: hasXvfb, "needs Xvfb"))
    func theSameSpecExportsTheSameBytesAndScaleDoublesSizes() throws {
        let a = try Fixtures.temporaryDirectory(), b = try Fixtures.temporaryDirectory(),
            one = try Fixtures.temporaryDirectory()
        for (dir, scale) in [(a, "2"), (b, "2"), (one, "1")] {
            let r = try FlareProcess.run(
                [
                    "export", Self.spec, "--out", dir.path, "--scale", scale, "--frame", "stage",
                    "--theme", "dark",
                ], environment: Self.headless)
            #expect(r.status == 0, "\(r.stderr)")
        }
        for id in ["warn", "styled", "slide"] {
            let first = try Data(contentsOf: a.appendingPathComponent("\(id)-dark@2x.png"))
            let second = try Data(contentsOf: b.appendingPathComponent("\(id)-dark@2x.png"))
            #expect(first == second, "\(id): byte-identical on repeat")
            let big = try #require(Self.pngSize(first))
            let small = try #require(Self.pngSize(try Data(contentsOf: one.appendingPathComponent("\(id)-dark.png"))))
            #expect(big.width == 1688 && big.height == 780, "the device-sized stage at 2x")
            #expect(small.width * 2 == big.width && small.height * 2 == big.height)
        }
        #expect(
            try Data(contentsOf: a.appendingPathComponent("manifest.json"))
                == Data(contentsOf: b.appendingPathComponent("manifest.json")))
    }

    @Test func anUnknownIdIsNamedWithTheKnownOnes() throws {
        let result = try FlareProcess.run(
            ["export", Self.spec, "--id", "nope", "--out", try Fixtures.temporaryDirectory().path],
            environment: Self.headless)
        #expect(result.status == 2)
        #expect(result.stderr.contains("no alert or rocket 'nope'"))
        #expect(result.stderr.contains("warn, styled, slide"))
    }

    @Test func withoutDisplayOrXvfbItSaysHowToInstallIt() throws {
        var env = Self.headless
        env["PATH"] = "/nonexistent"
        let result = try FlareProcess.run(
            ["export", Self.spec, "--out", try Fixtures.temporaryDirectory().path],
            environment: env)
        #expect(result.status == 1)
        #expect(result.stderr.contains("apt-get install xvfb"))
    }

    /// One unbroken 64 KB word took minutes to lay out: now it is cut at 10,000 characters with a warning, and
    /// the rest wraps in linear time.
    @Test(.enabled(if: hasXvfb, "needs Xvfb")) func aHugeUnbrokenMessageExportsQuicklyWithAWarning() throws {
        let folder = try Fixtures.temporaryDirectory()
        let spec = folder.appendingPathComponent("long.yaml")
        try "flare: 1\nalerts:\n  long: {title: T, message: \(String(repeating: "a", count: 65_536))}\n"
            .write(to: spec, atomically: true, encoding: .utf8)
        let result = try FlareProcess.run(["export", spec.path, "--out", folder.path], environment: Self.headless)
        #expect(result.status == 0)
        #expect(
            result.stderr.contains("alert 'long': a text of 65536 characters is cut to its first 10000; shorten it"))
        let size = try #require(Self.pngSize(try Data(contentsOf: folder.appendingPathComponent("long.png"))))
        #expect(size.width > 200 && size.height > 100)
    }
}
