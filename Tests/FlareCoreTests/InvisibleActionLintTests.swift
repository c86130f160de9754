import FlareCore
import Foundation
import Testing

/// `invisible-action` (issue 45, items 2 and 9): an action with an empty title and no image passed `flare lint`
/// while DUX draws it as an invisible button; lint reports it at the title, as `flare check` warns of it.
@Suite struct InvisibleActionLintTests {
    static let text = """
        flare: 1
        alerts:
          empty:
            title: Update
            actions:
              - title: Later
              - title: ""
          blank:
            title: Blank
            actions: [{title: "   "}]
          icon:
            title: Icon
            actions: [{title: "", appearance: {actionNormalBackgroundImage: pin.png}}]
        """

    static func findings(_ extra: String = "") throws -> [LintFinding] {
        let result = SpecLoader.parse(text: text + extra, path: "/tmp/invisible.yaml")
        let spec = try #require(result.spec)
        return SpecLint.findings(spec).filter { $0.rule == .invisibleAction }
    }

    @Test func anEmptyOrBlankTitleWithoutAnImageIsAnErrorAtTheTitle() throws {
        let found = try Self.findings()
        #expect(found.map(\.subject) == [.alert("empty"), .alert("blank")], "an icon-only action is legitimate")
        #expect(found.allSatisfy { $0.severity == .error })
        #expect(found.map { "\($0.location.line):\($0.location.column)" } == ["7:9", "10:16"])
        #expect(found[0].message.hasPrefix("alert 'empty', action 2: an action with an empty title"))
        #expect(
            found[0].diagnostic.description.hasPrefix("/tmp/invisible.yaml:7:9: error: [invisible-action]"),
            "\(found[0].diagnostic.description)")
    }

    @Test func theLintSectionSetsItsLevel() throws {
        #expect(try Self.findings("\nlint: {invisible-action: off}\n").isEmpty)
        #expect(try Self.findings("\nlint: {invisible-action: warning}\n").allSatisfy { $0.severity == .warning })
        #expect(try Self.findings("\nlint: {invisible-action: {level: warning}}\n").count == 2)
    }
}
