import Foundation
import TestSupport
import Testing

/// `flare open SPEC --screenshot FILE --size WxH`: a picture of the whole window, headless when there is no display.
@Suite(.serialized, .enabled(if: ExportCommandTests.hasXvfb, "needs Xvfb"))
struct OpenScreenshotCommandTests {
    static let showcase = Fixtures.examples.appendingPathComponent("showcase.yaml").path

    /// The PNG's pixel data decompressed (zlib, by python3): how many bytes, and how many distinct byte values.
    /// One colour compresses to a handful of distinct bytes; a window of text, icons and a stage to many.
    static func pixelStats(_ file: URL) throws -> (bytes: Int, distinct: Int) {
        let script = """
        import sys, zlib, struct
        d = open(sys.argv[1], 'rb').read(); i = 8; idat = b''
        while i < len(d):
            n, kind = struct.unpack('>I4s', d[i:i + 8])
            if kind == b'IDAT': idat += d[i + 8:i + 8 + n]
            i += 12 + n
        raw = zlib.decompress(idat); print(len(raw), len(set(raw)))
        """
        let result = try FlareProcess.runTool("/usr/bin/python3", ["-c", script, file.path])
        let numbers = result.stdout.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        return (numbers.first ?? 0, numbers.last ?? 0)
    }

    @Test func itWritesAPictureOfTheWholeWindowAtTheGivenSizeHeadless() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil   // headless: flare starts its own Xvfb, as export does
        environment["WAYLAND_DISPLAY"] = nil
        environment["DBUS_SESSION_BUS_ADDRESS"] = "disabled:"
        for (size, file) in [("900x600", "small.png"), ("1280x760", "default.png")] {
            let out = folder.appendingPathComponent(file)
            let arguments = ["open", Self.showcase, "--screenshot", out.path] + (file == "default.png" ? [] : ["--size", size])
            let result = try FlareProcess.run(arguments, environment: environment)
            #expect(result.status == 0, "\(size): \(result.stderr)")
            let data = try Data(contentsOf: out)
            let got = try #require(ExportCommandTests.pngSize(data))
            let want = size.split(separator: "x").compactMap { Int($0) }
            #expect([got.width, got.height] == want, "\(file) is \(got), not \(size)")
            let stats = try Self.pixelStats(out)
            #expect(stats.bytes == got.height * (1 + got.width * 4), "RGBA rows of the window")
            #expect(stats.distinct > 100, "\(file) is not blank: \(stats.distinct) distinct bytes")
        }
    }

    @Test func aBadSizeOrAnUnwritablePathIsAClearError() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("shot.png").path
        for bad in ["900", "0x600", "900x-1", "wide", "100000x600"] {
            let result = try FlareProcess.run(["open", Self.showcase, "--screenshot", out, "--size", bad])
            #expect(result.status == 2, "--size \(bad)")
            #expect(result.stderr.contains("--size '\(bad)' is not WIDTHxHEIGHT (e.g. 1280x760"), "\(result.stderr)")
        }
        let missing = try FlareProcess.run(["open", Self.showcase, "--screenshot", "/no/such/folder/shot.png"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("cannot write the screenshot /no/such/folder/shot.png: the folder /no/such/folder does not exist"),
                "\(missing.stderr)")
        let sizeAlone = try FlareProcess.run(["open", Self.showcase, "--size", "900x600"])
        #expect(sizeAlone.status == 2)
        #expect(sizeAlone.stderr.contains("--size sets the window's size for --screenshot"), "\(sizeAlone.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out), "no picture for a bad size")
    }

    /// `--compare AXIS` opens the compare view: the picture waits for every tile, and a bad axis is a usage error.
    @Test func itTakesAPictureOfTheCompareView() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        environment["DBUS_SESSION_BUS_ADDRESS"] = "disabled:"
        let out = folder.appendingPathComponent("compare.png")
        let result = try FlareProcess.run(["open", Self.showcase, "--compare", "alerts", "--screenshot", out.path],
                                          environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let stats = try Self.pixelStats(out)
        #expect(stats.distinct > 100, "the grid is drawn: \(stats.distinct) distinct bytes")
        let single = folder.appendingPathComponent("single.png")
        let plain = try FlareProcess.run(["open", Self.showcase, "--screenshot", single.path], environment: environment)
        #expect(plain.status == 0)
        #expect(try Data(contentsOf: out) != Data(contentsOf: single), "the compare view is not the single view")
        let bad = try FlareProcess.run(["open", Self.showcase, "--compare", "colours", "--screenshot", out.path])
        #expect(bad.status == 64 || bad.status == 2, "a bad axis: \(bad.status)")
        #expect(bad.stderr.contains("'colours'") && bad.stderr.contains("--compare"), "\(bad.stderr)")
    }
}
