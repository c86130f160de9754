import Foundation
import Testing
import TestSupport

@Suite struct CheckCommandTests {
    @Test func versionRuns() throws {
        let result = try FlareProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("0.1.0"))
    }

    /// `make build` records the commit beside the binary; `--version` reports it (a bare `swift build`: "unknown").
    @Test func versionNamesTheCommitTheMakefileRecorded() throws {
        let recorded = FlareProcess.executable.deletingLastPathComponent().appendingPathComponent("flare.commit")
        let commit = (try? String(contentsOf: recorded, encoding: .utf8)) ?? ""
        let result = try FlareProcess.run(["--version"])
        #expect(result.stdout.contains("(commit \(commit.isEmpty ? "unknown" : commit))"), "\(result.stdout)")
    }
}
