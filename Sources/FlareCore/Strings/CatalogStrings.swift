/// One language of a String Catalog, as a locale shows it: a spec text (a source-language text) looked up by its
/// key, exactly or through a format key, its plural form chosen by the count the text shows. A text the catalog
/// does not translate shows the source text, as iOS does.
public struct CatalogStrings: Sendable, Hashable {
    public var language: String
    public var catalog: StringCatalog

    public init(language: String, catalog: StringCatalog) {
        self.language = language
        self.catalog = catalog
    }

    /// What the catalog gives for one text in this language.
    public enum Lookup: Sendable, Hashable {
        case translated(String)
        /// `needs_review`: shown, and lint says so.
        case needsReview(String, at: SourceLocation)
        /// The key is there but has no usable text in this language (none, `new`, an empty value).
        case untranslated(at: SourceLocation)
        /// No key matches the text.
        case missing
        /// `shouldTranslate: false`: the source text, as meant.
        case notTranslated
    }

    /// The text to show for `text`: its translation, else `text` itself.
    public func translate(_ text: String) -> String {
        switch lookup(text) {
        case .translated(let s), .needsReview(let s, _): s
        case .untranslated, .missing, .notTranslated: text
        }
    }

    public func lookup(_ text: String) -> Lookup {
        if let entry = catalog.entries[text], entry.format == nil { return result(entry, values: [], count: nil) }
        for key in catalog.formatKeys {
            guard let entry = catalog.entries[key], let format = entry.format, let values = format.values(in: text)
            else { continue }
            return result(entry, values: values, count: format.count(values))
        }
        return .missing
    }

    private func result(_ entry: StringCatalog.Entry, values: [String], count: Int?) -> Lookup {
        guard entry.shouldTranslate else { return .notTranslated }
        guard let localization = entry.localizations[language] else { return .untranslated(at: entry.location) }
        var unit = localization.unit
        if !localization.plural.isEmpty {
            let category = count.map { PluralRules.category($0, language: language) } ?? .other
            unit = localization.plural[category] ?? localization.plural[.other]
        }
        guard let unit, unit.state != .new, !unit.value.isEmpty else {
            return .untranslated(at: localization.location)
        }
        var shown = values.isEmpty ? unit.value : (CatalogFormat.fill(unit.value, with: values) ?? unit.value)
        var review = unit.state == .needsReview ? unit.location : nil
        if !CatalogSubstitutions.references(in: unit.value).isEmpty {
            // `%#@name@`: each substitution's plural form for its count, as iOS fills it.
            guard let (text, forms) = CatalogSubstitutions.fill(
                    unit.value, localization.substitutions, values: values, language: language),
                !forms.contains(where: { $0.state == .new })
            else { return .untranslated(at: localization.location) }
            shown = text
            review = review ?? forms.first { $0.state == .needsReview }?.location
        }
        return review.map { .needsReview(shown, at: $0) } ?? .translated(shown)
    }
}
