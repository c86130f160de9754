import CDeflate

/// A fast zlib (RFC 1950) / DEFLATE (RFC 1951) encoder tuned for PNG image rows after the `Up` filter.
///
/// Filtered alert images are mostly long runs of zero bytes with some text and edge detail. The
/// greedy matcher therefore first tries distance 4 (the previous pixel) and distance 1, extending
/// those matches sixteen bytes at a time, and only then consults a small single-entry hash table.
/// Positions inside matches are not hashed, which is what makes general-purpose encoders slow on
/// flat images. Tokens are written as dynamic Huffman blocks, or as fixed or stored blocks when those
/// are smaller, so incompressible data grows by a few bytes per 32 K only. Every call allocates its
/// own buffers and there is no shared mutable state, so the encoder may run on any thread. On 2x
/// alerts it takes about 0.3 ms per image where libdeflate level 2 takes 1.6 ms, for 3% more bytes.
enum PNGDeflate {
    /// The number of tokens collected before a block is written. Tests use it to cross block boundaries.
    static let blockTokens = 1 << 15
    /// The hash table has `1 << hashBits` entries of 4 bytes, which keeps it in the L2 cache.
    static let hashBits = 14
    static let maxDistance = 32768, minMatch = 4, maxMatch = 258

    /// Compresses `input` into a complete zlib stream: header, deflate blocks and Adler-32 trailer.
    /// `forceDynamic` makes every block dynamic, so that tests can check tiny Huffman codes.
    static func zlib(_ input: UnsafeRawBufferPointer, forceDynamic: Bool = false) -> [UInt8] {
        let n = input.count
        precondition(n < Int(Int32.max), "PNGDeflate keeps input positions in 32 bits")
        // Stored blocks bound the output: 5 bytes per chunk or block, plus the header, the trailer
        // and the eight bytes past its position that the bit writer may touch. Forced dynamic blocks
        // have no such bound: allow 9 bits per byte and a 320-byte header per block.
        let forced = forceDynamic ? n / 8 + 320 * (n / blockTokens + 1) : 0
        let capacity = n + 6 * (n / 16384 + 4) + 64 + forced
        // The stream is copied out at its exact size, so kept results do not hold input-sized memory.
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { scratch.deallocate() }
        var writer = BitWriter(out: scratch)
        writer.put(0x0178, 16)  // CMF 0x78: deflate with a 32 KB window; FLG 0x01: fastest, check bits.
        compress(input.baseAddress?.assumingMemoryBound(to: UInt8.self), n, forceDynamic, &writer)
        writer.alignToByte()
        let adler = UInt32(truncatingIfNeeded: libdeflate_adler32(1, input.baseAddress, n))
        writer.put(UInt64(adler.byteSwapped), 32)  // Big-endian, as RFC 1950 requires.
        writer.flush()
        return Array(UnsafeBufferPointer(start: scratch, count: writer.pos))
    }

