import Testing

@testable import CodeRules

/// No test or suite on the main actor, on snippets.
@Suite struct TestIsolationRuleTests {
    @Test func aMainActorTestOrSuiteOrHopIsAFinding() {
        let text = """
            @Suite @MainActor struct ATests {
                @MainActor
                @Test func a() async { await MainActor.run { } }
                @Test func b() async { let s = "MainActor.run"; await onMainActor { } } // MainActor.run
            }
            @MainActor struct BTests {}
            @MainActor final class Helper {}
            @MainActor func helper() {}
            """
        let findings = TestIsolationRule.check(SourceFile(path: "Tests/FlareGtkTests/ATests.swift", text: text))
        #expect(findings.map(\.subject) == ["ATests", "a", "MainActor.run", "BTests"])
        #expect(findings.map(\.line) == [1, 2, 3, 6])
        #expect(TestIsolationRule.check(SourceFile(path: "Sources/FlareGtk/A.swift", text: text)).isEmpty)
    }
}
