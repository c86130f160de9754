import Foundation

/// The Checks page's view of lint findings: grouped by alert or rocket, errors first (groups with errors before
/// the others, and inside each group), narrowed by a filter text, each message without the "alert 'x': " its
/// group heading already says.
public struct LintFindingGroup: Sendable, Hashable {
    public var subject: SpecItem
    public var findings: [LintFinding]
    public var errors: Int { findings.filter { $0.severity == .error }.count }
    public var warnings: Int { findings.count - errors }

    /// `findings` that match `filter` (case-insensitive, in the rule, the item's id or kind, the message; empty:
    /// all), grouped by subject in the order of each subject's first finding, errors first.
    public static func grouping(_ findings: [LintFinding], filter: String = "") -> [LintFindingGroup] {
        let needle = filter.trimmingCharacters(in: .whitespaces).lowercased()
        let kept = findings.filter { f in
            needle.isEmpty
                || [f.rule.rawValue, f.subject.id, f.subject.section, f.message, f.severity.rawValue]
                    .contains { $0.lowercased().contains(needle) }
        }
        var order: [SpecItem] = []
        var bySubject: [SpecItem: [LintFinding]] = [:]
        for f in kept {
            if bySubject[f.subject] == nil { order.append(f.subject) }
            bySubject[f.subject, default: []].append(f)
        }
        let groups = order.map { subject in
            LintFindingGroup(subject: subject, findings: stableErrorsFirst(bySubject[subject] ?? []))
        }
        return stableErrorsFirst(groups, isError: { $0.errors > 0 })
    }

    /// The message without the "alert 'x': " the group's heading says (`alert 'x': title is set in 11 pt` →
    /// `Title is set in 11 pt`).
    public static func message(of finding: LintFinding) -> String {
        let prefix = "\(finding.subject.section) '\(finding.subject.id)': "
        guard finding.message.hasPrefix(prefix) else { return finding.message }
        let rest = finding.message.dropFirst(prefix.count)
        return rest.prefix(1).uppercased() + rest.dropFirst()
    }

    private static func stableErrorsFirst(_ findings: [LintFinding]) -> [LintFinding] {
        stableErrorsFirst(findings, isError: { $0.severity == .error })
    }

    private static func stableErrorsFirst<T>(_ items: [T], isError: (T) -> Bool) -> [T] {
        items.filter(isError) + items.filter { !isError($0) }
    }
}
