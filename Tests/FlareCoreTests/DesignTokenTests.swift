import FlareCore
import Foundation
import Testing

/// `tokens:`: DTCG 2025.10 token files, written as the format's documentation writes them (groups with `$type`,
/// colour objects, `{value, unit}` dimensions, typography composites, aliases), read into palette names and fonts.
@Suite struct DesignTokenTests {
    /// Loads `spec` from a fresh folder holding `files` (name → text).
    static func load(_ spec: String, _ files: [String: String]) throws -> LoadResult {
        let dir = URL(fileURLWithPath: FileManagerTemp.directory())
        for (name, text) in files { try SpecText.write(text, to: dir.appendingPathComponent(name)) }
        try SpecText.write(spec, to: dir.appendingPathComponent("spec.yaml"))
        return SpecLoader.load(path: dir.appendingPathComponent("spec.yaml").path)
    }

    static let design = """
        {
          "color": {
            "$type": "color",
            "blue": {
              "500": {
                "$value": { "colorSpace": "srgb", "components": [0, 0.4, 1], "alpha": 1, "hex": "#0066ff" },
                "$description": "Brand blue"
              }
            },
            "p3red": { "$value": { "colorSpace": "display-p3", "components": [0.9, 0.2, 0.15] } },
            "white": { "$value": "#ffffff" },
            "brand": {
              "primary": { "$value": "{color.blue.500}", "$deprecated": "use color.accent" },
              "accent": { "$value": "{color.brand.primary}" },
              "ink": {
                "$value": "#111111",
                "$extensions": { "io.github.flare": { "dark": "#eeeeee" } }
              }
            }
          },
          "font": {
            "sans": { "$type": "fontFamily", "$value": ["Inter", "system-ui", "sans-serif"] },
            "bold": { "$type": "fontWeight", "$value": "bold" }
          },
          "radius": { "$type": "dimension", "card": { "$value": { "value": 0.875, "unit": "rem" } } },
          "typography": {
            "$type": "typography",
            "title": {
              "$value": {
                "fontFamily": "{font.sans}",
                "fontSize": { "value": 17, "unit": "px" },
                "fontWeight": "{font.bold}",
                "letterSpacing": { "value": -0.4, "unit": "px" },
                "lineHeight": 1.2
              }
            },
            "body": {
              "$value": {
                "fontFamily": ["SF Pro Text"], "fontSize": { "value": 13, "unit": "px" }, "fontWeight": 450
              }
            }
          }
        }
        """

    static let spec = """
        flare: 1
        tokens: [design.tokens.json]
        alerts:
          welcome:
            title: Hi
            appearance:
              titleColor: color.brand.accent
              messageColor: color.brand.ink
              titleFont: typography.title
              messageFont: typography.body
        """

    @Test func readsColoursDimensionsAndTypography() throws {
        let result = try Self.load(Self.spec, ["design.tokens.json": Self.design])
        #expect(result.errors.isEmpty, "\(result.diagnostics)")
        let spec = try #require(result.spec)
        let blue = RGBA(red: 0, green: 0.4, blue: 1)
        #expect(spec.palette["color.blue.500"] == Color(blue))
        #expect(spec.palette["color.brand.accent"] == Color(blue))
        #expect(spec.palette["color.brand.ink"] == Color(light: RGBA(hex: 0x111111), dark: RGBA(hex: 0xEEEEEE)))
        let tokens = Dictionary(uniqueKeysWithValues: spec.tokens.map { ($0.name, $0) })
        #expect(tokens["radius.card"]?.value == .dimension(14))
        #expect(tokens["color.blue.500"]?.description == "Brand blue")
        #expect(tokens["color.brand.primary"]?.deprecated == "use color.accent")
        #expect(tokens["color.brand.accent"]?.alias == "color.brand.primary")
        #expect(tokens["color.brand.accent"]?.location.line == 14)
        #expect(tokens["typography.title"]?.font == FontSpec(family: "Inter", size: 17, weight: .bold))
        guard case .typography(let title)? = tokens["typography.title"]?.value else {
            Issue.record("typography.title is not a typography token")
            return
        }
        #expect(title.letterSpacing == -0.4 && title.lineHeight == 1.2)
        #expect(title.families == ["Inter", "system-ui", "sans-serif"])
        #expect(tokens["typography.body"]?.font == FontSpec(family: FontSpec.systemFamily, size: 13, weight: .regular))
        let appearance = try #require(spec.alert("welcome")).appearance
        #expect(appearance.titleColor == Color(blue))
        #expect(appearance.titleFont == FontSpec(family: "Inter", size: 17, weight: .bold))
        #expect(spec.files.contains { $0.hasSuffix("/design.tokens.json") })
    }

