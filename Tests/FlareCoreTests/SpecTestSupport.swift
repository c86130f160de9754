import FlareCore
import Foundation
import Testing

/// Helpers for the spec parser tests: parse text in memory, and find diagnostics by place.
enum SpecText {
    /// Parses `text` as `spec.yaml` in a fresh temporary directory (so relative paths resolve there).
    static func load(_ text: String, path: String = "spec.yaml", in directory: URL? = nil) -> LoadResult {
        let dir =
            directory
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("flare-spec-\(UUID().uuidString)")
        return SpecLoader.parse(text: text, path: dir.appendingPathComponent(path).path)
    }

    /// The diagnostics as `line:col: severity: message` (without the file), for exact comparisons.
    static func lines(_ result: LoadResult) -> [String] {
        result.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message)" }
    }

    static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}

/// A fresh temporary directory path (not created; the parser only reads relative paths from it).
enum FileManagerTemp {
    static func directory() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("flare-spec-\(UUID().uuidString)").path
    }
}
