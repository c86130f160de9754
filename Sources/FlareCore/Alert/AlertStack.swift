/// The DUX alert stack: the visible alerts by id, top-most last, one entry per show. DUX's stack compares alert
/// *instances* (`DUXBetaAlertStackController.swift:60-63,71-74`, dji-sdk/Mobile-UXSDK-Beta-iOS @b7ad7f6) and its
/// widgets build a new alert on every show (`DUXBetaTakeOffWidget.swift:350,427,468,517`,
/// `DUXBetaNoviceModeListItemWidget.swift:153`), so the same alert shown twice is on the stack twice. Flare's rule
/// kept from before: closing an alert removes *that* alert (its top-most show), where the seed pops the last one
/// whichever closed (`DUXBetaAlertStackController.swift:82-84`). Operations cost O(n) in the number of visible
/// alerts, which is a handful.
public struct AlertStack: Sendable, Hashable {
    /// Visible alert ids, bottom first, top-most last (an id once per show).
    public private(set) var alerts: [String] = []

    public init() {}

    /// The most recently shown alert.
    public var top: String? { alerts.last }
    public var isEmpty: Bool { alerts.isEmpty }
    public func contains(_ id: String) -> Bool { alerts.contains(id) }

    /// Shows `id` on top: a new instance, even when `id` is already visible.
    public mutating func push(_ id: String) {
        alerts.append(id)
    }

    /// Closes the top-most show of `id`; false when it is not visible (closing twice is harmless).
    @discardableResult
    public mutating func close(_ id: String) -> Bool {
        guard let index = alerts.lastIndex(of: id) else { return false }
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
