import Foundation
import Testing
import TestSupport

/// In the test process the main actor is hosted on one thread for good (`MainActorHost`), so a test or suite
/// marked `@MainActor` would wait for it forever. Each must enter through `onMainActor` or `onGtk` instead.
@Suite struct MainActorHostTests {
    @Test func noTestOrSuiteIsMainActorIsolated() throws {
        let tests = Fixtures.root.appendingPathComponent("Tests")
        let files = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 20)
        var offenders: [String] = []
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            for (index, line) in lines.enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                let previous = index > 0 ? lines[index - 1].trimmingCharacters(in: .whitespaces) : ""
                let next = index + 1 < lines.count ? lines[index + 1].trimmingCharacters(in: .whitespaces) : ""
                // `@Test @MainActor func`, `@Suite @MainActor struct`, or a `@MainActor` line next to either.
                let inline = (trimmed.hasPrefix("@Test") || trimmed.hasPrefix("@Suite")) && trimmed.contains("@MainActor")
                let alone = trimmed == "@MainActor"
                    && (previous.hasPrefix("@Suite") || next.hasPrefix("@Test") || next.hasPrefix("@Suite")
                        || (next.hasPrefix("struct ") && next.contains("Tests")))
                // `MainActor.run` from a test waits for the host's thread, which never gives the main actor back.
                let hop = trimmed.contains("MainActor.run") && !trimmed.hasPrefix("//") && !trimmed.hasPrefix("///")
                    && file.lastPathComponent != "MainActorHostTests.swift"
                if inline || alone || hop { offenders.append("\(file.lastPathComponent):\(index + 1)") }
            }
        }
        #expect(offenders.isEmpty, "use `try await onMainActor { … }` (or `onGtk`) instead of @MainActor or MainActor.run: \(offenders)")
    }
}
