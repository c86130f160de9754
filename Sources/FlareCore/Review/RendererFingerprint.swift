/// What drew an image, beyond the spec: Flare's release, the libraries between the spec and the pixels, the
/// renderer, and the bytes of every font file the image draws with. Two runs with the same fingerprint draw the
/// same spec to the same pixels, so `flare test` compares them exactly; when it differs, it compares with a
/// tolerance and says which parts changed. `flare test --update` stores one per image in the baseline manifest.
public struct RendererFingerprint: Sendable, Hashable, Codable {
    /// Flare's release version (not its commit: a commit that does not change drawing must not loosen a review).
    public var flare: String
    public var gtk: String
    public var pango: String
    public var cairo: String
    public var harfbuzz: String
    public var freetype: String
    public var fontconfig: String
    /// How the pixels are drawn (`cairo`: the render node drawn with Cairo into an image surface).
    public var renderer: String
    /// The SHA-256 of each font file, by file name (the folder differs between machines and checkouts).
    public var fonts: [String: String]
    /// What draws `system` and how it is tracked (`SystemFont.fingerprint`): `Inter, HIG tracking`. Nil in a
    /// fingerprint stored before Flare named it (its id is then computed as before).
    public var systemFont: String?

    public init(
        flare: String, gtk: String, pango: String, cairo: String, harfbuzz: String, freetype: String,
        fontconfig: String, renderer: String, fonts: [String: String] = [:], systemFont: String? = nil
    ) {
        self.flare = flare
        self.gtk = gtk
        self.pango = pango
        self.cairo = cairo
        self.harfbuzz = harfbuzz
        self.freetype = freetype
        self.fontconfig = fontconfig
        self.renderer = renderer
        self.fonts = fonts
        self.systemFont = systemFont
    }

    /// The parts in the order they are reported, each with the name a user knows it by.
    var parts: [(name: String, value: String)] {
        [
            ("Flare", flare), ("GTK", gtk), ("Pango", pango), ("Cairo", cairo), ("HarfBuzz", harfbuzz),
            ("FreeType", freetype), ("fontconfig", fontconfig), ("renderer", renderer),
        ]
    }

    /// 16 hex digits naming the whole fingerprint (FNV-1a 64 of a canonical text): the manifest's key for it.
    public var id: String {
        var text = parts.map { "\($0.name)=\($0.value)\n" }.joined()
        for name in fonts.keys.sorted() { text += "font \(name)=\(fonts[name]!)\n" }
        if let systemFont { text += "system font=\(systemFont)\n" }
        let hex = String(stableHash(text), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// What differs from `old`, in words: `GTK 4.8.3 → 4.10.1`, `font Inter.ttf: other bytes`,
    /// `font Lobster.otf: not used before`, `font Old.ttf: no longer used`. Empty when equal.
    public func changes(from old: RendererFingerprint) -> [String] {
        var out: [String] = []
        for (now, before) in zip(parts, old.parts) where now.value != before.value {
            out.append("\(now.name) \(before.value) → \(now.value)")
        }
        if systemFont != old.systemFont {
            out.append("system font \(old.systemFont ?? "not recorded") → \(systemFont ?? "not recorded")")
        }
        for name in Set(fonts.keys).union(old.fonts.keys).sorted() {
            switch (old.fonts[name], fonts[name]) {
            case (nil, _?): out.append("font \(name): not used before")
            case (_?, nil): out.append("font \(name): no longer used")
            case let (a?, b?) where a != b: out.append("font \(name): other bytes")
            default: break
            }
        }
        return out
    }
}
