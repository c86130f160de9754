import FlareCore
import Foundation
import Testing

/// A `tokens:` entry that is a DTCG Resolver Module 2025.10 document: sets and a light/dark modifier, written as
/// the module's documentation writes them (`sources` of `$ref`s, `contexts`, `resolutionOrder`).
@Suite struct TokenResolverTests {
    static let resolver = """
        {
          "version": "2025.10",
          "sets": {
            "foundation": { "sources": [{ "$ref": "foundation.tokens.json" }] }
          },
          "modifiers": {
            "theme": {
              "contexts": {
                "light": [{ "$ref": "themes/light.tokens.json" }],
                "dark": [{ "$ref": "themes/dark.tokens.json" }]
              },
              "default": "light"
            }
          },
          "resolutionOrder": [{ "$ref": "#/sets/foundation" }, { "$ref": "#/modifiers/theme" }]
        }
        """

    static let foundation = """
        {
          "color": {
            "$type": "color",
            "white": { "$value": "#ffffff" },
            "gray": { "900": { "$value": "#1c1c1e" } },
            "surface": { "$value": "#eeeeee" }
          }
        }
        """

    static let light = #"{ "color": { "surface": { "$type": "color", "$value": "{color.white}" } } }"#
    static let dark = #"{ "color": { "surface": { "$type": "color", "$value": "{color.gray.900}" } } }"#

    @Test func theDefaultContextGivesTheValueAndTheDarkContextTheDarkOne() throws {
        let result = try DesignTokenTests.load(
            "flare: 1\ntokens: [design.resolver.json]\n",
            [
                "design.resolver.json": Self.resolver, "foundation.tokens.json": Self.foundation,
                "themes/light.tokens.json": Self.light, "themes/dark.tokens.json": Self.dark,
            ])
        let spec = try #require(result.spec, "\(result.diagnostics)")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(spec.palette["color.surface"] == Color(light: RGBA(hex: 0xFFFFFF), dark: RGBA(hex: 0x1C1C1E)))
        #expect(spec.palette["color.white"] == Color(RGBA(hex: 0xFFFFFF)))
        #expect(spec.files.contains { $0.hasSuffix("themes/dark.tokens.json") })
    }

    @Test func aDarkOnlyTokenAndAMissingSetAreErrorsWhereWritten() throws {
        let dark = ##"{ "color": { "surfce": { "$type": "color", "$value": "#000000" } } }"##
        let resolver = Self.resolver.replacingOccurrences(of: "#/sets/foundation", with: "#/sets/base")
        let result = try DesignTokenTests.load(
            "flare: 1\ntokens: [design.resolver.json]\n",
            [
                "design.resolver.json": resolver, "foundation.tokens.json": Self.foundation,
                "themes/light.tokens.json": Self.light, "themes/dark.tokens.json": dark,
            ])
        #expect(result.spec == nil)
        let errors = result.diagnostics.filter(\.isError).map {
            "\($0.location.line):\($0.location.column): \($0.message)"
        }
        #expect(errors.contains("15:23: '#/sets/base' names no set or modifier of this resolver"))
        #expect(
            errors.contains {
                $0.hasPrefix("1:14: token 'color.surfce' of the dark context is in no set and no light context")
                    && $0.contains("did you mean 'color.surface'?")
            })
    }
}
