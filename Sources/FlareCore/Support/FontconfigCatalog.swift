import CFontconfig
import Foundation
import Synchronization

/// `FontCatalog` on fontconfig alone (no GTK, no display): `flare check` and `flare code --assets` ask it too. The
/// system's fonts come from a private configuration (`FcInitLoadConfigAndFonts`), each bundled or declared file from
/// a configuration of its own, and a font is matched over the system's fonts, the bundled ones and exactly the
/// spec's declared files, as Pango matches in the process's configuration, where `FontRegistry` registers the same
/// files. So one spec's fonts never answer for another's in a long-lived process. Thread-safe: every fontconfig call
/// runs under one lock.
public final class FontconfigCatalog: FontCatalog {
    public static let shared = FontconfigCatalog()

    /// The bundled family that stands in for the iOS system font when SF Pro is not installed.
    public let systemFamily = SystemFont.standIn.text

    /// What draws `system` on this machine (SF Pro when installed), chosen once.
    public var systemFont: SystemFont {
        if let known = state.withLock({ $0.systemFont }) { return known }
        let chosen = SystemFont.choose(isInstalled: isInstalled)
        state.withLock { $0.systemFont = chosen }
        return chosen
    }

    /// One font file as fontconfig read it, with the size and modification time it had then.
    private struct File {
        var stamp: [Double]
        var faces: [FontFace]
        /// Holds the file's faces as its application font set; destroyed when the file changes.
        var config: OpaquePointer?
    }

    private struct MatchKey: Hashable {
        var font: FontSpec
        var declared: [String]
    }

    private struct State {
        /// The system's fonts, loaded on first use.
        var system: OpaquePointer?
        var bundled: [FontFace]?
        var installed: [FontFace]?
        /// `FontFamilyName.key` of every installed family.
        var installedKeys: Set<String>?
        var systemFont: SystemFont?
        var files: [String: File] = [:]
        /// Answers of `match` while no file changed (an export asks the same fonts for every image).
        var matches: [MatchKey: FontFace?] = [:]
    }

    private let state = Mutex(State())

    public init() {}

    /// The bundled font files, sorted.
    public static let bundledFiles: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Assets.fonts.path)) ?? []
        return names.sorted().filter { $0.hasSuffix(".otf") || $0.hasSuffix(".ttf") }
            .map { Assets.fonts.appendingPathComponent($0).path }
    }()

    public var bundled: [FontFace] {
        state.withLock { state in
            if let bundled = state.bundled { return bundled }
            let faces = Self.bundledFiles.flatMap { Self.file($0, state: &state).faces }
            state.bundled = faces
            return faces
        }
    }

    public var installed: [FontFace] {
        state.withLock { state in
            if let installed = state.installed { return installed }
            let faces = Self.faces(in: FcConfigGetFonts(Self.system(&state), FcSetSystem))
            state.installed = faces
            return faces
        }
    }

    public func isInstalled(_ family: String) -> Bool {
        let faces = installed
        return state.withLock { state in
            if state.installedKeys == nil { state.installedKeys = Set(faces.map { FontFamilyName.key($0.family) }) }
            return state.installedKeys!.contains(FontFamilyName.key(family))
        }
    }

    public func faces(inFile path: String) -> [FontFace] {
        state.withLock { Self.file(path, state: &$0).faces }
    }

    /// `FcFontSetMatch` over the system's, the bundled and the `declared` fonts, after the configuration's and the
    /// default substitutions, as Pango asks fontconfig.
    public func match(_ font: FontSpec, declared: [String]) -> FontFace? {
        let family = font.family == FontSpec.systemFamily ? systemFont.family(size: font.size) : font.family
        return state.withLock { state in
            let system = Self.system(&state)
            // The bundled files do not change while Flare runs; declared ones are checked again.
            let bundled = Self.bundledFiles.map { state.files[$0] ?? Self.file($0, state: &state) }
            let files = bundled + declared.map { Self.file($0, state: &state) }
            let key = MatchKey(font: font, declared: declared)
            if let known = state.matches[key] { return known }
            let sets =
                [FcConfigGetFonts(system, FcSetSystem)]
                + files.compactMap { $0.config.map { FcConfigGetFonts($0, FcSetApplication) } }
            let face = Self.match(font, family: family, in: system, sets: sets)
            state.matches[key] = face
            return face
        }
    }

    // MARK: fontconfig

    private static func match(
        _ font: FontSpec, family: String, in config: OpaquePointer,
        sets: [UnsafeMutablePointer<FcFontSet>?]
    ) -> FontFace? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, family)
        FcPatternAddDouble(pattern, FC_WEIGHT, FcWeightFromOpenTypeDouble(Double(font.weight.rawValue)))
        FcPatternAddInteger(pattern, FC_SLANT, font.italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        FcPatternAddInteger(pattern, FC_WIDTH, Int32(font.width.rawValue))
        FcPatternAddDouble(pattern, FC_SIZE, font.size)
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        var pointers = sets.filter { $0 != nil }
        guard let match = FcFontSetMatch(config, &pointers, Int32(pointers.count), pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        return faces(of: match).first
    }

    /// The configuration with the system's fonts.
    private static func system(_ state: inout State) -> OpaquePointer {
        if let config = state.system { return config }
        let config = FcInitLoadConfigAndFonts() ?? FcConfigCreate()!
        state.system = config
        return config
    }

    /// One file read by a configuration of its own, again when its size or modification time changed.
    private static func file(_ path: String, state: inout State) -> File {
        var info = stat()
        let stamp =
            stat(path, &info) == 0
            ? [Double(info.st_size), Double(info.st_mtim.tv_sec), Double(info.st_mtim.tv_nsec)] : [-1]
        if let cached = state.files[path], cached.stamp == stamp { return cached }
        if let old = state.files[path]?.config { FcConfigDestroy(old) }
        state.matches = [:]
        var file = File(stamp: stamp, faces: [], config: nil)
        if let config = FcConfigCreate() {
            if FcConfigAppFontAddFile(config, path) != 0 {
                file.config = config
                file.faces = faces(in: FcConfigGetFonts(config, FcSetApplication))
            } else {
                FcConfigDestroy(config)
            }
        }
        state.files[path] = file
        return file
    }

    private static func faces(in set: UnsafeMutablePointer<FcFontSet>?) -> [FontFace] {
        guard let set, let fonts = set.pointee.fonts else { return [] }
        return (0..<Int(set.pointee.nfont)).flatMap { i in fonts[i].map { faces(of: $0) } ?? [] }
    }

    /// One face per family name a pattern carries (`DejaVu Sans` and `DejaVu Sans Condensed`).
    private static func faces(of pattern: OpaquePointer) -> [FontFace] {
        let style = string(pattern, FC_STYLE, 0) ?? ""
        let file = string(pattern, FC_FILE, 0) ?? ""
        var faces: [FontFace] = []
        var index: Int32 = 0
        while let family = string(pattern, FC_FAMILY, index) {
            faces.append(FontFace(family: family, style: style, file: file))
            index += 1
        }
        return faces
    }

    private static func string(_ pattern: OpaquePointer, _ object: String, _ index: Int32) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, index, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}
