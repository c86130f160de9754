/// Which cards appear together: what a user sees at once before they can act again.
extension RocketFlow {
    /// The shown blocks (ranges of `visible`'s indices) in the order they arrived, one range per gesture of the
    /// user's: the show's blocks, then each tap's, press's or answer's. Blocks that advance on their own (a
    /// `showNextAfter` timer, which ignores taps) join the range of the gesture before them: they come without
    /// the user doing anything, so the column they grow is what the user first sees whole.
    public var arrivals: [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0, end = 0
        for event in events {
            switch event.kind {
            case .blockAdded(let index, _): end = max(end, min(index + 1, visible.count))
            case .fired(_, _, let trigger) where trigger != .timer:
                if end > start { ranges.append(start..<end) }
                start = end
            default: break
            }
        }
        end = visible.count  // a reloaded flow's blocks without events join the last range
        if end > start { ranges.append(start..<end) }
        return ranges
    }
}
