/// A font as a spec names it: a Pango-style description (`"Inter Bold 17"`) or `{family, size, weight}`.
/// Sizes are iOS points, drawn as logical pixels on the stage.
public struct FontSpec: Sendable, Hashable, Codable {
    /// Flare's stand-in family for the iOS system font; the GTK layer maps it to a bundled open font.
    public static let systemFamily = "system"

    public var family: String
    public var size: Double
    public var weight: FontWeight
    public var italic: Bool
    /// Condensed … expanded: fontconfig's width, drawn as CSS `font-stretch`.
    public var width: FontWidth

    public init(
        family: String = FontSpec.systemFamily, size: Double, weight: FontWeight = .regular, italic: Bool = false,
        width: FontWidth = .normal
    ) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.width = width
    }

    public static func system(_ size: Double, _ weight: FontWeight = .regular) -> FontSpec {
        FontSpec(family: systemFamily, size: size, weight: weight)
    }

    /// The description as Flare prints it back: family, style words, size (`Lobster Two Bold Italic 24`).
    public var description: String {
        var words = [family]
        if width != .normal { words.append(width.word) }
        if weight != .regular { words.append(weight.word) }
        if italic { words.append("Italic") }
        let points = size == size.rounded() && abs(size) < 1e9 ? String(Int(size)) : String(size)
        return words.joined(separator: " ") + " " + points
    }
}

/// CSS/OpenType weights; the names are Pango's.
public enum FontWeight: Int, Sendable, Hashable, Codable, CaseIterable {
    case thin = 100
    case ultralight = 200
    case light = 300
    case semilight = 350
    case regular = 400
    case medium = 500
    case semibold = 600
    case bold = 700
    case ultrabold = 800
    case black = 900

    /// The style word fontconfig names the weight with.
    public var word: String {
        switch self {
        case .thin: "Thin"
        case .ultralight: "ExtraLight"
        case .light: "Light"
        case .semilight: "SemiLight"
        case .regular: "Regular"
        case .medium: "Medium"
        case .semibold: "SemiBold"
        case .bold: "Bold"
        case .ultrabold: "ExtraBold"
        case .black: "Black"
        }
    }
}

/// fontconfig's widths (`FC_WIDTH_*`, percent of normal), each with its CSS `font-stretch` keyword.
public enum FontWidth: Int, Sendable, Hashable, Codable, CaseIterable {
    case ultraCondensed = 50
    case extraCondensed = 63
    case condensed = 75
    case semiCondensed = 87
    case normal = 100
    case semiExpanded = 113
    case expanded = 125
    case extraExpanded = 150
    case ultraExpanded = 200

    /// The CSS `font-stretch` keyword: `ultra-condensed` … `ultra-expanded`.
    public var css: String {
        switch self {
        case .ultraCondensed: "ultra-condensed"
        case .extraCondensed: "extra-condensed"
        case .condensed: "condensed"
        case .semiCondensed: "semi-condensed"
        case .normal: "normal"
        case .semiExpanded: "semi-expanded"
        case .expanded: "expanded"
        case .extraExpanded: "extra-expanded"
        case .ultraExpanded: "ultra-expanded"
        }
    }

    /// The style word fontconfig names the width with (`SemiCondensed`).
    public var word: String {
        css.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
