import FlareCore

extension Linter {
    /// One rocket in `theme`, at every state its script (or tour) reaches (step 0 is the show): each block measured once,
    /// where it first appears, as the export draws that step. Blocks the script never shows are not rendered
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
            Exporter.settle()
            panel.layout()
            let (w, h) = spec.stage.device.size
            host.allocate(stage.widget, width: w, height: h)
            let probe = try LintProbe.render(stage.widget, width: w, height: h, scale: 1)
            var m = LintMeasure(
                probe: probe, config: spec.lint, subject: .rocket(rocket.id), theme: theme, namesTheme: namesTheme)
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
        // The catalog's rows name the keys a finding points at.
        let text = PropertyCatalog.textBlock, buttonRows = PropertyCatalog.buttonBlock,
            input = PropertyCatalog.inputBlock
        let name = "block '\(block.id)'"
        let label = LintProbe.descendant(of: card, withClass: "rocket-text")
        func button(_ i: Int, _ font: RocketFont, _ part: String, _ key: String, _ at: SourceLocation) {
            guard i < buttons.count else { return }
            m.text(LintProbe.label(in: buttons[i]), color: font.color, font: font.font, part: part, key: key, at: at)
            if sizes { m.target(buttons[i], part: part, fix: "a larger '\(key)'", at: at) }
        }
        switch block.content {
        case .text(let b):
            m.text(
                label, color: b.font.color, font: b.font.font, part: name, key: text[\.font].key,
                at: at(text[\.font].key, text[\.text].key))
        case .image(let b):
            if !b.text.isEmpty {
                m.text(
                    label, color: RocketFont.text.color, font: RocketFont.text.font, part: name,
                    key: PropertyCatalog.imageBlock[\.text].key, at: at(PropertyCatalog.imageBlock[\.text].key))
            }
        case .button(let b):
            let font = buttonRows[\.font].key
            button(0, b.font, "the button of \(name)", font, at(font, buttonRows[\.title].key))
        case .doubleButton(let l, let r):
            let font = buttonRows[\.font].key
            button(0, l.font, "the left button ('\(l.title)') of \(name)", "left." + font, at("left." + font, "left"))
            button(
                1, r.font, "the right button ('\(r.title)') of \(name)", "right." + font, at("right." + font, "right"))
        case .input(let b):
            m.text(
                label, color: b.font.color, font: b.font.font, part: name, key: input[\.font].key,
                at: at(input[\.font].key, input[\.text].key))
            let style = input[\.buttonStyle].key
            button(
                0, b.buttonStyle, "the send button ('\(b.buttonTitle)') of \(name)", style,
                at(style, input[\.buttonTitle].key))
            if sizes, let area {
                m.target(
                    area, part: "the text area of \(name)", fix: "the seed's area is 100 pt tall",
                    at: at(input[\.text].key))
            }
        }
    }
}