    /// Display P3 converted as CSS Color 4 does: color(display-p3 0.9 0.2 0.15) is inside sRGB; P3 green is not,
    /// so it is clipped, with a warning.
    @Test func convertsDisplayP3ToSRGB() throws {
        let result = try Self.load(Self.spec, ["design.tokens.json": Self.design])
        let red = try #require(result.spec?.palette["color.p3red"]?.light)
        // Worked independently: linearise, multiply by CSS Color 4's matrices, encode.
        #expect(abs(red.red - 0.9809) < 0.001 && abs(red.green - 0.0178) < 0.001 && abs(red.blue - 0.0446) < 0.001)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        let p3 = """
            { "c": { "$type": "color", "$value": { "colorSpace": "display-p3", "components": [0, 1, 0] } } }
            """
        let outside = try Self.load("flare: 1\ntokens: [p3.tokens.json]\n", ["p3.tokens.json": p3])
        #expect(
            outside.warnings.map(\.message) == [
                "this display-p3 colour is outside sRGB: Flare draws it clipped "
                    + "to the nearest sRGB colour"
            ])
        #expect(outside.spec?.palette["c"]?.light.green == 1)
    }

    /// Each broken token file is one error at its line and column, and the spec is not loaded.
    @Test(arguments: [
        (
            ##"{ "a": { "$type": "color", "$value": "{colour.blue}" }, "##
                + ##""color": { "blue": { "$type": "color", "$value": "#00f" } } }"##,
            "1:38: error: unknown token '{colour.blue}' (did you mean 'color.blue'?)"
        ),
        (
            "{\n \"a\": { \"$type\": \"color\", \"$value\": \"{b}\" },\n"
                + " \"b\": { \"$type\": \"color\", \"$value\": \"{a}\" }\n}",
            "3:37: error: alias cycle: a → b → a"
        ),
        (
            ##"{ "a": { "$type": "dimension", "$value": "{b}" }, "b": { "$type": "color", "$value": "#fff" } }"##,
            "1:42: error: token 'a' is a dimension but its alias '{b}' is a color"
        ),
        (
            ##"{ "a": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1.2, 0, 0] } } }"##,
            "1:77: error: colour out of range: 1.2 is not from 0 to 1 (srgb components are 0–1)"
        ),
        (
            ##"{ "a": { "$type": "dimension", "$value": { "value": 16 } } }"##,
            ##"1:42: error: dimension without a unit: add "unit": "px" or "rem""##
        ),
        (
            ##"{ "a": { "$type": "dimension", "$value": 16 } }"##,
            ##"1:42: error: dimension without a unit: write {"value": 16, "unit": "px"}"##
        ),
        (
            ##"{ "a": { "$value": "#fff" } }"##,
            "1:3: error: token 'a' has no $type: give it one, or give one to its group"
        ),
        (
            ##"{ "a": { "$type": "colour", "$value": "#fff" } }"##,
            "1:39: error: unknown $type 'colour' (did you mean 'color'?)"
        ),
        (
            ##"{ "a": { "$type": "color", "$value": { "colorSpace": "oklch", "components": [0.5, 0.1, 20] } } }"##,
            "1:54: error: unsupported colorSpace 'oklch': Flare converts srgb, srgb-linear, display-p3, "
                + "or give a 'hex' fallback"
        ),
    ])
    func brokenFilesAreErrorsWhereWritten(file: String, expected: String) throws {
        let result = try Self.load("flare: 1\ntokens: [t.tokens.json]\n", ["t.tokens.json": file])
        #expect(result.spec == nil)
        let t = result.diagnostics.filter { $0.location.file.hasSuffix("t.tokens.json") }
        #expect(
            t.map { "\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message)" } == [expected])
    }

    @Test func usingATokenOfTheWrongKindIsAnErrorInTheSpec() throws {
        let spec = """
            flare: 1
            tokens: [design.tokens.json]
            alerts:
              a:
                title: Hi
                appearance: {titleColor: radius.card, titleFont: color.white}
            """
        let result = try Self.load(spec, ["design.tokens.json": Self.design])
        let messages = result.errors.map(\.message)
        #expect(
            messages.contains { $0.hasPrefix("'radius.card' is a dimension token (") && $0.hasSuffix("), not a color") }
        )
        #expect(messages.contains { $0.hasPrefix("'color.white' is a color token (") })
    }

    @Test func aPaletteNameATokenTakesIsADuplicate() throws {
        let result = try Self.load(
            "flare: 1\ntokens: [t.tokens.json]\npalette:\n  white: '#fff'\n",
            ["t.tokens.json": ##"{ "white": { "$type": "color", "$value": "#ffffff" } }"##])
        #expect(
            result.errors.map(\.message).first?.hasPrefix("duplicate palette color 'white': it is already defined at ")
                == true)
    }

    @Test func aTokenFileOutsideTheRootIsRefused() throws {
        let result = try Self.load("flare: 1\ntokens: [../t.tokens.json]\n", [:])
        #expect(result.errors.count == 1)
        #expect(result.errors.first?.location.line == 2)
    }
}
