import FlareCore
import Testing

/// The value notations: colors, fonts and durations.
@Suite struct SpecSyntaxTests {
    @Test(arguments: [
        ("#FFF", "#FFFFFF"), ("#fff", "#FFFFFF"), ("#1a2B3c", "#1A2B3C"), ("#00000066", "#00000066"),
        ("#F008", "#FF000088"), ("red", "#FF0000"), ("RebeccaPurple", "#663399"), ("transparent", "#00000000"),
        ("rgba(255, 0, 0, 0.4)", "#FF000066"), ("rgb(1,2,3)", "#010203"), ("rgba(0, 0, 0, 40%)", "#00000066"),
        ("  white  ", "#FFFFFF"), ("lightgoldenrodyellow", "#FAFAD2"),
    ])
    func colors(_ text: String, _ hex: String) {
        #expect(ColorSyntax.parse(text)?.hexString == hex)
    }

    @Test(arguments: [
        "#12345", "#GGG", "#", "", "reed", "rgb(256, 0, 0)", "rgba(0, 0, 0)", "rgba(0,0,0,2)",
        "rgb(1, 2)", "rgb(a, b, c)", "0xFF0000", "#FFFFFFFFF",
    ])
    func notColors(_ text: String) {
        #expect(ColorSyntax.parse(text) == nil)
    }

    @Test func all148CSSNamesAndTransparent() {
        #expect(ColorSyntax.names.count == 149)
        #expect(ColorSyntax.names.allSatisfy { ColorSyntax.parse($0) != nil })
    }

    @Test(arguments: [
        ("Inter Bold 17", FontSpec(family: "Inter", size: 17, weight: .bold)),
        ("bold 17", FontSpec.system(17, .bold)),
        ("system 18 black", FontSpec.system(18, .black)),
        ("17 Noto Serif italic light", FontSpec(family: "Noto Serif", size: 17, weight: .light, italic: true)),
        ("System 12.5", FontSpec.system(12.5)),
        ("heavy 20", FontSpec.system(20, .black)),
        ("demibold 20", FontSpec.system(20, .semibold)),
        ("extrabold 9", FontSpec.system(9, .ultrabold)),
        ("Book 11", FontSpec.system(11, .regular)),
        ("Inter Oblique 14px", FontSpec(family: "Inter", size: 14, italic: true)),
        // fontconfig's style words: Demi is a weight, not part of the family; widths; Roman; two-word styles.
        ("URW Gothic Demi 20", FontSpec(family: "URW Gothic", size: 20, weight: .semibold)),
        ("Helvetica Neue Bold 17", FontSpec(family: "Helvetica Neue", size: 17, weight: .bold)),
        ("Inter Book 11", FontSpec(family: "Inter", size: 11)),
        ("DejaVu Sans Condensed Bold 12", FontSpec(family: "DejaVu Sans", size: 12, weight: .bold, width: .condensed)),
        ("Noto Sans Semi-Condensed 12", FontSpec(family: "Noto Sans", size: 12, width: .semiCondensed)),
        ("Inter Ultra Expanded 12", FontSpec(family: "Inter", size: 12, width: .ultraExpanded)),
        ("Inter Semi Bold Italic 17", FontSpec(family: "Inter", size: 17, weight: .semibold, italic: true)),
        ("Inter extra_light 9", FontSpec(family: "Inter", size: 9, weight: .ultralight)),
        ("Noto Serif SemiLight 12", FontSpec(family: "Noto Serif", size: 12, weight: .semilight)),
        ("Noto Serif Roman 12", FontSpec(family: "Noto Serif", size: 12)),
        ("Noto Serif Oblique Heavy 12", FontSpec(family: "Noto Serif", size: 12, weight: .black, italic: true)),
        ("Semi 12", FontSpec(family: "Semi", size: 12)),
        ("system 15 semibold", FontSpec.system(15, .semibold)),
    ])
    func fonts(_ text: String, _ font: FontSpec) throws {
        #expect(try FontSyntax.parse(text).get() == font)
    }

    @Test(arguments: [
        ("Inter Bold", FontSyntax.Problem.noSize), ("", .empty), ("12 14", .twoSizes),
        ("bold black 12", .twoWeights("bold", "black")), ("0", .badSize("0")),
        ("URW Gothic Demi Heavy 12", .twoWeights("Demi", "Heavy")),
        ("Condensed Expanded 12", .twoWidths("Condensed", "Expanded")),
        ("Italic Roman 12", .twoSlants("Italic", "Roman")),
    ])
    func notFonts(_ text: String, _ problem: FontSyntax.Problem) {
        #expect(throws: problem) { try FontSyntax.parse(text).get() }
    }

    @Test(arguments: [
        ("90", 90.0), ("0.3", 0.3), ("90s", 90), ("15m", 900), ("2h", 7200), ("1.5h", 5400), ("7d", 604_800),
        ("1w", 604_800), ("500ms", 0.5), (" 10 s ", 10), ("-2", -2),
    ])
    func durations(_ text: String, _ seconds: Double) {
        #expect(DurationSyntax.parse(text) == seconds)
    }

    @Test(arguments: ["5x", "", "s", "h2", "1.5.2h", "nan", "inf", "1e400", "1e305w"])
    func notDurations(_ text: String) {
        #expect(DurationSyntax.parse(text) == nil)
    }

    @Test func fontAsAMapAndPaletteThemesInASpec() throws {
        let result = SpecText.load(
            """
            flare: 1
            palette:
              ink: {light: black, dark: "#EEEEEE"}
            alerts:
              a:
                appearance:
                  titleFont: {size: 20}
                  messageFont: {family: Inter, size: 13, weight: 600}
                  titleColor: ink
            """)
        let a = try #require(result.spec?.alert("a")?.appearance)
        #expect(a.titleFont == .system(20))
        #expect(a.messageFont == FontSpec(family: "Inter", size: 13, weight: .semibold))
        #expect(a.titleColor.resolved(for: .light).hexString == "#000000")
        #expect(a.titleColor.resolved(for: .dark).hexString == "#EEEEEE")
    }

    @Test func routePatterns() throws {
        let p = try RoutePatternSyntax.parse("myapp://promo/{campaign}/x").get()
        #expect(p.parameters == ["campaign"])
        #expect(p.match("myapp://promo/summer/x") == ["campaign": "summer"])
        #expect(p.match("myapp://promo/a/b/x") == nil)
        #expect(p.match("myapp://promo//x") == nil)
        #expect(
            RoutePatternSyntax.substitute("flare://alert/promo-{campaign}", with: ["campaign": "summer"])
                == "flare://alert/promo-summer")
        #expect(throws: RoutePatternSyntax.Problem.adjacentParameters) {
            try RoutePatternSyntax.parse("a://{x}{y}").get()
        }
    }

    @Test func flareURLs() throws {
        let u = try FlareURLSyntax.parse("flare://rocket/onboard?block=ask&theme=dark&scale=2").get()
        #expect(u == FlareURLSyntax(.rocket("onboard"), block: "ask", theme: "dark", scale: "2"))
        #expect(throws: FlareURLSyntax.URLProblem.badOption("block=x")) {
            try FlareURLSyntax.parse("flare://alert/a?block=x").get()
        }
        #expect(throws: FlareURLSyntax.URLProblem.badKind("banner")) {
            try FlareURLSyntax.parse("flare://banner/a").get()
        }
    }
}
