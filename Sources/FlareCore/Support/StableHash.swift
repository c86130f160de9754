/// 64-bit FNV-1a of the UTF-8 text: the same in every process (Swift's `Hasher` is seeded per process), so
/// it can name files (scenario state) and stylesheets (scope classes).
public func stableHash(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
}
