import FlareCore

/// A `RocketFont` row's editor: a preset by name (the drop-down), or a font and a color. The font is the alerts'
/// `FontPicker` (searchable, each family in its face, its faces pickable) with the size and weight beside it; the
/// color is the `ColorPicker` with the palette's names, the text's contrast against the card and "Add to Palette…".
/// While either picker is open the stage draws its value, nothing written (`EditPreview`); "Use" or Enter writes it,
/// one undoable edit. A preset is written as its name; a changed font or color writes `{font, color}` in the style of
/// the keys beside it (only the changed key, when the spec writes a map already).
@MainActor
final class RocketFontEditor {
    let widget: Box
    let presets: DropDown
    let family: FontPicker
    let size: SpinButton
    let weight: DropDown
    let color: ColorPicker

    init(
        _ row: PropertySheet.Row, colorWritten: String?, colorName: String?, context: PropertyEditor.Context,
        window: any PropertiesHost
    ) {
        let path = row.path
        let label = EditStep.field(row.label, at: path), rowLabel = row.label
        let current: RocketFont = if case .rocketFont(let f) = row.value { f } else { .text }
        // A written map has no scalar text: each half is its own key.
        let isMap = row.isWritten && row.written == nil
        let names = RocketFont.presets.keys.sorted()
        presets = PropertyEditor.dropDown(names, selected: isMap ? nil : current.presetName)
        if presets.selected == nil { presets.items = names + ["custom"]; presets.selected = names.count }
        presets.tooltipWhenClosed("A RocketFont preset, or custom: the font and color beside")
        family = FontPicker.forRow(current.font, context: context)
        size = SpinButton(min: 1, max: 1000, step: 1)
        size.digits = 0
        size.value = current.font.size
        let weights = FontWeight.allCases
        weight = PropertyEditor.dropDown(weights.map(\.word), selected: current.font.weight.word)
        let theme = context.theme
        // The steps writing the changed half: its own key in a map, else the whole `{font, color}`, in the style of
        // the keys beside it (block lines in a block map, one flow map among flow maps).
        let steps: @MainActor (_ font: String?, _ color: String?) -> [SpecEditor.ChainStep] = { font, color in
            if isMap {
                var steps: [SpecEditor.ChainStep] = []
                if let font { steps.append(.set(path.appending(.key("font")), font)) }
                if let color { steps.append(.set(path.appending(.key("color")), color)) }
                return steps
            }
            let fields = [
                ("font", font ?? current.font.description), ("color", color ?? ColorPicker.hex(current.color, theme)),
            ]
            return [.replaceWith(path, .map(fields.map { ($0.0, .text($0.1)) }))]
        }
        let write: @MainActor (_ font: String?, _ color: String?) -> Void = { [weak window] font, color in
            guard let window else { return }
            if isMap {
                if let font { window.edits.set(path.appending(.key("font")), to: font, named: rowLabel) }
                if let color { window.edits.set(path.appending(.key("color")), to: color, named: rowLabel + " color") }
                return
            }
            let made = steps(font, color)
            let value = [font, color].compactMap { $0 }.joined(separator: ", ")
            window.edits.perform(.change(field: label, value: value)) { editor throws(SpecEditError) in
                try editor.chain(made)
            }
        }
        color = ColorPicker(
            value: current.color, written: colorWritten, paletteName: colorName, palette: context.palette,
            tokens: context.tokens, behind: row.behind, optional: false, theme: theme
        ) { write(nil, $0) }
        // The stage draws the colour or font while its picker is open: the edit `write` makes, neither written nor
        // recorded.
        color.live = PropertyEditor.live(window.edits) { text in
            let made = steps(nil, text)
            return { editor throws(SpecEditError) in try editor.chain(made) }
        }
        family.live = PropertyEditor.live(window.edits) { text in
            let made = steps(text, nil)
            return { editor throws(SpecEditError) in try editor.chain(made) }
        }
        if let spec = context.spec {
            color.offerPalette(problem: { SpecEditor.paletteNameProblem($0, in: spec) }) { [weak window] name, hex in
                let made = steps(nil, name)
                window?.edits.perform(.paletteColor(field: label, name: name)) { editor throws(SpecEditError) in
                    try editor.addPaletteColor(name, hex, then: made)
                }
            }
        }
        presets.connect(.selectedChanged) { [weak presets, weak window] in
            guard let presets, let window, let i = presets.selected, names.indices.contains(i) else { return }
            window.edits.perform(.change(field: label, value: names[i])) { editor throws(SpecEditError) in
                try editor.replaceValue(path, raw: try editor.flowText(names[i], at: path))
            }
        }
        let fontText: @MainActor (FontSpec) -> String = { [unowned size, unowned weight] font in
            var f = font
            f.size = size.value
            if let i = weight.selected, weights.indices.contains(i) { f.weight = weights[i] }
            return f.description
        }
        // A face picked sets the weight; the size is the row's.
        family.commit = { [weak size] font in
            guard let size else { return }
            var f = font
            f.size = size.value
            write(f.description, nil)
        }
        size.connect(.valueChanged) { [weak family] in if let family { write(fontText(family.chosen), nil) } }
        weight.connect(.selectedChanged) { [weak family] in if let family { write(fontText(family.chosen), nil) } }
        family.button.hexpand = true
        weight.hexpand = true
        let top = PropertyEditor.pair(presets, color.button)
        presets.hexpand = true
        widget = Box(column: [top, family.button, PropertyEditor.sizeAndWeight(size, weight)], spacing: 4)
        widget.hexpand = true
        // On the parts, not the box: a drop-down's tooltip stays off its open list.
        family.button.tooltip = row.doc
        weight.tooltipWhenClosed(row.doc)
        size.tooltip = row.doc
    }
}
