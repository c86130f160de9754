import FlareCore
import Foundation
import Testing

/// `flare strings`: the spec's texts merged into a catalog in Xcode's layout, nothing lost, stable on a rerun.
@Suite struct StringCatalogMergeTests {
    private func texts(_ spec: String = StringCatalogFixtures.spec) throws -> [ShownText] {
        let model = try #require(try StringCatalogFixtures.load(spec).spec)
        return ShownText.all(alerts: model.alerts, rockets: model.rockets)
    }

    @Test func aNewCatalogIsWrittenAsXcodeWritesOne() throws {
        let spec = "flare: 1\nalerts:\n  a:\n    title: Item 10\n    message: item 2\n    actions: [{title: \"\"}]\n"
        let model = try #require(SpecLoader.parse(text: spec, path: "/tmp/s.yaml").spec)
        let json = try StringCatalogMerge.merge(
            ShownText.all(alerts: model.alerts, rockets: []), into: nil, file: "L.xcstrings")
        #expect(
            json == """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "item 2" : {
                      "comment" : "Flare: alert 'a'"
                    },
                    "Item 10" : {
                      "comment" : "Flare: alert 'a'"
                    }
                  },
                  "version" : "1.0"
                }
                """)
    }

    @Test func mergingKeepsEverythingAndASecondRunChangesNothing() throws {
        let app = StringCatalogFixtures.catalog.replacingOccurrences(
            of: "    \"OK\" : {",
            with: "    \"Settings\" : {\n      \"comment\" : \"The app's own\"\n    },\n    \"Old\" : {\n"
                + "      \"comment\" : \"Flare: alert 'gone'\"\n    },\n    \"OK\" : {")
        let once = try StringCatalogMerge.merge(try texts(), into: app, file: "L.xcstrings")
        let twice = try StringCatalogMerge.merge(try texts(), into: once, file: "L.xcstrings")
        #expect(once == twice)
        let catalog = try #require(StringCatalogReader.read(once, file: "L").catalog)
        // Translations, states and others' comments stay; format keys stand for the texts they match.
        #expect(catalog.entries["Low battery"]?.comment == "Shown when the battery runs low")
        #expect(catalog.entries["Low battery"]?.localizations["de"]?.unit?.value == "Akku schwach")
        #expect(catalog.entries["%lld files synced"]?.localizations["ru"]?.plural.count == 4)
        #expect(catalog.entries["21 files synced"] == nil)
        #expect(catalog.entries["%lld files synced"]?.comment == "Flare: alert 'files'")
        #expect(catalog.entries["Later"]?.comment == "Flare: alert 'low-battery'")
        #expect(catalog.entries["Return home"]?.localizations["de"]?.unit?.state == .new)
        // A key Flare wrote that the spec dropped is stale; the app's own keys are not Flare's.
        #expect(catalog.entries["Old"]?.extractionState == "stale")
        #expect(catalog.entries["Settings"]?.extractionState == nil)
        #expect(once.contains("    \"OK\" : {\n      \"comment\" : \"Flare: alert 'files'\",\n"))
        #expect(!once.hasSuffix("\n"))
    }

    @Test func aTextBackInTheSpecIsNoLongerStale() throws {
        let stale = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Later" : {
                  "comment" : "Flare: alert 'low-battery'",
                  "extractionState" : "stale"
                }
              },
              "version" : "1.0"
            }
            """
        let merged = try StringCatalogMerge.merge(try texts(), into: stale, file: "L")
        let catalog = try #require(StringCatalogReader.read(merged, file: "L").catalog)
        #expect(catalog.entries["Later"]?.extractionState == nil)
        #expect(catalog.entries["Later"]?.comment == "Flare: alert 'low-battery'")
    }

    @Test func aBrokenCatalogIsNotOverwritten() throws {
        #expect(throws: StringCatalogErrors.self) {
            try StringCatalogMerge.merge([], into: "{\"sourceLanguage\" : 1}", file: "L")
        }
    }

    @Test func keysAreInXcodesOrder() {
        let keys = ["b", "Item 10", "item 2", "A", "a", "10 files", "9 files", "Zebra", "ähnlich"]
        #expect(
            keys.sorted(by: XcodeKeyOrder.precedes) == [
                "9 files", "10 files", "a", "A", "ähnlich", "b", "item 2", "Item 10", "Zebra",
            ])
    }
}
