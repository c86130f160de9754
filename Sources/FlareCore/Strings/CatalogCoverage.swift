import Foundation

/// What a String Catalog leaves untranslated, said at the spec's text: the load's warnings for `strings:`.
enum CatalogCoverage {
    /// One warning per kind of gap for `text`, naming the languages.
    static func findings(_ text: String, _ catalog: StringCatalog) -> [String] {
        var untranslated: [String] = [], review: [String] = [], missing = false
        for language in catalog.languages {
            switch CatalogStrings(language: language, catalog: catalog).lookup(text) {
            case .translated, .notTranslated: break
            case .needsReview(_, let at): review.append("\(language) (\(at))")
            case .untranslated: untranslated.append(language)
            case .missing: missing = true
            }
        }
        let quoted = quoted(text)
        if missing && !catalog.languages.isEmpty {
            return [
                "\(quoted) is not a key of \(catalog.file): every language shows the source text (flare strings "
                    + "--out \(catalog.file) adds it)"
            ]
        }
        var out: [String] = []
        if !untranslated.isEmpty {
            out.append(
                "\(quoted) is not translated into \(untranslated.joined(separator: ", ")) in \(catalog.file): the "
                    + "source text is shown")
        }
        if !review.isEmpty {
            out.append("the translation of \(quoted) needs review in \(review.joined(separator: ", "))")
        }
        return out
    }

    /// The load's warnings (what `flare check` and the window show) for every text of the spec.
    static func warnings(_ uses: [ShownText], _ catalog: StringCatalog) -> [Diagnostic] {
        uses.flatMap { use in findings(use.text, catalog).map { Diagnostic(.warning, $0, at: use.location) } }
    }

    /// A text as findings quote it, cut to 60 characters.
    static func quoted(_ text: String) -> String { "'\(text.count > 60 ? String(text.prefix(57)) + "…" : text)'" }

    /// The alert or rocket a `ShownText.owner` (or a Flare comment's first owner) names: `alert 'low-battery'`,
    /// `rocket 'welcome' block 'hello'`.
    static func subject(ofOwner owner: String) -> SpecItem? {
        let first = owner.split(separator: ";").first.map(String.init) ?? owner
        let parts = first.split(separator: "'", omittingEmptySubsequences: false)
        guard parts.count >= 3 else { return nil }
        return SpecItem(section: parts[0].trimmingCharacters(in: .whitespaces), id: String(parts[1]))
    }
}
