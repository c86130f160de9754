import FlareCore

/// What the panel's layout cuts off: the column grows upwards from the avatar as blocks are added, and the table
/// clips whatever rises past its top, 20 pt below the stage's (`TableView.swift:133`); a button title (or the
/// close button's) wider than its button is cut with "…", as an alert's action title is
/// (`LayoutFinding.actionTitleCut`).
extension RocketPanel {
    /// Every finding of the last layout: the cut titles (`titleFindings`), then each card (at its block's key)
    /// that the table's top cuts off, as `layout()` last placed them (at rest after the show). Empty before
    /// the first layout. (The close header scrolls away with the cards, as in the seed: a user scrolls back to it.)
    public var findings: [Diagnostic] {
        let tolerance = AlertView.findingTolerance
        var found = titleFindings
        let fallback = rocket.location ?? SourceLocation(file: "<rocket '\(rocket.id)'>", line: 1, column: 1)
        var reported = Set<String>()
        let top = RocketGeometry.tableTop
        for (index, frame) in cardFrames.enumerated() where frame.y < top - tolerance && index < flow.visible.count {
            let id = flow.visible[index]
            // A block shown twice (a flow that loops) is reported once, for its topmost card.
            guard reported.insert(id).inserted else { continue }
            let block = rocket.blocks.first { $0.id == id }
            let hidden = min(frame.height, top - frame.y).rounded(.up)
            found.append(
                Diagnostic(
                    .warning,
                    "rocket '\(rocket.id)': the card of block '\(id)' is cut off by the top of the rocket's table "
                        + "(20 pt below the stage's): \(Int(hidden)) of its \(Int(frame.height.rounded())) pt are out "
                        + "of sight "
                        + "(the column grows up as blocks are added); shorten the texts of the blocks shown together, "
                        + "or use fewer blocks",
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