    @inline(__always) static func load32(_ p: UnsafePointer<UInt8>, _ i: Int) -> UInt32 {
        UInt32(littleEndian: UnsafeRawPointer(p + i).loadUnaligned(as: UInt32.self))
    }
    @inline(__always) static func load64(_ p: UnsafePointer<UInt8>, _ i: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self))
    }

    /// Returns how many bytes starting at `a` equal those starting at the earlier `b`, up to `limit`.
    /// It compares eight bytes per load and finds the first difference from the xor's trailing zeros.
    @inline(__always) static func extend(_ p: UnsafePointer<UInt8>, _ a: Int, _ b: Int, _ limit: Int) -> Int {
        var len = 0
        while len &+ 16 <= limit {
            let x = load64(p, a &+ len) ^ load64(p, b &+ len)
            let y = load64(p, a &+ len &+ 8) ^ load64(p, b &+ len &+ 8)
            if x | y != 0 { return len &+ (x != 0 ? x.trailingZeroBitCount : 64 &+ y.trailingZeroBitCount) >> 3 }
            len &+= 16
        }
        if len &+ 8 <= limit {
            let x = load64(p, a &+ len) ^ load64(p, b &+ len)
            if x != 0 { return len &+ x.trailingZeroBitCount >> 3 }
            len &+= 8
        }
        if limit >= 8 {
            // The last eight bytes before the limit overlap bytes already found equal, so the first
            // difference among them is the end of the match.
            let end = limit &- 8
            let x = load64(p, a &+ end) ^ load64(p, b &+ end)
            return x == 0 ? limit : end &+ x.trailingZeroBitCount >> 3
        }
        while len < limit && p[a &+ len] == p[b &+ len] { len &+= 1 }
        return len
    }

    /// Runs greedy LZ77 over the input and writes a block every `blockTokens` tokens.
    ///
    /// A token packs the literal/length index (a byte, or 256 + length - 3) in bits 0-8, the distance
    /// symbol in bits 9-13 (31 for a literal) and the distance's extra bits from bit 14. Symbol
    /// frequencies are counted here, so the block writer makes a single pass over the tokens.
    static func compress(_ src: UnsafePointer<UInt8>?, _ n: Int, _ forceDynamic: Bool, _ w: inout BitWriter) {
        let tokens = UnsafeMutablePointer<UInt32>.allocate(capacity: blockTokens)
        defer { tokens.deallocate() }
        let freq = UnsafeMutablePointer<UInt32>.allocate(capacity: 286 + 32)  // Distances from index 286.
        defer { freq.deallocate() }
        freq.initialize(repeating: 0, count: 286 + 32)
        let table = UnsafeMutablePointer<Int32>.allocate(capacity: 1 << hashBits)
        defer { table.deallocate() }
        table.initialize(repeating: Int32.min / 2, count: 1 << hashBits)  // Too far away to match.
        var count = 0, blockStart = 0, i = 0
        guard let p = src, n > 0 else {
            return writeBlock(tokens, 0, freq, nil, 0, 0, final: true, forceDynamic, &w)
        }
        let shift = UInt32(32 - hashBits)
        while i < n {
            var length = 0, distance = 0
            if i &+ minMatch <= n {
                let limit = min(maxMatch, n &- i)
                let cur = load32(p, i)
                if i >= 4 && cur == load32(p, i &- 4) {
                    length = 4 &+ extend(p, i &+ 4, i, limit &- 4)
                    distance = 4
                } else if i >= 1 && cur == load32(p, i &- 1) {
                    length = 4 &+ extend(p, i &+ 4, i &+ 3, limit &- 4)
                    distance = 1
                } else {
                    let h = Int((cur &* 2_654_435_761) >> shift)
                    let candidate = Int(table[h])
                    table[h] = Int32(truncatingIfNeeded: i)
                    if i &- candidate <= maxDistance && load32(p, candidate) == cur {
                        length = 4 &+ extend(p, i &+ 4, candidate &+ 4, limit &- 4)
                        distance = i &- candidate
                    }
                }
            }
            if length >= minMatch {
                let ls = lengthSymbol(length &- 3)
                let ds = distanceSymbol(distance &- 1)
                freq[257 &+ ls.symbol] &+= 1
                freq[286 &+ ds.symbol] &+= 1
                tokens[count] = UInt32(253 &+ length) | UInt32(ds.symbol) << 9 | UInt32(ds.extra) << 14
                i &+= length
                // Hash one position near the end of the match, so that a repeat of its tail is found.
                if i &+ 2 <= n && i >= 2 &+ minMatch {
                    table[Int((load32(p, i &- 2) &* 2_654_435_761) >> shift)] = Int32(truncatingIfNeeded: i &- 2)
                }
            } else {
                let byte = p[i]
                freq[Int(byte)] &+= 1
                tokens[count] = UInt32(byte) | 31 << 9
                i &+= 1
            }
            count &+= 1
            if count == blockTokens {
                writeBlock(tokens, count, freq, p, blockStart, i, final: i == n, forceDynamic, &w)
                if i == n { return }
                freq.update(repeating: 0, count: 286 + 32)
                count = 0
                blockStart = i
            }
        }
        writeBlock(tokens, count, freq, p, blockStart, n, final: true, forceDynamic, &w)
    }

    /// Maps a match length minus 3 (0...255) to its length symbol minus 257, extra bit count and value.
    @inline(__always) static func lengthSymbol(_ l: Int) -> (symbol: Int, bits: Int, extra: Int) {
        if l < 8 { return (l, 0, 0) }
        if l == 255 { return (28, 0, 0) }  // Length 258 has its own symbol, 285.
        let top = Int.bitWidth &- 1 &- l.leadingZeroBitCount
        return (4 &* (top &- 1) &+ (l >> (top &- 2)) & 3, top &- 2, l & ((1 << (top &- 2)) &- 1))
    }

    /// Maps a distance minus 1 (0...32767) to its distance symbol, extra bit count and value.
    @inline(__always) static func distanceSymbol(_ d: Int) -> (symbol: Int, bits: Int, extra: Int) {
        if d < 4 { return (d, 0, 0) }
        let top = Int.bitWidth &- 1 &- d.leadingZeroBitCount
        return (2 &* top &+ (d >> (top &- 1)) & 1, top &- 1, d & ((1 << (top &- 1)) &- 1))
    }

    static func fixedLitLength(_ s: Int) -> UInt8 { s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8 }

    /// Writes one block holding `count` tokens that cover input bytes `start..<end`, choosing the
    /// smallest of a dynamic Huffman, a fixed Huffman and a stored encoding from exact bit counts.
    static func writeBlock(
        _ tokens: UnsafePointer<UInt32>, _ count: Int, _ freq: UnsafePointer<UInt32>, _ src: UnsafePointer<UInt8>?,
        _ start: Int, _ end: Int, final: Bool, _ forceDynamic: Bool, _ w: inout BitWriter
    ) {
        var litFreq = Array(UnsafeBufferPointer(start: freq, count: 286))
        litFreq[256] = 1  // End of block.
        let distFreq = Array(UnsafeBufferPointer(start: freq + 286, count: 30))
        var extraBits = 0
        for s in 8..<28 { extraBits += Int(litFreq[257 + s]) * (s / 4 - 1) }
        for s in 4..<30 { extraBits += Int(distFreq[s]) * (s / 2 - 1) }
        let header = DynamicHeader(litFreq: litFreq, distFreq: distFreq)
        var fixedBits = 3 + extraBits
        for s in 0..<286 { fixedBits += Int(litFreq[s]) * Int(fixedLitLength(s)) }
        for s in 0..<30 { fixedBits += Int(distFreq[s]) * 5 }
        let dynamicBits = header.bits + extraBits
        let storedBits = 10 + ((end - start) / 65535 + 1) * 40 + (end - start) * 8
        let bfinal: UInt64 = final ? 1 : 0
        if !forceDynamic && storedBits < min(dynamicBits, fixedBits) {
            var offset = start
            repeat {  // Stored blocks hold at most 65535 bytes each.
                let chunk = min(65535, end - offset)
                w.put(offset + chunk == end ? bfinal : 0, 3)
                w.alignToByte()
                w.put(UInt64(chunk) | UInt64(~chunk & 0xFFFF) << 16, 32)
                if chunk > 0 { (w.out + w.pos).update(from: src! + offset, count: chunk) }
                w.pos += chunk
                offset += chunk
            } while offset < end
            return
        }
        let codes: HuffmanCodes
        if !forceDynamic && fixedBits <= dynamicBits {
            w.put(bfinal | 1 << 1, 3)
            codes = HuffmanCodes.fixed
        } else {
            w.put(bfinal | 2 << 1, 3)
            header.write(&w)
            codes = header.codes
        }
        // Entries hold the bits to write from bit 16 (with a length's extra bits), the code length in
        // bits 8-15 and the total bit count (with a distance's extra bits) in bits 0-7. Distance slots
        // 30 and 31 stay zero, so a literal's token writes no distance bits and needs no branch.
        let table = UnsafeMutablePointer<UInt64>.allocate(capacity: 512 + 32)
        defer { table.deallocate() }
        table.initialize(repeating: 0, count: 512 + 32)
        for s in 0..<256 { table[s] = UInt64(codes.lit[s] & 0xFFFF) << 16 | UInt64(codes.lit[s] >> 16) }
        for l in 0..<256 {
            let ls = lengthSymbol(l)
            let c = codes.lit[257 + ls.symbol], cl = Int(c >> 16)
            table[256 + l] = (UInt64(c & 0xFFFF) | UInt64(ls.extra) << cl) << 16 | UInt64(cl + ls.bits)
        }
        for d in 0..<30 {
            let c = UInt64(codes.dist[d])
            table[512 + d] = (c & 0xFFFF) << 16 | (c >> 16) << 8 | (c >> 16) + UInt64(d < 4 ? 0 : d / 2 - 1)
        }
        // A token takes at most 48 bits and at most 7 bits are pending, so storing eight bytes after
        // every token keeps the 64-bit buffer from overflowing without a branch.
        w.flush()
        var buffer = w.buffer, bitCount = UInt64(w.bitCount), pos = w.pos
        let out = w.out
        for k in 0..<count {
            let t = tokens[k]
            let e = table[Int(t & 0x1FF)]
            let d = table[512 &+ Int(t >> 9 & 0x1F)]
            let distanceBits = d &>> 16 | UInt64(t >> 14) &<< (d &>> 8 & 0xFF)
            buffer |= (e &>> 16 | distanceBits &<< (e & 0xFF)) &<< bitCount
            bitCount &+= e & 0xFF &+ d & 0xFF
            UnsafeMutableRawPointer(out + pos).storeBytes(of: buffer.littleEndian, as: UInt64.self)
            pos &+= Int(bitCount &>> 3)
            buffer = buffer &>> (bitCount & ~7)
            bitCount &= 7
        }
        (w.buffer, w.bitCount, w.pos) = (buffer, Int(bitCount), pos)
        w.put(UInt64(codes.lit[256] & 0xFFFF), Int(codes.lit[256] >> 16))
    }

    /// Writes bits least-significant first through a 64-bit buffer, storing eight bytes at a time.
    /// The destination must have eight bytes of slack past the last byte written.
    struct BitWriter {
        let out: UnsafeMutablePointer<UInt8>
        var pos = 0
        var buffer: UInt64 = 0
        var bitCount = 0

        /// Appends the low `count` bits of `bits` (at most 32 bits; the bits above must be zero).
        @inline(__always) mutating func put(_ bits: UInt64, _ count: Int) {
            buffer |= bits &<< UInt64(bitCount)
            bitCount &+= count
            if bitCount >= 32 { flush() }
        }

        /// Stores every complete byte of the buffer; at most seven bits stay pending.
        @inline(__always) mutating func flush() {
            UnsafeMutableRawPointer(out + pos).storeBytes(of: buffer.littleEndian, as: UInt64.self)
            pos &+= bitCount >> 3
            buffer = buffer &>> UInt64(bitCount & ~7)  // At most 63 bits are pending, so this is exact.
            bitCount &= 7
        }

        /// Pads with zero bits to the next byte boundary, as stored blocks and the trailer need.
        mutating func alignToByte() {
            bitCount = (bitCount + 7) & ~7
            flush()
        }
    }

    /// Canonical Huffman codes; each entry holds the bit-reversed code in bits 0-15 and its length above.
    struct HuffmanCodes {
        var lit: [UInt32]
        var dist: [UInt32]

        static let fixed = HuffmanCodes(
            lit: canonical((0..<288).map(PNGDeflate.fixedLitLength)), dist: canonical([UInt8](repeating: 5, count: 30)))

        /// Assigns canonical codes (RFC 1951, section 3.2.2) to code lengths, reversed for LSB-first output.
        static func canonical(_ lengths: [UInt8]) -> [UInt32] {
            var next = [UInt32](repeating: 0, count: 17)
            for l in lengths where l > 0 { next[Int(l) + 1] += 1 }
            for bits in 1...15 { next[bits + 1] = (next[bits] + next[bits + 1]) << 1 }
            return lengths.map { l in
                guard l > 0 else { return 0 }
                var r = next[Int(l)]
                next[Int(l)] += 1
                r = (r & 0x5555) << 1 | (r >> 1) & 0x5555
                r = (r & 0x3333) << 2 | (r >> 2) & 0x3333
                r = (r & 0x0F0F) << 4 | (r >> 4) & 0x0F0F
                r = (r & 0x00FF) << 8 | (r >> 8) & 0x00FF
                return r >> (16 - UInt32(l)) | UInt32(l) << 16
            }
        }

        /// Computes Huffman code lengths of at most `limit` bits for `freq`. At least two symbols always
        /// get a length, so every code is complete even when a block uses one symbol or none. While the
        /// optimal tree is too deep, the weights are halved (staying non-zero) and the tree is rebuilt;
        /// equal weights give a depth of at most 9 for 286 symbols, so this always ends.
        static func lengths(_ freq: [UInt32], limit: Int) -> [UInt8] {
            var result = [UInt8](repeating: 0, count: freq.count)
            let symbols = freq.indices.filter { freq[$0] > 0 }
            if symbols.count < 2 {
                let a = symbols.first ?? 0
                result[a] = 1
                result[a == 0 ? 1 : 0] = 1
                return result
            }
            var weights = symbols.map { UInt64(freq[$0]) }
            let m = symbols.count
            while true {
                // Two-queue construction: leaves sorted by weight, then internal nodes in creation order.
                let order = (0..<m).sorted { (weights[$0], $0) < (weights[$1], $1) }
                var weight = order.map { weights[$0] } + [UInt64](repeating: 0, count: m - 1)
                var parent = [Int](repeating: 0, count: 2 * m - 1)
                var leaf = 0, inner = m
                for k in m..<(2 * m - 1) {
                    for _ in 0..<2 {
                        let takeLeaf = leaf < m && (inner >= k || weight[leaf] <= weight[inner])
                        let node = takeLeaf ? leaf : inner
                        if takeLeaf { leaf += 1 } else { inner += 1 }
                        weight[k] += weight[node]
                        parent[node] = k
                    }
                }
                var depth = [Int](repeating: 0, count: 2 * m - 1)
                for k in stride(from: 2 * m - 3, through: 0, by: -1) { depth[k] = depth[parent[k]] + 1 }
                if depth[0..<m].max()! <= limit {
                    for k in 0..<m { result[symbols[order[k]]] = UInt8(depth[k]) }
                    return result
                }
                weights = weights.map { ($0 + 1) >> 1 }
            }
        }
    }

    /// The header of a dynamic block: the codes, their run-length coded lengths and the block's size.
    struct DynamicHeader {
        static let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        let codes: HuffmanCodes
        let hlit: Int, hdist: Int, hclen: Int, bits: Int  // The block's size without extra bits.
        /// The run-length coded code lengths: the symbol (0-18) in the low byte, its extra value above.
        let runs: [UInt16]
        let clLengths: [UInt8]

        init(litFreq: [UInt32], distFreq: [UInt32]) {
            let litLengths = HuffmanCodes.lengths(litFreq, limit: 15)
            let distLengths = HuffmanCodes.lengths(distFreq, limit: 15)
            codes = HuffmanCodes(lit: HuffmanCodes.canonical(litLengths), dist: HuffmanCodes.canonical(distLengths))
            hlit = max(257, (litLengths.lastIndex { $0 > 0 } ?? 0) + 1)
            hdist = max(1, (distLengths.lastIndex { $0 > 0 } ?? 0) + 1)
            // Literal/length and distance lengths form one sequence, so runs may cross between them.
            let sequence = Array(litLengths[0..<hlit] + distLengths[0..<hdist])
            var clFreq = [UInt32](repeating: 0, count: 19)
            var runs: [UInt16] = []
            func emit(_ symbol: Int, _ extra: Int = 0) {
                runs.append(UInt16(symbol | extra << 8))
                clFreq[symbol] += 1
            }
            var i = 0
            while i < sequence.count {
                let v = sequence[i]
                var run = 1
                while i + run < sequence.count && sequence[i + run] == v { run += 1 }
                i += run
                if v == 0 {  // 18 repeats a zero 11-138 times, 17 repeats it 3-10 times.
                    while run >= 11 { let c = min(run, 138); emit(18, c - 11); run -= c }
                    if run >= 3 { emit(17, run - 3); run = 0 }
                } else {  // 16 repeats the previous length 3-6 times.
                    emit(Int(v)); run -= 1
                    while run >= 3 { let c = min(run, 6); emit(16, c - 3); run -= c }
                }
                while run > 0 { emit(Int(v)); run -= 1 }
            }
            let clLengths = HuffmanCodes.lengths(clFreq, limit: 7)
            hclen = max(4, (DynamicHeader.order.lastIndex { clLengths[$0] > 0 } ?? 0) + 1)
            var total = 3 + 14 + 3 * hclen
            for r in runs { total += Int(clLengths[Int(r & 0xFF)]) + DynamicHeader.extraBits(Int(r & 0xFF)) }
            for s in 0..<286 { total += Int(litFreq[s]) * Int(litLengths[s]) }
            for s in 0..<30 { total += Int(distFreq[s]) * Int(distLengths[s]) }
            (self.runs, self.clLengths, bits) = (runs, clLengths, total)
        }

        /// The number of extra bits after a code-length symbol: 2, 3 and 7 for the repeat codes 16-18.
        static func extraBits(_ symbol: Int) -> Int { symbol < 16 ? 0 : symbol == 16 ? 2 : symbol == 17 ? 3 : 7 }

        /// Writes HLIT, HDIST, HCLEN, the code-length code's lengths and the run-length coded lengths.
        func write(_ w: inout BitWriter) {
            w.put(UInt64(hlit - 257) | UInt64(hdist - 1) << 5 | UInt64(hclen - 4) << 10, 14)
            for k in 0..<hclen { w.put(UInt64(clLengths[DynamicHeader.order[k]]), 3) }
            let clCodes = HuffmanCodes.canonical(clLengths)
            for r in runs {
                let s = Int(r & 0xFF)
                w.put(UInt64(clCodes[s] & 0xFFFF), Int(clCodes[s] >> 16))
                w.put(UInt64(r >> 8), DynamicHeader.extraBits(s))
            }
        }
    }
}
