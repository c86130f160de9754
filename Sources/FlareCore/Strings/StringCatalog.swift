/// An Xcode String Catalog (`.xcstrings`) as Flare reads it: every key's translations by language, with the
/// state Xcode gives them and where each is written. `CatalogStrings` looks a spec's text up in it.
public struct StringCatalog: Sendable, Hashable {
    /// The language of the keys (the spec's own texts): `en`.
    public var sourceLanguage: String
    /// By key, as `String(localized:)` keys a text: the source text, a format's `%lld`/`%@` standing for values.
    public var entries: [String: Entry]
    /// Every language the catalog translates into (not the source language), sorted.
    public var languages: [String]
    /// The catalog's display path.
    public var file: String
    /// The keys with format specifiers, sorted: the ones a text is matched against when no key is the text.
    public private(set) var formatKeys: [String]

    public init(sourceLanguage: String, entries: [String: Entry], languages: [String], file: String) {
        self.sourceLanguage = sourceLanguage
        self.entries = entries
        self.languages = languages
        self.file = file
        formatKeys = entries.values.filter { $0.format != nil }.map(\.key).sorted()
    }

    /// One key of `strings`.
    public struct Entry: Sendable, Hashable {
        public var key: String
        public var location: SourceLocation
        public var comment: String?
        /// `shouldTranslate: false`: every language shows the source text, and nothing is reported missing.
        public var shouldTranslate = true
        public var extractionState: String?
        /// By language.
        public var localizations: [String: Localization] = [:]
        /// The key split into literal text and format specifiers (nil when it has none).
        public var format: CatalogFormat?

        public init(key: String, location: SourceLocation) {
            self.key = key
            self.location = location
            format = CatalogFormat(key)
        }
    }

    /// One language's text for a key: a plain `stringUnit`, or plural forms (`variations.plural`).
    public struct Localization: Sendable, Hashable {
        public var unit: Unit?
        /// By CLDR category (`one`, `few`, `other`, ...).
        public var plural: [PluralCategory: Unit] = [:]
        /// `substitutions`, by name: what each `%#@name@` of the unit's value becomes.
        public var substitutions: [String: Substitution] = [:]
        public var location: SourceLocation

        public init(unit: Unit? = nil, plural: [PluralCategory: Unit] = [:], location: SourceLocation) {
            self.unit = unit
            self.plural = plural
            self.location = location
        }
    }

    /// One `substitutions` entry: the argument (`argNum`, from 1) whose count chooses one of its plural forms, each
    /// a text where `%arg` is that argument (and `%1$@`, … the others).
    public struct Substitution: Sendable, Hashable {
        /// nil: the argument the `%#@name@` stands in place of.
        public var argNum: Int?
        /// As written (`lld`): how the argument is formatted; Flare shows the spec's own sample value.
        public var formatSpecifier: String?
        public var plural: [PluralCategory: Unit]
        public var location: SourceLocation

        public init(argNum: Int?, formatSpecifier: String?, plural: [PluralCategory: Unit], location: SourceLocation) {
            self.argNum = argNum
            self.formatSpecifier = formatSpecifier
            self.plural = plural
            self.location = location
        }
    }

    /// A `stringUnit`: its state and value.
    public struct Unit: Sendable, Hashable {
        public var state: State
        public var value: String
        public var location: SourceLocation

        public init(state: State, value: String, location: SourceLocation) {
            self.state = state
            self.value = value
            self.location = location
        }
    }

    /// `stringUnit.state` as Xcode writes it.
    public enum State: String, Sendable, Hashable, CaseIterable {
        case translated
        case needsReview = "needs_review"
        /// Added or changed in the source and not translated yet: the source text is shown.
        case new
    }
}
