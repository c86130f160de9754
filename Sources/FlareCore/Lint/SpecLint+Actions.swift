/// `invisible-action`: an alert action with an empty (or blank) title and no image. The spec takes it and `flare
/// check` warns, but DUX draws an empty button nobody can see or read, so lint reports it at the action's title
/// (issue 45: an emptied title passed both).
extension SpecLint {
    public static func invisibleActions(_ spec: Spec, ids: Set<String>? = nil) -> [LintFinding] {
        guard let severity = spec.lint.level(.invisibleAction).severity() else { return [] }
        var out: [LintFinding] = []
        for alert in spec.alerts where ids?.contains(alert.id) ?? true {
            for (index, action) in alert.actions.enumerated() where action.isInvisible {
                let location =
                    action.keys["title"] ?? action.location ?? alert.location
                    ?? SourceLocation(file: "<alert '\(alert.id)'>", line: 1, column: 1)
                out.append(
                    LintFinding(
                        rule: .invisibleAction, severity: severity, subject: .alert(alert.id),
                        message: "alert '\(alert.id)', action \(index + 1): " + ActionSpec.invisibleMessage,
                        location: location))
            }
        }
        return out
    }
}
