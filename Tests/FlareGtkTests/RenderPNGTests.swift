import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import Testing
import TestSupport

/// Flare's PNG writer: what it writes decodes (with GdkPixbuf's libpng loader) to exactly the pixels rendered.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct RenderPNGTests {
    /// Decodes PNG bytes with GdkPixbuf into straight RGBA rows.
    @MainActor func decode(_ png: Data) throws -> (width: Int, height: Int, rgba: [UInt8]) {
        let url = try Fixtures.temporaryDirectory().appendingPathComponent("decode.png")
        try png.write(to: url)
        var error: UnsafeMutablePointer<GError>?
        let pixbuf = try #require(gdk_pixbuf_new_from_file(url.path, &error))
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let w = Int(gdk_pixbuf_get_width(pixbuf)), h = Int(gdk_pixbuf_get_height(pixbuf))
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf)), channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        #expect(channels == 4)
        let pixels = gdk_pixbuf_get_pixels(pixbuf)!
        var out: [UInt8] = []
        for y in 0..<h { out += UnsafeBufferPointer(start: pixels + y * stride, count: w * 4) }
        return (w, h, out)
    }

    @Test func flaresPNGDecodesToTheRenderedPixels() async throws {
        try await onGtk {
            for alert in RenderFixtures.references.prefix(3) {
                let raster = try RenderFixtures.render(alert, scale: 2)
                let decoded = try decode(try raster.png())
                #expect(decoded.width == raster.width && decoded.height == raster.height)
                #expect(decoded.rgba == raster.rgba, "\(alert.id)")
            }
        }
    }

    @Test func everyEncoderWritesTheSamePixels() async throws {
        try await onGtk {
            let alert = RenderFixtures.plain { $0.borderCornerRadius = 14 }
            let spec = RenderFixtures.spec([alert])
            let pixels = try Exporter.pixels(
                alert, in: spec, options: .drawing(scale: 2, device: spec.stage.device), warn: { _ in })
            let reference = try decode(try EncoderComparison.png(pixels, level: 1, encoder: .flare)).rgba
            for encoder in [EncoderComparison.Encoder.libdeflate, .zlib, .gdkPixbuf, .gdkTexture] {
                let other = try decode(try EncoderComparison.png(pixels, level: 1, encoder: encoder)).rgba
                // gdk-texture un-premultiplies with its own rounding: allow ±1 on partly transparent pixels.
                let worst = zip(reference, other).map { abs(Int($0) - Int($1)) }.max() ?? 0
                #expect(worst <= 1, "\(encoder)")
            }
        }
    }

    @Test func crc32MatchesTheStandardCheckValue() async throws {
        try await onGtk {
            #expect(PNGEncoder.crc32(Data("123456789".utf8)) == 0xCBF4_3926)
        }
    }
}

/// The pixel fingerprint `flare test` skips unchanged images by: every visible byte counts, row padding does not.
struct PixelFingerprintTests {
    @Test func oneChangedByteChangesItAndPaddingDoesNot() {
        let (w, h, stride) = (5, 3, 24)  // 20 visible bytes per row, 4 of padding
        var bytes = [UInt8](repeating: 7, count: stride * h)
        let a = Pixels(width: w, height: h, stride: stride, scale: 1, bgra: bytes).fingerprint
        bytes[stride + 21] = 99  // padding of row 1
        #expect(Pixels(width: w, height: h, stride: stride, scale: 1, bgra: bytes).fingerprint == a)
        for offset in [0, 19, stride + 7, 2 * stride + 19] {
            var changed = bytes
            changed[offset] &+= 1
            #expect(
                Pixels(width: w, height: h, stride: stride, scale: 1, bgra: changed).fingerprint != a, "byte \(offset)")
        }
        let square = [UInt8](repeating: 7, count: 15 * 4)  // 15 pixels either way: 5 × 3 or 3 × 5
        #expect(
            Pixels(width: 5, height: 3, stride: 20, scale: 1, bgra: square).fingerprint
                != Pixels(width: 3, height: 5, stride: 12, scale: 1, bgra: square).fingerprint, "the size counts")
    }

    /// Rows wide enough for the four 8-byte lanes (two 32-byte blocks and a 12-byte tail per row): every visible
    /// byte, in the lanes or the tail, changes the fingerprint, and so does swapping two different rows.
    @Test func everyByteOfWideRowsCountsAndRowOrderToo() {
        let (w, h, stride) = (19, 4, 80)
        let bytes = (0..<(stride * h)).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        let a = Pixels(width: w, height: h, stride: stride, scale: 1, bgra: bytes).fingerprint
        var seen: Set<String> = [a]
        for y in 0..<h {
            for x in 0..<(w * 4) {
                var changed = bytes
                changed[y * stride + x] &+= 1
                seen.insert(Pixels(width: w, height: h, stride: stride, scale: 1, bgra: changed).fingerprint)
            }
        }
        #expect(seen.count == 1 + w * 4 * h, "each one-byte change gives its own fingerprint")
        var swapped = bytes
        swapped.replaceSubrange(0..<stride, with: bytes[stride..<(2 * stride)])
        swapped.replaceSubrange(stride..<(2 * stride), with: bytes[0..<stride])
        #expect(Pixels(width: w, height: h, stride: stride, scale: 1, bgra: swapped).fingerprint != a)
    }
}

/// The export's fused un-premultiply-and-filter loop writes the bytes of the general row-by-row path.
struct PNGEncoderFastPathTests {
    @Test func theFusedLoopMatchesTheGeneralPath() throws {
        var generator = SystemRandomNumberGenerator()
        for (width, height, padding) in [(1, 1, 0), (7, 5, 4), (64, 33, 12), (37, 9, 0)] {
            let stride = width * 4 + padding
            var bgra = [UInt8](repeating: 0, count: stride * height)
            for y in 0..<height {
                for x in 0..<width {
                    // Opaque, clear and translucent pixels, premultiplied as Cairo stores them, with runs of six
                    // opaque ones (the four-pixel vector path) at every offset from a row's start.
                    let a: UInt8 =
                        (x / 6 + y) % 2 == 0
                        ? 255
                        : [255, 0, UInt8.random(in: 1...254, using: &generator)][(x + y) % 3]
                    let o = y * stride + x * 4
                    for c in 0..<3 { bgra[o + c] = UInt8.random(in: 0...a, using: &generator) }
                    bgra[o + 3] = a
                }
            }
            let fused = PNGEncoder.imageData(
                premultipliedBGRA: bgra, width: width, height: height, stride: stride,
                deflate: PNGEncoder.deflate)
            let general = bgra.withUnsafeBufferPointer { src in
                PNGEncoder.imageData(width: width, height: height) { y, dst in
                    PNGEncoder.unpremultiply(src, from: y * stride, into: dst, count: width)
                }
            }
            #expect(fused == general, "\(width)×\(height)")
        }
    }
}
