import FlareCore
import Foundation
import Testing

/// `ignored-by-release`: what the preview honours and the release `flare code` writes for never reads is reported at
/// the spec's key, never silently left out.
@Suite struct IgnoredByReleaseLintTests {
    static let text = """
        flare: 1
        alerts:
          sticky:
            title: Connections
            shouldHideOnTap: false
            actions: [{title: Close}]
          still:
            title: Still
            appearance: {animationType: none}
          plain:
            title: Plain
        """

    static func findings(_ extra: String = "") throws -> [LintFinding] {
        let result = SpecLoader.parse(text: text + extra, path: "/tmp/ignored.yaml")
        let spec = try #require(result.spec)
        return SpecLint.ignoredByRelease(spec)
    }

    @Test func shouldHideOnTapAndAnimationNoneAreReportedAtTheirKeys() throws {
        let found = try Self.findings()
        #expect(found.map(\.subject) == [.alert("sticky"), .alert("still")])
        #expect(found.allSatisfy { $0.rule == .ignoredByRelease && $0.severity == .warning })
        #expect(found.map { "\($0.location.line):\($0.location.column)" } == ["5:5", "9:18"])
        #expect(found[0].message.contains("appearance.shouldDismissOnTap: false"))
        #expect(found[0].diagnostic.description.hasPrefix("/tmp/ignored.yaml:5:5: warning: [ignored-by-release]"))
        #expect(found[1].message.contains("no 'none'"))
    }

    @Test func theLintSectionSetsItsLevel() throws {
        #expect(try Self.findings("\nlint: {ignored-by-release: off}\n").isEmpty)
        #expect(try Self.findings("\nlint: {ignored-by-release: error}\n").allSatisfy { $0.severity == .error })
        let spec = try #require(SpecLoader.parse(text: Self.text, path: "/tmp/i.yaml").spec)
        #expect(SpecLint.findings(spec).count { $0.rule == .ignoredByRelease } == 2)
    }
}
