import FlareCore
import Foundation
import Testing

/// `strings:`: an Xcode String Catalog's languages as locales, looked up by the spec's own texts.
@Suite struct StringCatalogTests {
    private func shown(_ spec: Spec, _ alert: String, _ locale: String) -> AlertSpec {
        spec.showing(locale: locale, stress: .default, device: nil).alerts.first { $0.id == alert }!
    }

    @Test func everyLanguageIsALocaleAndLocalesWins() throws {
        let result = try StringCatalogFixtures.load()
        let spec = try #require(result.spec, "\(result.diagnostics)")
        #expect(spec.locales.map(\.code).sorted() == ["de", "fr", "ru"])
        #expect(spec.files.contains { $0.hasSuffix("Localizable.xcstrings") })
        #expect(shown(spec, "low-battery", "de").title == "Akku schwach")
        // `locales:` gives fr's title; the catalog's French is under it.
        #expect(shown(spec, "low-battery", "fr").title == "Batterie faible (locales)")
        #expect(shown(spec, "low-battery", "de").actions.map(\.title) == ["Return home", "Later"])
        // A `locales:` text that happens to be a key is still the locale's (the catalog is under it, not over it).
        let kept = StringCatalogFixtures.spec.replacingOccurrences(of: "Batterie faible (locales)", with: "Low battery")
        let keptSpec = try #require(try StringCatalogFixtures.load(kept).spec)
        #expect(shown(keptSpec, "low-battery", "fr").title == "Low battery")
    }

    @Test func formatsAreFilledWithTheSpecsValuesAndPluralsChosenByTheCount() throws {
        let spec = try #require(try StringCatalogFixtures.load().spec)
        #expect(shown(spec, "low-battery", "de").message == "Akku bei 20 %. Jetzt zurückkehren.")
        #expect(shown(spec, "files", "de").message == "12 km geflogen von Pilot Ana")
        #expect(shown(spec, "files", "ru").title == "Синхронизирован 21 файл")
        let forms = [(3, "Синхронизировано 3 файла"), (11, "Синхронизировано 11 файлов")]
        for (count, expected) in forms {
            let other = StringCatalogFixtures.spec.replacingOccurrences(
                of: "21 files synced", with: "\(count) files synced")
            let s = try #require(try StringCatalogFixtures.load(other).spec)
            #expect(shown(s, "files", "ru").title == expected)
        }
        #expect(shown(spec, "files", "ru").actions.map(\.title) == ["OK"])
    }

    @Test func lintSaysWhatIsUntranslatedOrNeedsReviewWhere() throws {
        let result = try StringCatalogFixtures.load()
        // The catalog's display path is the folder's; compare the messages without it.
        let folder = try #require(result.spec?.file).replacingOccurrences(of: "spec.yaml", with: "")
        let warnings = result.diagnostics.filter { !$0.isError }.map {
            "\($0.location.line):\($0.location.column): \($0.message)".replacingOccurrences(of: folder, with: "")
        }
        #expect(
            warnings.contains(
                "10:5: the translation of 'Battery at 20%. Return home now.' needs review in de "
                    + "(Localizable.xcstrings:52:23)"))
        #expect(
            warnings.contains(
                "12:9: 'Return home' is not translated into de, fr, ru in Localizable.xcstrings: the source text is "
                    + "shown"))
        #expect(warnings.contains { $0.hasPrefix("13:9: 'Later' is not a key of Localizable.xcstrings") })
        #expect(!warnings.contains { $0.contains("'OK'") }, "shouldTranslate: false is meant")
    }

    @Test func pluralRulesFollowCLDR() {
        let ru = [1, 2, 5, 11, 21, 22, 25, 111].map { PluralRules.category($0, language: "ru").rawValue }
        #expect(ru == ["one", "few", "many", "many", "one", "few", "many", "many"])
        let ar = [0, 1, 2, 3, 11, 100].map { PluralRules.category($0, language: "ar").rawValue }
        #expect(ar == ["zero", "one", "two", "few", "many", "other"])
        #expect(PluralRules.category(0, language: "fr") == .one)
        #expect(PluralRules.category(0, language: "de") == .other)
        #expect(PluralRules.category(0, language: "pt-PT") == .other)
        #expect(PluralRules.category(3, language: "cs") == .few)
        #expect(PluralRules.category(1, language: "ja") == .other)
    }

    @Test func formatKeysMatchTheTextsTheyFormat() throws {
        let f = try #require(CatalogFormat("%1$@ flew %2$lld km at %.1f m/s"))
        #expect(f.values(in: "Ana Lee flew 12 km at 4.5 m/s") == ["Ana Lee", "12", "4.5"])
        #expect(f.values(in: "Ana flew twelve km at 4.5 m/s") == nil)
        #expect(CatalogFormat("100%% done") == nil)
        // A hostile key cannot make the match try every cut of a long text (400^12 ways: this would never end).
        let hostile = try #require(CatalogFormat(String(repeating: "%@", count: 12) + "!"))
        #expect(hostile.values(in: String(repeating: "a", count: 400)) == nil)
        #expect(CatalogFormat.fill("%2$lld km: %1$@ (100%%)", with: ["Ana", "12"]) == "12 km: Ana (100%)")
    }
}
