import FlareCore

/// The measuring half of `flare lint`'s rendered rules, for one alert or rocket in one theme: the contrast of each
/// text against the pixels behind it (`LintProbe`), of borders against what surrounds them, and the size of each
/// tappable widget. The thresholds and levels are the spec's `LintConfig`.
@MainActor
struct LintMeasure {
    let probe: LintProbe
    let config: LintConfig
    let subject: SpecItem
    let theme: Theme
    /// Said in messages when the spec is checked in more than one theme.
    let namesTheme: Bool
    /// Where iOS takes touches on the stage (`Stage.Device.systemTouchAreas`): a target there is a finding.
    var touchAreas: [Stage.Device.TouchArea] = []
    private(set) var findings: [LintFinding] = []

    init(probe: LintProbe, config: LintConfig, subject: SpecItem, theme: Theme, namesTheme: Bool) {
        self.probe = probe
        self.config = config
        self.subject = subject
        self.theme = theme
        self.namesTheme = namesTheme
    }

    private var who: String {
        "\(subject.section) '\(subject.id)'" + (namesTheme ? " (\(theme.rawValue))" : "")
    }

    /// A text in `color` and `font` drawn by `widget`: its worst contrast against every pixel under the widget.
    mutating func text(
        _ widget: Widget?, color: Color, font: FontSpec, part: String,
        key: String, at location: SourceLocation, inset: Double = 0
    ) {
        guard let severity = config.level(.contrast).severity(), let widget, var frame = probe.frame(of: widget) else {
            return
        }
        // A border drawn over the label's edges (a DUX button's layer border) is not behind its glyphs.
        frame = LintFinding.Frame(
            x: frame.x + inset, y: frame.y, width: max(1, frame.width - 2 * inset), height: frame.height)
        let foreground = color.resolved(for: theme)
        guard let (ratio, background) = Contrast.worst(foreground, over: probe.colors(in: frame).map(LintProbe.rgba))
        else { return }
        let large = LintConfig.isLarge(font)
        let threshold = config.contrastThreshold(for: font)
        guard ratio < threshold else { return }
        let size = "\(LintFinding.points(font.size)) pt\(font.weight.rawValue >= 700 ? " bold" : "")"
        let fix =
            Contrast.luminance(Contrast.over(foreground, background)) < Contrast.luminance(background)
            ? "darken '\(key)' or lighten what is behind it" : "lighten '\(key)' or darken what is behind it"
        findings.append(
            LintFinding(
                rule: .contrast, severity: severity, subject: subject, theme: theme,
                message:
                    "\(who): \(part) has a contrast of \(Contrast.format(ratio)) (\(foreground.hexString) "
                    + "on \(background.hexString)), under the \(Contrast.format(threshold)) "
                    + "WCAG 2.2 AA minimum for \(large ? "large" : "body") text "
                    + "(\(size)); \(fix)",
                location: location, measured: ratio, threshold: threshold, frame: frame))
    }

    /// A border or outline `width` points wide in `color` around `widget`: the control's edge must stand out from
    /// the pixels just outside it (SC 1.4.11), by its border or by its fill (whichever contrasts more; the worst
    /// case over each).
    mutating func border(
        _ widget: Widget?, color: RGBA, width: Double, part: String, key: String,
        at location: SourceLocation
    ) {
        guard let severity = config.level(.contrast).severity(), let widget, let frame = probe.frame(of: widget) else {
            return
        }
        let outside = probe.ring(around: frame).map(LintProbe.rgba)
        guard let (ratio, background) = Contrast.worst(color, over: outside) else { return }
        let fill = probe.fill(of: frame, inset: width.rounded(.up) + 2).map(LintProbe.rgba)
        let fillRatio = fill.map { f in Contrast.worst(f, over: outside)?.ratio ?? 1 }.min() ?? 1
        guard max(ratio, fillRatio) < config.contrastGraphics else { return }
        findings.append(
            LintFinding(
                rule: .contrast, severity: severity, subject: subject, theme: theme,
                message: "\(who): \(part) has a contrast of \(Contrast.format(ratio)) (\(color.hexString) against "
                    + "\(background.hexString) around it), under the \(Contrast.format(config.contrastGraphics)) "
                    + "WCAG 2.2 minimum for the edges of controls (SC 1.4.11); "
                    + "change '\(key)' so the control stands out",
                location: location, measured: ratio, threshold: config.contrastGraphics, frame: frame))
    }

