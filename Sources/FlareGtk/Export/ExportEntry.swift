import FlareCore
import Foundation

/// One written image, as `manifest.json` lists it: the alert, its variant, pixel size and PNG hash.
/// Other findings about the image (warnings, resolved fonts, ...) are further optional fields.
public struct ExportEntry: Sendable, Hashable, Codable {
    public var id: String
    public var file: String
    public var width: Int
    public var height: Int
    public var scale: Int
    public var theme: String
    public var device: String
    /// The text stress fill (`default` when none); optional so manifests written before it still read.
    public var text: String?
    /// The locale shown; absent: the spec's own text.
    public var locale: String?
    public var frame: String
    public var sha256: String
    /// The font files the image draws with on this machine (family, style, path): two machines that
    /// differ here draw different pixels.
    public var fonts: [FontFace]?
    /// What the layout hides or cuts in this image (`LayoutFinding`), at the spec keys; absent when nothing.
    public var layoutWarnings: [Diagnostic]? = nil
    /// A motion export's frames, fps and duration (`--motion`).
    public var motion: MotionExport.Motion?
    /// A 64-bit fingerprint of the rendered pixels (`Pixels.fingerprint`), in hex: `flare test` compares it
    /// with the baseline's before encoding anything.
    public var pixels: String?
    /// `flare test` only: the rendered pixels are the baseline's (same fingerprint), so no file was written.
    public var sameAsBaseline: Bool?
    /// A baseline's (`flare test --update`): the id of the image's `RendererFingerprint` in the manifest's
    /// `fingerprints`, its resolved spec values by key and where the spec writes them (`ResolvedValue.tables`),
    /// and the SHA-256 of each image file it shows (by path relative to the spec).
    public var fingerprint: String?
    public var values: [String: String]?
    public var valuesAt: [String: String]?
    public var images: [String: String]?
    /// A baseline's: the SHA-256 of everything that decides the image's pixels (`ImageInputs`); `flare test`
    /// does not render an image whose inputs still hash to it.
    public var inputs: String?

    /// `values` and `valuesAt` as one list; nil when the baseline did not record them.
    public var resolvedValues: [ResolvedValue]? {
        get { values.map { ResolvedValue.list(values: $0, at: valuesAt ?? [:]) } }
        set {
            let tables = newValue.map(ResolvedValue.tables)
            values = tables?.values
            valuesAt = tables.map { $0.at.isEmpty ? nil : $0.at } ?? nil
        }
    }
}

extension CodingUserInfoKey {
    /// A `Set<String>` of file names: `ExportEntry` reads its values tables and image hashes only when its file
    /// is in it (`Manifest.read(from:valuesOf:)`).
    static let entryValuesOf = CodingUserInfoKey(rawValue: "flare.entryValuesOf")!
}

extension ExportEntry {
    /// The synthesized decoding, except that `entryValuesOf` may leave `values`, `valuesAt` and `images` nil
    /// (`ManifestReadTests` round-trips every field).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        file = try c.decode(String.self, forKey: .file)
        width = try c.decode(Int.self, forKey: .width)
        height = try c.decode(Int.self, forKey: .height)
        scale = try c.decode(Int.self, forKey: .scale)
        theme = try c.decode(String.self, forKey: .theme)
        device = try c.decode(String.self, forKey: .device)
        text = try c.decodeIfPresent(String.self, forKey: .text)
        locale = try c.decodeIfPresent(String.self, forKey: .locale)
        frame = try c.decode(String.self, forKey: .frame)
        sha256 = try c.decode(String.self, forKey: .sha256)
        fonts = try c.decodeIfPresent([FontFace].self, forKey: .fonts)
        layoutWarnings = try c.decodeIfPresent([Diagnostic].self, forKey: .layoutWarnings)
        motion = try c.decodeIfPresent(MotionExport.Motion.self, forKey: .motion)
        pixels = try c.decodeIfPresent(String.self, forKey: .pixels)
        sameAsBaseline = try c.decodeIfPresent(Bool.self, forKey: .sameAsBaseline)
        fingerprint = try c.decodeIfPresent(String.self, forKey: .fingerprint)
        inputs = try c.decodeIfPresent(String.self, forKey: .inputs)
        if let only = decoder.userInfo[.entryValuesOf] as? Set<String>, !only.contains(file) { return }
        values = try c.decodeIfPresent([String: String].self, forKey: .values)
        valuesAt = try c.decodeIfPresent([String: String].self, forKey: .valuesAt)
        images = try c.decodeIfPresent([String: String].self, forKey: .images)
    }
}
