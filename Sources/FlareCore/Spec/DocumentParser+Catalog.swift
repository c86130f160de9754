/// Reading a map of catalog properties (`PropertyCatalog`): each row's key by its kind, into its model.
extension DocumentParser {
    /// Sets every row of `rows` that `f` writes (or writes under an alias) on `model`, reporting bad values. The
    /// rows a spec must write (`required`) come first: when one is missing or wrong (an error says so, naming the
    /// map as `what`), nothing else is read and the result is false. `referenced` gets each block id a row names
    /// (`next`, `start`) with its node, for the caller to check once every block is known.
    @discardableResult
    func read<Model>(
        _ rows: [Property<Model>], from f: Fields, in what: String = "", into model: inout Model,
        referenced: (String, SpecNode) -> Void = { _, _ in }
    ) -> Bool {
        for row in rows where row.required {
            guard require(f, row.key, in: what), let v = value(f, row.key, row.kind) else { return false }
            row.set(&model, v)
        }
        for row in rows where !row.required {
            for alias in row.aliases {
                guard let key = f.key(alias) else { continue }
                if f.has(row.key) {
                    error("'\(alias)' and '\(row.key)' are the same property; keep only '\(row.key)'", at: key)
                } else {
                    warning("'\(alias)' is the seed's misspelling; write '\(row.key)'", at: key)
                    if let v = value(f, alias, row.kind) { row.set(&model, v) }
                }
            }
            guard let v = value(f, row.key, row.kind) else { continue }
            row.set(&model, v)
            if row.kind == .blockReference, case .text(let id) = v { referenced(id, f[row.key]!) }
        }
        return true
    }

    /// The value of `key` in `f` read as `kind`; nil when it is absent or wrong (after an error at its line).
    func value(_ f: Fields, _ key: String, _ kind: PropertyKind) -> PropertyValue? {
        guard let node = f[key] else { return nil }
        switch kind {
        case .color:
            return color(node, key).map(PropertyValue.color)
        case .optionalColor:
            return optionalColor(f, key).map { $0.map(PropertyValue.color) ?? PropertyValue.none }
        case .font:
            return font(node, key).map(PropertyValue.font)
        case .length:
            return number(node, key, min: 0).map(PropertyValue.number)
        case .number:
            return number(node, key).map(PropertyValue.number)
        case .duration:
            // A range below 0 (`showNextAfter`) takes negative durations.
            let negative = (SpecRanges.durations[key]?.lowerBound ?? 0) < 0
            return duration(node, key, allowNegative: negative).map(PropertyValue.number)
        case .text, .blockReference:
            return string(node, key).map(PropertyValue.text)
        case .rocketFont:
            return rocketFont(node, key).map(PropertyValue.rocketFont)
        case .choice(let words):
            return choice(node, key, words).map(PropertyValue.choice)
        case .bool:
            return bool(node, key).map(PropertyValue.bool)
        case .image:
            return image(node, key).map(PropertyValue.image)
        case .edgeInsets:
            return edgeInsets(node, key).map(PropertyValue.edgeInsets)
        }
    }

    /// One number for every side, or `{top, left, bottom, right}` (each 0 when left out).
    private func edgeInsets(_ node: SpecNode, _ key: String) -> CustomStyle.Insets? {
        guard case .mapping = node.content else { return number(node, key).map(CustomStyle.Insets.init(all:)) }
        guard let i = fields(node, "'\(key)'", allowed: SpecKeys.customInsets) else { return nil }
        return CustomStyle.Insets(
            top: number(i, "top", min: 0) ?? 0, left: number(i, "left", min: 0) ?? 0,
            bottom: number(i, "bottom", min: 0) ?? 0, right: number(i, "right", min: 0) ?? 0)
    }
}
