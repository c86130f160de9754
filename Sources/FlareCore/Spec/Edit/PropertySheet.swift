/// Every property of one alert as the window's Properties page and inspect popover edit it: grouped by the part it
/// styles, each row with its path for `SpecEditor`, the catalog's kind and range, its value as drawn, what the spec
/// writes (a palette name stays a name) and where the value comes from. Built from the catalog
/// (`PropertyCatalog`), so a new catalog row gets an editor without a change here.
public struct PropertySheet: Sendable {
    /// How a row is edited: a catalog kind, a free text, or one of a few words that are not a catalog kind.
    public enum Editor: Sendable, Hashable {
        case catalog(PropertyKind)
        case text
        case words([String])
    }

    public struct Row: Sendable, Hashable {
        /// `alerts.low-battery.appearance.titleColor`.
        public var path: EditPath
        /// The key as the popover lists it (`appearance.titleColor`, `title`).
        public var key: String
        public var label: String
        public var doc: String
        public var editor: Editor
        public var range: ClosedRange<Double>?
        /// The value as the stage draws it.
        public var value: PropertyValue
        /// The value's text as the spec writes it; nil when the spec does not write it.
        public var written: String?
        /// The palette name the spec writes (`foam`), when the value is one.
        public var paletteName: String?
        public var origin: StyleProperty.Origin
        /// The design token the spec writes (`color.brand.primary`, `typography.title`), when the value is one:
        /// the Properties page shows its name and where its token file writes it.
        public var token: DesignToken?
        /// For a text color: the color behind the text (its part's background over the alert's), for contrast.
        public var behind: Color?
        /// For a colour that is none (an optional colour not set): the colour the stage shows there, which the colour
        /// picker opens on (the view's tint for an icon, the alert's background under a border or a title).
        public var drawn: Color?

        public init(
            path: EditPath, key: String, label: String, doc: String, editor: Editor, range: ClosedRange<Double>?,
            value: PropertyValue, written: String?, paletteName: String?, origin: StyleProperty.Origin, behind: Color?,
            token: DesignToken? = nil, drawn: Color? = nil
        ) {
            (self.path, self.key, self.label, self.doc, self.editor, self.range) = (
                path, key, label, doc, editor, range
            )
            (self.value, self.written, self.paletteName, self.origin, self.behind) = (
                value, written, paletteName, origin, behind
            )
            self.token = token
            self.drawn = drawn
        }

        /// Whether the spec writes the value (so "Reset to default" has something to remove).
        public var isWritten: Bool { if case .spec = origin { true } else { false } }
    }

    public struct Section: Sendable, Hashable {
        public var title: String
        /// The part a click on the stage selects.
        public var part: AlertPart?
        public var rows: [Row]
        /// `alerts.id.actions[i]` for an action's section: its list item, which can be moved or removed.
        public var item: EditPath?
    }

    public let alertID: String
    public let sections: [Section]
    /// The palette's names, in the spec's order, with their colors.
    public let palette: [(name: String, color: Color)]

