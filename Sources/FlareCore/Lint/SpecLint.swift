import Foundation

/// The rules that need no rendering: font sizes (the spec's points are what GTK draws) and reading time.
public enum SpecLint {
    /// `font-size`, `reading-time`, `ignored-by-release`, `invisible-action` and `translation` findings of `spec`,
    /// at its `lint:` levels.
    public static func findings(_ spec: Spec, ids: Set<String>? = nil) -> [LintFinding] {
        fontSize(spec, ids: ids) + readingTime(spec, ids: ids) + popupViews(spec, ids: ids)
            + ignoredByRelease(spec, ids: ids) + invisibleActions(spec, ids: ids) + translations(spec, ids: ids)
    }

    /// One text a subject draws, with its font and where the spec sets that font (or the text).
    public struct TextUse: Sendable, Hashable {
        public var subject: SpecItem
        /// "the title", "action 2 ('Later')", "block 'hello'".
        public var part: String
        public var font: FontSpec
        public var location: SourceLocation
    }

    /// Every text an alert draws in a font the spec chooses.
    public static func texts(of alert: AlertSpec) -> [TextUse] {
        let a = alert.appearance
        let subject = SpecItem.alert(alert.id)
        let fallback = alert.location ?? SourceLocation(file: "<alert '\(alert.id)'>", line: 1, column: 1)
        func at(_ keys: String...) -> SourceLocation {
            keys.lazy.compactMap { alert.keys[$0] }.first ?? fallback
        }
        // The catalog's rows name the keys a finding points at.
        let titleFont = PropertyCatalog.alertAppearance[\.titleFont],
            messageFont = PropertyCatalog.alertAppearance[\.messageFont]
        let font = PropertyCatalog.customStyle[\.font], actionFont = PropertyCatalog.actionAppearance[\.actionFont]
        var out: [TextUse] = []
        if alert.title != nil {
            out.append(
                TextUse(subject: subject, part: "the title", font: a.titleFont, location: at(titleFont.id, "title")))
        }
        if alert.message != nil {
            out.append(
                TextUse(
                    subject: subject, part: "the message", font: a.messageFont, location: at(messageFont.id, "message"))
            )
        }
        let c = alert.customStyle
        if case .text = alert.custom {
            out.append(
                TextUse(
                    subject: subject, part: "the custom text", font: alert.customTextFont,
                    location: at(font.id, messageFont.id, "custom.text")))
        }
        if case .input(let placeholder, let text) = alert.custom, (text ?? placeholder ?? "").isEmpty == false {
            out.append(
                TextUse(
                    subject: subject, part: "the input's text", font: InputLook(c).font,
                    location: at(font.id, "custom.input." + font.key, "custom.input", "custom")))
        }
        if let slide = alert.slide, slide.checkbox != nil {
            out.append(
                TextUse(
                    subject: subject, part: "the checkbox label", font: alert.checkboxFont,
                    location: at(messageFont.id, "slide.checkbox", "slide")))
        }
        for (i, action) in alert.actions.enumerated() {
            let location = action.keys[actionFont.id] ?? action.location ?? fallback
            out.append(
                TextUse(
                    subject: subject, part: "action \(i + 1) ('\(action.title)')", font: action.appearance.actionFont,
                    location: location))
        }
        return out
    }

    /// Every text a rocket draws: the close button and each block's texts and buttons.
    public static func texts(of rocket: RocketSpec) -> [TextUse] {
        let subject = SpecItem.rocket(rocket.id)
        let fallback = rocket.location ?? SourceLocation(file: "<rocket '\(rocket.id)'>", line: 1, column: 1)
        let closeFont = PropertyCatalog.rocketCloseButton[\.font].key
        var out: [TextUse] = []
        if let close = rocket.closeButton {
            out.append(
                TextUse(
                    subject: subject, part: "the close button", font: close.font.font,
                    location: rocket.keys["closeButton." + closeFont] ?? rocket.keys["closeButton"] ?? fallback))
        }
        for block in rocket.blocks {
            // Each text's font key, else its own (the catalog's rows pair them: `RocketBlock.faces`).
            for face in block.faces where face.isDrawn {
                let location =
                    [face.fontKey, face.textKey].lazy.compactMap { $0.flatMap { block.keys[$0] } }.first
                    ?? block.location ?? fallback
                let name = "block '\(block.id)'"
                let part = face.buttonName.map { "the \($0) of \(name)" } ?? name
                out.append(TextUse(subject: subject, part: part, font: face.font.font, location: location))
            }
        }
        return out
    }

