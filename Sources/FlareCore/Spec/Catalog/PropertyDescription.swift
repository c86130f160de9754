/// A catalog row as the docs and the JSON Schema describe it: the row with its model erased and its defaults
/// (the model's own, and each preset's where it differs) read out.
public struct PropertyDescription: Sendable {
    public let key: String
    public let kind: PropertyKind
    public let range: ClosedRange<Double>?
    public let doc: String
    public let seed: SeedAPI
    public let aliases: [String]
    public let required: Bool
    public let defaultValue: PropertyValue
    /// Each preset whose value differs from the default, in preset order.
    public let presets: [(name: String, value: PropertyValue)]

    /// `#404040 (system, systemWarning, systemSuccess, systemError: #000000)`: the default, then the presets that
    /// change it, grouped by value.
    public var defaultText: String {
        if required { return "*required*" }
        var groups: [(names: [String], text: String)] = []
        for preset in presets {
            let text = Self.text(preset.value, kind)
            if let i = groups.firstIndex(where: { $0.text == text }) {
                groups[i].names.append(preset.name)
            } else {
                groups.append(([preset.name], text))
            }
        }
        let base = Self.text(defaultValue, kind)
        guard !groups.isEmpty else { return base }
        let changes = groups.map { "\($0.names.joined(separator: ", ")): \($0.text)" }
        return base + " (" + changes.joined(separator: "; ") + ")"
    }

    /// A value as the docs write it: colors in hex (`transparent` when clear), lengths as numbers, durations in s.
    public static func text(_ value: PropertyValue, _ kind: PropertyKind) -> String {
        func hex(_ c: RGBA) -> String { c.alpha == 0 ? "transparent" : c.hexString }
        switch value {
        case .color(let c): return c.light == c.dark ? hex(c.light) : "\(hex(c.light)) (dark: \(hex(c.dark)))"
        case .font(let f): return f.description
        case .number(let n): return SpecRanges.format(n) + (kind == .duration ? " s" : "")
        case .choice(let word): return word
        case .bool(let b): return String(b)
        case .image(.builtin(let icon)): return "builtin:" + icon.rawValue
        case .image(.file(let path)): return path
        case .edgeInsets(let i):
            return [i.top, i.left, i.bottom, i.right].map(SpecRanges.format).joined(separator: " ")
        case .text(let t): return t.isEmpty ? "`\"\"`" : "`\(t)`"
        case .rocketFont(let f): return f.presetName.map { "`\($0)`" } ?? "\(f.font) \(hex(f.color.light))"
        case .none: return "none"
        }
    }
}

extension Property {
    /// This row described with `defaults` (the model's own) and the `presets` that start from other values.
    public func described(defaults: Model, presets: [(name: String, model: Model)] = []) -> PropertyDescription {
        let base = get(defaults)
        return PropertyDescription(
            key: key, kind: kind, range: range, doc: doc, seed: seed, aliases: aliases, required: required,
            defaultValue: base,
            presets: presets.compactMap { preset in
                let value = get(preset.model)
                return value == base ? nil : (preset.name, value)
            })
    }
}

extension PropertyCatalog {
    /// The tables the docs and the schema generate, by name (`alertAppearance`: `$defs/alertAppearance` in the
    /// schema, `<!-- catalog alertAppearance -->` in docs/spec.md).
    public static var tables: [(name: String, rows: [PropertyDescription])] {
        let presets = AlertPreset.allCases.filter { $0 != .default }.map { (name: $0.rawValue, model: $0.appearance) }
        return [
            ("alertAppearance", alertAppearance.map { $0.described(defaults: AlertAppearance(), presets: presets) }),
            ("actionAppearance", actionAppearance.map { $0.described(defaults: ActionAppearance()) }),
            ("rocketAuthor", rocketAuthor.map { $0.described(defaults: RocketAuthor()) }),
            ("rocketCloseButton", rocketCloseButton.map { $0.described(defaults: RocketCloseButton(title: "")) }),
            ("textBlock", textBlock.map { $0.described(defaults: RocketBlock.TextBlock(text: "")) }),
            ("imageBlock", imageBlock.map { $0.described(defaults: RocketBlock.ImageBlock(image: .builtin(.info))) }),
            ("buttonBlock", buttonBlock.map { $0.described(defaults: RocketBlock.ButtonBlock(title: "")) }),
            ("inputBlock", inputBlock.map { $0.described(defaults: RocketBlock.InputBlock(text: "")) }),
            ("stage", stage.map { $0.described(defaults: Stage()) }),
            ("popupView", popupView.map { $0.described(defaults: PopupView(.banner(""))) }),
            ("slideAppearance", slideAppearance.map { $0.described(defaults: SlideAppearance()) }),
            (
                "customControl",
                customControl.map { $0.described(defaults: controls[0].model, presets: Array(controls.dropFirst())) }
            ),
        ]
    }

    /// The controls' own colors (the rows only controls take), described with each control's look: the switch's
    /// as the default, the others' where they differ (none where a control draws no such part).
    public static var customControl: [Property<CustomStyle>] {
        customStyle.filter { row in CustomControl.onlyFields.contains { ($0 as AnyKeyPath) == row.keyPath } }
    }

    private static var controls: [(name: String, model: CustomStyle)] {
        CustomControl.allCases.map { control in
            let look = CustomStyle(ControlLook(control))
            var style = CustomStyle()
            for row in customControl where control.colorFields.contains(where: { ($0 as AnyKeyPath) == row.keyPath }) {
                row.set(&style, row.get(look))
            }
            return (control.rawValue, style)
        }
    }
}
