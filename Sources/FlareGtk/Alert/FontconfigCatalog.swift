import CFlareShim
import CGtk
import FlareCore
import Foundation
import Synchronization

/// `FontCatalog` on fontconfig, without a display: `flare check` asks it too. It keeps a private configuration
/// (the system's fonts, as `FcInitLoadConfigAndFonts` loads them, plus the bundled fonts and each declared file
/// once) and matches fonts there as Pango does in the process's own configuration, where `FontRegistry`
/// registers the same files. Thread-safe: every fontconfig call runs under one lock.
public final class FontconfigCatalog: FontCatalog {
    public static let shared = FontconfigCatalog()

    public let systemFamily = FontRegistry.systemFamily

    private struct State {
        /// The matching configuration, made on first use.
        var config: OpaquePointer?
        var added: Set<String> = []
        var bundled: [FontFace]?
        var installed: [FontFace]?
        /// `FontFamilyName.key` of every installed family.
        var installedKeys: Set<String>?
        /// Answers of `match` since the configuration last gained a file (an export asks the same fonts per image).
        var matches: [FontSpec: FontFace?] = [:]
        /// Faces by file, with the file's size and modification time when read.
        var files: [String: (stamp: [Double], faces: [FontFace])] = [:]
    }

    private let state = Mutex(State())

    public init() {}

    /// The bundled font files, sorted.
    public static var bundledFiles: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Assets.fonts.path)) ?? []
        return names.sorted().filter { $0.hasSuffix(".otf") || $0.hasSuffix(".ttf") }
            .map { Assets.fonts.appendingPathComponent($0).path }
    }

    public var bundled: [FontFace] {
        state.withLock { state in
            if let bundled = state.bundled { return bundled }
            let faces = Self.bundledFiles.flatMap { Self.faces(inFile: $0, state: &state) }
            state.bundled = faces
            return faces
        }
    }

    public var installed: [FontFace] {
        state.withLock { state in
            if let installed = state.installed { return installed }
            let faces = Self.faces(in: FcConfigGetFonts(Self.config(&state), FcSetSystem))
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
        state.withLock { Self.faces(inFile: path, state: &$0) }
    }

    /// `FcFontMatch` after the configuration's and the default substitutions, as Pango asks fontconfig.
    public func match(_ font: FontSpec, declared: [String]) -> FontFace? {
        state.withLock { state in
            let config = Self.config(&state)
            for path in declared where state.added.insert(path).inserted {
                FcConfigAppFontAddFile(config, path)
                state.matches = [:]
            }
            if let known = state.matches[font] { return known }
            let face = Self.match(font, in: config)
            state.matches[font] = face
            return face
        }
    }

    private static func match(_ font: FontSpec, in config: OpaquePointer) -> FontFace? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        let family = font.family == FontSpec.systemFamily ? FontRegistry.systemFamily : font.family
        FcPatternAddString(pattern, FC_FAMILY, family)
        FcPatternAddDouble(pattern, FC_WEIGHT, FcWeightFromOpenTypeDouble(Double(font.weight.rawValue)))
        FcPatternAddInteger(pattern, FC_SLANT, font.italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        FcPatternAddInteger(pattern, FC_WIDTH, Int32(font.width.rawValue))
        FcPatternAddDouble(pattern, FC_SIZE, font.size)
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        return faces(of: match).first
    }

    // MARK: fontconfig

    /// The private configuration: the system's fonts and the bundled ones.
    private static func config(_ state: inout State) -> OpaquePointer {
        if let config = state.config { return config }
        let config = FcInitLoadConfigAndFonts() ?? FcConfigCreate()!
        for path in bundledFiles {
            FcConfigAppFontAddFile(config, path)
            state.added.insert(path)
        }
        state.config = config
        return config
    }

    /// The faces fontconfig reads from one file, through a configuration of its own (cached by size and mtime).
    private static func faces(inFile path: String, state: inout State) -> [FontFace] {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let stamp = [(attributes?[.size] as? NSNumber)?.doubleValue ?? -1,
                     (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1]
        if let cached = state.files[path], cached.stamp == stamp { return cached.faces }
        guard let scratch = FcConfigCreate() else { return [] }
        defer { FcConfigDestroy(scratch) }
        let faces = FcConfigAppFontAddFile(scratch, path) != 0 ? Self.faces(in: FcConfigGetFonts(scratch, FcSetApplication)) : []
        state.files[path] = (stamp, faces)
        return faces
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
