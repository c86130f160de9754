/// A catalog key with format specifiers (`Battery at %lld%%`, `%1$@ flew %2$lld km`), as `String(localized:)`
/// keys an interpolated text: the spec's text is the text the app shows (`Battery at 20%`), so the key is matched
/// against it, the values the spec shows (its sample values) are read out of it, and a translation is filled with
/// them. The first whole number is the count a plural form is chosen by.
public struct CatalogFormat: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `%d %i %u %ld %lld %lu %llu %zd ...`: a whole number.
        case integer
        /// `%f %.1f %g %e`: a number with a fraction.
        case decimal
        /// `%@ %s %c`, and any other conversion: some text.
        case object
    }

    public enum Part: Sendable, Hashable {
        case literal(String)
        /// A specifier: its kind, its `n$` position (nil: the next one) and its text as written.
        case value(Kind, position: Int?, spelling: String)
    }

    public var parts: [Part]

    /// Nil when `key` has no format specifier (`%%` alone is literal text) or uses substitutions (`%#@name@`).
    public init?(_ key: String) {
        guard let parts = Self.split(key), parts.contains(where: { if case .value = $0 { true } else { false } })
        else { return nil }
        self.parts = parts
    }

    /// The key or a translation cut into literal text and specifiers; nil when it is not a format Flare fills.
    static func split(_ text: String) -> [Part]? {
        var parts: [Part] = []
        var literal = ""
        let chars = Array(text)
        var i = 0
        while i < chars.count {
            guard chars[i] == "%" else {
                literal.append(chars[i])
                i += 1
                continue
            }
            var j = i + 1
            guard j < chars.count else { return nil }
            if chars[j] == "%" {
                literal.append("%")
                i = j + 1
                continue
            }
            var digits = ""
            while j < chars.count, chars[j].isASCII, chars[j].isNumber {
                digits.append(chars[j])
                j += 1
            }
            var position: Int?
            if j < chars.count, chars[j] == "$", let n = Int(digits), n > 0 {
                position = n
                j += 1
            } else {
                j = i + 1
            }
            while j < chars.count, "-+ 0#'".contains(chars[j]) { j += 1 }
            while j < chars.count, chars[j].isASCII, chars[j].isNumber || chars[j] == "." { j += 1 }
            while j < chars.count, "hlqLztj".contains(chars[j]) { j += 1 }
            guard j < chars.count, chars[j] != "#", chars[j] != "%" else { return nil }
            let kind: Kind =
                switch chars[j] {
                case "d", "i", "u", "D", "U", "o", "x", "X": .integer
                case "f", "F", "e", "E", "g", "G", "a", "A": .decimal
                default: .object
                }
            if !literal.isEmpty { parts.append(.literal(literal)) }
            literal = ""
            parts.append(.value(kind, position: position, spelling: String(chars[i...j])))
            i = j + 1
        }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        return parts
    }

    /// The values `text` shows where the key has specifiers, in the key's argument order; nil when it does not
    /// match. `%@` takes the shortest text that lets the rest match.
    public func values(in text: String) -> [String]? {
        var found: [(Int, String)] = []
        var budget = Self.matchBudget
        guard Self.match(parts[...], Array(text)[...], next: 1, into: &found, budget: &budget) else { return nil }
        return found.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// The most steps a match may take: a key of many `%@` against a long text could otherwise try every way of
    /// cutting it (a hostile catalog must not hang the load); past it, the key does not match.
    static let matchBudget = 2_000

    private static func match(
        _ parts: ArraySlice<Part>, _ text: ArraySlice<Character>, next: Int, into found: inout [(Int, String)],
        budget: inout Int
    ) -> Bool {
        budget -= 1
        guard budget > 0 else { return false }
        guard let part = parts.first else { return text.isEmpty }
        switch part {
        case .literal(let s):
            let chars = Array(s)
            guard text.starts(with: chars) else { return false }
            return match(parts.dropFirst(), text.dropFirst(chars.count), next: next, into: &found, budget: &budget)
        case .value(let kind, let position, _):
            let index = position ?? next
            for end in candidateEnds(kind, text) {
                found.append((index, String(text[text.startIndex..<end])))
                if match(parts.dropFirst(), text[end...], next: index + 1, into: &found, budget: &budget) {
                    return true
                }
                found.removeLast()
                if budget <= 0 { return false }
            }
            return false
        }
    }

    /// Where a value of `kind` starting at the text's start may end, shortest first.
    private static func candidateEnds(_ kind: Kind, _ text: ArraySlice<Character>) -> [Int] {
        var ends: [Int] = []
        var i = text.startIndex
        if kind != .object, i < text.endIndex, text[i] == "-" { i += 1 }
        while i < text.endIndex {
            let c = text[i]
            let fits: Bool =
                switch kind {
                case .integer: c.isASCII && c.isNumber
                case .decimal: (c.isASCII && c.isNumber) || c == "." || c == ","
                case .object: true
                }
            guard fits else { break }
            i += 1
            ends.append(i)
        }
        return ends
    }

    /// `translation` with its specifiers replaced by `values` (by position, or in order); `%%` becomes `%`. Nil
    /// when the translation names a value the text does not have.
    public static func fill(_ translation: String, with values: [String]) -> String? {
        var next = 1
        return fill(translation, with: values, next: &next)
    }

    /// `fill`, counting unnumbered specifiers from `next` (a text cut around substitutions is filled piece by piece).
    static func fill(_ translation: String, with values: [String], next: inout Int) -> String? {
        guard let parts = split(translation) else { return nil }
        var out = ""
        for part in parts {
            switch part {
            case .literal(let s): out += s
            case .value(_, let position, _):
                let index = position ?? next
                guard values.indices.contains(index - 1) else { return nil }
                out += values[index - 1]
                next = index + 1
            }
        }
        return out
    }

    /// The first whole number among `values` (the count a plural form is chosen by).
    public func count(_ values: [String]) -> Int? {
        var index = 0
        for part in parts {
            guard case .value(let kind, let position, _) = part else { continue }
            index = position ?? index + 1
            if kind == .integer, values.indices.contains(index - 1), let n = Int(values[index - 1]) { return n }
        }
        return nil
    }
}