    /// Text under `fontMinimum` points.
    public static func fontSize(_ spec: Spec, ids: Set<String>? = nil) -> [LintFinding] {
        let config = spec.lint
        guard let severity = config.level(.fontSize).severity() else { return [] }
        let uses =
            spec.alerts.filter { ids?.contains($0.id) ?? true }.flatMap(texts(of:))
            + spec.rockets.filter { ids?.contains($0.id) ?? true }.flatMap(texts(of:))
        return uses.filter { $0.font.size < config.fontMinimum }.map { use in
            let size = LintFinding.points(use.font.size), min = LintFinding.points(config.fontMinimum)
            return LintFinding(
                rule: .fontSize, severity: severity, subject: use.subject,
                message:
                    "\(use.subject.section) '\(use.subject.id)': \(use.part) is set in \(size) pt, under the \(min) pt "
                    + "minimum for legible text; make it \(min) pt or larger",
                location: use.location, measured: use.font.size, threshold: config.fontMinimum)
        }
    }

    /// Auto-advancing rocket blocks (`showNextAfter` > 0) shown for less time than their words need:
    /// `readingBase` + words / `wordsPerMinute` minutes. (Alerts in Flare's format have no timeout: they stay
    /// until dismissed, so only rocket blocks are timed.)
    public static func readingTime(_ spec: Spec, ids: Set<String>? = nil) -> [LintFinding] {
        let config = spec.lint
        guard let severity = config.level(.readingTime).severity() else { return [] }
        let showNextAfter = PropertyCatalog.textBlock[\.showNextAfter].key
        var out: [LintFinding] = []
        for rocket in spec.rockets where ids?.contains(rocket.id) ?? true {
            for block in rocket.blocks {
                // A timed block (a text or an image block) reads its card's own text.
                guard let shown = block.timer else { continue }
                let text = block.faces.first { $0.button == nil }?.text ?? ""
                let words = ReadingTime.words(in: text)
                let needed = config.readingSeconds(words: words)
                guard shown < needed - 0.001 else { continue }
                let suggestion = (needed * 2).rounded(.up) / 2
                let location =
                    block.keys[showNextAfter] ?? block.location ?? rocket.location
                    ?? SourceLocation(file: "<rocket '\(rocket.id)'>", line: 1, column: 1)
                out.append(
                    LintFinding(
                        rule: .readingTime, severity: severity, subject: .rocket(rocket.id),
                        message:
                            "rocket '\(rocket.id)': block '\(block.id)' moves on after \(seconds(shown)) s, but its "
                            + "\(words) word\(words == 1 ? "" : "s") need \(seconds(needed)) s to read "
                            + "(\(seconds(config.readingBase)) s + \(words) words at "
                            + "\(LintFinding.points(config.wordsPerMinute)) words per minute); set '\(showNextAfter): "
                            + "\(seconds(suggestion))s' or more, shorten the text, or let the reader tap on "
                            + "(\(showNextAfter): 0)",
                        location: location, measured: shown, threshold: needed))
            }
        }
        return out
    }

    /// Seconds to a tenth: `1.5`, `2.8`, `3`.
    static func seconds(_ value: Double) -> String {
        let tenth = (value * 10).rounded(.up) / 10
        return tenth == tenth.rounded() ? String(Int(tenth)) : String(tenth)
    }
}

extension SpecLint {
    /// The themes lint renders in: the spec's `stage.theme`, then the other theme when any palette color has a
    /// dark value different from its light one (otherwise both themes draw the same alert pixels; only the
    /// stage's backdrop differs, and an alert's text never sits on it).
    public static func themes(for spec: Spec) -> [Theme] {
        let differs = spec.palette.values.contains { $0.light != $0.dark }
        guard differs else { return [spec.stage.theme] }
        return [spec.stage.theme, spec.stage.theme == .light ? .dark : .light]
    }
}
