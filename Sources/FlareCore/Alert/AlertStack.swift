/// The DUX alert stack with Flare's rules: the visible alerts, top-most last, no duplicates, and closing an
/// alert removes *that* alert (the seed pops the last one, whichever closed). Operations cost O(n) in the
/// number of visible alerts, which is a handful.
public struct AlertStack: Sendable, Hashable {
    /// Visible alert ids, bottom first, top-most last.
    public private(set) var alerts: [String] = []

    public init() {}

    /// The most recently shown alert.
    public var top: String? { alerts.last }
    public var isEmpty: Bool { alerts.isEmpty }
    public func contains(_ id: String) -> Bool { alerts.contains(id) }

    /// Shows `id` on top; false (nothing changes) when it is already visible.
    @discardableResult
    public mutating func push(_ id: String) -> Bool {
        guard !alerts.contains(id) else { return false }
        alerts.append(id)
        return true
    }

    /// Closes `id` wherever it is in the stack; false when it is not visible (closing twice is harmless).
    @discardableResult
    public mutating func close(_ id: String) -> Bool {
        guard let index = alerts.firstIndex(of: id) else { return false }
        alerts.remove(at: index)
        return true
    }

    /// Closes every alert; returns them top-most first, the order they close in.
    @discardableResult
    public mutating func clear() -> [String] {
        defer { alerts.removeAll() }
        return alerts.reversed()
    }
}
