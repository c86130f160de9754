/// Reads one token's `$value` as its type says (DTCG 2025.10): colours (hex strings and colour objects), dimensions
/// (`{value, unit}` in px or rem), font families, font weights, numbers and typography composites, whose parts may
/// be aliases. Problems are errors at the value's line and column.
struct TokenValues {
    let reader: TokenReader
    let file: String
    /// The aliases being followed, for cycle reports.
    let chain: [String]

    /// Types Flare keeps without using them (so an alias to one resolves, and using one says what it is).
    static let otherTypes = [
        "duration", "cubicBezier", "strokeStyle", "border", "transition", "shadow", "gradient",
    ]
    static let types = ["color", "dimension", "number", "fontFamily", "fontWeight", "typography"] + otherTypes
    /// What one rem is, in points: the CSS root font size.
    static let remSize = 16.0

    private func error(_ message: String, _ node: SpecNode) {
        reader.builder.error(message, at: reader.location(node, file))
    }

    func value(_ node: SpecNode, type: String) -> DesignToken.Value? {
        switch type {
        case "color": return color(node).map { .color($0) }
        case "dimension": return dimension(node).map { .dimension($0) }
        case "number": return number(node, what: "a number").map { .number($0) }
        case "fontFamily": return families(node).map { .fontFamily($0) }
        case "fontWeight": return weight(node).map { .fontWeight($0) }
        case "typography": return typography(node).map { .typography($0) }
        default:
            guard Self.otherTypes.contains(type) else {
                error("unknown $type '\(type)'\(Suggestion.hint(for: type, in: Self.types))", node)
                return nil
            }
            return .other
        }
    }

    /// A part of a composite: an alias to a token of `type`, or a value of that type.
    private func part(_ node: SpecNode, type: String) -> DesignToken.Value? {
        guard let target = TokenReader.aliasTarget(node) else { return value(node, type: type) }
        guard let token = reader.follow(target, from: node, file: file, chain: chain) else { return nil }
        guard token.type == type else {
            error("'{\(target)}' is a \(token.type) token, not a \(type)", node)
            return nil
        }
        return token.value
    }

    // MARK: Colours

    func color(_ node: SpecNode) -> Color? {
        if let text = node.text {
            if let rgba = ColorSyntax.parse(text), text.hasPrefix("#") { return Color(rgba) }
            error(
                "'\(text)' is not a colour: write a colour object {\"colorSpace\": \"srgb\", \"components\": "
                    + "[r, g, b]} or a hex string #RRGGBB", node)
            return nil
        }
        guard case .mapping(let pairs) = node.content else {
            error("a colour must be an object or a hex string, not \(node.kindDescription)", node)
            return nil
        }
        let f = Dictionary(pairs.compactMap { p in p.key.text.map { ($0, p.value) } }, uniquingKeysWith: { a, _ in a })
        for pair in pairs {
            guard let key = pair.key.text, !["colorSpace", "components", "alpha", "hex"].contains(key) else { continue }
            error("unknown colour property '\(key)' (a colour has colorSpace, components, alpha and hex)", pair.key)
            return nil
        }
        guard let spaceNode = f["colorSpace"], let space = spaceNode.text else {
            error("a colour object needs 'colorSpace' (\(TokenColorSpace.names.joined(separator: ", ")))", node)
            return nil
        }
        var alpha = 1.0
        if let a = f["alpha"] {
            guard let v = number(a, what: "an alpha") else { return nil }
            guard (0...1).contains(v) else {
                error("colour out of range: alpha is \(SpecRanges.format(v)), and must be from 0 to 1", a)
                return nil
            }
            alpha = v
        }
        guard TokenColorSpace.names.contains(space) else {
            if let hex = f["hex"]?.text, let rgba = ColorSyntax.parse(hex), hex.hasPrefix("#") {
                reader.builder.warning(
                    "Flare does not convert the colour space '\(space)' (it converts "
                        + "\(TokenColorSpace.names.joined(separator: ", "))): it draws the colour's hex fallback "
                        + "\(hex)", at: reader.location(spaceNode, file))
                return Color(RGBA(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: alpha))
            }
            error(
                "unsupported colorSpace '\(space)'\(Suggestion.hint(for: space, in: TokenColorSpace.names)): Flare "
                    + "converts \(TokenColorSpace.names.joined(separator: ", ")), or give a 'hex' fallback", spaceNode)
            return nil
        }
        guard let list = f["components"], case .sequence(let items) = list.content, items.count == 3 else {
            error("a colour object needs 'components': a list of three numbers", f["components"] ?? node)
            return nil
        }
        var components: [Double] = []
        for item in items {
            // `none` is a missing component: zero, as CSS converts it.
            if item.text == "none" {
                components.append(0)
                continue
            }
            guard let v = number(item, what: "a colour component") else { return nil }
            guard (0...1).contains(v) else {
                error(
                    "colour out of range: \(SpecRanges.format(v)) is not from 0 to 1 (\(space) components are 0–1)",
                    item)
                return nil
            }
            components.append(v)
        }
        guard let (rgb, clipped) = TokenColorSpace.srgb(components, in: space) else { return nil }
        if clipped {
            reader.builder.warning(
                "this \(space) colour is outside sRGB: Flare draws it clipped to the nearest sRGB colour",
                at: reader.location(list, file))
        }
        return Color(RGBA(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha))
    }

    // MARK: Numbers and dimensions

    func number(_ node: SpecNode, what: String) -> Double? {
        if case .scalar(let text, true) = node.content, let v = SpecNumber.parse(text) { return v }
        error("\(what) must be a number, not \(node.kindDescription)", node)
        return nil
    }

