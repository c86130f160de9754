import FlareCore

extension Linter {
    /// One rocket in `theme`, at every state its script (or tour) reaches (step 0 is the show): each block measured
    /// once, where it first appears, as the export draws that step. Blocks the script never shows are not rendered
    /// (their font sizes and reading time are still checked).
    static func measure(
        _ rocket: RocketSpec, in spec: Spec, theme: Theme, namesTheme: Bool, sizes: Bool,
        host: RenderHost
    ) throws -> [LintFinding] {
        var measured = Set<String>()
        var closeMeasured = false
        var adopted = Set<Diagnostic>()
        // A rocket without a script is measured along its tour (`RocketTour`), as export and test draw it.
        let rocket = RocketTour.played(rocket)
        var found: [LintFinding] = []
        let fallback = rocket.location ?? SourceLocation(file: spec.file, line: 1, column: 1)
        for step in 0...rocket.script.count {
            let flow = RocketSimulation.flow(rocket, after: step)
            let last = step == rocket.script.count
            guard !flow.isDismissed, last || flow.visible.contains(where: { !measured.contains($0) }) || !closeMeasured
            else { continue }
            let stage = StageView(spec: spec, theme: theme, scale: 1)
            let panel = RocketPanel(
                rocket: rocket, device: spec.stage.device, theme: theme, scale: 1, flow: flow,
                live: false, animate: false)
            defer {
                stage.setPanel(nil)
                host.clear()
                panel.teardown()
            }
            stage.setPanel(panel.widget)
            LintProbe.hideText(under: stage.widget)
            host.put(stage.widget)
            RocketExport.settle()
            panel.layout()
            let (w, h) = spec.stage.device.size
            host.allocate(stage.widget, width: w, height: h)
            let probe = try LintProbe.render(stage.widget, width: w, height: h, scale: 1)
            var m = LintMeasure(
                probe: probe, config: spec.lint, subject: .rocket(rocket.id), theme: theme, namesTheme: namesTheme)
            m.touchAreas = spec.stage.device.systemTouchAreas
            // What the stage cuts off after the whole script, as `flare export --id ROCKET` reports it (the panel's
            // own layout findings; earlier cards leaving the top as a conversation grows is how the seed's flow reads).
            // A button title cut with "…" is cut at every step that shows its card: reported at its first.
            if sizes {
                m.adopt(
                    (last ? panel.findings : panel.titleFindings).filter { adopted.insert($0).inserted }, as: .overflow)
            }
            if let close = rocket.closeButton, let button = panel.closeButton, !closeMeasured {
                closeMeasured = true
                let at = rocket.keys["closeButton.font"] ?? rocket.keys["closeButton"] ?? fallback
                m.text(
                    LintProbe.label(in: button), color: close.font.color, font: close.font.font,
                    part: "the close button",
                    key: "closeButton.font", at: at)
                if sizes {
                    m.target(
                        button, part: "the close button", fix: "a larger 'closeButton.font'",
                        at: rocket.keys["closeButton"] ?? fallback)
                }
            }
            for (index, id) in flow.visible.enumerated() where !measured.contains(id) && index < panel.cards.count {
                guard let block = rocket.block(id) else { continue }
                measured.insert(id)
                measure(
                    block, card: panel.cards[index], buttons: panel.buttons[index],
                    area: panel.textAreas[index]?.widget,
                    into: &m, sizes: sizes, fallback: fallback)
            }
            found += m.findings
        }
        return found
    }

    private static func measure(
        _ block: RocketBlock, card: Widget, buttons: [Widget], area: Widget?,
        into m: inout LintMeasure, sizes: Bool, fallback: SourceLocation
    ) {
        func at(_ keys: String...) -> SourceLocation {
            keys.lazy.compactMap { block.keys[$0] }.first ?? block.location ?? fallback
        }
        let name = "block '\(block.id)'"
        let label = LintProbe.descendant(of: card, withClass: "rocket-text")
        // Each text the block draws in its font (the catalog's rows pair them: `RocketBlock.faces`), at its font's
        // key, else its own.
        for face in block.faces where face.isDrawn {
            let key = face.fontKey ?? face.key
            let location = at(key, face.textKey)
            guard let i = face.button else {
                m.text(label, color: face.font.color, font: face.font.font, part: name, key: key, at: location)
                continue
            }
            guard i < buttons.count else { continue }
            let part = "the \(face.buttonName ?? "button") ('\(face.text)') of \(name)"
            m.text(
                LintProbe.label(in: buttons[i]), color: face.font.color, font: face.font.font, part: part, key: key,
                at: location)
            if sizes { m.target(buttons[i], part: part, fix: "a larger '\(key)'", at: location) }
        }
        if sizes, let area {
            m.target(
                area, part: "the text area of \(name)", fix: "the seed's area is 100 pt tall",
                at: at(PropertyCatalog.inputBlock[\.text].key))
        }
    }
}
