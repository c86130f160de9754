extension RocketBlock {
    /// The block's type as a spec writes it (`text`, `image`, `button`, `doubleButton`, `input`).
    public var typeName: String {
        switch content {
        case .text: "text"
        case .image: "image"
        case .button: "button"
        case .doubleButton: "doubleButton"
        case .input: "input"
        }
    }

    /// What draws the block, for the inspector: each key of its type (its `PropertyCatalog` rows, what it draws
    /// before what it does) with its value in `theme` and where it comes from (the spec's `file:line:col`, or
    /// "default" for a key the spec left out).
    public func styleProperties(theme: Theme) -> [StyleProperty] {
        let format = StyleValue(theme: theme)
        func text(_ value: PropertyValue, _ kind: PropertyKind) -> String {
            switch value {
            case .text(let t): return t
            case .rocketFont(let f):
                return (f.presetName.map { "\($0): " } ?? "") + "\(f.font.description), \(format.color(f.color))"
            case .number(let n): return kind == .duration ? format.seconds(n) : format.points(n)
            case .image(let source): return format.image(source)
            case .choice(let word): return word
            case .none: return kind == .duration ? "on tap" : "end of flow"
            default: return String(describing: value)
            }
        }
        /// The rows' values, drawn ones first, then `structure` (an input's branches), then behaviours.
        func rows<M>(
            _ rows: [Property<M>], _ model: M, _ prefix: String = "", structure: [(String, String)] = []
        )
            -> [(String, String)]
        {
            let pairs = { (rows: [Property<M>]) in rows.map { (prefix + $0.key, text($0.get(model), $0.kind)) } }
            return pairs(rows.filter { $0.styles != .behaviour }) + structure
                + pairs(rows.filter { $0.styles == .behaviour })
        }
        let values: [(String, String)]
        switch content {
        case .text(let b): values = rows(PropertyCatalog.textBlock, b)
        case .image(let b): values = rows(PropertyCatalog.imageBlock, b)
        case .button(let b): values = rows(PropertyCatalog.buttonBlock, b)
        case .doubleButton(let left, let right):
            values =
                rows(PropertyCatalog.buttonBlock, left, "left.") + rows(PropertyCatalog.buttonBlock, right, "right.")
        case .input(let b):
            let branches =
                b.branches.isEmpty ? "none" : b.branches.map { "/\($0.match)/ → \($0.next)" }.joined(separator: ", ")
            values = rows(PropertyCatalog.inputBlock, b, structure: [("branches", branches)])
        }
        let type = StyleProperty(
            key: "type", value: typeName,
            origin: keys["type"].map { .spec($0) } ?? location.map { .spec($0) } ?? .default)
        return [type]
            + values.map { key, value in
                StyleProperty(key: key, value: value, origin: keys[key].map { .spec($0) } ?? .default)
            }
    }
}
