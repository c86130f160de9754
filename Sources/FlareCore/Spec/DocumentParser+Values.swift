/// Colors, fonts, durations and images: the value types a spec shares across sections.
extension DocumentParser {
    // MARK: Colors

    func color(_ fields: Fields, _ key: String) -> Color? {
        guard let node = fields[key] else { return nil }
        return color(node, key)
    }

    /// A color literal or a palette name (which keeps the palette's light and dark values).
    func color(_ node: SpecNode, _ key: String) -> Color? {
        guard let text = scalarText(node, key, expected: "a color") else {
            if node.isNull && !node.isEmptyPlain { error("'\(key)' must be a color, not null", at: node) }
            return nil
        }
        if let named = builder.palette.colors[text] { return named }
        if let rgba = ColorSyntax.parse(text) { return Color(rgba) }
        if let token = builder.tokens.byName[text] {
            error("'\(text)' is a \(token.type) token (\(token.location)), not a color", at: node)
            return nil
        }
        error("'\(text)' is not a color\(colorHint(text))", at: node)
        return nil
    }

    /// Like `color`, but `null` (or `~`) clears the value: for appearance colors whose default is "none".
    /// Returns `.some(nil)` for an explicit null and nil when absent or wrong.
    func optionalColor(_ fields: Fields, _ key: String) -> Color?? {
        guard let node = fields[key] else { return nil }
        if node.isNull && !node.isEmptyPlain { return .some(nil) }
        guard let value = color(node, key) else { return nil }
        return .some(value)
    }

    private func colorHint(_ text: String) -> String {
        if text.hasPrefix("#") {
            return " (write #RGB, #RRGGBB or #RRGGBBAA with hexadecimal digits)"
        }
        let lower = text.lowercased()
        if lower.hasPrefix("rgb") {
            return " (write rgb(r, g, b) or rgba(r, g, b, a) with r, g, b from 0 to 255 and a from 0 to 1)"
        }
        if let near = Suggestion.nearest(to: text, in: Array(builder.palette.colors.keys) + ColorSyntax.names) {
            return " (did you mean '\(near)'?)"
        }
        return " (write #RRGGBB, a CSS color name, rgba(r, g, b, a) or a palette name)"
    }

    // MARK: Fonts

    func font(_ fields: Fields, _ key: String) -> FontSpec? {
        guard let node = fields[key] else { return nil }
        return font(node, key)
    }

    /// A Pango-style description (`"Inter Bold 17"`) or `{family, size, weight, italic}`, recorded as a `FontUse`.
    func font(_ node: SpecNode, _ key: String) -> FontSpec? {
        guard let font = fontValue(node, key) else { return nil }
        // A map's finding belongs on its family when it names one.
        var at = node
        if case .mapping(let pairs) = node.content, let family = pairs.first(where: { $0.key.text == "family" }) {
            at = family.value
        }
        builder.fonts.uses.append(
            FontUse(key: key, text: node.text ?? font.description, font: font, location: location(at)))
        return font
    }

    private func fontValue(_ node: SpecNode, _ key: String) -> FontSpec? {
        if case .mapping = node.content {
            guard let f = fields(node, "'\(key)'", allowed: SpecKeys.font) else { return nil }
            guard require(f, "size", in: "font '\(key)'") else { return nil }
            let family = string(f, "family")
            guard let size = number(f, "size") else { return nil }
            var weight = FontWeight.regular
            if let node = f["weight"], let text = scalarText(node, "weight", expected: "a weight") {
                guard let w = FontSyntax.weight(text) else {
                    let names = FontSyntax.weightWords.keys.sorted()
                    let hint =
                        Suggestion.nearest(to: text, in: names).map { "did you mean '\($0)'?" }
                        ?? "expected a word such as regular, medium, semibold, bold or black, or 100, 200 … 900"
                    error("'\(text)' is not a font weight (\(hint))", at: node)
                    return nil
                }
                weight = w
            }
            let italic = bool(f, "italic") ?? false
            let name = family.map {
                $0.lowercased() == FontSpec.systemFamily || $0.isEmpty ? FontSpec.systemFamily : $0
            }
            return FontSpec(family: name ?? FontSpec.systemFamily, size: size, weight: weight, italic: italic)
        }
        guard let text = scalarText(node, key, expected: "a font") else { return nil }
        if let font = builder.tokens.fonts[text] { return font }
        if let token = builder.tokens.byName[text] {
            error("'\(text)' is a \(token.type) token (\(token.location)), not a typography token", at: node)
            return nil
        }
        switch FontSyntax.parse(text) {
        case .success(let font):
            return font
        case .failure(let problem):
            error("'\(text)' is not a font: \(problem.reason)", at: node)
            return nil
        }
    }

