/// The spec's design tokens as the Properties page and the colour picker use them.
extension Spec {
    /// The token a key's written text names (`color.brand.primary`, `typography.title`), or nil. (A palette colour
    /// cannot share a token's name: loading says so.)
    public func token(named text: String) -> DesignToken? {
        tokens.first { $0.name == text }
    }

    /// The colour tokens, in file order, with their colours: the picker's "Tokens".
    public var colorTokens: [(name: String, color: Color)] {
        tokens.compactMap { token in token.color.map { (token.name, $0) } }
    }
}
