/// The faces of a font family as the font picker lists them: each of fontconfig's styles (`Bold Italic`,
/// `Condensed Light`) read as a weight, a slant and a width (`FontSyntax`'s words), once each, upright before
/// italic and light before bold.
public enum FontFaces {
    /// One face: its style as fontconfig names it, and the font it draws (the family and size of `base`).
    public struct Face: Sendable, Hashable {
        public var style: String
        public var weight: FontWeight
        public var italic: Bool
        public var width: FontWidth

        /// `font` in this face: its family and size, this weight, slant and width.
        public func applied(to font: FontSpec) -> FontSpec {
            var f = font
            f.weight = weight
            f.italic = italic
            f.width = width
            return f
        }
    }

    /// The face a fontconfig style names; nil when a word of it is not a style word (a foundry's own name).
    public static func face(style: String) -> Face? {
        // A family word would be read as the family: a style of only style words leaves none.
        guard case .success(let font) = FontSyntax.parse(style + " 17"), font.family == FontSpec.systemFamily else {
            return nil
        }
        return Face(style: style, weight: font.weight, italic: font.italic, width: font.width)
    }

    /// The faces among `faces` of `family` (compared as fontconfig compares names), one per weight, slant and width.
    public static func of(_ family: String, in faces: [FontFace]) -> [Face] {
        let key = FontFamilyName.key(family)
        var seen = Set<Face>()
        var found: [Face] = []
        for face in faces where FontFamilyName.key(face.family) == key {
            guard var f = Self.face(style: face.style) else { continue }
            let style = f.style
            f.style = ""
            guard seen.insert(f).inserted else { continue }
            f.style = style
            found.append(f)
        }
        return found.sorted {
            ($0.width.rawValue, $0.italic ? 1 : 0, $0.weight.rawValue)
                < ($1.width.rawValue, $1.italic ? 1 : 0, $1.weight.rawValue)
        }
    }
}
