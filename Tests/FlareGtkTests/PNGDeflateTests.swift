import CDeflate
import FlareCore
import Testing

@testable import FlareGtk

/// Tests for `PNGDeflate`: every output is decoded with libdeflate's zlib decompressor, which checks
/// the zlib header, the deflate blocks and the Adler-32 trailer, and compared with the input.
struct PNGDeflateTests {

    /// Compresses `input`, checks that libdeflate decodes it back exactly and returns the stream.
    @discardableResult
    static func roundTrip(
        _ input: [UInt8], forceDynamic: Bool = false, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> [UInt8] {
        let z = input.withUnsafeBytes { PNGDeflate.zlib($0, forceDynamic: forceDynamic) }
        let decompressor = libdeflate_alloc_decompressor()!
        defer { libdeflate_free_decompressor(decompressor) }
        var output = [UInt8](repeating: 0, count: input.count + 1)
        var actual = 0
        let result = z.withUnsafeBytes { zb in
            output.withUnsafeMutableBytes { ob in
                libdeflate_zlib_decompress(decompressor, zb.baseAddress, zb.count, ob.baseAddress, ob.count, &actual)
            }
        }
        #expect(result == LIBDEFLATE_SUCCESS, sourceLocation: sourceLocation)
        #expect(actual == input.count, sourceLocation: sourceLocation)
        #expect(Array(output.prefix(actual)) == input, sourceLocation: sourceLocation)
        return z
    }

    /// The size of libdeflate's zlib stream for `input` at `level`, as a yardstick for compression.
    static func libdeflateSize(_ input: [UInt8], level: Int32) -> Int {
        let compressor = libdeflate_alloc_compressor(level)!
        defer { libdeflate_free_compressor(compressor) }
        var output = [UInt8](repeating: 0, count: libdeflate_zlib_compress_bound(compressor, input.count))
        return input.withUnsafeBytes { ib in
            output.withUnsafeMutableBytes { ob in
                libdeflate_zlib_compress(compressor, ib.baseAddress, ib.count, ob.baseAddress, ob.count)
            }
        }
    }

    /// Builds Up-filtered RGBA rows like an exported alert: flat background, a border, a shaded
    /// band and blocks of anti-aliased "glyphs" whose pixels repeat from row to row only partly.
    static func pngLikeImage(width: Int, height: Int, dark: Bool, seed: UInt64) -> [UInt8] {
        var random = SplitMix64(seed: seed)
        let background: [UInt8] = dark ? [30, 30, 34, 255] : [246, 246, 248, 255]
        let ink: [UInt8] = dark ? [235, 235, 240, 255] : [20, 20, 24, 255]
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let glyphs = (0..<64).map { _ in random.bytes(64) }  // 8x8 coverage masks
        for y in 0..<height {
            for x in 0..<width {
                var coverage = 0
                if x == 2 || y == 2 || x == width - 3 || y == height - 3 { coverage = 128 }
                if y >= height / 4 && y < height / 4 + 8 { coverage = 40 + x * 100 / width }
                let line = (y - height / 2) / 12
                if y >= height / 2 && line < 3 && x >= 16 && x < width * 3 / 4 && (y - height / 2) % 12 < 8 {
                    let glyph = glyphs[(x / 8 * 7 + line * 13) % 64]
                    let c = Int(glyph[(y % 8) * 8 + x % 8])
                    coverage = c < 120 ? 0 : c > 200 ? 255 : c
                }
                for ch in 0..<4 {
                    let b = Int(background[ch]), i = Int(ink[ch])
                    pixels[(y * width + x) * 4 + ch] = UInt8((b * (255 - coverage) + i * coverage) / 255)
                }
            }
        }
        let stride = width * 4
        var filtered = [UInt8]()
        filtered.reserveCapacity(height * (stride + 1))
        for y in 0..<height {
            filtered.append(2)  // PNG filter type Up.
            for x in 0..<stride {
                filtered.append(pixels[y * stride + x] &- (y > 0 ? pixels[(y - 1) * stride + x] : 0))
            }
        }
        return filtered
    }

    @Test("Empty, one-byte and three-byte inputs", arguments: [[], [0x42], [1, 2, 3]] as [[UInt8]])
    func tinyInputs(input: [UInt8]) {
        let z = Self.roundTrip(input)
        #expect(z.prefix(2) == [0x78, 0x01])
        Self.roundTrip(input, forceDynamic: true)
    }

    @Test("Two megabytes of zeros compress to a few kilobytes")
    func allZeros() {
        let z = Self.roundTrip([UInt8](repeating: 0, count: 2 << 20))
        #expect(z.count < 4096)
    }

    @Test("Random bytes stay valid and grow by stored-block overhead only")
    func incompressible() {
        var random = SplitMix64(seed: 1)
        let input = random.bytes(300_000)
        let z = Self.roundTrip(input)
        let blocks = input.count / min(PNGDeflate.blockTokens, 65535) + 2
        #expect(z.count <= input.count + 5 * blocks + 8)
        Self.roundTrip(Array(input.prefix(70_000)), forceDynamic: true)
    }

    @Test("PNG-like filtered images, light and dark, at three scales")
    func pngLikeImages() {
        for (k, scale) in [1, 2, 3].enumerated() {
            for dark in [false, true] {
                let input = Self.pngLikeImage(width: 170 * scale, height: 50 * scale, dark: dark, seed: UInt64(k))
                let z = Self.roundTrip(input)
                #expect(z.count * 5 < input.count)
                #expect(z.count * 10 <= Self.libdeflateSize(input, level: 1) * 13, "within 30% of libdeflate level 1")
                #expect(z == input.withUnsafeBytes { PNGDeflate.zlib($0) }, "output must be deterministic")
            }
        }
    }

    @Test("Runs and back-references that cross block boundaries")
    func blockBoundaries() {
        var random = SplitMix64(seed: 2)
        let noise = random.bytes(PNGDeflate.blockTokens - 10)
        var input = noise + [UInt8](repeating: 0, count: 100_000) + random.bytes(PNGDeflate.blockTokens)
        input += noise.prefix(5000) + [UInt8](repeating: 7, count: 70_000) + random.bytes(3)
        Self.roundTrip(input)
        Self.roundTrip(input, forceDynamic: true)
    }

    @Test("A match at distance exactly 32768 is used; one at 32769 is not")
    func maximumDistance() {
        var random = SplitMix64(seed: 3)
        let pattern = random.bytes(200)
        func input(gap: Int) -> [UInt8] { pattern + [UInt8](repeating: 0, count: gap - pattern.count) + pattern }
        let near = Self.roundTrip(input(gap: 32768))
        let far = Self.roundTrip(input(gap: 32769))
        #expect(near.count + 100 < far.count)
    }

    @Test("Repeats and runs of length 3, 4, 257, 258 and 259", arguments: [3, 4, 257, 258, 259])
    func matchLengths(length: Int) {
        var random = SplitMix64(seed: UInt64(length))
        let source = random.bytes(300)
        Self.roundTrip(source + random.bytes(50) + source.prefix(length) + random.bytes(50))
        Self.roundTrip(random.bytes(20) + [UInt8](repeating: 9, count: length) + random.bytes(20))
        Self.roundTrip([5] + [UInt8](repeating: 0, count: length))
    }

    @Test("Seeded structured inputs: runs, pixel runs, copies and noise")
    func structuredInputs() {
        for seed in 0..<200 {
            var random = SplitMix64(seed: UInt64(seed) &* 7919)
            let target = random.below(4) == 0 ? random.below(60_000) : random.below(6000)
            var input: [UInt8] = []
            while input.count < target {
                switch random.below(4) {
                case 0: input += [UInt8](repeating: UInt8(random.below(3)), count: 1 + random.below(2000))
                case 1:
                    let pixel = random.bytes(4)
                    for _ in 0..<(1 + random.below(300)) { input += pixel }
                case 2 where !input.isEmpty:
                    let distance = 1 + random.below(min(input.count, 40_000))
                    for _ in 0..<(1 + random.below(300)) { input.append(input[input.count - distance]) }
                default: input += random.bytes(1 + random.below(200))
                }
            }
            Self.roundTrip(input, forceDynamic: seed % 2 == 1)
        }
    }

    @Test("Dynamic blocks with one or two used symbols decode")
    func tinyHuffmanCodes() {
        Self.roundTrip([], forceDynamic: true)  // Only end-of-block, no distances.
        Self.roundTrip([0x41], forceDynamic: true)  // A literal and end-of-block.
        Self.roundTrip([UInt8](repeating: 7, count: 12), forceDynamic: true)  // One length, one distance.
    }

    @Test("Huffman lengths respect the limit and form complete codes")
    func huffmanLengths() {
        var fibonacci: [UInt32] = [1, 1]
        while fibonacci.count < 40 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
        let cases: [([UInt32], Int)] = [
            (fibonacci + [UInt32](repeating: 1, count: 246), 15),
            ([UInt32](repeating: 1, count: 286), 15),
            (Array(fibonacci.prefix(19)), 7),
            ([UInt32](repeating: 0, count: 19), 7),
            ([0, 0, 5] + [UInt32](repeating: 0, count: 16), 7),
            ([UInt32](repeating: 0, count: 29) + [3], 15),
        ]
        for (freq, limit) in cases {
            let lengths = PNGDeflate.HuffmanCodes.lengths(freq, limit: limit)
            #expect(lengths.allSatisfy { $0 <= limit })
            #expect(zip(freq, lengths).allSatisfy { $0.0 == 0 || $0.1 > 0 })
            let kraft = lengths.reduce(0) { $1 == 0 ? $0 : $0 + (1 << (limit - Int($1))) }
            #expect(kraft == 1 << limit)
        }
    }
}
