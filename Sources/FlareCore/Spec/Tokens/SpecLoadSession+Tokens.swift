import Foundation

/// `tokens:`: the DTCG token files of every file of the spec, read before the palettes, so a colour token is a
/// palette name (`titleColor: color.brand.primary`) and a typography token a font (`titleFont: typography.title`).
extension SpecLoadSession {
    func readTokens(_ parsers: [DocumentParser], _ tops: [DocumentParser.Fields?]) {
        let reader = TokenReader(builder: builder)
        for (parser, top) in zip(parsers, tops) {
            guard let top, let node = top["tokens"], let list = parser.items(node, "'tokens'") else { continue }
            for item in list {
                guard let name = parser.scalarText(item, "tokens", expected: "a token file path") else { continue }
                guard case let (absolute, display)? = parser.referencedFile(name, what: "token file", at: item),
                    let root = tokenFile(display: display, absolute: absolute)
                else { continue }
                if name.hasSuffix(".resolver.json") {
                    readResolver(root, display: display, directory: SpecPath.directory(of: absolute), into: reader)
                } else {
                    reader.collect(root, file: display)
                }
            }
        }
        for token in reader.resolveAll() {
            builder.tokens.byName[token.name] = token
            builder.tokens.order.append(token.name)
            if let color = token.color {
                builder.palette.colors[token.name] = color
                builder.palette.places[token.name] = token.location
            }
            if let font = token.font { builder.tokens.fonts[token.name] = font }
        }
    }

    /// The token file's root object, its JSON composed as YAML (a JSON text is YAML) so every node keeps its line
    /// and column; nil after an error.
    func tokenFile(display: String, absolute: String) -> SpecNode? {
        let here = SourceLocation(file: display, line: 1, column: 1)
        guard let text = referencedText(display: display, absolute: absolute, what: "token file") else { return nil }
        // JSON may indent with tabs, YAML may not: a tab is one column either way.
        let json = text.replacingOccurrences(of: "\t", with: " ")
        guard json.first(where: { !$0.isWhitespace }) == "{" else {
            builder.error("a token file is a JSON object ({ … }) of groups and tokens", at: here)
            return nil
        }
        return composeText(json, at: here, isRoot: false)
    }
}
