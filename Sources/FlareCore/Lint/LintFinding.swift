/// One finding of `flare lint`: a rule an alert or rocket breaks as rendered, where the spec writes the
/// offending part, what was measured against what threshold, and how to fix it.
public struct LintFinding: Sendable, Hashable {
    public var rule: LintRule
    public var severity: Diagnostic.Severity
    /// The alert or rocket.
    public var subject: SpecItem
    /// The theme it was measured in (nil when the theme does not matter: sizes, reading time).
    public var theme: Theme?
    /// What is wrong, the measured value and the threshold, and what to do, in plain words.
    public var message: String
    public var location: SourceLocation
    /// The measured value and the threshold it missed (a contrast ratio, points, seconds).
    public var measured: Double?
    public var threshold: Double?
    /// The part's frame on the stage, in points, for outlining it in the window (nil: the whole subject).
    public var frame: Frame?

    public struct Frame: Sendable, Hashable {
        public var x, y, width, height: Double

        public init(x: Double, y: Double, width: Double, height: Double) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }
    }

    public init(
        rule: LintRule, severity: Diagnostic.Severity, subject: SpecItem, theme: Theme? = nil, message: String,
        location: SourceLocation, measured: Double? = nil, threshold: Double? = nil, frame: Frame? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.subject = subject
        self.theme = theme
        self.message = message
        self.location = location
        self.measured = measured
        self.threshold = threshold
        self.frame = frame
    }

    /// `file:line:col: error|warning: [rule] message`.
    public var diagnostic: Diagnostic {
        Diagnostic(severity, "[\(rule.rawValue)] \(message)", at: location)
    }

    /// Findings in spec order (file, line, column), then rule and message: the order every output uses.
    public static func sorted(_ findings: [LintFinding], files: [String]) -> [LintFinding] {
        func rank(_ f: LintFinding) -> Int { files.firstIndex(of: f.location.file) ?? files.count }
        return findings.sorted {
            (rank($0), $0.location.line, $0.location.column, $0.rule.rawValue, $0.message)
                < (rank($1), $1.location.line, $1.location.column, $1.rule.rawValue, $1.message)
        }
    }

    /// Points as a designer writes them: `24`, `37.5`.
    public static func points(_ value: Double) -> String {
        let tenth = (value * 10).rounded() / 10
        return tenth == tenth.rounded() ? String(Int(tenth)) : String(tenth)
    }
}
