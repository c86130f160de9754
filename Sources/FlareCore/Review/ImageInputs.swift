/// Everything that decides one image's pixels, as `flare test` records it in the baseline: the renderer
/// (library versions, Flare's release, the font files' bytes), the frame, the variant, the alert's resolved values
/// (after presets, palette, includes, locale, text fill and theme) and the bytes of every image file it shows.
/// Two runs whose inputs are equal draw the same pixels, so `flare test` compares them without rendering.
public struct ImageInputs: Sendable, Hashable {
    public var renderer: RendererFingerprint
    public var frame: String
    public var variant: Variant
    public var rightToLeft: Bool
    public var values: [ResolvedValue]
    /// SHA-256 of each image file shown, by its name relative to the spec.
    public var images: [String: String]

    public init(
        renderer: RendererFingerprint, frame: String, variant: Variant, rightToLeft: Bool,
        values: [ResolvedValue], images: [String: String]
    ) {
        self.renderer = renderer
        self.frame = frame
        self.variant = variant
        self.rightToLeft = rightToLeft
        self.values = values
        self.images = images
    }

    /// The canonical text that is hashed: one line per input, in a fixed order; where the spec writes a value
    /// (`ResolvedValue.at`) is left out, so moving a key or adding a comment renders nothing again.
    public var canonicalText: String {
        var text = "flare-inputs 1\nrenderer \(renderer.id)\nframe \(frame)\n"
        text +=
            "variant theme=\(variant.theme.rawValue) scale=\(variant.scale) device=\(variant.device.name) "
            + "text=\(variant.text.rawValue) locale=\(variant.locale ?? "-") rtl=\(rightToLeft)\n"
        for value in values {
            text += "value \(Self.escaped(value.key))=\(Self.escaped(value.value))\n"
        }
        for name in images.keys.sorted() {
            text += "image \(Self.escaped(name))=\(images[name]!)\n"
        }
        return text
    }

    /// New lines, backslashes and `=` escaped, so no value can forge another line. Scalars, not `Character`s: a
    /// Windows line end ("\r\n") is one `Character`, equal to neither "\r" nor "\n"; and this runs for every value of
    /// every image of a review, so text without any of them is returned as it is.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x5C || $0 == 0x0D || $0 == 0x3D }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out.append(contentsOf: "\\\\".unicodeScalars)
            case "\n": out.append(contentsOf: "\\n".unicodeScalars)
            case "\r": out.append(contentsOf: "\\r".unicodeScalars)
            case "=": out.append(contentsOf: "\\=".unicodeScalars)
            default: out.append(scalar)
            }
        }
        return String(out)
    }
}
