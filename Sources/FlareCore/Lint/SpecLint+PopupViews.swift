/// Lint of the queues' banner popups (`view: {banner: …}`), which need no rendering: the text is one color on
/// one opaque card, so its WCAG contrast and its size are known from the spec.
extension SpecLint {
    /// `contrast` (the banner's text on its card, in each theme the spec draws) and `font-size` findings.
    public static func popupViews(_ spec: Spec, ids: Set<String>? = nil) -> [LintFinding] {
        let config = spec.lint, look = PropertyCatalog.popupView
        var out: [LintFinding] = []
        for queue in spec.queues where ids?.contains(queue.id) ?? true {
            for popup in queue.popups {
                guard let view = popup.view, let text = view.text else { continue }
                let subject = SpecItem.queue(queue.id)
                let fallback =
                    view.keys["view"] ?? queue.location
                    ?? SourceLocation(file: "<queue '\(queue.id)'>", line: 1, column: 1)
                let name = "queue '\(queue.id)': the banner of popup '\(popup.name)'"
                if let severity = config.level(.contrast).severity() {
                    let needed = config.contrastThreshold(for: view.labelFont)
                    for theme in themes(for: spec) {
                        let card = Contrast.over(view.cardColor.resolved(for: theme), RGBA.white)
                        let ratio = Contrast.ratio(Contrast.over(view.labelColor.resolved(for: theme), card), card)
                        guard ratio < needed else { continue }
                        out.append(
                            LintFinding(
                                rule: .contrast, severity: severity, subject: subject, theme: theme,
                                message:
                                    "\(name) (“\(text)”) has a contrast of \(Contrast.format(ratio)) on its card, "
                                    + "under the \(Contrast.format(needed)) WCAG asks for text of its size; "
                                    + "change '\(look[\.labelColor].key)' or '\(look[\.cardColor].key)'",
                                location: view.keys[look[\.labelColor].key] ?? view.keys[look[\.cardColor].key]
                                    ?? fallback,
                                measured: ratio, threshold: needed))
                    }
                }
                if let severity = config.level(.fontSize).severity(), view.labelFont.size < config.fontMinimum {
                    let size = LintFinding.points(view.labelFont.size), min = LintFinding.points(config.fontMinimum)
                    out.append(
                        LintFinding(
                            rule: .fontSize, severity: severity, subject: subject,
                            message: "\(name) is set in \(size) pt, under the \(min) pt minimum for legible text; "
                                + "make it \(min) pt or larger",
                            location: view.keys[look[\.labelFont].key] ?? fallback, measured: view.labelFont.size,
                            threshold: config.fontMinimum))
                }
            }
        }
        return out
    }
}