    /// Points: `{value, unit}` with unit px (1 pt) or rem (16 pt); the older drafts' strings `16px`, `1rem` too.
    func dimension(_ node: SpecNode) -> Double? {
        switch node.content {
        case .mapping(let pairs):
            guard let valueNode = pairs.first(where: { $0.key.text == "value" })?.value else {
                error("a dimension needs 'value' and 'unit': {\"value\": 16, \"unit\": \"px\"}", node)
                return nil
            }
            guard let v = number(valueNode, what: "a dimension's value") else { return nil }
            guard let unitNode = pairs.first(where: { $0.key.text == "unit" })?.value else {
                error("dimension without a unit: add \"unit\": \"px\" or \"rem\"", node)
                return nil
            }
            return scaled(v, unit: unitNode.text ?? "", at: unitNode)
        case .scalar(let text, let plain):
            if plain, SpecNumber.parse(text) != nil {
                error("dimension without a unit: write {\"value\": \(text), \"unit\": \"px\"}", node)
                return nil
            }
            for unit in ["px", "rem"] where text.hasSuffix(unit) {
                if let v = SpecNumber.parse(String(text.dropLast(unit.count))) {
                    return scaled(v, unit: unit, at: node)
                }
            }
            error("'\(text)' is not a dimension: write {\"value\": 16, \"unit\": \"px\"}", node)
            return nil
        case .sequence:
            error("a dimension must be {\"value\": n, \"unit\": \"px\"}, not a list", node)
            return nil
        }
    }

    private func scaled(_ v: Double, unit: String, at node: SpecNode) -> Double? {
        switch unit {
        case "px": return v
        case "rem": return v * Self.remSize
        default:
            error("unit '\(unit)' is not a dimension unit (write px or rem)", node)
            return nil
        }
    }

    // MARK: Fonts

    func families(_ node: SpecNode) -> [String]? {
        switch node.content {
        case .scalar(let text, _) where !text.isEmpty:
            return [text]
        case .sequence(let items) where !items.isEmpty:
            var names: [String] = []
            for item in items {
                guard let t = item.text, !t.isEmpty else {
                    error("a font family must be a name, not \(item.kindDescription)", item)
                    return nil
                }
                names.append(t)
            }
            return names
        default:
            error("a font family must be a name or a list of names", node)
            return nil
        }
    }

    /// DTCG's weight names (thin, hairline, extra-light … black, extra-black) or a number from 1 to 1000, drawn
    /// with the nearest of Flare's weights.
    func weight(_ node: SpecNode) -> FontWeight? {
        guard case .scalar(let text, let plain) = node.content else {
            error("a font weight must be a number or a name, not \(node.kindDescription)", node)
            return nil
        }
        if plain, let n = SpecNumber.parse(text) {
            guard n >= 1, n <= 1000 else {
                error("font weight \(SpecRanges.format(n)) is out of range (1 to 1000)", node)
                return nil
            }
            return FontWeight.allCases.min { abs(Double($0.rawValue) - n) < abs(Double($1.rawValue) - n) }
        }
        if FontSyntax.key(text) == "hairline" { return .thin }
        if let w = FontSyntax.weightWords[FontSyntax.key(text)] { return w }
        let names = FontSyntax.weightWords.keys.sorted()
        error("'\(text)' is not a font weight\(Suggestion.hint(for: FontSyntax.key(text), in: names))", node)
        return nil
    }

    /// iOS's system font under the names design tools give it.
    static let systemNames: Set<String> = [
        "system-ui", "-apple-system", "blinkmacsystemfont", "sf pro", "sf pro text", "sf pro display",
    ]

    func typography(_ node: SpecNode) -> DesignToken.Typography? {
        guard case .mapping(let pairs) = node.content else {
            error("a typography value must be an object {fontFamily, fontSize, fontWeight, …}", node)
            return nil
        }
        let known = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
        var f: [String: SpecNode] = [:]
        for pair in pairs {
            guard let key = pair.key.text else { continue }
            guard known.contains(key) else {
                error("unknown typography property '\(key)'\(Suggestion.hint(for: key, in: known))", pair.key)
                return nil
            }
            f[key] = pair.value
        }
        for key in ["fontFamily", "fontSize"] where f[key] == nil {
            error("a typography value needs '\(key)'", node)
            return nil
        }
        guard case .fontFamily(let families)? = part(f["fontFamily"]!, type: "fontFamily"),
            case .dimension(let size)? = part(f["fontSize"]!, type: "dimension")
        else { return nil }
        guard let sizes = SpecRanges.numbers["size"], sizes.contains(size) else {
            error("font size \(SpecRanges.format(size)) is out of range (1 to 1000 points)", f["fontSize"]!)
            return nil
        }
        var weight = FontWeight.regular
        if let w = f["fontWeight"] {
            guard case .fontWeight(let value)? = part(w, type: "fontWeight") else { return nil }
            weight = value
        }
        var typography = DesignToken.Typography(
            font: FontSpec(family: Self.family(families), size: size, weight: weight), families: families)
        if let s = f["letterSpacing"] {
            guard case .dimension(let v)? = part(s, type: "dimension") else { return nil }
            typography.letterSpacing = v
        }
        if let h = f["lineHeight"] {
            guard case .number(let v)? = part(h, type: "number") else { return nil }
            typography.lineHeight = v
        }
        return typography
    }

    /// The family Flare draws: the first of the list, the system font under any of its names.
    static func family(_ families: [String]) -> String {
        let first = families[0]
        return systemNames.contains(first.lowercased()) ? FontSpec.systemFamily : first
    }
}
