/// A font as a spec names it: a Pango-style description (`"Inter Bold 17"`) or `{family, size, weight}`.
/// Sizes are iOS points, drawn as logical pixels on the stage.
public struct FontSpec: Sendable, Hashable, Codable {
    /// Flare's stand-in family for the iOS system font; the GTK layer maps it to a bundled open font.
    public static let systemFamily = "system"

    public var family: String
    public var size: Double
    public var weight: FontWeight
    public var italic: Bool

    public init(family: String = FontSpec.systemFamily, size: Double, weight: FontWeight = .regular, italic: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
    }

    public static func system(_ size: Double, _ weight: FontWeight = .regular) -> FontSpec {
        FontSpec(family: systemFamily, size: size, weight: weight)
    }
}

/// CSS/OpenType weights; the names are Pango's.
public enum FontWeight: Int, Sendable, Hashable, Codable, CaseIterable {
    case thin = 100
    case ultralight = 200
    case light = 300
    case regular = 400
    case medium = 500
    case semibold = 600
    case bold = 700
    case ultrabold = 800
    case black = 900
}
