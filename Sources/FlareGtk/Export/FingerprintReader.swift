import FlareCore
import Foundation

/// This machine's `RendererFingerprint` for each image `flare test` renders: the library versions read once, each
/// font (and image) file hashed once (SHA-256 of its bytes).
public final class FingerprintReader {
    /// How export draws (`WidgetRenderer`: the render node drawn with Cairo into an image surface).
    public static let renderer = "cairo"

    private let base: RendererFingerprint
    private var hashes: [String: String] = [:]

    /// `flare`: Flare's release version.
    public init(flare: String) {
        base = RendererFingerprint(
            flare: flare, gtk: LibraryVersions.gtk, pango: LibraryVersions.pango,
            cairo: LibraryVersions.cairo, harfbuzz: LibraryVersions.harfbuzz,
            freetype: LibraryVersions.freetype, fontconfig: LibraryVersions.fontconfig,
            renderer: Self.renderer, systemFont: FontRegistry.systemFont.fingerprint)
    }

    /// The fingerprint of an image drawn with `fonts` (a manifest entry's).
    public func fingerprint(fonts: [FontFace]) -> RendererFingerprint {
        var print = base
        for face in fonts {
            print.fonts[(face.file as NSString).lastPathComponent] = hash(face.file) ?? "unreadable"
        }
        return print
    }

    /// The fingerprint of an image of `alert` before it is drawn: the faces its fonts resolve to on this machine,
    /// as an export's entry lists them (`ExportFonts`). Needs no display.
    public func fingerprint(of alert: AlertSpec, in spec: Spec) -> RendererFingerprint {
        fingerprint(fonts: ExportFonts.faces(ExportFonts.fonts(of: alert), in: spec))
    }

    /// The fingerprint of a rocket's step images before they are drawn: the faces its blocks' fonts resolve to, as
    /// its export entries list them. Needs no display.
    public func fingerprint(of rocket: RocketSpec, in spec: Spec) -> RendererFingerprint {
        fingerprint(fonts: ExportFonts.faces(ExportFonts.fonts(of: rocket), in: spec))
    }

    /// The SHA-256 of the file at `path` in hex, nil when it cannot be read; each file is read once.
    public func hash(_ path: String) -> String? {
        if let known = hashes[path] { return known }
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let hex = sha256Hex(data)
        hashes[path] = hex
        return hex
    }
}
