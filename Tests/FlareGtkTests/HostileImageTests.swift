import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import Glibc
import Testing
import TestSupport

/// Images a hostile or careless spec names: bombs that declare a huge size, and files that are not files.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct HostileImageTests {
    /// A PNG of a few hundred bytes that declares `width`×`height`: a signature, an IHDR, one IDAT holding a
    /// few compressed rows of zeros, and an IEND. GdkPixbuf would allocate width×height×4 bytes for it.
    static func pngBomb(width: UInt32, height: UInt32) throws -> String {
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var ihdr = Data()
        ihdr.appendBigEndian(width)
        ihdr.appendBigEndian(height)
        ihdr.append(contentsOf: [8, 6, 0, 0, 0])  // 8-bit RGBA, deflate, no filter method, no interlace
        png.appendChunk("IHDR", ihdr)
        let rows = [UInt8](repeating: 0, count: (Int(width) * 4 + 1) * 4)
        png.appendChunk("IDAT", PNGEncoder.deflate(rows))
        png.appendChunk("IEND", Data())
        let url = try Fixtures.temporaryDirectory().appendingPathComponent("bomb.png")
        try png.write(to: url)
        return url.path
    }

    static func svg(width: Int, height: Int) throws -> String {
        let text = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 100 100">
            <rect width="100" height="100" fill="#00ff00"/></svg>
            """
        let url = try Fixtures.temporaryDirectory().appendingPathComponent("huge.svg")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func aBitmapThatDeclaresTooManyPixelsIsNeverDecoded() async throws {
        try await onGtk {
            let bomb = try Self.pngBomb(width: 60000, height: 60000)
            #expect(try Data(contentsOf: URL(fileURLWithPath: bomb)).count < 4096)
            var warnings: [String] = []
            let image = ImageLoader.load(.file(bomb), fit: .cover(300, 90), scale: 2, tint: nil) { warnings.append($0) }
            #expect(image.isPlaceholder)
            #expect(image.texture.width == 600 && image.texture.height == 180)
            #expect(warnings.count == 1)
            #expect(warnings.first?.contains("declares 60000×60000 pixels, more than the 48 MP Flare decodes") == true)
            // Just under the cap still decodes, at the drawn size (not its natural size).
            let large = try Self.pngBomb(width: 6000, height: 6000)
            let decoded = ImageLoader.load(.file(large), fit: .cover(300, 90), scale: 1, tint: nil) {
                warnings.append($0)
            }
            #expect(!decoded.isPlaceholder)
            #expect(decoded.texture.width == 300)
        }
    }

    @Test func aHugeSVGIsRenderedAtTheSizeItIsDrawn() async throws {
        try await onGtk {
            var alert = RenderFixtures.plain()
            alert.custom = .image(.file(try Self.svg(width: 30000, height: 30000)), height: 60)
            try RenderFixtures.withView(alert, scale: 2) { view, raster in
                #expect(view.warnings.isEmpty)
                let b = RenderFixtures.bounds(try #require(view.customWidget), in: view, scale: 2)
                #expect(b.height == 120)
                #expect(raster.matches(b.x + b.width / 2, b.y + 60, 0x00FF00FF), "the SVG's green fills its box")
            }
        }
    }

    @Test func aFIFOIsRefusedWithoutOpeningIt() async throws {
        try await onGtk {
            let fifo = try Fixtures.temporaryDirectory().appendingPathComponent("icon.png").path
            #expect(mkfifo(fifo, 0o600) == 0)
            var alert = RenderFixtures.plain()
            alert.icon = .file(fifo)
            alert.custom = .image(.file(fifo), height: 40)
            try RenderFixtures.withView(alert) { view, _ in
                #expect(
                    view.warnings
                        == Array(
                            repeating: "alert 'plain': image '\(fifo)' is not a regular file; drawing a placeholder",
                            count: 2))
            }
        }
    }
}