    /// A RocketFont: a preset name (`text`, `textBold`, `button`, …) or `{font, color}`.
    func rocketFont(_ fields: Fields, _ key: String) -> RocketFont? {
        guard let node = fields[key] else { return nil }
        return rocketFont(node, key)
    }

    func rocketFont(_ node: SpecNode, _ key: String) -> RocketFont? {
        if case .mapping = node.content {
            guard let f = fields(node, "'\(key)'", allowed: SpecKeys.rocketFont) else { return nil }
            require(f, "font", in: "'\(key)'")
            require(f, "color", in: "'\(key)'")
            guard let font = font(f, "font"), let color = color(f, "color") else { return nil }
            return RocketFont(font: font, color: color)
        }
        let names = RocketFont.presets.keys.sorted()
        guard let text = scalarText(node, key, expected: "a RocketFont preset or {font, color}") else { return nil }
        if let preset = RocketFont.presets[text] { return preset }
        let hint =
            Suggestion.nearest(to: text, in: names).map { "did you mean '\($0)'?" }
            ?? "expected \(Self.alternatives(names)), or {font, color}"
        error("'\(text)' is not a RocketFont preset (\(hint))", at: node)
        return nil
    }

    // MARK: Durations

    func duration(_ fields: Fields, _ key: String, allowNegative: Bool = false) -> Double? {
        guard let node = fields[key] else { return nil }
        return duration(node, key, allowNegative: allowNegative)
    }

    func duration(_ node: SpecNode, _ key: String, allowNegative: Bool = false) -> Double? {
        guard let text = scalarText(node, key, expected: "a duration") else { return nil }
        guard let seconds = DurationSyntax.parse(text) else {
            error(
                "'\(text)' is not a duration (write seconds, or a number with a unit: 500ms, 90s, 15m, 1.5h, 7d, 1w)",
                at: node)
            return nil
        }
        if seconds < 0 && !allowNegative {
            error("'\(text)' is not a duration: it is negative", at: node)
            return nil
        }
        return inRange(seconds, SpecRanges.durations[key], key, text, node, unit: " seconds")
    }

    // MARK: Images and files

    func image(_ fields: Fields, _ key: String) -> ImageSource? {
        guard let node = fields[key] else { return nil }
        return image(node, key)
    }

    /// `builtin:<name>` or a file path made absolute. A missing file is a warning: the renderer draws a placeholder.
    func image(_ node: SpecNode, _ key: String) -> ImageSource? {
        guard let text = scalarText(node, key, expected: "an image file or builtin:<name>") else { return nil }
        if text.hasPrefix("builtin:") {
            let name = String(text.dropFirst("builtin:".count))
            if let icon = BuiltinIcon(rawValue: name) { return .builtin(icon) }
            let names = BuiltinIcon.allCases.map { "builtin:" + $0.rawValue }
            let hint =
                Suggestion.nearest(to: text, in: names).map { "did you mean '\($0)'?" }
                ?? "expected \(Self.alternatives(names))"
            error("'\(text)' is not a built-in icon (\(hint))", at: node)
            return nil
        }
        guard !text.isEmpty else {
            error("'\(key)' must name an image file", at: node)
            return nil
        }
        let path = SpecPath.absolute(text, from: document.directory)
        builder.addFile(path)
        let found = builder.check(path)
        if found == .missing {
            warning("image file '\(text)' does not exist (looked for \(path)); Flare draws a placeholder", at: node)
        } else if found != .regular, !readable(text, path, what: "image file", at: node) {
            return nil
        }
        return .file(path)
    }

    /// The file `name` a key of this document names (an include, a font, a token file, a string catalog): its
    /// absolute path and its path as diagnostics show it, once it is watched and known to be `readable`; nil after
    /// the error at `node`.
    func referencedFile(_ name: String, what: String, at node: SpecNode) -> (absolute: String, display: String)? {
        let absolute = SpecPath.absolute(name, from: document.directory)
        builder.addFile(absolute)
        guard readable(name, absolute, what: what, at: node) else { return nil }
        return (absolute, SpecPath.display(name, from: document.displayPath))
    }

    /// Whether the file `name` (at `absolute`) may be read: a regular file inside the spec's root. Otherwise an
    /// error at `node` that names the file as the spec wrote it and quotes nothing of what is there.
    func readable(_ name: String, _ absolute: String, what: String, at node: SpecNode) -> Bool {
        switch builder.check(absolute) {
        case .regular:
            return true
        case .missing:
            error("\(what) '\(name)' does not exist (looked for \(absolute))", at: node)
        case .outsideRoot:
            error(
                "\(what) '\(name)' is outside the spec's folder \(builder.files.root): Flare reads only files inside "
                    + "it (after symlinks); move the file there, or widen the folder with --root", at: node)
        case .notRegular(let kind):
            error("\(what) '\(name)' is \(kind), not a regular file: Flare reads only regular files", at: node)
        }
        return false
    }
}