    /// Findings of another pass (the layout's `overflow`, fonts' `font-fallback`), rated at `rule`'s level: a
    /// warning by nature, an error when the spec's `lint:` says `error`. `who:` prefixes are the pass's own.
    mutating func adopt(_ diagnostics: [Diagnostic], as rule: LintRule) {
        guard let severity = config.level(rule).severity() else { return }
        for d in diagnostics
        where !findings.contains(where: { $0.rule == rule && $0.location == d.location && $0.message == d.message }) {
            findings.append(
                LintFinding(rule: rule, severity: severity, subject: subject, message: d.message, location: d.location))
        }
    }

    /// A tappable `widget`: its laid-out size against the two target-size tiers.
    /// With `spacedFrom`, the other targets around it: SC 2.5.8's spacing exception (`LintConfig.isSpaced`) can
    /// meet the AA tier, leaving the recommended one.
    mutating func target(
        _ widget: Widget?, part: String, fix: String, at location: SourceLocation, spacedFrom others: [Widget]? = nil
    ) {
        guard let widget, let frame = probe.frame(of: widget) else { return }
        underSystemChrome(frame, part: part, at: location)
        guard var (natural, threshold, rule) = config.targetShortfall(width: frame.width, height: frame.height)
        else { return }
        func rect(_ f: LintFinding.Frame) -> StageRect { StageRect(x: f.x, y: f.y, width: f.width, height: f.height) }
        if natural == .error, let others,
            config.isSpaced(rect(frame), from: others.compactMap { probe.frame(of: $0) }.map(rect))
        {
            guard min(frame.width, frame.height) < config.targetRecommended - 0.01 else { return }
            (natural, threshold, rule) = (
                .warning, config.targetRecommended,
                "Apple HIG and WCAG 2.2 SC 2.5.5, AAA (it meets SC 2.5.8's spacing exception)"
            )
        }
        guard let severity = config.level(.targetSize).severity(natural) else { return }
        let size = "\(LintFinding.points(frame.width)) × \(LintFinding.points(frame.height)) pt"
        let t = LintFinding.points(threshold)
        findings.append(
            LintFinding(
                rule: .targetSize, severity: severity, subject: subject,
                message:
                    "\(subject.section) '\(subject.id)': \(part) is \(size), under the \(t) × \(t) pt touch target of "
                    + "\(rule); make it at least \(t) pt \(frame.height < threshold ? "tall" : "wide"): \(fix)",
                location: location, measured: min(frame.width, frame.height), threshold: threshold, frame: frame))
    }

    /// A target that reaches into the island, the notch or the home indicator's strip: iOS takes the touches there,
    /// so part of the target cannot be tapped (a `target-size` warning at most: the app may mean it).
    private mutating func underSystemChrome(_ frame: LintFinding.Frame, part: String, at location: SourceLocation) {
        let rect = StageRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        guard let area = touchAreas.first(where: { $0.rect.overlaps(rect) }),
            let severity = config.level(.targetSize).severity(.warning)
        else { return }
        let p = LintFinding.points
        findings.append(
            LintFinding(
                rule: .targetSize, severity: severity, subject: subject,
                message:
                    "\(subject.section) '\(subject.id)': \(part) (\(p(frame.x)), \(p(frame.y)), \(p(frame.width)) × "
                    + "\(p(frame.height)) pt) reaches under \(area.name) (\(p(area.rect.x)), \(p(area.rect.y)), "
                    + "\(p(area.rect.width)) × \(p(area.rect.height)) pt), where iOS takes the touches; keep it "
                    + "inside the safe area",
                location: location, frame: frame))
    }
}
