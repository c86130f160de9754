import FlareCore
import Foundation
import Testing

/// `locales:` and `variants:`: parsing, diagnostics at their place, and the text and variants they give.
@Suite struct LocaleSpecTests {
    static let spec = """
        flare: 1
        alerts:
          low-battery:
            title: Battery low
            message: Connect the charger.
            custom: {input: {placeholder: Name}}
            actions:
              - title: Cancel
              - title: Land now
        rockets:
          tour:
            closeButton: {title: Close}
            start: hello
            blocks:
              hello: {type: text, text: Hello, next: pick}
              pick: {type: doubleButton, left: {title: Yes}, right: {title: No}}
        locales:
          de:
            alerts:
              low-battery:
                title: Akku schwach
                actions: [Abbrechen]
                custom: {input: {placeholder: Dein Name}}
            rockets:
              tour:
                closeButton: Schließen
                blocks:
                  hello: {text: Hallo}
                  pick: {left: Ja, right: Nein}
          ar:
            alerts:
              low-battery: {title: البطارية منخفضة}
        """

    @Test func localesGiveTheirTextAndKeepTheRest() throws {
        let result = SpecText.load(Self.spec)
        #expect(result.diagnostics.isEmpty, "\(SpecText.lines(result))")
        let spec = try #require(result.spec)
        #expect(spec.locales.map(\.code) == ["de", "ar"])
        let alert = try #require(spec.alert("low-battery"))
        let de = spec.text(of: alert, locale: "de", stress: .default)
        #expect(de.title == "Akku schwach")
        #expect(de.message == "Connect the charger.", "not translated: kept")
        #expect(de.actions.map(\.title) == ["Abbrechen", "Land now"])
        #expect(de.custom == .input(placeholder: "Dein Name", text: nil))
        #expect(spec.text(of: alert, locale: nil, stress: .default) == alert)
        #expect(
            spec.text(of: alert, locale: "de", stress: .long).title == TextStress.long.apply("Akku schwach"),
            "the fill applies over the locale's text")
        let rocket = spec.text(of: try #require(spec.rocket("tour")), locale: "de", stress: .default)
        #expect(rocket.closeButton?.title == "Schließen")
        #expect(rocket.blocks[0].content == .text(.init(text: "Hallo", next: "pick")))
        #expect(rocket.blocks[1].content == .doubleButton(left: .init(title: "Ja"), right: .init(title: "Nein")))
        #expect(spec.showing(locale: "de", stress: .default, device: nil).alert("low-battery")?.title == "Akku schwach")
        #expect(spec.showing(locale: nil, stress: .default, device: nil) == spec)
        let shown = spec.showing(Variant(theme: .dark, scale: 3, device: .tablet, text: .long, locale: "de"))
        #expect(shown.alert("low-battery")?.title == TextStress.long.apply("Akku schwach"))
        #expect(
            shown.stage.device == .tablet && shown.stage.theme == spec.stage.theme, "theme and scale are the views'")
        #expect(spec.locale("ar")?.isRightToLeft == true && spec.locale("de")?.isRightToLeft == false)
        #expect(Variant(theme: .light, scale: 1, device: .phone, locale: "ar").isRightToLeft(in: spec))
        #expect(!Variant(theme: .light, scale: 1, device: .phone, text: .cjk, locale: "ar").isRightToLeft(in: spec))
        #expect(Variant(theme: .light, scale: 1, device: .phone, text: .rtl, locale: "de").isRightToLeft(in: spec))
    }

    @Test func unknownIdsAndKeysAreReportedWhereTheyAreWritten() {
        let result = SpecText.load(
            """
            flare: 1
            alerts:
              low-battery: {title: Low, actions: [{title: OK}]}
            rockets:
              tour:
                start: hello
                blocks:
                  hello: {type: text, text: Hello}
            locales:
              de:
                alerts:
                  low-batery: {title: Akku}
                  low-battery: {titel: Akku, actions: [Eins, Zwei], slide: {text: Schieben}}
                rockets:
                  tuor: {closeButton: X}
                  tour:
                    blocks:
                      helo: {text: Hallo}
                      hello: {title: Hallo}
                rocket: {}
              German: {}
              rtl: {}
            variants:
              locales: [default, dee]
              texts: [lon]
              scales: [4]
              devices: [watch]
            """)
        #expect(
            SpecText.lines(result) == [
                "12:7: error: locale 'de' translates alert 'low-batery', which does not exist (did you mean "
                    + "'low-battery'?)",
                "13:21: error: unknown key 'titel' (did you mean 'title'?)",
                "13:34: error: locale 'de' gives 2 action titles, but alert 'low-battery' has 1 action",
                "13:57: warning: alert 'low-battery' is not a slide alert; this 'slide' text is ignored",
                "15:7: error: locale 'de' translates rocket 'tuor', which does not exist (did you mean 'tour'?)",
                "18:11: error: locale 'de' translates block 'helo', which rocket 'tour' does not have (did you mean "
                    + "'hello'?)",
                "19:19: error: block 'hello' is a text block, which has no 'title' (its text: 'text')",
                "20:5: error: unknown key 'rocket' (did you mean 'rockets'?)",
                "21:3: error: 'German' is not a locale code: write a BCP 47 tag such as de, pt-BR or zh-Hant",
                "22:3: error: 'rtl' is not a locale code ('rtl' names a --text fill): write a BCP 47 tag such as de, "
                    + "pt-BR or zh-Hant",
                "24:22: error: 'variants' lists locale 'dee', which the spec does not define (did you mean 'de'?) "
                    + "(its locales: default, de)",
                "25:11: error: 'lon' is not a valid text (did you mean 'long'?)",
                "26:12: error: a scale must be 1, 2 or 3, not 4",
                "27:13: error: 'watch' is not a valid device (expected a device such as iphone-15-pro or "
                    + "ipad-air-11-landscape (docs/devices.md lists them), phone, phone-landscape, tablet or "
                    + "WIDTHxHEIGHT)",
            ])
    }

    @Test func aTranslationIsGivenOncePerLocale() throws {
        let dir = URL(fileURLWithPath: FileManagerTemp.directory())
        try SpecText.write(
            """
            flare: 1
            include: [de.yaml]
            alerts:
              a: {title: A}
              b: {title: B}
            locales:
              de:
                alerts:
                  a: {title: Ä}
            """, to: dir.appendingPathComponent("spec.yaml"))
        try SpecText.write(
            """
            locales:
              de:
                alerts:
                  b: {title: Bé}
                  a: {title: Ä2}
            """, to: dir.appendingPathComponent("de.yaml"))
        let result = SpecLoader.load(path: dir.appendingPathComponent("spec.yaml").path)
        #expect(
            result.diagnostics.map(\.message) == [
                "duplicate translation of alert 'a': it is already defined at "
                    + "\(dir.path)/spec.yaml:9:7"
            ])
        let ok = SpecText.load(
            """
            flare: 1
            alerts: {a: {title: A}, b: {title: B}}
            locales:
              de: {alerts: {a: {title: Ä}}}
              pt-BR: {alerts: {b: {title: Bê}}}
            """)
        #expect(ok.diagnostics.isEmpty)
        #expect(ok.spec?.locales.map(\.code) == ["de", "pt-BR"])
    }

    @Test func variantsSectionIsTheDefaultPerAxis() throws {
        let result = SpecText.load(
            """
            flare: 1
            stage: {device: phone, scale: 1}
            alerts: {a: {title: A}}
            locales: {de: {alerts: {a: {title: Ä}}}}
            variants:
              themes: [light, dark]
              scales: [2]
              devices: [phone, 400x800]
              texts: [default, long]
              locales: [default, de]
            """)
        #expect(result.diagnostics.isEmpty, "\(SpecText.lines(result))")
        let spec = try #require(result.spec)
        #expect(
            spec.variants
                == ReviewVariants(
                    themes: [.light, .dark], scales: [2], devices: [.phone, .custom(width: 400, height: 800)],
                    texts: [.default, .long], locales: [nil, "de"]))
        let all = spec.variants.crossProduct(
            themes: [], scales: [], devices: [], texts: [], locales: [], stage: spec.stage)
        #expect(all.count == 2 * 1 * 2 * 2 * 2)
        let names = all.map { $0.fileName(id: "a", stage: spec.stage) }
        #expect(names.prefix(4) == ["a@2x.png", "a-long@2x.png", "a-de@2x.png", "a-de-long@2x.png"])
        #expect(names.contains("a-dark-400x800-de-long@2x.png"))
        // A command-line axis replaces that axis only.
        let cli = spec.variants.crossProduct(
            themes: [.dark], scales: [], devices: [], texts: [.rtl], locales: [], stage: spec.stage)
        #expect(
            cli.map { $0.fileName(id: "a", stage: spec.stage) }
                == [
                    "a-dark-rtl@2x.png", "a-dark-de-rtl@2x.png", "a-dark-400x800-rtl@2x.png",
                    "a-dark-400x800-de-rtl@2x.png",
                ])
    }

    @Test func theCrossProductWithTextAndLocaleNamesEveryVariantApart() {
        let stage = Stage(device: .phone, theme: .light, scale: 1)
        let all = Variant.crossProduct(
            themes: Theme.allCases, scales: [1, 2], devices: [.phone, .tablet],
            texts: TextStress.allCases, locales: [nil, "de", "pt-BR"], stage: stage)
        #expect(all.count == 2 * 2 * 2 * 6 * 3)
        #expect(Set(all.map { $0.fileName(id: "a", stage: stage) }).count == all.count)
        #expect(
            Variant(theme: .dark, scale: 2, device: .tablet, text: .pseudo, locale: "de").fileName(
                id: "a", stage: stage)
                == "a-dark-tablet-de-pseudo@2x.png")
        #expect(all.first == Variant(theme: .light, scale: 1, device: .phone))
        #expect(all[1] == Variant(theme: .light, scale: 1, device: .phone, text: .long), "text is the innermost axis")
    }

    @Test func localeCodes() {
        for good in ["de", "pt-BR", "zh-Hant", "zh_TW", "ckb", "es-419"] {
            #expect(SpecLocale.isValidCode(good), "\(good)")
        }
        for bad in ["", "d", "German", "DE", "de-", "rtl", "cjk", "default", "de-x"] {
            #expect(!SpecLocale.isValidCode(bad), "\(bad)")
        }
    }
}
