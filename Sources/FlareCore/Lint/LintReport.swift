/// `flare lint --format junit`: one `testcase` per alert or rocket and rule, failed by its errors (and, with
/// `strict`, its warnings); CI systems list them natively.
public enum LintReport {
    public static func junit(_ findings: [LintFinding], subjects: [SpecItem], strict: Bool, suite: String) -> String {
        let rules = LintRule.allCases
        var cases: [(subject: SpecItem, rule: LintRule, failing: [LintFinding], other: [LintFinding])] = []
        for subject in subjects {
            for rule in rules {
                let mine = findings.filter { $0.subject == subject && $0.rule == rule }
                let failing = mine.filter { $0.severity == .error || strict }
                cases.append((subject, rule, failing, mine.filter { !failing.contains($0) }))
            }
        }
        let failures = cases.filter { !$0.failing.isEmpty }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"flare lint\" tests=\"\(cases.count)\" failures=\"\(failures)\">\n"
        out +=
            "  <testsuite name=\"\(JUnitReport.escape(suite))\" tests=\"\(cases.count)\" failures=\"\(failures)\" "
            + "errors=\"0\" skipped=\"0\">\n"
        for c in cases {
            out +=
                "    <testcase classname=\"\(JUnitReport.escape(c.subject.description))\" name=\"\(c.rule.rawValue)\""
            guard !c.failing.isEmpty || !c.other.isEmpty else {
                out += "/>\n"
                continue
            }
            out += ">\n"
            if let first = c.failing.first {
                let body = c.failing.map(\.diagnostic.description).joined(separator: "\n")
                out +=
                    "      <failure type=\"\(first.severity.rawValue)\" "
                    + "message=\"\(JUnitReport.escape(first.diagnostic.description))\">"
                out += JUnitReport.escape(body, keepingLines: true) + "</failure>\n"
            }
            if !c.other.isEmpty {
                out +=
                    "      <system-out>"
                    + JUnitReport.escape(
                        c.other.map(\.diagnostic.description).joined(separator: "\n"), keepingLines: true)
                    + "</system-out>\n"
            }
            out += "    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }
}
