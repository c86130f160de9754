/// How wide the window's side panes are drawn (the sidebar, the source pane, the inspector) so the stage keeps at
/// least `stageShare` of the window: each pane is drawn at the width the user left it (`preferred`) while that
/// leaves the stage its share; past that, the panes shrink together, each in proportion to how far it is above its
/// minimum, down to their minimums. Only then does the stage get less (a window too narrow for every pane's
/// minimum). The preferred widths are not changed: a wider window gives the panes their widths back.
public enum PaneFit {
    /// One shown pane: the width the user left it and the narrowest it is drawn at (both pixels).
    public struct Pane: Sendable, Equatable {
        public var preferred: Int
        public var minimum: Int

        public init(preferred: Int, minimum: Int) {
            self.preferred = max(preferred, minimum)
            self.minimum = minimum
        }
    }

    /// The least part of the window's width the stage keeps while the panes can still shrink.
    public static let stageShare = 0.5

    /// The widths of `panes` (in order) in a window `window` pixels wide, `dividers` of it taken by the panes'
    /// handles.
    public static func widths(of panes: [Pane], window: Int, dividers: Int = 0) -> [Int] {
        let room = window - dividers - Int((Double(window) * stageShare).rounded(.up))
        let preferred = panes.reduce(0) { $0 + $1.preferred }
        guard preferred > room else { return panes.map(\.preferred) }
        let slack = panes.reduce(0) { $0 + ($1.preferred - $1.minimum) }
        let excess = min(preferred - room, slack)
        guard slack > 0 else { return panes.map(\.minimum) }
        // Each pane gives up its share of the excess (rounded down), the last pixels taken from the widest slacks.
        var widths = panes.map { pane in
            pane.preferred - (pane.preferred - pane.minimum) * excess / slack
        }
        var left = widths.reduce(0, +) - (preferred - excess)
        let slacks = panes.map { $0.preferred - $0.minimum }
        let bySlack = panes.indices.sorted { slacks[$0] > slacks[$1] }
        for index in bySlack where left > 0 && widths[index] > panes[index].minimum {
            widths[index] -= 1
            left -= 1
        }
        return widths
    }
}
