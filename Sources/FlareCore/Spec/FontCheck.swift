/// Fonts that are what they say: every family a spec names must be bundled (`system` is), declared in `fonts:`,
/// or installed; else fontconfig draws another family in silence, so the spec gets a warning at the font's
/// `file:line:col` naming the family that draws instead and the nearest family the machine has.
public struct FontCheck: Sendable {
    /// Where a family comes from.
    public enum Source: String, Sendable, Hashable, Codable {
        case bundled, declared, installed
    }

    /// A font key and what draws it.
    public struct Resolution: Sendable, Hashable {
        public var use: FontUse
        /// Nil when the family is nowhere: `face` is then a fallback.
        public var source: Source?
        public var face: FontFace?
    }

    public let catalog: any FontCatalog
    /// The spec's `fonts:` files.
    public let declaredFiles: [String]
    /// The faces those files hold.
    public let declared: [FontFace]
    private let bundledKeys: Set<String>
    private let declaredKeys: Set<String>

    public init(catalog: any FontCatalog, declaredFiles: [String]) {
        self.catalog = catalog
        self.declaredFiles = declaredFiles
        declared = declaredFiles.flatMap { catalog.faces(inFile: $0) }
        bundledKeys = Set(catalog.bundled.map { FontFamilyName.key($0.family) })
        declaredKeys = Set(declared.map { FontFamilyName.key($0.family) })
    }

    /// Where `font`'s family comes from, or nil when it is nowhere (`system` is installed SF Pro, else bundled).
    public func source(of font: FontSpec) -> Source? {
        if font.family == FontSpec.systemFamily { return catalog.systemFont.isApple ? .installed : .bundled }
        let key = FontFamilyName.key(font.family)
        if bundledKeys.contains(key) { return .bundled }
        if declaredKeys.contains(key) { return .declared }
        return catalog.isInstalled(font.family) ? .installed : nil
    }

    public func resolve(_ use: FontUse) -> Resolution {
        Resolution(use: use, source: source(of: use.font), face: catalog.match(use.font, declared: declaredFiles))
    }

    /// The face that draws `font`.
    public func face(_ font: FontSpec) -> FontFace? { catalog.match(font, declared: declaredFiles) }

    /// What a misspelt family may be near: every family the machine has, and each one's leading words
    /// (`Comic Sanz` is near `Comic Sans`, so it suggests `Comic Sans MS`), each naming its family.
    private func nearNames() -> [String: String] {
        var names: [String: String] = [:]
        for family in Set((catalog.bundled + declared + catalog.installed).map(\.family)).sorted() {
            let words = family.split(separator: " ")
            for n in stride(from: words.count, through: 1, by: -1) {
                let prefix = words.prefix(n).joined(separator: " ")
                if names[prefix] == nil || n == words.count { names[prefix] = family }
            }
        }
        return names
    }

    /// One warning per font key whose family is nowhere (each family matched once).
    public func warnings(_ uses: [FontUse]) -> [Diagnostic] {
        var fallbacks: [FontSpec: String] = [:]
        var near: [String: String]?
        return uses.compactMap { use in
            guard source(of: use.font) == nil else { return nil }
            var probe = use.font
            probe.size = 12
            if fallbacks[probe] == nil {
                fallbacks[probe] = catalog.match(probe, declared: declaredFiles)?.family ?? "the default font"
            }
            if near == nil { near = nearNames() }
            let hint =
                Suggestion.nearest(to: use.font.family, in: near!.keys).map { "did you mean '\(near![$0]!)'?" }
                ?? "install it, or add its file to 'fonts:'"
            return Diagnostic(
                .warning,
                "font family '\(use.font.family)' is not installed, bundled or declared in 'fonts:'; "
                    + "\(fallbacks[probe]!) will draw instead (\(hint))", at: use.location)
        }
    }
}
