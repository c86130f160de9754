/// One design token read from a DTCG 2025.10 token file (`tokens:`): its dotted name, its type and resolved value,
/// and where it is written. Colour tokens join the palette under their name; typography tokens are fonts.
public struct DesignToken: Sendable, Hashable {
    /// A typography composite: the font it draws with, and the two metrics an alert's font does not carry.
    public struct Typography: Sendable, Hashable {
        public var font: FontSpec
        /// The `fontFamily` list as written; `font.family` is its first family Flare can draw.
        public var families: [String]
        /// Points (a dimension), or nil when the token gives none.
        public var letterSpacing: Double?
        /// A multiple of the font size, or nil.
        public var lineHeight: Double?

        public init(font: FontSpec, families: [String], letterSpacing: Double? = nil, lineHeight: Double? = nil) {
            self.font = font
            self.families = families
            self.letterSpacing = letterSpacing
            self.lineHeight = lineHeight
        }
    }

    public enum Value: Sendable, Hashable {
        case color(Color)
        /// Points (px; rem × 16).
        case dimension(Double)
        case number(Double)
        case fontFamily([String])
        case fontWeight(FontWeight)
        case typography(Typography)
        /// A type Flare reads but has no use for (duration, cubicBezier, shadow, border, …): kept, so aliases to it
        /// resolve and using it where a colour or font is expected says what it is.
        case other
    }

    /// The token's path with dots: `color.brand.primary`.
    public var name: String
    /// The `$type`, as written or inherited from a group or an alias's target.
    public var type: String
    public var value: Value
    /// Where the token's name is written in its file.
    public var location: SourceLocation
    /// The token it aliases (`{color.blue.500}`), when its value is one.
    public var alias: String?
    public var description: String?
    /// `$deprecated`: the reason, or an empty text for `true`; nil when not deprecated.
    public var deprecated: String?

    public init(
        name: String, type: String, value: Value, location: SourceLocation, alias: String? = nil,
        description: String? = nil, deprecated: String? = nil
    ) {
        self.name = name
        self.type = type
        self.value = value
        self.location = location
        self.alias = alias
        self.description = description
        self.deprecated = deprecated
    }

    /// The font a typography token draws with, or nil for any other type.
    public var font: FontSpec? {
        if case .typography(let t) = value { return t.font }
        return nil
    }

    /// The colour of a colour token, or nil.
    public var color: Color? {
        if case .color(let c) = value { return c }
        return nil
    }
}
