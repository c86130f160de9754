import FlareCommands
import Foundation
import Testing
import TestSupport

/// `flare --version`: the release from its one source (`Version.release`) and the commit the build recorded.
@Suite struct VersionCommandTests {
    /// `make build` records the commit beside the binary; `--version` reports it (a bare `swift build`: "unknown").
    @Test func versionPrintsTheReleaseAndTheCommitTheMakefileRecorded() throws {
        let recorded = FlareProcess.executable.deletingLastPathComponent().appendingPathComponent("flare.commit")
        let commit = (try? String(contentsOf: recorded, encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        let result = try FlareProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == "\(Version.release) (commit \(commit.isEmpty ? "unknown" : commit))\n")
    }
}
