/// The checks `flare lint` runs on an alert or rocket as it is rendered. Each has a default level and
/// thresholds; a spec's `lint:` section changes them (`LintConfig`).
public enum LintRule: String, Sendable, Hashable, Codable, CaseIterable {
    /// WCAG 2.2 SC 1.4.3 / 1.4.11: text against the rendered pixels behind it; action borders and the input outline.
    case contrast
    /// WCAG 2.2 SC 2.5.8 (24 × 24 pt) and Apple's HIG / SC 2.5.5 (44 × 44 pt): every tappable thing.
    case targetSize = "target-size"
    /// Text under the minimum size.
    case fontSize = "font-size"
    /// Auto-advancing rocket blocks shown for less time than their words need.
    case readingTime = "reading-time"
    /// What the layout hides or cuts (text past the stage, actions out of sight, ...): the layout findings.
    case overflow
    /// A font family the spec names that is not bundled, declared or installed.
    case fontFallback = "font-fallback"
    /// A value a spec writes that the release `flare code` writes for never reads (`shouldHideOnTap`).
    case ignoredByRelease = "ignored-by-release"
    /// An action with an empty title and no image: DUX draws an invisible button.
    case invisibleAction = "invisible-action"
    /// A text the spec's String Catalog (`strings:`) leaves untranslated, marks needs-review, lacks in a language or
    /// no longer shows (stale), at the catalog's line and column, per language.
    case translation

    /// The severity a rule's findings get unless the spec's `lint:` says otherwise.
    public var defaultLevel: LintLevel {
        switch self {
        case .contrast, .targetSize, .invisibleAction: .error
        case .fontSize, .readingTime, .overflow, .fontFallback, .ignoredByRelease, .translation: .warning
        }
    }
}

/// How a rule reports: its findings as errors, as warnings, or not at all.
public enum LintLevel: String, Sendable, Hashable, Codable, CaseIterable {
    case error, warning, off

    /// The severity of a finding the rule rates `natural` at this level: `warning` caps errors, `off` drops it.
    public func severity(_ natural: Diagnostic.Severity = .error) -> Diagnostic.Severity? {
        switch self {
        case .off: nil
        case .warning: .warning
        case .error: natural
        }
    }
}
