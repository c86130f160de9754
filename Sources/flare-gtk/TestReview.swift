import FlareCommands
import FlareCore
import FlareGtk
import FlareGtkCommands
import Foundation

/// What `flare test` knows about each rendered image beyond its pixels: the renderer's fingerprint now and in the
/// baseline, the spec values it was drawn from, the bytes of the image files it shows. Each is computed only when
/// asked (a changed image, or `--update`), fingerprints once per set of font files.
struct TestReview {
    let spec: Spec
    private(set) var manifest: ExportManifest?
    /// The baseline's entries by file name.
    private(set) var approved: [String: ExportEntry]
    private let items: [String: AlertExport.Item]
    /// Rocket steps by file name.
    private let shots: [String: RocketShot]
    private let reader = FingerprintReader(flare: Version.release)
    private let rows = ValueRowsMemo()
    /// Image paths are stored relative to the root spec's folder.
    private let folder: String
    private var fingerprints: [[String]: (print: RendererFingerprint, id: String)] = [:]
    private var changes: [String: [String]] = [:]
    /// Each alert's and rocket's renderer fingerprint before drawing (its fonts resolved by fontconfig), by
    /// `alert <id>` or `rocket <id>`.
    private var inputPrints: [String: RendererFingerprint] = [:]
    /// Every distinct way this renderer differs from a baseline image's, in the order first seen.
    private(set) var rendererChanges: [String] = []

    /// `--frame stage`: the image shows the stage too (its backdrop).
    private let stage: Bool

    init(
        spec: Spec, items: [AlertExport.Item], shots: [RocketShot] = [], manifest: ExportManifest?,
        frame: Exporter.Frame
    ) {
        self.spec = spec
        stage = frame == .stage
        self.manifest = manifest
        approved = Dictionary((manifest?.alerts ?? []).map { ($0.file, $0) }) { a, _ in a }
        self.items = Dictionary(items.map { ($0.variant.fileName(id: $0.alert.id, stage: spec.stage), $0) }) { a, _ in a
        }
        self.shots = Dictionary(shots.map { ($0.file(on: spec.stage), $0) }) { a, _ in a }
        folder = (spec.file as NSString).deletingLastPathComponent
    }

    /// The baseline read again with the values tables it was first read without (`Manifest.read(from:valuesOf:)`).
    mutating func approve(_ manifest: ExportManifest) {
        self.manifest = manifest
        approved = Dictionary(manifest.alerts.map { ($0.file, $0) }) { a, _ in a }
    }

    /// This machine's fingerprint for `entry` (its fonts').
    mutating func fingerprint(_ entry: ExportEntry) -> RendererFingerprint {
        current(entry).print
    }

    private mutating func current(_ entry: ExportEntry) -> (print: RendererFingerprint, id: String) {
        let files = (entry.fonts ?? []).map(\.file)
        if let known = fingerprints[files] { return known }
        let print = reader.fingerprint(fonts: entry.fonts ?? [])
        let value = (print, print.id)
        fingerprints[files] = value
        return value
    }

    /// How this renderer differs from the one that drew `approved` (empty: the same, or no baseline image); nil
    /// when the baseline records no fingerprint for it.
    mutating func fingerprintChanges(_ entry: ExportEntry, approved: ExportEntry?) -> [String]? {
        guard let approved else { return [] }
        guard let oldID = approved.fingerprint, let old = manifest?.fingerprints?[oldID] else { return nil }
        let now = current(entry)
        // Compared by content, not by the manifest's key for it: a hand-edited fingerprint is a different one.
        if now.print == old { return [] }
        let key = oldID + ">" + now.id
        if let known = changes[key] { return known }
        let found = now.print.changes(from: old)
        changes[key] = found
        for change in found where !rendererChanges.contains(change) { rendererChanges.append(change) }
        return found
    }

