/// The spec's design tokens as the Properties page and the colour picker use them.
extension Spec {
    /// The token a key's written text names (`color.brand.primary`, `typography.title`), or nil. (A palette colour
    /// cannot share a token's name: loading says so.)
    public func token(named text: String) -> DesignToken? {
        tokens.first { $0.name == text }
    }

    /// The colour tokens, in file order, with their colours: the picker's "Tokens".
    /// (A loop, not `compactMap` over `token.color`: Swift 6.0's optimizer crashes on that closure in release
    /// builds, "Found outside of lifetime use", in `make smoke-release`.)
    public var colorTokens: [(name: String, color: Color)] {
        var found: [(name: String, color: Color)] = []
        for token in tokens {
            guard case .color(let color) = token.value else { continue }
            found.append((token.name, color))
        }
        return found
    }
}
