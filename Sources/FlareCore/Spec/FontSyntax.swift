/// Reads a Pango-style font description as fontconfig names faces: tokens in any order, a number is the size
/// (points), fontconfig's style words set the weight, width and slant, and the remaining words are the family
/// (`system`, or none, is the system font). `"Inter Bold 17"`, `"URW Gothic Demi 20"`, `"system 18 black"`,
/// `"17 italic Noto Serif"`, `"DejaVu Sans Condensed Bold 12"`. Words match without case, `-` or `_`
/// (`Semi-Bold`, `extra_condensed`), and a style fontconfig writes as two words is one (`Inter Semi Bold 17`).
public enum FontSyntax {
    /// Why a description is not a font, in words for a diagnostic.
    public enum Problem: Error, Equatable, Sendable {
        case empty
        case noSize
        case twoSizes
        case twoWeights(String, String)
        case twoWidths(String, String)
        case twoSlants(String, String)
        case badSize(String)

        public var reason: String {
            switch self {
            case .empty: "it is empty"
            case .noSize: "it has no size (add a number of points, e.g. '17')"
            case .twoSizes: "it has two sizes"
            case .twoWeights(let a, let b): "it has two weights ('\(a)' and '\(b)')"
            case .twoWidths(let a, let b): "it has two widths ('\(a)' and '\(b)')"
            case .twoSlants(let a, let b): "it has two slants ('\(a)' and '\(b)')"
            case .badSize(let s):
                "'\(s)' is not a usable size (\(SpecRanges.describe(SpecRanges.numbers["size"]!)) points)"
            }
        }
    }

    /// fontconfig's weight words (`FcNameConstant`: Thin … Black, with Demi, Book and Heavy) and Pango's, lowercased.
    /// Book is fontconfig's 75 (just under Regular's 80) and draws the Regular face; ExtraBlack draws Black.
    public static let weightWords: [String: FontWeight] = [
        "thin": .thin, "ultralight": .ultralight, "extralight": .ultralight, "light": .light,
        "semilight": .semilight, "demilight": .semilight,
        "regular": .regular, "normal": .regular, "book": .regular, "medium": .medium,
        "semibold": .semibold, "demibold": .semibold, "demi": .semibold, "bold": .bold, "ultrabold": .ultrabold,
        "extrabold": .ultrabold, "heavy": .black, "black": .black, "extrablack": .black, "ultrablack": .black,
    ]

    /// fontconfig's width words, lowercased.
    public static let widthWords: [String: FontWidth] = [
        "ultracondensed": .ultraCondensed, "extracondensed": .extraCondensed, "condensed": .condensed,
        "semicondensed": .semiCondensed, "semiexpanded": .semiExpanded, "expanded": .expanded,
        "extraexpanded": .extraExpanded, "ultraexpanded": .ultraExpanded,
    ]

    /// fontconfig's slant words: Italic and Oblique slant the text (Flare draws both as italic), Roman is upright.
    public static let slantWords: [String: Bool] = ["italic": true, "oblique": true, "roman": false]

    /// The weight a word or CSS number (100, 200 … 900) names.
    public static func weight(_ text: String) -> FontWeight? {
        if let w = weightWords[key(text)] { return w }
        if let n = Int(text), n % 100 == 0 { return FontWeight(rawValue: n) }
        return nil
    }

    /// How a word is looked up: lowercased, without `-`, `_` or a blank.
    static func key(_ word: String) -> String {
        String(word.lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" && $0 != " " })
    }

    /// Joins `Semi` `Bold` into one token `Semi Bold` when the two words together are a style word (`semibold`).
    static func joinedStyleWords(_ tokens: [String]) -> [String] {
        var out: [String] = []
        var i = 0
        while i < tokens.count {
            if i + 1 < tokens.count, ["semi", "demi", "extra", "ultra"].contains(key(tokens[i])) {
                let both = key(tokens[i] + tokens[i + 1])
                if weightWords[both] != nil || widthWords[both] != nil {
                    out.append(tokens[i] + " " + tokens[i + 1])
                    i += 2
                    continue
                }
            }
            out.append(tokens[i])
            i += 1
        }
        return out
    }

    public static func parse(_ text: String) -> Result<FontSpec, Problem> {
        let tokens = joinedStyleWords(
            text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map(String.init))
        guard !tokens.isEmpty else { return .failure(.empty) }
        var size: Double?
        var weight: (FontWeight, String)?
        var width: (FontWidth, String)?
        var slant: (Bool, String)?
        var family: [String] = []
        for token in tokens {
            let word = key(token)
            if let first = token.unicodeScalars.first, ("0"..."9").contains(first) || first == "." {
                var digits = token.lowercased()
                if digits.hasSuffix("px") || digits.hasSuffix("pt") { digits.removeLast(2) }
                guard let v = SpecNumber.parse(digits) else {
                    family.append(token)  // a family word that starts with a digit ("3D")
                    continue
                }
                guard size == nil else { return .failure(.twoSizes) }
                guard SpecRanges.numbers["size"]!.contains(v) else { return .failure(.badSize(token)) }
                size = v
            } else if let w = weightWords[word] {
                if let weight { return .failure(.twoWeights(weight.1, token)) }
                weight = (w, token)
            } else if let w = widthWords[word] {
                if let width { return .failure(.twoWidths(width.1, token)) }
                width = (w, token)
            } else if let s = slantWords[word] {
                if let slant { return .failure(.twoSlants(slant.1, token)) }
                slant = (s, token)
            } else {
                family.append(token)
            }
        }
        guard let size else { return .failure(.noSize) }
        var name = family.joined(separator: " ")
        if name.isEmpty || name.lowercased() == FontSpec.systemFamily { name = FontSpec.systemFamily }
        return .success(
            FontSpec(
                family: name, size: size, weight: weight?.0 ?? .regular, italic: slant?.0 ?? false,
                width: width?.0 ?? .normal))
    }
}
