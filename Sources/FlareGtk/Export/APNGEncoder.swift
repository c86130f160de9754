import FlareCore
import Foundation

/// Animated PNG (APNG, the PNG extension every browser plays): `acTL`, then per frame an `fcTL` with its delay and
/// the pixels (`IDAT` for the first frame, which is also what a plain PNG viewer shows, `fdAT` after it). Every
/// frame is a whole image (offset 0, 0; dispose none; blend source), compressed like Flare's still PNGs, so the
/// output is byte-identical for identical frames.
enum APNGEncoder {
    /// `frames` (same size) shown with `delays` (seconds as fractions); plays forever (`num_plays` 0).
    static func encode(_ frames: [Raster], delays: [(numerator: UInt16, denominator: UInt16)]) throws -> Data {
        guard let first = frames.first else { throw RenderError("an animation needs at least one frame") }
        precondition(
            delays.count == frames.count && frames.allSatisfy { $0.width == first.width && $0.height == first.height })
        var png = PNGEncoder.signature
        png.appendChunk("IHDR", PNGEncoder.header(width: first.width, height: first.height))
        var control = Data()
        control.appendBigEndian(UInt32(frames.count))
        control.appendBigEndian(0)
        png.appendChunk("acTL", control)
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            var fc = Data()
            fc.appendBigEndian(sequence)
            fc.appendBigEndian(UInt32(frame.width))
            fc.appendBigEndian(UInt32(frame.height))
            fc.appendBigEndian(0)  // x offset
            fc.appendBigEndian(0)  // y offset
            let (num, den) = delays[index]
            fc.append(contentsOf: [UInt8(num >> 8), UInt8(num & 0xFF), UInt8(den >> 8), UInt8(den & 0xFF)])
            fc.append(contentsOf: [0, 0])  // dispose: none; blend: source (a frame replaces the one before, alpha too)
            png.appendChunk("fcTL", fc)
            sequence += 1
            let data = frame.compressedRows()
            if index == 0 {
                png.appendChunk("IDAT", data)
            } else {
                var fd = Data()
                fd.appendBigEndian(sequence)
                fd.append(data)
                png.appendChunk("fdAT", fd)
                sequence += 1
            }
        }
        png.appendChunk("IEND", Data())
        return png
    }
}

extension Raster {
    /// The zlib stream of this image's filtered rows (an IDAT body).
    func compressedRows() -> Data {
        let rowBytes = width * 4
        return rgba.withUnsafeBufferPointer { src in
            PNGEncoder.imageData(width: width, height: height) { y, dst in
                _ = dst.initialize(from: src[(y * rowBytes)..<((y + 1) * rowBytes)])
            }
        }
    }
}
