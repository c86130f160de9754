/// A `FontCatalog` from lists, for engine tests: a family resolves to its face whose style names the font's
/// weight and slant (else its first face), an unknown family to `fallback`'s first face.
public struct InMemoryFontCatalog: FontCatalog {
    public var bundled: [FontFace]
    public var systemFamily: String
    public var installed: [FontFace]
    public var files: [String: [FontFace]]
    public var fallback: String

    public init(
        bundled: [FontFace], systemFamily: String, installed: [FontFace], files: [String: [FontFace]] = [:],
        fallback: String
    ) {
        self.bundled = bundled
        self.systemFamily = systemFamily
        self.installed = installed
        self.files = files
        self.fallback = fallback
    }

    public func faces(inFile path: String) -> [FontFace] { files[path] ?? [] }

    public func match(_ font: FontSpec, declared: [String]) -> FontFace? {
        let all = declared.flatMap(faces(inFile:)) + bundled + installed
        let family = font.family == FontSpec.systemFamily ? systemFont.family(size: font.size) : font.family
        var candidates = all.filter { FontFamilyName.key($0.family) == FontFamilyName.key(family) }
        if candidates.isEmpty { candidates = all.filter { $0.family == fallback } }
        var style = [font.weight.word] + (font.italic ? ["Italic"] : [])
        if style == ["Regular", "Italic"] { style = ["Italic"] }
        let wanted = FontFamilyName.key(style.joined())
        return candidates.first { FontFamilyName.key($0.style) == wanted } ?? candidates.first
    }
}
