/// A CLDR plural category, as `variations.plural` keys a catalog's forms.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable {
    case zero, one, two, few, many, other
}

/// The CLDR cardinal plural rules (unicode.org/cldr, `plurals.xml`) for whole numbers, the counts a spec's text
/// shows, in the languages Flare knows; every other language uses `other` alone (as Japanese, Chinese or Korean do).
/// The table is docs/spec.md's "Plural forms".
public enum PluralRules {
    /// The category `count` selects in `language` (a BCP 47 tag: only its language subtag matters, except `pt-PT`).
    public static func category(_ count: Int, language: String) -> PluralCategory {
        let tag = language.replacingOccurrences(of: "_", with: "-")
        let lang = tag.split(separator: "-").first.map { $0.lowercased() } ?? tag
        let n = count.magnitude
        let mod10 = n % 10, mod100 = n % 100
        let million = n != 0 && n % 1_000_000 == 0
        switch lang {
        case "en", "de", "nl", "sv", "da", "nb", "nn", "no", "fi", "et", "el", "hu", "tr", "bg", "ca", "gl":
            if lang == "ca" && million { return .many }
            return n == 1 ? .one : .other
        case "es", "it":
            if million { return .many }
            return n == 1 ? .one : .other
        case "fr":
            if million { return .many }
            return n <= 1 ? .one : .other
        case "pt":
            if million { return .many }
            if tag.lowercased() == "pt-pt" { return n == 1 ? .one : .other }
            return n <= 1 ? .one : .other
        case "ru", "uk", "be":
            if mod10 == 1 && mod100 != 11 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        case "pl":
            if n == 1 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        case "cs", "sk":
            if n == 1 { return .one }
            return (2...4).contains(n) ? .few : .other
        case "ar":
            if n == 0 { return .zero }
            if n == 1 { return .one }
            if n == 2 { return .two }
            if (3...10).contains(mod100) { return .few }
            if (11...99).contains(mod100) { return .many }
            return .other
        case "he", "iw":
            if n == 1 { return .one }
            return n == 2 ? .two : .other
        default:
            return .other
        }
    }
}
