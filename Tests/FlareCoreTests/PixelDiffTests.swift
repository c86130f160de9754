import FlareCore
import Testing

/// The perceptual comparison on hand-made RGBA buffers.
struct PixelDiffTests {
    /// A `width` × `height` image of one opaque colour.
    static func solid(_ width: Int, _ height: Int, _ rgb: (UInt8, UInt8, UInt8)) -> [UInt8] {
        (0..<(width * height)).flatMap { _ in [rgb.0, rgb.1, rgb.2, 255] }
    }

    static func set(_ image: inout [UInt8], _ width: Int, _ x: Int, _ y: Int, _ rgb: (UInt8, UInt8, UInt8)) {
        let k = (y * width + x) * 4
        image[k] = rgb.0; image[k + 1] = rgb.1; image[k + 2] = rgb.2; image[k + 3] = 255
    }

    @Test func identicalImagesHaveNoDifference() {
        let a = Self.solid(8, 8, (30, 120, 240))
        let result = PixelDiff().compare(a, a, width: 8, height: 8)
        #expect(result.differing == 0 && result.antialiased == 0 && result.total == 64)
    }

    @Test func aColourChangeOfABlockIsCounted() {
        let a = Self.solid(10, 10, (255, 255, 255))
        var b = a
        for y in 2..<6 { for x in 2..<6 { Self.set(&b, 10, x, y, (220, 30, 30)) } }
        let result = PixelDiff().compare(a, b, width: 10, height: 10)
        #expect(result.differing == 16)
        #expect(result.share == 0.16)
    }

    @Test func roundingNoiseBelowTheThresholdPasses() {
        let a = Self.solid(6, 6, (100, 150, 200))
        var b = a
        for i in stride(from: 0, to: b.count, by: 4) { b[i] &+= 2; b[i + 1] &-= 1 }
        #expect(PixelDiff().compare(a, b, width: 6, height: 6).differing == 0)
        #expect(
            PixelDiff(threshold: 0.001).compare(a, b, width: 6, height: 6).differing == 36,
            "the same noise counts with a near-zero threshold")
    }

    /// A black/white edge whose one anti-aliased pixel changes shade: classified as anti-aliasing.
    @Test func aChangedAntialiasedEdgePixelIsNotCounted() {
        let width = 7, height = 7
        var a = Self.solid(width, height, (255, 255, 255))
        for y in 0..<height { for x in 4..<width { Self.set(&a, width, x, y, (0, 0, 0)) } }
        for y in 0..<height { Self.set(&a, width, 3, y, (128, 128, 128)) }
        var b = a
        Self.set(&b, width, 3, 3, (40, 40, 40))
        let result = PixelDiff().compare(a, b, width: width, height: height)
        #expect(result.differing == 0)
        #expect(result.antialiased == 1)
    }

    @Test func theDiffPictureMarksDifferingPixelsRed() {
        let a = Self.solid(4, 4, (255, 255, 255))
        var b = a
        Self.set(&b, 4, 0, 0, (0, 0, 255))
        var picture = [UInt8](repeating: 0, count: a.count)
        _ = picture.withUnsafeMutableBufferPointer { PixelDiff().compare(a, b, width: 4, height: 4, diff: $0) }
        #expect(Array(picture[0..<4]) == [255, 0, 0, 255])
        #expect(picture[4] > 200 && picture[4] == picture[5], "unchanged pixels: a light grey")
    }
}
