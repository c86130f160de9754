/// One face a font file holds, as fontconfig names it: `Lobster Two`, `Bold Italic`, its file.
public struct FontFace: Sendable, Hashable, Codable {
    public var family: String
    public var style: String
    public var file: String

    public init(family: String, style: String, file: String) {
        self.family = family
        self.style = style
        self.file = file
    }
}

/// The fonts a machine can draw, as the engine asks about them: what Flare bundles, what is installed, what a
/// declared file holds, and which face a font resolves to. FlareGtk answers with fontconfig
/// (`FontconfigCatalog`); engine tests use `InMemoryFontCatalog`.
public protocol FontCatalog: Sendable {
    /// The faces Flare ships (`Assets/fonts`).
    var bundled: [FontFace] { get }
    /// The bundled family the spec family `system` draws when SF Pro is not installed (Inter; `systemFont` says
    /// what draws it on this machine).
    var systemFamily: String { get }
    /// What draws `system` on this machine: SF Pro when installed, else the stand-in (`SystemFont.choose`).
    var systemFont: SystemFont { get }
    /// The faces installed on this machine.
    var installed: [FontFace] { get }
    /// The faces in a font file a spec declares in `fonts:`; empty when it holds none.
    func faces(inFile path: String) -> [FontFace]
    /// The face that draws `font` when the bundled fonts and the `declared` files are registered.
    func match(_ font: FontSpec, declared: [String]) -> FontFace?
    /// Whether a family is installed, compared as fontconfig compares names (`FontFamilyName.key`). Asked on
    /// every load: a catalog with many fonts answers from a cache.
    func isInstalled(_ family: String) -> Bool
}

extension FontCatalog {
    public func isInstalled(_ family: String) -> Bool {
        let key = FontFamilyName.key(family)
        return installed.contains { FontFamilyName.key($0.family) == key }
    }
}

/// Family names compare as fontconfig compares them: without case or blanks (`DejaVuSans` is `DejaVu Sans`).
public enum FontFamilyName {
    public static func key(_ family: String) -> String {
        String(family.lowercased().unicodeScalars.filter { $0 != " " && $0 != "\t" })
    }
}
