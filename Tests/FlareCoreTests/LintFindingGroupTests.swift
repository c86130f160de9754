import FlareCore
import Testing

/// The Checks page's grouping: by item, errors first, filtered, without the item's name repeated in each line.
@Suite struct LintFindingGroupTests {
    static func finding(
        _ rule: LintRule, _ severity: Diagnostic.Severity, _ subject: SpecItem, _ message: String
    ) -> LintFinding {
        LintFinding(
            rule: rule, severity: severity, subject: subject, message: "\(subject.section) '\(subject.id)': \(message)",
            location: SourceLocation(file: "spec.yaml", line: 3, column: 5))
    }

    static let findings = [
        finding(.fontSize, .warning, .alert("a"), "message is set in 11 pt"),
        finding(.readingTime, .warning, .alert("b"), "reading takes 9 s"),
        finding(.contrast, .error, .alert("a"), "title contrast 2.1:1"),
        finding(.targetSize, .error, .rocket("r"), "Skip is 30 pt tall"),
    ]

    @Test func groupedByItemErrorsFirst() {
        let groups = LintFindingGroup.grouping(Self.findings)
        #expect(groups.map(\.subject) == [.alert("a"), .rocket("r"), .alert("b")], "groups with errors first")
        #expect(groups[0].findings.map(\.rule) == [.contrast, .fontSize], "errors first inside a group")
        #expect(groups[0].errors == 1 && groups[0].warnings == 1)
        #expect(LintFindingGroup.message(of: groups[0].findings[0]) == "Title contrast 2.1:1")
    }

    @Test func filteredByRuleItemOrWords() {
        #expect(
            LintFindingGroup.grouping(Self.findings, filter: "CONTRAST").flatMap(\.findings).map(\.rule) == [.contrast])
        #expect(LintFindingGroup.grouping(Self.findings, filter: "rocket").map(\.subject) == [.rocket("r")])
        #expect(LintFindingGroup.grouping(Self.findings, filter: "error").flatMap(\.findings).count == 2)
        #expect(LintFindingGroup.grouping(Self.findings, filter: "  ").flatMap(\.findings).count == 4)
        #expect(LintFindingGroup.grouping(Self.findings, filter: "nothing like it").isEmpty)
    }
}
