import Foundation

/// Paths shared by every test target.
public enum Fixtures {
    /// The package root, found from this source file's location.
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static var examples: URL { root.appendingPathComponent("data/examples") }

    /// A fresh temporary directory, removed by the caller when it wants to.
    public static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flare-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
