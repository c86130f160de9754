import Foundation

/// Paths shared by every test target.
public enum Fixtures {
    /// The package root, found from this source file's location.
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static var examples: URL { root.appendingPathComponent("data/examples") }

    /// Copies every example spec, include and asset folder into `folder` (the examples' own layout), to edit freely.
    public static func copyExamples(into folder: URL) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: examples.path) {
            try FileManager.default.copyItem(
                at: examples.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
    }

    /// A fresh temporary directory inside this test process's own folder, which is removed when the process
    /// exits, so a run leaves nothing behind even where a test does not clean up after itself.
    public static func temporaryDirectory() throws -> URL {
        let url = processFolder.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private static let processFolder: URL = {
        atexit {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flare-tests-\(getpid())")
            try? FileManager.default.removeItem(at: folder)
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("flare-tests-\(getpid())")
    }()
}
