/// `ignored-by-release`: what a spec says that Flare previews but the release `flare code` writes for
/// (`HandoffRelease`) never reads, so the shipped app would not do it as written. The generated code leaves each out
/// with a comment; this rule says so at the spec's key (docs/handoff.md).
extension SpecLint {
    public static func ignoredByRelease(_ spec: Spec, ids: Set<String>? = nil) -> [LintFinding] {
        guard let severity = spec.lint.level(.ignoredByRelease).severity() else { return [] }
        let release = HandoffRelease.dux.release
        let dismissKey = "appearance." + PropertyCatalog.alertAppearance[\.shouldDismissOnTap].key
        let animationKey = "appearance." + PropertyCatalog.alertAppearance[\.animationType].key
        var out: [LintFinding] = []
        for alert in spec.alerts where ids?.contains(alert.id) ?? true {
            let fallback = alert.location ?? SourceLocation(file: "<alert '\(alert.id)'>", line: 1, column: 1)
            if let hide = alert.shouldHideOnTap {
                out.append(
                    LintFinding(
                        rule: .ignoredByRelease, severity: severity, subject: .alert(alert.id),
                        message:
                            "alert '\(alert.id)': shouldHideOnTap is declared by \(release)'s DUXBetaAlertView but "
                            + "never read (its mask reads \(dismissKey), and so does the preview); `flare code` "
                            + "leaves it out; write '\(dismissKey): \(hide)' instead",
                        location: alert.keys["shouldHideOnTap"] ?? fallback))
            }
            if alert.appearance.animationType == .none {
                out.append(
                    LintFinding(
                        rule: .ignoredByRelease, severity: severity, subject: .alert(alert.id),
                        message:
                            "alert '\(alert.id)': \(release)'s DUXBetaAlertViewAnimation has no 'none' (only "
                            + "standard and fade), so the app animates where the preview does not; `flare code` "
                            + "leaves it out; choose 'fade' or 'standard'",
                        location: alert.keys[animationKey] ?? fallback))
            }
        }
        return out
    }
}
