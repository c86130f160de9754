import FlareCore
import Foundation
import Testing

/// `%#@name@` substitutions, as Xcode writes them when a text with several counts varies by plural
/// (`Fixtures/strings/Substitutions.xcstrings`: `argNum`, `formatSpecifier`, `variations.plural`, `%arg`), filled
/// as iOS fills them: each count the spec's text shows picks its own form by the language's plural rules.
@Suite struct StringCatalogSubstitutionTests {
    static let catalog: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/strings/Substitutions.xcstrings")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// A spec whose alert shows `title` and `message`, with the fixture as its catalog.
    static func shown(
        _ title: String, _ message: String, _ locale: String
    ) throws -> (title: String?, message: String?) {
        let spec = """
            flare: 1
            strings: Localizable.xcstrings
            alerts:
              sync:
                title: \(title)
                message: \(message)

            """
        let result = try StringCatalogFixtures.load(spec, catalog: catalog)
        #expect(result.errors.isEmpty, "\(result.diagnostics)")
        #expect(!result.diagnostics.contains { $0.message.contains("substitution") }, "\(result.diagnostics)")
        let alert = try #require(result.spec).showing(locale: locale, stress: .default, device: nil).alerts[0]
        return (alert.title, alert.message)
    }

    @Test(arguments: [
        ("de", "21 photos from 2 flights", "21 Fotos aus 2 Flügen"),
        ("de", "1 photos from 1 flights", "1 Foto aus 1 Flug"),
        ("ru", "21 photos from 2 flights", "21 снимок из 2 полётов"),
        ("ru", "3 photos from 1 flights", "3 снимка из 1 полёта"),
        ("ru", "11 photos from 5 flights", "11 снимков из 5 полётов"),
    ])
    func eachCountPicksItsOwnForm(locale: String, text: String, expected: String) throws {
        #expect(try Self.shown(text, "Ana took 7 photos", locale).title == expected)
    }

    @Test func withoutArgNumTheReferenceTakesTheNextArgument() throws {
        // `%1$@ hat %#@photos@ aufgenommen`: photos counts the second argument; its `one` form has no `%arg`.
        #expect(try Self.shown("3 photos from 1 flights", "Ana took 7 photos", "de").message
            == "Ana hat 7 Fotos aufgenommen")
        #expect(try Self.shown("3 photos from 1 flights", "Ana took 1 photos", "de").message
            == "Ana hat ein Foto aufgenommen")
        // No translation into ru: the source text, as iOS shows it.
        let untranslated = try Self.shown("3 photos from 1 flights", "Ana took 1 photos", "ru")
        #expect(untranslated.message == "Ana took 1 photos")
    }

    @Test func aBrokenSubstitutionIsAnErrorWhereWritten() {
        func errors(_ text: String) -> [String] {
            StringCatalogReader.read(text, file: "L.xcstrings").diagnostics.filter(\.isError).map {
                "\($0.location.line):\($0.location.column): \($0.message)"
            }
        }
        let named = Self.catalog.replacingOccurrences(of: "%#@photos@ aus", with: "%#@fotos@ aus")
        #expect(
            errors(named) == [
                "39:23: '%#@fotos@' in the 'de' text of key '%lld photos from %lld flights' names no substitution "
                    + "(did you mean 'photos'?) (Xcode writes one under 'substitutions')"
            ])
        // The `other` form of both "%arg Fotos" texts renamed `few`: three lines above each value.
        var lines = Self.catalog.components(separatedBy: "\n")
        for (n, line) in lines.enumerated() where line.hasSuffix("\"%arg Fotos\"") {
            lines[n - 3] = lines[n - 3].replacingOccurrences(of: "\"other\"", with: "\"few\"")
        }
        let noOther = lines.joined(separator: "\n")
        #expect(errors(noOther).count == 2)
        #expect(errors(noOther).allSatisfy { $0.contains("have no 'other' form") })
        let argNum = Self.catalog.replacingOccurrences(of: "\"argNum\" : 2", with: "\"argNum\" : 0")
        #expect(errors(argNum).count == 3)
        #expect(errors(argNum).first?.hasSuffix("'argNum' of substitution 'flights' of the 'de' text of key "
            + "'%lld photos from %lld flights' must be a whole number from 1 (the argument it counts)") == true)
    }
}
