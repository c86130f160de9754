extension RocketBlock {
    /// A text the block draws and the font it is drawn in, paired by its catalog row (`LintRole.text`): what lint
    /// measures, the stylesheet gives a class, and `--text` fills and locales rewrite, with no switch over field names.
    public struct Face: Sendable, Hashable {
        /// The text's key under the block (`text`, `buttonTitle`, `left.title`).
        public var key: String
        /// The side of a double button (`left`), else nil.
        public var side: String?
        /// The font's key under the block (`font`, `left.font`); nil when its type has none (an image block's text
        /// is always the `text` preset).
        public var fontKey: String?
        public var text: String
        public var font: RocketFont
        /// Which of the card's buttons draws it (a double button's: 0 left, 1 right); nil for the card's own text.
        public var button: Int?
        /// What findings call that button (`button`, `send button`; a double button's side leads: `left button`).
        public var buttonName: String?

        /// The key a locale writes it under and lint falls back to: a double button's side by its name (`left`).
        public var textKey: String { side ?? key }

        /// Whether the card shows it: every text but an image block's empty one (a text without a font of its own
        /// is optional).
        public var isDrawn: Bool { !text.isEmpty || fontKey != nil }
    }

    /// A double button's sides, as a spec writes them (`left: {title: …}`).
    public static let sides = ["left", "right"]

    /// Every text the block draws, in its catalog rows' order (a double button's left side first).
    public var faces: [Face] {
        var faces: [Face] = []
        func add<M>(_ rows: [Property<M>], _ model: M, side: String? = nil) {
            let prefix = side.map { $0 + "." } ?? ""
            for row in rows {
                guard case .text(let fontKey, let noun) = row.lint, case .text(let text) = row.get(model) else {
                    continue
                }
                let fontRow = fontKey.flatMap { key in rows.first { $0.key == key } }
                let font: RocketFont = if case .rocketFont(let f)? = fontRow?.get(model) { f } else { .text }
                let button = noun == nil ? nil : faces.count { $0.button != nil }
                let buttonName = noun.map { noun in side.map { "\($0) \(noun)" } ?? noun }
                faces.append(
                    Face(
                        key: prefix + row.key, side: side, fontKey: fontKey.map { prefix + $0 }, text: text,
                        font: font, button: button, buttonName: buttonName))
            }
        }
        switch content {
        case .text(let b): add(PropertyCatalog.textBlock, b)
        case .image(let b): add(PropertyCatalog.imageBlock, b)
        case .button(let b): add(PropertyCatalog.buttonBlock, b)
        case .doubleButton(let left, let right):
            add(PropertyCatalog.buttonBlock, left, side: Self.sides[0])
            add(PropertyCatalog.buttonBlock, right, side: Self.sides[1])
        case .input(let b): add(PropertyCatalog.inputBlock, b)
        }
        return faces
    }

    /// Sets the property at `key` under the block (`text`, `left.title`, as `Face.key` names it) through its catalog
    /// row; a key its type does not have, or a value of another kind, changes nothing.
    public mutating func set(_ key: String, _ value: PropertyValue) {
        func write<M>(_ rows: [Property<M>], _ model: inout M, side: String? = nil) -> Bool {
            let prefix = side.map { $0 + "." } ?? ""
            guard let row = rows.first(where: { prefix + $0.key == key }) else { return false }
            row.set(&model, value)
            return true
        }
        switch content {
        case .text(var b): if write(PropertyCatalog.textBlock, &b) { content = .text(b) }
        case .image(var b): if write(PropertyCatalog.imageBlock, &b) { content = .image(b) }
        case .button(var b): if write(PropertyCatalog.buttonBlock, &b) { content = .button(b) }
        case .doubleButton(var left, var right):
            if write(PropertyCatalog.buttonBlock, &left, side: Self.sides[0])
                || write(PropertyCatalog.buttonBlock, &right, side: Self.sides[1])
            {
                content = .doubleButton(left: left, right: right)
            }
        case .input(var b): if write(PropertyCatalog.inputBlock, &b) { content = .input(b) }
        }
    }
}