    /// The sheet of alert `id`; nil when the spec has no such alert.
    public init?(alert id: String, in spec: Spec, source: SpecSource? = nil) {
        guard let alert = spec.alert(id) else { return nil }
        let source = source ?? SpecSource(spec: spec)
        alertID = id
        let names = source.keys(EditPath([.key("palette")]))
        palette = names.compactMap { name in spec.palette[name].map { (name, $0) } }
        let base = EditPath([.key("alerts"), .key(id)])
        let defaults = AlertAppearance(), presetLook = alert.preset.appearance
        let appearance = alert.appearance

        func row(
            _ key: String, label: String, doc: String, editor: Editor, range: ClosedRange<Double>? = nil,
            value: PropertyValue, fallback: StyleProperty.Origin, under prefix: EditPath = base, behind: Color? = nil,
            drawn: Color? = nil
        ) -> Row {
            let path = EditPath(prefix.components + (try! EditPath(parsing: key)).components)
            let written = source.written(path)
            let name = written.flatMap { spec.palette[$0.text] != nil ? $0.text : nil }
            return Row(
                path: path, key: key, label: label, doc: doc, editor: editor, range: range, value: value,
                written: written?.text, paletteName: name,
                origin: written.map { .spec($0.location) } ?? fallback, behind: behind,
                token: written.flatMap { spec.token(named: $0.text) }, drawn: value == .none ? drawn : nil)
        }
        func appearanceRows(_ group: AlertPart.Group) -> [Row] {
            PropertyCatalog.alertAppearance.filter { $0.inspector.parts.contains(group) }.map { p in
                let fallback: StyleProperty.Origin =
                    p.get(presetLook) != p.get(defaults) ? .preset(alert.preset) : .default
                let behind =
                    p.lint == .contrast
                    ? Self.behind(p, in: PropertyCatalog.alertAppearance, appearance, alert: appearance) : nil
                return row(
                    p.id, label: p.inspector.label, doc: p.doc, editor: .catalog(p.kind), range: p.range,
                    value: p.get(appearance), fallback: fallback, behind: behind,
                    drawn: Self.drawnWhenNone(p, alert: appearance))
            }
        }
        func text(_ key: String, _ label: String, _ value: String?, doc: String) -> Row {
            row(
                key, label: label, doc: doc, editor: .text, value: value.map { .choice($0) } ?? .none,
                fallback: .default)
        }

        var sections: [Section] = []
        sections.append(
            Section(
                title: "Alert", part: .alert,
                rows: [
                    row(
                        "preset", label: "Preset", doc: "A ready-made appearance the keys below change.",
                        editor: .words(AlertPreset.allCases.map(\.rawValue)), value: .choice(alert.preset.rawValue),
                        fallback: .default)
                ] + appearanceRows(.alert), item: nil))
        sections.append(
            Section(
                title: "Title", part: .title,
                rows: [text("title", "Text", alert.title, doc: "The alert's title.")] + appearanceRows(.title),
                item: nil))
        sections.append(
            Section(
                title: "Message", part: .message,
                rows: [text("message", "Text", alert.message, doc: "The alert's message.")] + appearanceRows(.message),
                item: nil))
        sections.append(
            Section(
                title: "Icon", part: .icon,
                rows: [
                    row(
                        "icon", label: "Image",
                        doc: "The header icon: a file, or builtin:warning, success, error or info.",
                        editor: .catalog(.image), value: alert.icon.map { .image($0) } ?? .none, fallback: .default)
                ] + appearanceRows(.icon), item: nil))
        if let custom = alert.custom {
            let input = EditPath(base.components + [.key("custom"), .key("input")])
            let rows = PropertyCatalog.customStyle.filter { custom.isStyled(by: $0.keyPath) }.map { p -> Row in
                // An input's keys may sit under `custom.input`; edit them where they are.
                let key =
                    source.written(EditPath(input.components + [.key(p.key)])) != nil ? "custom.input." + p.key : p.id
                let behind =
                    p.lint == .contrast
                    ? Self.behind(p, in: PropertyCatalog.customStyle, alert.customStyle, alert: appearance) : nil
                return row(
                    key, label: p.inspector.label, doc: p.doc, editor: .catalog(p.kind), range: p.range,
                    value: p.get(alert.customStyle), fallback: .default, behind: behind)
            }
            sections.append(Section(title: "Custom view", part: .custom, rows: rows, item: nil))
        }
        if let slide = alert.slide {
            // The slide alert's `slideAppearance` (`PropertyCatalog.slideAppearance`), under `slide:`.
            let rows = PropertyCatalog.slideAppearance.map { p -> Row in
                let behind =
                    p.lint == .contrast ? Self.slideBehind(p, slide.appearance, alert: appearance) : nil
                return row(
                    p.id, label: p.inspector.label, doc: p.doc, editor: .catalog(p.kind), range: p.range,
                    value: p.get(slide.appearance), fallback: .default, behind: behind,
                    drawn: p.kind == .optionalColor ? Self.alertBackground(appearance) : nil)
            }
            sections.append(Section(title: "Slide", part: nil, rows: rows, item: nil))
        }
        // The alert's keys that lay its actions out (every action is its own section below).
        sections.append(Section(title: "Actions", part: nil, rows: appearanceRows(.action), item: nil))
        for (index, action) in alert.actions.enumerated() {
            let item = EditPath(base.components + [.key("actions"), .index(index)])
            var rows = [
                row(
                    "title", label: "Title", doc: "The button's title.", editor: .text, value: .choice(action.title),
                    fallback: .default, under: item),
                row(
                    "style", label: "Style", doc: "default, cancel (bold, last) or destructive (red).",
                    editor: .words(ActionSpec.Style.allCases.map(\.rawValue)), value: .choice(action.style.rawValue),
                    fallback: .default, under: item),
            ]
            rows += PropertyCatalog.actionAppearance.map { p in
                let behind =
                    p.lint == .contrast
                    ? Self.behind(p, in: PropertyCatalog.actionAppearance, action.appearance, alert: appearance) : nil
                return row(
                    p.id, label: p.inspector.label, doc: p.doc, editor: .catalog(p.kind), range: p.range,
                    value: p.get(action.appearance), fallback: .default, under: item, behind: behind,
                    drawn: Self.drawnWhenNone(p, alert: appearance))
            }
            sections.append(
                Section(title: "Action \(index + 1): \(action.title)", part: .action(index), rows: rows, item: item))
        }
        self.sections = sections
    }

