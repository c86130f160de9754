/// One font a spec writes (`titleFont: URW Gothic Demi 20`), where: what font warnings and `flare fonts` report.
public struct FontUse: Sendable, Hashable, Codable {
    /// The key that holds it (`titleFont`, `actionFont`, `font`).
    public var key: String
    /// The value as written (a map is printed back as a description).
    public var text: String
    public var font: FontSpec
    /// The value, or a map's `family`.
    public var location: SourceLocation

    public init(key: String, text: String, font: FontSpec, location: SourceLocation) {
        self.key = key
        self.text = text
        self.font = font
        self.location = location
    }
}
