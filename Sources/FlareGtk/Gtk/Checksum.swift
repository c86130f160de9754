import CFlareShim
import CGtk
import Foundation

/// SHA-256 of `data` as lowercase hex (`g_compute_checksum_for_data`).
public func sha256Hex(_ data: Data) -> String {
    data.withUnsafeBytes { raw -> String in
        let p = g_compute_checksum_for_data(
            G_CHECKSUM_SHA256, raw.bindMemory(to: guchar.self).baseAddress, gsize(raw.count))!
        defer { g_free(p) }
        return String(cString: p)
    }
}
