import FlareCore
import Foundation

/// The PNG writers `flare bench export --encoder` compares (see BENCHMARKS.md): Flare's own (`PNGEncoder` with
/// `PNGDeflate`, what every export writes with), the same filter with libdeflate's or GIO's zlib compressor at a
/// level, GdkPixbuf's libpng saver (`Pixbuf.png`) and `gdk_texture_save_to_png_bytes` (`Texture.png`). Only the
/// benchmark and its test use the others; they reach the exporter as an `Exporter.PNGWriter`.
public enum EncoderComparison {
    public enum Encoder: String, Sendable, Hashable, CaseIterable {
        case flare, libdeflate, zlib, gdkPixbuf = "gdk-pixbuf", gdkTexture = "gdk-texture"

        /// The level an encoder is compared at when none is given: its fastest on alert images (libdeflate 1.14's
        /// level 1 takes twice its level 2's time here); Flare's own has none.
        public var fastestLevel: Int { self == .libdeflate ? 2 : 1 }
    }

    /// The export's PNG writer for `encoder` at `level`.
    public static func writer(_ encoder: Encoder, level: Int) -> Exporter.PNGWriter {
        encoder == .flare ? .flare : Exporter.PNGWriter { pixels in try png(pixels, level: level, encoder: encoder) }
    }

    /// `pixels` as PNG bytes written by `encoder` at `level` (ignored by Flare's and GDK's texture saver).
    static func png(_ pixels: Pixels, level: Int, encoder: Encoder) throws -> Data {
        switch encoder {
        case .flare:
            return pixels.png()
        case .libdeflate:
            return try PNGEncoder.encode(
                premultipliedBGRA: pixels.bgra, width: pixels.width, height: pixels.height,
                stride: pixels.stride
            ) { rows in
                Data(try rows.withUnsafeBytes { try Deflate.zlib($0, level: level) })
            }
        case .zlib:
            return try PNGEncoder.encode(
                premultipliedBGRA: pixels.bgra, width: pixels.width, height: pixels.height,
                stride: pixels.stride
            ) { rows in
                do throws(GLibError) { return try ZlibCompressor(level: level).deflate(rows) } catch {
                    throw CompressionError("compressing PNG data: \(error.message)")
                }
            }
        case .gdkPixbuf:
            let raster = Raster(pixels)
            do throws(GLibError) {
                return try Pixbuf.png(rgba: raster.rgba, width: raster.width, height: raster.height, compression: level)
            } catch {
                throw CompressionError("encoding PNG: \(error.message)")
            }
        case .gdkTexture:
            return Texture.png(bgra: pixels.bgra, width: pixels.width, height: pixels.height, stride: pixels.stride)
        }
    }
}

/// A comparison encoder that could not compress or encode an image (zlib's, libdeflate's or GdkPixbuf's words).
public struct CompressionError: Error, CustomStringConvertible, Sendable {
    public let description: String

    init(_ description: String) { self.description = description }
}
