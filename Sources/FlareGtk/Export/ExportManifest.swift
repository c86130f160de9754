import FlareCore
import Foundation

/// `manifest.json`: the spec, the frame, what drew `system` (`SystemFont.summary`), and one entry per image
/// (`alerts`, in export order); a baseline's also the renderer fingerprints its entries name.
public struct ExportManifest: Codable, Sendable {
    public var spec: String
    public var frame: String
    /// Nil in a manifest written before Flare named it.
    public var systemFont: String?
    public var alerts: [ExportEntry]
    public var fingerprints: [String: RendererFingerprint]?

    public init(
        spec: String, frame: String, alerts: [ExportEntry], fingerprints: [String: RendererFingerprint]? = nil,
        systemFont: String? = FontRegistry.systemFont.summary
    ) {
        self.spec = spec
        self.frame = frame
        self.systemFont = systemFont
        self.alerts = alerts
        self.fingerprints = fingerprints
    }

    /// The manifest at `url`, with the values tables and image hashes of the entries whose files are in
    /// `valuesOf` only (nil: every entry's). `flare test` reads none for an image compared by its inputs, and a
    /// changed image's own for its value diff: decoding them is most of the read (a thousand entries' tables:
    /// 0.1 s).
    public static func read(from url: URL, valuesOf files: Set<String>? = nil) throws -> ExportManifest {
        let decoder = JSONDecoder()
        if let files { decoder.userInfo[.entryValuesOf] = files }
        return try decoder.decode(ExportManifest.self, from: Data(contentsOf: url))
    }

    public func write(to url: URL) throws {
        let json = JSONEncoder()
        json.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try json.encode(self).write(to: url, options: .atomic)
    }

    /// Writes `directory/manifest.json` so that it lists every image of the folder: the entries of the
    /// manifest already there whose file still exists and was not rewritten now (in their order), then
    /// `entries` (in export order). `spec` and `frame` are this export's; a baseline's `fingerprints` are kept
    /// for the entries kept. An unreadable old manifest is replaced.
    public static func merge(_ entries: [ExportEntry], spec: String, frame: String, into directory: URL) throws {
        let url = directory.appendingPathComponent("manifest.json")
        let old = try? read(from: url)
        let written = Set(entries.map(\.file))
        let kept = (old?.alerts ?? []).filter { entry in
            !written.contains(entry.file)
                && FileManager.default.fileExists(atPath: directory.appendingPathComponent(entry.file).path)
        }
        let used = Set(kept.compactMap(\.fingerprint))
        let fingerprints = old?.fingerprints?.filter { used.contains($0.key) }
        try ExportManifest(
            spec: spec, frame: frame, alerts: kept + entries,
            fingerprints: fingerprints?.isEmpty == false ? fingerprints : nil
        ).write(to: url)
    }
}
