import Foundation
import Testing
import TestSupport

@Suite struct CheckCommandTests {
    @Test func versionRuns() throws {
        let result = try FlareProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("0.1.0"))
    }
}
