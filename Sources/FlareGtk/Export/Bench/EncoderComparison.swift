import FlareCore
import Foundation

/// The PNG writers `flare bench export --encoder` compares (see BENCHMARKS.md): Flare's own (`PNGEncoder`, what
/// every export writes with), the same filter with GIO's zlib (`ZlibCompressor`) instead of libdeflate, GdkPixbuf's
/// libpng saver and `gdk_texture_save_to_png_bytes` (`GdkPNG`). Only the benchmark and its test use the last three;
/// they reach the exporter as an `Exporter.PNGWriter`.
public enum EncoderComparison {
    public enum Encoder: String, Sendable, Hashable, CaseIterable {
        case flare, zlib, gdkPixbuf = "gdk-pixbuf", gdkTexture = "gdk-texture"
    }

    /// The export's PNG writer for `encoder`.
    public static func writer(_ encoder: Encoder) -> Exporter.PNGWriter {
        encoder == .flare ? .flare : Exporter.PNGWriter { pixels, level in try png(pixels, level: level, encoder: encoder) }
    }

    /// `pixels` as PNG bytes written by `encoder` at zlib `level`.
    static func png(_ pixels: Pixels, level: Int, encoder: Encoder) throws -> Data {
        switch encoder {
        case .flare:
            return try pixels.png(level: level)
        case .zlib:
            return try PNGEncoder.encode(premultipliedBGRA: pixels.bgra, width: pixels.width, height: pixels.height,
                                         stride: pixels.stride, level: level) { try ZlibCompressor(level: $1).deflate($0) }
        case .gdkPixbuf:
            let raster = Raster(pixels)
            return try GdkPNG.pixbuf(rgba: raster.rgba, width: raster.width, height: raster.height, compression: level)
        case .gdkTexture:
            return GdkPNG.texture(bgra: pixels.bgra, width: pixels.width, height: pixels.height, stride: pixels.stride)
        }
    }
}
