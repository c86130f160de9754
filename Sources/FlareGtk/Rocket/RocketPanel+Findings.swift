import FlareCore

/// What the panel's layout cuts off: the column grows upwards from the avatar as blocks are added, and the stage
/// clips whatever rises past its top edge.
extension RocketPanel {
    /// A warning for each card (at its block's key) that the top of the stage cuts off, as `layout()` last placed
    /// them (at rest after the show). Empty before the first layout. (The close header is pinned at the top: never
    /// cut off.)
    public var findings: [Diagnostic] {
        let tolerance = AlertView.findingTolerance
        var found: [Diagnostic] = []
        let fallback = rocket.location ?? SourceLocation(file: "<rocket '\(rocket.id)'>", line: 1, column: 1)
        for (index, frame) in cardFrames.enumerated() where frame.y < -tolerance && index < flow.visible.count {
            let id = flow.visible[index]
            let block = rocket.blocks.first { $0.id == id }
            let hidden = min(frame.height, -frame.y).rounded(.up)
            found.append(Diagnostic(.warning, "rocket '\(rocket.id)': the card of block '\(id)' is cut off by the top of "
                + "the stage: \(Int(hidden)) of its \(Int(frame.height.rounded())) pt are out of sight (the column grows up "
                + "as blocks are added); shorten the texts of the blocks shown together, or use fewer blocks",
                at: block?.location ?? fallback))
        }
        return found
    }
}
