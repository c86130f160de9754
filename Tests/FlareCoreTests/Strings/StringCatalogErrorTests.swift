import FlareCore
import Foundation
import Testing

/// A broken catalog is reported at its line and column, and never crashes the reader.
@Suite struct StringCatalogErrorTests {
    private func errors(_ text: String) -> [String] {
        StringCatalogReader.read(text, file: "L.xcstrings").diagnostics.filter(\.isError).map {
            "\($0.location.line):\($0.location.column): \($0.message)"
        }
    }

    private let unit = #"{ "stringUnit" : { "state" : "translated", "value" : "Hallo" } }"#

    @Test func syntaxErrorsArePlaced() {
        #expect(errors("{\n  \"sourceLanguage\" : \"en\"\n  \"strings\" : {}\n}") == ["3:3: expected ',' or '}' here"])
        let cut = "{\n  \"strings\" : {\n    \"Hi\" : {"
        #expect(errors(cut) == ["3:13: the file ends inside an object (a '}' is missing)"])
        #expect(errors(#"{"a" : "\q"}"#) == [#"1:11: '\q' is not a JSON escape"#])
    }

    @Test func wrongShapesArePlaced() {
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Hi" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translatd", "value" : "Hallo" } },
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : 3 } },
                    "Base" : \(unit)
                  },
                  "shouldTranslate" : "no"
                },
                "Hi" : {},
                "Bye" : { "localizations" : { "de" : { "variations" : { "plural" : { "one" : \(unit) } } } } }
              },
              "version" : "1.0"
            }
            """
        #expect(
            errors(text) == [
                "6:45: 'translatd' is not a state (did you mean 'translated'?) (Xcode writes translated, "
                    + "needs_review, new)",
                "7:69: 'value' of the stringUnit of the 'fr' text of key 'Hi' must be a string, not a number",
                "8:9: 'Base' is not a language Flare can show: write a BCP 47 tag such as de, pt-BR or zh-Hans",
                "10:27: 'shouldTranslate' must be true or false, not a string",
                "12:5: key 'Hi' is given twice (first at line 4)",
                "13:72: the plural variations of the 'de' text of key 'Bye' have no 'other' form (every language "
                    + "needs it)",
            ])
        #expect(errors(#"{"strings" : {}}"#) == ["1:1: the catalog has no 'sourceLanguage' (such as \"en\")"])
        #expect(errors(#"{"sourceLanguage" : "en", "strings" : []}"#) == [
            "1:39: 'strings' must be an object of keys, not an array"
        ])
    }

    @Test func aSpecWithABrokenCatalogDoesNotLoad() throws {
        let broken = StringCatalogFixtures.catalog.replacingOccurrences(of: "\"needs_review\"", with: "\"review\"")
        let result = try StringCatalogFixtures.load(catalog: broken)
        #expect(result.spec == nil)
        #expect(result.diagnostics.contains { $0.isError && $0.location.file.hasSuffix("Localizable.xcstrings") })
    }

    @Test func theCatalogMustBeARegularFileInsideTheRoot() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flare-strings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("L.xcstrings"), withIntermediateDirectories: true)
        try Data("flare: 1\nstrings: L.xcstrings\n".utf8).write(to: dir.appendingPathComponent("spec.yaml"))
        let inside = SpecLoader.load(path: dir.appendingPathComponent("spec.yaml").path)
        #expect(inside.spec == nil)
        #expect(inside.diagnostics.map(\.message).contains { $0.contains("not a regular file") })
        try Data("flare: 1\nstrings: ../x.xcstrings\n".utf8).write(to: dir.appendingPathComponent("spec.yaml"))
        let outside = SpecLoader.load(path: dir.appendingPathComponent("spec.yaml").path)
        #expect(outside.spec == nil)
    }

    /// Every prefix of a real catalog, every byte replaced by a few troublemakers, and deep nesting: a diagnostic
    /// or a catalog, never a crash.
    @Test func brokenCatalogsNeverCrash() {
        let text = Array(StringCatalogFixtures.catalog.unicodeScalars)
        var failures = 0
        for end in stride(from: 0, to: text.count, by: 7) {
            var s = String.UnicodeScalarView()
            s.append(contentsOf: text[..<end])
            if StringCatalogReader.read(String(s), file: "L").catalog == nil { failures += 1 }
        }
        for i in stride(from: 0, to: text.count, by: 11) {
            for r in ["\"", "{", "]", "\\", "\u{0}", "é"] as [Unicode.Scalar] {
                var t = text
                t[i] = r
                var s = String.UnicodeScalarView()
                s.append(contentsOf: t)
                _ = StringCatalogReader.read(String(s), file: "L")
            }
        }
        #expect(failures == (text.count + 6) / 7, "every proper prefix is an error")
        let deep = String(repeating: "[", count: 100_000)
        #expect(errors(deep).first?.hasSuffix("nests deeper than 64 levels") == true)
    }
}
