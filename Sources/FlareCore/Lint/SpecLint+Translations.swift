/// `translation`: what the spec's String Catalog (`strings:`) does not give a text, one finding per language at the
/// catalog's line and column (the translation to write or review), and the keys Flare wrote that are now stale.
extension SpecLint {
    /// The load's warnings for `strings:` (what `flare check` and the window show); `flare lint` prints them as
    /// `translation` findings instead, so not twice.
    public static func catalogWarnings(_ spec: Spec) -> [Diagnostic] {
        guard let catalog = spec.locales.lazy.compactMap(\.strings).first?.catalog else { return [] }
        return CatalogCoverage.warnings(ShownText.all(alerts: spec.alerts, rockets: spec.rockets), catalog)
    }

    public static func translations(_ spec: Spec, ids: Set<String>? = nil) -> [LintFinding] {
        guard let severity = spec.lint.level(.translation).severity(),
            let catalog = spec.locales.lazy.compactMap(\.strings).first?.catalog
        else { return [] }
        var out: [LintFinding] = []
        func add(_ subject: SpecItem, _ message: String, _ location: SourceLocation) {
            guard ids?.contains(subject.id) ?? true else { return }
            out.append(
                LintFinding(
                    rule: .translation, severity: severity, subject: subject,
                    message: "\(subject.section) '\(subject.id)': \(message)", location: location))
        }
        for use in ShownText.all(alerts: spec.alerts, rockets: spec.rockets) {
            guard let subject = CatalogCoverage.subject(ofOwner: use.owner) else { continue }
            let quoted = CatalogCoverage.quoted(use.text)
            var missing: [String] = []
            for language in catalog.languages {
                switch CatalogStrings(language: language, catalog: catalog).lookup(use.text) {
                case .translated, .notTranslated: break
                case .needsReview(_, let at):
                    add(subject, "the \(language) translation of \(quoted) needs review", at)
                case .untranslated(let at):
                    add(subject, "\(quoted) is not translated into \(language): the source text is shown", at)
                case .missing: missing.append(language)
                }
            }
            if !missing.isEmpty {
                // No key to point at in the catalog: the finding is at the spec's text.
                add(
                    subject,
                    "\(quoted) is not a key of \(catalog.file): \(missing.joined(separator: ", ")) show the source "
                        + "text (flare strings --out \(catalog.file) adds it)", use.location)
            }
        }
        for entry in catalog.entries.values.sorted(by: { $0.location.line < $1.location.line })
        where entry.extractionState == "stale" {
            // Flare's own keys say where they came from: `Flare: alert 'low-battery'`.
            let prefix = StringCatalogMerge.commentPrefix
            guard let comment = entry.comment, comment.hasPrefix(prefix),
                let subject = CatalogCoverage.subject(ofOwner: String(comment.dropFirst(prefix.count)))
            else { continue }
            add(
                subject,
                "\(CatalogCoverage.quoted(entry.key)) is stale in \(catalog.file): the spec no longer shows it "
                    + "(delete the key, or show the text again)", entry.location)
        }
        return out
    }
}
