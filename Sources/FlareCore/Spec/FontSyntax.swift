/// Reads a Pango-style font description: tokens in any order, a number is the size (points), weight words
/// and `italic` are styles, the remaining words are the family (`system`, or none, is the system font).
/// `"Inter Bold 17"`, `"bold 17"`, `"system 18 black"`, `"17 italic Noto Serif"`.
public enum FontSyntax {
    /// Why a description is not a font, in words for a diagnostic.
    public enum Problem: Error, Equatable, Sendable {
        case empty
        case noSize
        case twoSizes
        case twoWeights(String, String)
        case badSize(String)

        public var reason: String {
            switch self {
            case .empty: "it is empty"
            case .noSize: "it has no size (add a number of points, e.g. '17')"
            case .twoSizes: "it has two sizes"
            case .twoWeights(let a, let b): "it has two weights ('\(a)' and '\(b)')"
            case .badSize(let s): "'\(s)' is not a usable size (\(SpecRanges.describe(SpecRanges.numbers["size"]!)) points)"
            }
        }
    }

    /// Weight words (Pango's, plus their common synonyms), lowercased.
    public static let weightWords: [String: FontWeight] = [
        "thin": .thin, "ultralight": .ultralight, "extralight": .ultralight, "light": .light,
        "regular": .regular, "normal": .regular, "book": .regular, "medium": .medium,
        "semibold": .semibold, "demibold": .semibold, "bold": .bold, "ultrabold": .ultrabold,
        "extrabold": .ultrabold, "heavy": .black, "black": .black,
    ]

    /// The weight a word or CSS number (100, 200 … 900) names.
    public static func weight(_ text: String) -> FontWeight? {
        if let w = weightWords[text.lowercased()] { return w }
        if let n = Int(text) { return FontWeight(rawValue: n) }
        return nil
    }

    public static func parse(_ text: String) -> Result<FontSpec, Problem> {
        let tokens = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map(String.init)
        guard !tokens.isEmpty else { return .failure(.empty) }
        var size: Double?
        var weight: FontWeight?
        var weightWord = ""
        var italic = false
        var family: [String] = []
        for token in tokens {
            let lower = token.lowercased()
            if let first = token.unicodeScalars.first, ("0"..."9").contains(first) || first == "." {
                var digits = lower
                if digits.hasSuffix("px") || digits.hasSuffix("pt") { digits.removeLast(2) }
                guard let v = SpecNumber.parse(digits) else {
                    family.append(token)   // a family word that starts with a digit ("3D")
                    continue
                }
                guard size == nil else { return .failure(.twoSizes) }
                guard SpecRanges.numbers["size"]!.contains(v) else { return .failure(.badSize(token)) }
                size = v
            } else if let w = weightWords[lower] {
                guard weight == nil else { return .failure(.twoWeights(weightWord, token)) }
                weight = w
                weightWord = token
            } else if lower == "italic" || lower == "oblique" {
                italic = true
            } else {
                family.append(token)
            }
        }
        guard let size else { return .failure(.noSize) }
        var name = family.joined(separator: " ")
        if name.isEmpty || name.lowercased() == FontSpec.systemFamily { name = FontSpec.systemFamily }
        return .success(FontSpec(family: name, size: size, weight: weight ?? .regular, italic: italic))
    }
}