    /// The row at `path`.
    public func row(_ path: EditPath) -> Row? {
        sections.lazy.flatMap(\.rows).first { $0.path == path }
    }

    /// The section that lists `part`.
    public func section(for part: AlertPart) -> Section? {
        sections.first { $0.part == part }
    }

    /// What is behind a text color's text: its part's background (the catalog row that paints the same CSS part's
    /// `background-color`) over the alert's background (the row that paints `flare-alert`'s).
    static func behind<M>(_ text: Property<M>, in rows: [Property<M>], _ model: M, alert: AlertAppearance) -> Color {
        func color(_ value: PropertyValue) -> Color { if case .color(let c) = value { c } else { Color(.clear) } }
        let alertBackground = Self.alertBackground(alert)
        guard case .css(let part, _) = text.styles,
            let own = rows.first(where: { $0.styles == .css(part: part, property: "background-color") })
        else { return alertBackground }
        return over(color(own.get(model)), alertBackground)
    }

    /// What is behind a slide text: its own background row, else the slide text's track (`SlideOff`, tinted by the
    /// row that paints `flare-slide-off`), over the alert's background.
    static func slideBehind(_ text: Property<SlideAppearance>, _ look: SlideAppearance, alert: AlertAppearance)
        -> Color
    {
        let rows = PropertyCatalog.slideAppearance
        guard text.styles == .css(part: "flare-slide-text", property: "color"),
            let track = rows.first(where: { $0.styles == .css(part: "flare-slide-off", property: "background-color") }),
            case .color(let c) = track.get(look)
        else { return behind(text, in: rows, look, alert: alert) }
        return over(c, alertBackground(alert))
    }

    /// What the stage shows where an optional colour is none: a drawn tint (an icon's) is iOS's system blue
    /// (`AlertHeaderPart`: a template image filled with the view's tint); a border or a background that is none draws
    /// nothing, so the alert's background shows there. Nil for any other row.
    static func drawnWhenNone<M>(_ p: Property<M>, alert: AlertAppearance) -> Color? {
        guard p.kind == .optionalColor else { return nil }
        if p.styles == .drawing { return .systemBlue }
        return alertBackground(alert)
    }

    /// The alert's background: the colour of the catalog row that paints `flare-alert`'s `background-color`.
    static func alertBackground(_ alert: AlertAppearance) -> Color {
        let row = PropertyCatalog.alertAppearance.first {
            $0.styles == .css(part: "flare-alert", property: "background-color")
        }
        if let row, case .color(let c) = row.get(alert) { return c }
        return Color(.white)
    }

    /// `top` painted over `bottom`, in each theme.
    static func over(_ top: Color, _ bottom: Color) -> Color {
        Color(
            light: Contrast.over(top.light, Contrast.over(bottom.light, .white)),
            dark: Contrast.over(top.dark, Contrast.over(bottom.dark, .black)))
    }

    /// The WCAG contrast of a text color against what is behind it, in `theme`.
    public static func contrast(of text: Color, behind: Color, theme: Theme) -> Double {
        let back = behind.resolved(for: theme)
        return Contrast.ratio(Contrast.over(text.resolved(for: theme), back), back)
    }
}
