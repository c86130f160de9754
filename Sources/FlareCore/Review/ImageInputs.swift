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
    public var canonicalText: String { String(decoding: canonicalBytes, as: UTF8.self) }

    /// `canonicalText` as UTF-8, written straight into one buffer: `flare test` hashes one for every image.
    public var canonicalBytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256 + 80 * values.count + 100 * images.count)
        out.append(contentsOf: "flare-inputs 1\nrenderer \(renderer.id)\nframe \(frame)\n".utf8)
        out.append(
            contentsOf: ("variant theme=\(variant.theme.rawValue) scale=\(variant.scale) device=\(variant.device.name) "
                + "text=\(variant.text.rawValue) locale=\(variant.locale ?? "-") rtl=\(rightToLeft)\n").utf8)
        for value in values {
            out.append(contentsOf: "value ".utf8)
            Self.appendEscaped(value.key, to: &out)
            out.append(UInt8(ascii: "="))
            Self.appendEscaped(value.value, to: &out)
            out.append(UInt8(ascii: "\n"))
        }
        for name in images.keys.sorted() {
            out.append(contentsOf: "image ".utf8)
            Self.appendEscaped(name, to: &out)
            out.append(UInt8(ascii: "="))
            out.append(contentsOf: images[name]!.utf8)
            out.append(UInt8(ascii: "\n"))
        }
        return out
    }

    /// New lines, backslashes and `=` escaped, so no value can forge another line. Bytes of UTF-8: none of the four
    /// is ever part of another character's bytes, and a Windows line end ("\r\n") is escaped as its two.
    static func appendEscaped(_ text: String, to out: inout [UInt8]) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case UInt8(ascii: "\n"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case UInt8(ascii: "\r"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case UInt8(ascii: "="): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "=")])
            default: out.append(byte)
            }
        }
    }
}
