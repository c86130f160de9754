import FlareCore

/// What the panel's layout cuts off: the column grows upwards from the avatar as blocks are added, and the table
/// clips whatever rises past its top, 20 pt below the stage's (`TableView.swift:133`); a button title (or the
/// close button's) wider than its button is cut with "…", as an alert's action title is
/// (`LayoutFinding.actionTitleCut`).
extension RocketPanel {
    /// Every finding of the last layout: the cut titles (`titleFindings`), then each card (at its block's key) that
    /// the table's top cuts off *when it appears*, at rest with the cards shown with it (`RocketFlow.arrivals`,
    /// `RocketGeometry.hiddenOnArrival`), for every gesture so far. A card newer cards pushed up later is not one:
    /// the table scrolls back to it (`scrollBack`), as does the close header. Empty before the first layout.
    public var findings: [Diagnostic] {
        var found = titleFindings
        let fallback = rocket.location ?? SourceLocation(file: "<rocket '\(rocket.id)'>", line: 1, column: 1)
        var reported = Set<String>()
        let heights = cardFrames.map(\.height)
        let cut = transcript.geometry.hiddenOnArrival(
            heights: heights, arrivals: flow.arrivals, tolerance: AlertView.findingTolerance)
        for (index, hidden) in cut where index < flow.visible.count {
            let id = flow.visible[index]
            // A block shown twice (a flow that loops) is reported once, the first time it is cut.
            guard reported.insert(id).inserted else { continue }
            let block = rocket.blocks.first { $0.id == id }
            found.append(
                Diagnostic(
                    .warning,
                    "rocket '\(rocket.id)': the card of block '\(id)' is cut off by the top of the rocket's table "
                        + "(20 pt below the stage's) when it appears: \(Int(hidden.rounded(.up))) of its "
                        + "\(Int(heights[index].rounded())) pt are out of sight (the column grows up as blocks are "
                        + "added); shorten the texts of the blocks shown together, or use fewer blocks",
                    at: block?.location ?? fallback))
        }
        return found
    }

    /// Each button title of the shown cards, and the close button's, that Pango ellipsizes at its allocated width:
    /// `rocket 'R': the right button ('No thanks') of block 'ask' needs 98 pt but its button gives it 71 pt, so it
    /// is cut off with '…'; shorten it`, at the key that writes the title (each card once, however often shown).
    public var titleFindings: [Diagnostic] {
        var found: [Diagnostic] = []
        let fallback = rocket.location ?? SourceLocation(file: "<rocket '\(rocket.id)'>", line: 1, column: 1)
        func check(_ button: Button?, _ part: String, at location: SourceLocation) {
            guard let button, let label = Label.cast(button.child), AlertView.isEllipsized(label) else { return }
            let (needed, given) = AlertView.widths(label)
            let finding = Diagnostic(
                .warning,
                "rocket '\(rocket.id)': \(part) needs \(Int(needed.rounded(.up))) pt but its "
                    + "button gives it \(Int(given.rounded(.down))) pt, so it is cut off with '…'; shorten it",
                at: location)
            if !found.contains(finding) { found.append(finding) }
        }
        if let close = rocket.closeButton {
            check(
                closeButton, "the close button's title ('\(close.title)')",
                at: rocket.keys["closeButton.title"] ?? rocket.keys["closeButton"] ?? fallback)
        }
        for (index, id) in flow.visible.enumerated() where index < buttons.count {
            guard let block = rocket.block(id) else { continue }
            func at(_ keys: String...) -> SourceLocation {
                keys.lazy.compactMap { block.keys[$0] }.first ?? block.location ?? fallback
            }
            let row = buttons[index]
            // Each text a button of the card draws (`RocketBlock.faces`): a button's title, a double button's
            // sides, an input's send button.
            for face in block.faces {
                guard let button = face.button, let name = face.buttonName else { continue }
                check(
                    button < row.count ? row[button] : nil, "the \(name) ('\(face.text)') of block '\(id)'",
                    at: at(face.key, face.textKey, "text"))
            }
        }
        return found
    }
}
