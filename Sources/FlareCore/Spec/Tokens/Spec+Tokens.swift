/// The spec's design tokens as the Properties page and the colour picker use them.
extension Spec {
    /// The token a key's written text names (`color.brand.primary`, `typography.title`), or nil. A colour token a
    /// palette entry of the same name overrides is not the value drawn, so it is not named.
    public func token(named text: String) -> DesignToken? {
        guard let token = tokens.first(where: { $0.name == text }) else { return nil }
        if let color = token.color, palette[text] != color { return nil }
        return token
    }

    /// The colour tokens no palette entry overrides, in file order, with their colours: the picker's "Tokens".
    public var colorTokens: [(name: String, color: Color)] {
        tokens.compactMap { token in
            token.color.flatMap { palette[token.name] == $0 ? (token.name, $0) : nil }
        }
    }
}
