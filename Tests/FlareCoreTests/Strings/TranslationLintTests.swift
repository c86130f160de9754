import FlareCore
import Foundation
import Testing

/// Lint rule `translation`: what the String Catalog does not give a spec text, one finding per language at the
/// catalog's line and column (where the translation is to be written or reviewed), and Flare's stale keys.
@Suite struct TranslationLintTests {
    /// The catalog's 1-based line holding `needle`, the first after the line holding `after`.
    static func line(_ needle: String, after: String) -> Int {
        let lines = StringCatalogFixtures.catalog.components(separatedBy: "\n")
        let start = lines.firstIndex { $0.contains(after) } ?? 0
        return (lines[start...].firstIndex { $0.contains(needle) } ?? -1) + 1
    }

    static func findings(_ spec: String = StringCatalogFixtures.spec, catalog: String = StringCatalogFixtures.catalog)
        throws -> (lines: [String], findings: [LintFinding], load: LoadResult)
    {
        let result = try StringCatalogFixtures.load(spec, catalog: catalog)
        let model = try #require(result.spec, "\(result.diagnostics)")
        let folder = model.file.replacingOccurrences(of: "spec.yaml", with: "")
        let found = SpecLint.translations(model)
        let lines = found.map {
            "\($0.location):\($0.subject): \($0.message)".replacingOccurrences(of: folder, with: "")
        }
        return (lines, found, result)
    }

    @Test func eachGapIsAFindingAtTheCatalogNamingItsLanguage() throws {
        let (lines, found, _) = try Self.findings()
        #expect(found.allSatisfy { $0.rule == .translation && $0.severity == .warning })
        let review = Self.line("needs_review", after: "Battery at")
        #expect(
            lines.contains(
                "Localizable.xcstrings:\(review):23:alert/low-battery: alert 'low-battery': the de translation of "
                    + "'Battery at 20%. Return home now.' needs review"))
        // 'Return home': de's unit is `new` (at its localization), fr and ru have none (at the key).
        let returnKey = Self.line("\"Return home\" : {", after: "\"OK\"")
        let returnDe = Self.line("\"de\" : {", after: "\"Return home\" : {")
        let owner = "alert/low-battery: alert 'low-battery': 'Return home' is not translated into"
        for (line, column, language) in [(returnDe, 16, "de"), (returnKey, 5, "fr"), (returnKey, 5, "ru")] {
            let expected = "Localizable.xcstrings:\(line):\(column):\(owner) \(language): the source text is shown"
            #expect(lines.contains(expected), "\(lines)")
        }
        // No key at all: at the spec's text, naming every language.
        #expect(lines.contains {
            $0.hasPrefix("spec.yaml:13:9:alert/low-battery: alert 'low-battery': 'Later' is not a key")
                && $0.contains("de, fr, ru show the source text")
        })
        #expect(!lines.contains { $0.contains("'OK'") }, "shouldTranslate: false is meant")
    }

    @Test func theLevelComesFromTheLintSection() throws {
        let off = StringCatalogFixtures.spec + "lint: {translation: off}\n"
        #expect(try Self.findings(off).findings.isEmpty)
        let error = StringCatalogFixtures.spec + "lint: {translation: error}\n"
        let found = try Self.findings(error).findings
        #expect(!found.isEmpty && found.allSatisfy { $0.severity == .error })
    }

    @Test func aStaleKeyFlareWroteIsAFindingOfItsAlert() throws {
        let stale = StringCatalogFixtures.catalog.replacingOccurrences(
            of: "    \"OK\" : {",
            with: "    \"Old text\" : {\n      \"comment\" : \"Flare: alert 'files'\",\n"
                + "      \"extractionState\" : \"stale\"\n    },\n    \"Xcode's\" : {\n"
                + "      \"extractionState\" : \"stale\"\n    },\n    \"OK\" : {")
        let lines = try Self.findings(catalog: stale).lines
        let at = stale.components(separatedBy: "\n").firstIndex { $0.contains("\"Old text\"") }! + 1
        #expect(
            lines.contains(
                "Localizable.xcstrings:\(at):5:alert/files: alert 'files': 'Old text' is stale in "
                    + "Localizable.xcstrings: the spec no longer shows it (delete the key, or show the text again)"),
            "\(lines)")
        // A stale key Flare did not write is the app's, not the spec's.
        #expect(!lines.contains { $0.contains("Xcode's") })
    }

    @Test func lintPrintsTheLoadsCatalogWarningsOnceAsFindings() throws {
        let (_, found, load) = try Self.findings()
        let spec = try #require(load.spec)
        let warnings = SpecLint.catalogWarnings(spec)
        #expect(!warnings.isEmpty && Set(warnings).isSubset(of: Set(load.warnings)))
        #expect(found.count >= warnings.count)
    }
}
