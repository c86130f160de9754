/// `--shard i/n`: which part of the work one CI machine does. Items are dealt round-robin in their stable
/// order (alerts in spec order, variants in cross-product order), so every shard gets the same share (±1) and
/// the same items on every run, and the shards together cover every item exactly once.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// 1-based.
    public let index: Int
    public let count: Int

    public static let whole = Shard(index: 1, count: 1)

    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Parses `i/n` with 1 ≤ i ≤ n; nil otherwise.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else {
            return nil
        }
        self.init(index: i, count: n)
    }

    public var description: String { "\(index)/\(count)" }

    /// This shard's items of `items` (already in their stable order).
    public func select<T>(_ items: [T]) -> [T] {
        items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
