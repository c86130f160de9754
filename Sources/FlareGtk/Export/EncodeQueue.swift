import FlareCore
import Foundation

/// A one-thread pipeline: PNG encoding and file writes off the main thread, in submission order.
// @unchecked: `entries`/`failure` are guarded by `lock`; the queue is serial.
final class EncodeQueue: @unchecked Sendable {
    private let queue = DispatchQueue(label: "flare.export.encode")
    private let group = DispatchGroup()
    private let lock = NSLock()
    private var entries: [ExportEntry] = []
    private var milliseconds: [Double] = []
    private var failure: Error?
    private let writer: Exporter.PNGWriter

    init(writer: Exporter.PNGWriter = .flare) { self.writer = writer }

    var finishedCount: Int { lock.withLock { entries.count } }

    func submit(
        _ raster: Pixels, id: String, file: String, variant: Variant, fonts: [FontFace], to url: URL,
        options: Exporter.Options, findings: [Diagnostic] = []
    ) {
        queue.async(group: group) { [self] in
            let start = DispatchTime.now().uptimeNanoseconds
            do {
                var entry = ExportEntry(
                    id: id, file: file, width: raster.width, height: raster.height,
                    scale: variant.scale, theme: variant.theme.rawValue,
                    device: variant.device.name, text: variant.text.rawValue,
                    locale: variant.locale, frame: options.frame.rawValue, sha256: "", fonts: fonts,
                    layoutWarnings: findings.isEmpty ? nil : findings)
                let fingerprint = raster.fingerprint
                entry.pixels = fingerprint
                if let approved = options.baseline[file], approved.pixels == fingerprint,
                    approved.width == raster.width, approved.height == raster.height
                {
                    entry.sha256 = approved.sha256
                    entry.sameAsBaseline = true
                } else {
                    let png = try writer.encode(raster)
                    try png.write(to: url)
                    entry.sha256 = sha256Hex(png)
                }
                let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
                lock.withLock {
                    entries.append(entry)
                    milliseconds.append(ms)
                }
            } catch {
                lock.withLock { if failure == nil { failure = error } }
            }
        }
    }

    func finish() throws -> ([ExportEntry], [Double]) {
        group.wait()
        return try lock.withLock {
            if let failure { throw failure }
            return (entries, milliseconds)
        }
    }
}