    /// The spec values image `file` is drawn from (its alert, or its rocket at its step, in its variant's locale,
    /// text fill and theme).
    func values(_ file: String) -> [ResolvedValue] {
        var values: [ResolvedValue]
        if let shot = shots[file] {
            let rocket = spec.text(of: shot.rocket, locale: shot.variant.locale, stress: shot.variant.text)
            values = rocket.resolvedValues(
                theme: shot.variant.theme, folder: folder, script: RocketTour.script(rocket),
                step: shot.step)
        } else if let item = items[file] {
            let alert = spec.text(of: item.alert, locale: item.variant.locale, stress: item.variant.text)
            values = alert.resolvedValues(theme: item.variant.theme, folder: folder, memo: rows)
        } else {
            return []
        }
        if stage || shots[file] != nil {
            for (key, source) in stageImages {
                let name: String
                switch source {
                case .file(let path): name = AlertSpec.imageName(path, folder: folder)
                case .builtin(let icon): name = "builtin:\(icon.rawValue)"
                }
                values.append(ResolvedValue(key: key, value: name))
            }
        }
        return values
    }

    /// The SHA-256 of everything that decides image `file`'s pixels (`ImageInputs`), an alert's or a rocket step's,
    /// computed without a display: equal to the baseline's, the image is compared by its inputs and not rendered.
    mutating func inputs(_ file: String) -> String? {
        let renderer: RendererFingerprint
        let variant: Variant
        var values = values(file).map { ResolvedValue(key: $0.key, value: $0.value) }
        let spec = spec
        if let item = items[file] {
            renderer = inputPrint("alert \(item.alert.id)") { $0.fingerprint(of: item.alert, in: spec) }
            variant = item.variant
        } else if let shot = shots[file] {
            renderer = inputPrint("rocket \(shot.rocket.id)") { $0.fingerprint(of: shot.rocket, in: spec) }
            variant = shot.variant
            // The step is in the values already (the script played so far); said outright so no two steps can hash
            // alike.
            values.append(ResolvedValue(key: "step", value: String(shot.step)))
        } else {
            return nil
        }
        let inputs = ImageInputs(
            renderer: renderer, frame: stage || shots[file] != nil ? "stage" : "alert", variant: variant,
            rightToLeft: variant.isRightToLeft(in: spec), values: values, images: images(file))
        return sha256Hex(Data(inputs.canonicalBytes))
    }

    /// The renderer fingerprint of an alert's or a rocket's images, read once per item.
    private mutating func inputPrint(
        _ key: String, _ read: (FingerprintReader) -> RendererFingerprint
    ) -> RendererFingerprint {
        if let known = inputPrints[key] { return known }
        let print = read(reader)
        inputPrints[key] = print
        return print
    }

    /// The stage's images (its catalog rows of kind image: `stage.backdrop`), by their keys.
    var stageImages: [(key: String, source: ImageSource)] {
        PropertyCatalog.stage.compactMap { row in
            guard case .image(let source) = row.get(spec.stage) else { return nil }
            return (row.id, source)
        }
    }

    /// The SHA-256 of each image file image `file` shows, by its name relative to the spec.
    func images(_ file: String) -> [String: String] {
        guard let files = items[file]?.alert.imageFiles ?? shots[file]?.rocket.imageFiles else { return [:] }
        var out: [String: String] = [:]
        var paths = files
        if stage || shots[file] != nil {
            for case (_, .file(let path)) in stageImages { paths.append(path) }
        }
        for path in paths {
            out[AlertSpec.imageName(path, folder: folder)] = reader.hash(path) ?? "unreadable"
        }
        return out
    }

    /// Prints the layout findings the baseline recorded for images compared by their inputs (each distinct one
    /// once), as rendering them would have.
    static func replayFindings(of entries: [ExportEntry]) {
        var reported = Set<Diagnostic>()
        for entry in entries {
            for finding in entry.layoutWarnings ?? [] where reported.insert(finding).inserted {
                FileHandle.standardError.write(Data("\(finding.description)\n".utf8))  // as `Exporter.printFinding`
            }
        }
    }

    /// Which shard a removed image belonged to can no longer be computed from its position, so missing
    /// images are assigned by a stable hash of their file name: each shard reports its own.
    static func owner(_ file: String, shards: Int) -> Int {
        Int(stableHash(file) % UInt64(shards)) + 1
    }
}
