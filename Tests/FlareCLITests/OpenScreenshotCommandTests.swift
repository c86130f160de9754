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
        let numbers = result.stdout.split(separator: " ").compactMap {
            Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return (numbers.first ?? 0, numbers.last ?? 0)
    }

    /// How many pixels of the PNG at x ≥ `left`, y ≥ `top` are within 8 levels of `rgb` (decoded by python3).
    static func pixels(_ file: URL, near rgb: (Int, Int, Int), left: Int = 0, top: Int = 0) throws -> Int {
        let script = """
            import sys, zlib, struct
            d = open(sys.argv[1], 'rb').read(); i = 8; idat = b''
            while i < len(d):
                n, kind = struct.unpack('>I4s', d[i:i + 8])
                if kind == b'IHDR': w, h, depth, ctype = struct.unpack('>IIBB', d[i + 8:i + 18])
                if kind == b'IDAT': idat += d[i + 8:i + 8 + n]
                i += 12 + n
            raw = zlib.decompress(idat); bpp = 4 if ctype == 6 else 3; stride = w * bpp; prev = bytearray(stride)
            want = [int(v) for v in sys.argv[2:5]]; left, top = int(sys.argv[5]), int(sys.argv[6]); count = 0
            for y in range(h):
                f = raw[y * (stride + 1)]; line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
                for x in range(stride):
                    a = line[x - bpp] if x >= bpp else 0; b = prev[x]; c = prev[x - bpp] if x >= bpp else 0
                    if f == 1: line[x] = (line[x] + a) & 255
                    elif f == 2: line[x] = (line[x] + b) & 255
                    elif f == 3: line[x] = (line[x] + (a + b) // 2) & 255
                    elif f == 4:
                        p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                        line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
                if y >= top:
                    for x in range(left, w):
                        if all(abs(line[x * bpp + k] - want[k]) <= 8 for k in range(3)): count += 1
                prev = line
            print(count)
            """
        let result = try FlareProcess.runTool(
            "/usr/bin/python3",
            [
                "-c", script, file.path, "\(rgb.0)", "\(rgb.1)", "\(rgb.2)",
                "\(left)", "\(top)",
            ])
        return Int(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }

    static var headless: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        environment["DBUS_SESSION_BUS_ADDRESS"] = "disabled:"
        return environment
    }

    /// A rocket's picture waits for its first card (white, on the canvas right of the sidebar and under the header
    /// bar: nothing else there is pure white), or for the block a link asks for; it used to show the empty stage.
    @Test func aRocketsPictureShowsItsFirstCardOrTheBlockAskedFor() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("rocket.png"), jumped = folder.appendingPathComponent("ready.png")
        let result = try FlareProcess.run(
            ["open", "flare://rocket/first-flight", "--screenshot", first.path], environment: Self.headless)
        #expect(result.status == 0, "\(result.stderr)")
        let card = try Self.pixels(first, near: (255, 255, 255), left: 240, top: 60)
        #expect(card > 10_000, "the first card is in the picture: \(card) white pixels")
        let block = try FlareProcess.run(
            ["open", "flare://rocket/first-flight?block=ready", "--screenshot", jumped.path],
            environment: Self.headless)
        #expect(block.status == 0, "\(block.stderr)")
        #expect(
            try Self.pixels(jumped, near: (255, 255, 255), left: 240, top: 60) > 10_000, "the 'ready' card is drawn")
        #expect(try Data(contentsOf: first) != Data(contentsOf: jumped), "another block, another picture")
    }

    /// A spec with errors: the picture of the window with its error banner is written at once (it used to wait 30 s
    /// and write nothing), the errors are printed, and the exit status is 1.
    @Test func aSpecWithErrorsIsPicturedWithItsBannerAtOnceAndExits1() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = Fixtures.examples.appendingPathComponent("broken/broken.yaml").path
        let out = folder.appendingPathComponent("broken.png")
        let start = Date()
        let result = try FlareProcess.run(["open", broken, "--screenshot", out.path], environment: Self.headless)
        let seconds = Date().timeIntervalSince(start)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(seconds < 15, "at once, not after the 30 s timeout: \(seconds) s")
        #expect(result.stderr.contains("broken.yaml:9:7: error: unknown key 'titelFont'"), "\(result.stderr)")
        #expect(
            result.stderr.contains("has 7 errors; the screenshot \(out.path) shows the window with its error banner"),
            "\(result.stderr)")
        let data = try Data(contentsOf: out)
        let got = try #require(ExportCommandTests.pngSize(data))
        #expect(got.width == 1280 && got.height == 760, "\(got)")
        // The banner's red (libadwaita's error colour) fills the top of the canvas.
        let red = try Self.pixels(out, near: (192, 28, 40), left: 240, top: 60)
        #expect(red > 50_000, "the error banner is in the picture: \(red) red pixels")
    }

    @Test func itWritesAPictureOfTheWholeWindowAtTheGivenSizeHeadless() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil  // headless: flare starts its own Xvfb, as export does
        environment["WAYLAND_DISPLAY"] = nil
        environment["DBUS_SESSION_BUS_ADDRESS"] = "disabled:"
        for (size, file) in [("900x600", "small.png"), ("1280x760", "default.png")] {
            let out = folder.appendingPathComponent(file)
            let arguments =
                ["open", Self.showcase, "--screenshot", out.path] + (file == "default.png" ? [] : ["--size", size])
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
            #expect(result.stderr.contains("The value '\(bad)' is invalid for '--size <WxH>'"), "\(result.stderr)")
        }
        let missing = try FlareProcess.run(["open", Self.showcase, "--screenshot", "/no/such/folder/shot.png"])
        #expect(missing.status == 1)
        #expect(
            missing.stderr.contains(
                "cannot write the screenshot /no/such/folder/shot.png: the folder /no/such/folder does not exist"),
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
        let result = try FlareProcess.run(
            ["open", Self.showcase, "--compare", "alerts", "--screenshot", out.path],
            environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let stats = try Self.pixelStats(out)
        #expect(stats.distinct > 100, "the grid is drawn: \(stats.distinct) distinct bytes")
        let single = folder.appendingPathComponent("single.png")
        let plain = try FlareProcess.run(
            ["open", Self.showcase, "--screenshot", single.path], environment: environment)
        #expect(plain.status == 0)
        #expect(try Data(contentsOf: out) != Data(contentsOf: single), "the compare view is not the single view")
        let bad = try FlareProcess.run(["open", Self.showcase, "--compare", "colours", "--screenshot", out.path])
        #expect(bad.status == 64 || bad.status == 2, "a bad axis: \(bad.status)")
        #expect(bad.stderr.contains("'colours'") && bad.stderr.contains("--compare"), "\(bad.stderr)")
    }
}
