import CDeflate
import Foundation

/// A small, fast PNG writer for export: 8-bit RGBA, every row with the `Up` filter (flat UI areas become
/// zeros), one IDAT deflated by `PNGDeflate` (an encoder for exactly such rows: 0.3 ms for a 2x alert where
/// libdeflate takes 1.6 ms and zlib 1.6 ms; BENCHMARKS.md). `gdk_texture_save_to_png` spends ~20 ms per 2x
/// alert in libpng's filter search. Pure and thread-safe: it runs on the exporter's second thread. Output is
/// byte-identical for identical pixels.
enum PNGEncoder {

    /// Encodes `height` rows of `width` straight-alpha RGBA pixels; `row(y, buffer)` writes row `y` into `buffer`.
    static func encode(width: Int, height: Int, row: (Int, UnsafeMutableBufferPointer<UInt8>) -> Void) -> Data {
        var png = signature
        png.appendChunk("IHDR", header(width: width, height: height))
        png.appendChunk("IDAT", imageData(width: width, height: height, row: row))
        png.appendChunk("IEND", Data())
        return png
    }

    static let signature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    /// The IHDR body: size, 8-bit RGBA, deflate, adaptive filtering, no interlace.
    static func header(width: Int, height: Int) -> Data {
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, 6, 0, 0, 0])
        return header
    }

    /// The zlib stream of the filtered rows (an IDAT body; the animated PNG writer puts it in fdAT chunks too).
    static func imageData(width: Int, height: Int, row: (Int, UnsafeMutableBufferPointer<UInt8>) -> Void) -> Data {
        let rowBytes = width * 4
        var filtered = [UInt8](repeating: 0, count: height * (rowBytes + 1))
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var current = [UInt8](repeating: 0, count: rowBytes)
        filtered.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                current.withUnsafeMutableBufferPointer { row(y, $0) }
                let base = y * (rowBytes + 1)
                out[base] = 2  // Up
                current.withUnsafeBufferPointer { cur in
                    previous.withUnsafeBufferPointer { prev in
                        for i in 0..<rowBytes { out[base + 1 + i] = cur[i] &- prev[i] }
                    }
                }
                swap(&previous, &current)
            }
        }
        return deflate(filtered)
    }

    /// Encodes Cairo ARGB32 pixels (premultiplied, native-endian B, G, R, A bytes), un-premultiplying per row.
    /// `deflate`: the zlib stream writer (`PNGDeflate`; the benchmark compares libdeflate's and zlib's).
    static func encode(
        premultipliedBGRA data: [UInt8], width: Int, height: Int, stride: Int,
        deflate: ([UInt8]) throws -> Data
    ) rethrows -> Data {
        var png = signature
        png.appendChunk("IHDR", header(width: width, height: height))
        png.appendChunk(
            "IDAT",
            try imageData(
                premultipliedBGRA: data, width: width, height: height, stride: stride,
                deflate: deflate))
        png.appendChunk("IEND", Data())
        return png
    }

    /// `imageData` of Cairo ARGB32 pixels in one pass per row: each pixel un-premultiplied (as `unpremultiply`)
    /// and `Up`-filtered against the row above, which is kept straight in `above`. The export's hot loop: the same
    /// bytes as `imageData(width:height:level:row:)` with `unpremultiply`, without the row copies.
    static func imageData(
        premultipliedBGRA data: [UInt8], width: Int, height: Int, stride: Int,
        deflate: ([UInt8]) throws -> Data
    ) rethrows -> Data {
        let rowBytes = width * 4
        var filtered = [UInt8](repeating: 0, count: height * (rowBytes + 1))
        var above = [UInt8](repeating: 0, count: rowBytes)
        data.withUnsafeBufferPointer { src in
            filtered.withUnsafeMutableBufferPointer { out in
                above.withUnsafeMutableBufferPointer { prev in
                    guard let source = src.baseAddress, let output = out.baseAddress, let last = prev.baseAddress else {
                        return
                    }
                    for y in 0..<height {
                        var i = source + y * stride
                        var o = output + y * (rowBytes + 1)
                        o.pointee = 2  // Up
                        o += 1
                        var p = last
                        var x = 0
                        while x < width {
                            // Four opaque pixels at a time (most of an alert): R and B swapped within each 32-bit
                            // pixel, then the bytes minus the row above's, as one 16-byte vector.
                            if x + 4 <= width {
                                let v = UnsafeRawPointer(i).loadUnaligned(as: SIMD4<UInt32>.self)
                                if all(v .>= 0xFF00_0000) {
                                    let rgba = (v & 0xFF00_FF00) | ((v &>> 16) & 0xFF) | ((v & 0xFF) &<< 16)
                                    let straight = unsafeBitCast(rgba, to: SIMD16<UInt8>.self)
                                    let up = UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt8>.self)
                                    UnsafeMutableRawPointer(o).storeBytes(of: straight &- up, as: SIMD16<UInt8>.self)
                                    UnsafeMutableRawPointer(p).storeBytes(of: straight, as: SIMD16<UInt8>.self)
                                    i += 16; o += 16; p += 16; x += 4
                                    continue
                                }
                            }
                            let a = i[3]
                            let (r, g, b) = straight(i[2], i[1], i[0], alpha: a)
                            o[0] = r &- p[0]; o[1] = g &- p[1]; o[2] = b &- p[2]; o[3] = a &- p[3]
                            p[0] = r; p[1] = g; p[2] = b; p[3] = a
                            i += 4; o += 4; p += 4; x += 1
                        }
                    }
                }
            }
        }
        return try deflate(filtered)
    }

    /// One row of Cairo ARGB32 to straight RGBA.
    static func unpremultiply(
        _ src: UnsafeBufferPointer<UInt8>, from start: Int, into dst: UnsafeMutableBufferPointer<UInt8>,
        count: Int
    ) {
        var i = start, o = 0
        for _ in 0..<count {
            let a = src[i + 3]
            (dst[o], dst[o + 1], dst[o + 2]) = straight(src[i + 2], src[i + 1], src[i], alpha: a)
            dst[o + 3] = a
            i += 4
            o += 4
        }
    }

    /// One premultiplied pixel's colour made straight, rounded: opaque and clear pixels take the fast ways.
    @inline(__always)
    static func straight(_ r: UInt8, _ g: UInt8, _ b: UInt8, alpha a: UInt8) -> (UInt8, UInt8, UInt8) {
        if a == 255 { return (r, g, b) }
        if a == 0 { return (0, 0, 0) }
        let af = UInt32(a), half = af / 2
        return (
            UInt8(min(255, (UInt32(r) * 255 + half) / af)), UInt8(min(255, (UInt32(g) * 255 + half) / af)),
            UInt8(min(255, (UInt32(b) * 255 + half) / af))
        )
    }

    /// A zlib stream of `input` (`PNGDeflate`).
    static func deflate(_ input: [UInt8]) -> Data {
        Data(input.withUnsafeBytes { PNGDeflate.zlib($0) })
    }

    /// The PNG (zlib) CRC-32 of `bytes`.
    static func crc32(_ bytes: Data, continuing crc: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBytes { libdeflate_crc32(crc, $0.baseAddress, $0.count) }
    }
}

/// PNG chunk writing (also used by tests that craft PNGs).
extension Data {
    mutating func appendBigEndian(_ v: UInt32) {
        append(contentsOf: [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)])
    }

    mutating func appendChunk(_ type: String, _ body: Data) {
        let type = Data(type.utf8)
        appendBigEndian(UInt32(body.count))
        append(type)
        append(body)
        appendBigEndian(PNGEncoder.crc32(body, continuing: PNGEncoder.crc32(type)))
    }
}
