import CDeflate
import Foundation

/// libdeflate's zlib streams, which `flare bench export --encoder libdeflate` compares `PNGDeflate` with (exports
/// take only its CRC-32 and Adler-32). Thread-safe: compressors are pooled, and each is used by one thread at a time.
enum Deflate {
    /// `input` as a zlib stream at `level` 0...12 (1 fastest, 6 default, 9 zlib's slowest, 0 stored blocks).
    static func zlib(_ input: UnsafeRawBufferPointer, level: Int) throws -> [UInt8] {
        let level = min(max(level, 0), 12)
        guard let compressor = pool.take(level: level) ?? libdeflate_alloc_compressor(Int32(level)) else {
            throw CompressionError("could not allocate a level \(level) compressor")
        }
        defer { pool.give(compressor, level: level) }
        let bound = libdeflate_zlib_compress_bound(compressor, input.count)
        var size = 0
        let output = [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
            size = libdeflate_zlib_compress(compressor, input.baseAddress, input.count, buffer.baseAddress, bound)
            count = size
        }
        // The bound is libdeflate's own worst case, so a zero size means a bug, not a full buffer.
        guard size > 0 else { throw CompressionError("could not compress \(input.count) bytes of PNG data") }
        return output
    }

    private static let pool = Pool()

    /// Idle compressors by level (a level-1 compressor holds ~100 KB of tables; allocating one per image would
    /// fault those pages in again each time).
    // @unchecked: `idle` is guarded by `lock`.
    private final class Pool: @unchecked Sendable {
        private let lock = NSLock()
        private var idle: [Int: [OpaquePointer]] = [:]

        func take(level: Int) -> OpaquePointer? {
            lock.withLock { idle[level]?.popLast() }
        }

        func give(_ compressor: OpaquePointer, level: Int) {
            lock.withLock { idle[level, default: []].append(compressor) }
        }
    }
}
