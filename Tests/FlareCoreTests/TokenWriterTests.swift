import FlareCore
import Foundation
import Testing

/// `flare tokens`: a base token file, a dark token file with only what differs and a Resolver module document read
/// back to the same palette, dimensions and typography in both themes, and a spec that uses only those tokens draws
/// with the same values as the spec they came from.
@Suite struct TokenWriterTests {
    /// A palette with a two-theme colour and a one-theme one, beside `DesignTokenTests.design` (colours, a
    /// two-theme token, a dimension, two typography tokens), and an alert that uses palette names and tokens.
    static let spec = """
        flare: 1
        tokens: [design.tokens.json]
        palette:
          brand: {light: '#0A84FF', dark: '#64D2FF'}
          ink: rgba(10, 20, 30, 0.5)
        alerts:
          welcome:
            title: Hi
            message: There
            appearance:
              backgroundColor: brand
              titleColor: color.brand.accent
              messageColor: color.brand.ink
              titleFont: typography.title
              messageFont: typography.body
            actions: [{title: OK, appearance: {actionColor: ink}}]

        """

    static func first() throws -> Spec {
        try #require(try DesignTokenTests.load(spec, ["design.tokens.json": DesignTokenTests.design]).spec)
    }

    /// The same alerts reading only `flare tokens`' output: no palette, the resolver in `tokens:`.
    static func second(_ files: [String: String], tokens: String = "flare.resolver.json") throws -> LoadResult {
        let palette = "palette:\n  brand: {light: '#0A84FF', dark: '#64D2FF'}\n  ink: rgba(10, 20, 30, 0.5)\n"
        let text = spec.replacingOccurrences(of: "tokens: [design.tokens.json]", with: "tokens: [\(tokens)]")
            .replacingOccurrences(of: palette, with: "")
        #expect(!text.contains("palette") && !text.contains("design.tokens.json"))
        return try DesignTokenTests.load(text, files)
    }

    /// The values of `s`'s tokens named like `first`'s (the read-back spec's palette names are tokens too).
    static func values(_ s: Spec, like first: Spec) -> [String: DesignToken.Value] {
        let names = Set(first.tokens.map(\.name))
        return Dictionary(
            uniqueKeysWithValues: s.tokens.filter { $0.value != .other && names.contains($0.name) }.map {
                ($0.name, $0.value)
            })
    }

    @Test func theResolverAndItsTwoFilesReadBackToTheSameValuesInBothThemes() throws {
        let first = try Self.first()
        let files = TokenWriter.files(first, stem: "flare")
        #expect(files.all.map(\.name) == ["flare.tokens.json", "flare.dark.tokens.json", "flare.resolver.json"])
        let again = try Self.second(Dictionary(uniqueKeysWithValues: files.all.map { ($0.name, $0.text) }))
        #expect(again.errors.isEmpty, "\(again.diagnostics)\n\(files.resolver.text)")
        let second = try #require(again.spec)
        // Every colour in both themes (palette names and colour tokens), every dimension and typography token.
        #expect(second.palette == first.palette)
        #expect(first.palette["brand"] == Color(light: RGBA(hex: 0x0A84FF), dark: RGBA(hex: 0x64D2FF)))
        #expect(Self.values(second, like: first) == Self.values(first, like: first))
        #expect(second.tokens.first { $0.name == "color.brand.primary" }?.deprecated == "use color.accent")
        #expect(Self.values(first, like: first).count == 11)
        // The alert draws with the same values, light and dark.
        #expect(second.alerts.map(\.appearance) == first.alerts.map(\.appearance))
        #expect(second.alerts.map { $0.actions.map(\.appearance) } == first.alerts.map { $0.actions.map(\.appearance) })
        // Written again from what was read, every file is the same.
        let rewritten = TokenWriter.files(second, stem: "flare")
        #expect(rewritten.all.map(\.text) == files.all.map(\.text))
    }

    @Test func theDarkFileHoldsOnlyTheColoursThatDiffer() throws {
        let files = TokenWriter.files(try Self.first(), stem: "flare")
        // brand and color.brand.ink differ by theme; ink, color.blue.500, … do not.
        #expect(files.dark.text.contains(#""brand": {"#))
        #expect(files.dark.text.contains(##""hex": "#64d2ff""##))
        #expect(files.dark.text.contains(##""hex": "#eeeeee""##))
        #expect(!files.dark.text.contains(#""ink": {"# + "\n    \"$type\""))
        #expect(!files.dark.text.contains("500") && !files.dark.text.contains("typography"))
        #expect(files.base.text.contains(##""hex": "#0a84ff""##) && !files.base.text.contains("io.github.flare"))
        #expect(files.resolver.text.contains(#""contexts": {"# + "\n" + #"        "light": [],"#))
        #expect(files.resolver.text.contains(#""$ref": "flare.dark.tokens.json""#))
        #expect(files.resolver.text.contains(#""version": "2025.10""#))
    }

    @Test func theInlineResolverReadsBackTheSameWay() throws {
        let first = try Self.first()
        let inline = TokenWriter.inlineResolver(first)
        let again = try Self.second(["one.resolver.json": inline], tokens: "one.resolver.json")
        #expect(again.errors.isEmpty, "\(again.diagnostics)")
        let second = try #require(again.spec)
        #expect(second.palette == first.palette)
        #expect(Self.values(second, like: first) == Self.values(first, like: first))
        #expect(second.alerts.map(\.appearance) == first.alerts.map(\.appearance))
    }

    @Test(arguments: [
        ("design.resolver.json", "design"), ("out/design.tokens.json", "out/design"), ("a.dark.tokens.json", "a"),
        ("design.json", nil), (".resolver.json", nil), ("dir/.tokens.json", nil),
    ] as [(String, String?)])
    func theOutNameGivesTheStem(name: String, stem: String?) {
        #expect(TokenWriter.stem(of: name) == stem)
    }
}
