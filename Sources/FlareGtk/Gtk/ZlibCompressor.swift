import CFlareShim
import CGtk
import Foundation

/// A zlib stream writer (`GZlibCompressor`, a `GConverter`). Not main-actor: the PNG encoder runs it on the
/// exporter's second thread; one compressor serves one stream, on one thread.
final class ZlibCompressor {
    private let compressor: OpaquePointer

    /// `g_zlib_compressor_new` (zlib format) at `level` 0...9.
    init(level: Int) {
        compressor = g_zlib_compressor_new(G_ZLIB_COMPRESSOR_FORMAT_ZLIB, gint(min(max(level, 0), 9)))
    }
    deinit { g_object_unref(UnsafeMutableRawPointer(compressor)) }

    /// `input` deflated to its end (`g_converter_convert` with `G_CONVERTER_INPUT_AT_END`, until finished).
    func deflate(_ input: [UInt8]) throws(GLibError) -> Data {
        var output = Data()
        var chunk = [UInt8](repeating: 0, count: max(65536, input.count / 4))
        var offset = 0
        while true {
            var read: gsize = 0, written: gsize = 0
            var error: UnsafeMutablePointer<GError>?
            let result = input.withUnsafeBufferPointer { inBuf in
                chunk.withUnsafeMutableBufferPointer { out in
                    g_converter_convert(
                        compressor, inBuf.baseAddress.map { UnsafeRawPointer($0 + offset) },
                        gsize(inBuf.count - offset), out.baseAddress, gsize(out.count),
                        G_CONVERTER_INPUT_AT_END, &read, &written, &error)
                }
            }
            if result == G_CONVERTER_ERROR { throw GLibError(taking: error) }
            offset += Int(read)
            output.append(contentsOf: chunk[0..<Int(written)])
            if result == G_CONVERTER_FINISHED { return output }
        }
    }
}
