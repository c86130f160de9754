import Foundation
import Testing
import TestSupport

/// `flare check` on every bundled example (data/examples, written alongside the schema) exits 0, with no
/// warning: not even from the layout pass (nothing cut off, out of sight or cropped).
@Suite struct CheckExamplesTests {
    static var examples: [URL] {
        let files =
            (try? FileManager.default.contentsOfDirectory(at: Fixtures.examples, includingPropertiesForKeys: nil)) ?? []
        return files.filter { ["yaml", "yml", "json"].contains($0.pathExtension) }.sorted { $0.path < $1.path }
    }

    @Test func everyExampleChecksClean() throws {
        for example in Self.examples {
            let r = try FlareProcess.run(["check", example.path])
            #expect(r.status == 0, "\(example.lastPathComponent): \(r.stderr)")
            #expect(r.stdout.hasPrefix("\(example.path): ok ("), "\(r.stdout)")
            #expect(!r.stderr.contains("warning"), "\(example.lastPathComponent): \(r.stderr)")
        }
    }
}
