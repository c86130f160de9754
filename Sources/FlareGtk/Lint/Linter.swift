import FlareCore

/// `flare lint` and the window's Checks page: every alert and rocket of a spec laid out and rendered as the export
/// draws it (the spec's device, on the stage with its mask and backdrop), in each theme the spec uses
/// (`SpecLint.themes`), measured by the rendered rules (`LintMeasure`), plus the rules that need no rendering
/// (`SpecLint`). Needs a display: the caller provides one (a private Xvfb when headless).
@MainActor
public enum Linter {
    /// Every finding, in spec order; `ids` limits it to those alerts, rockets and queues.
    public static func findings(in spec: Spec, ids: Set<String>? = nil) throws -> [LintFinding] {
        // A font file fontconfig cannot read is printed, as every command that draws does; image and text problems
        // are `flare check`'s warnings, so lint reads no view's `warnings`.
        try Exporter.prepare(spec, warn: Exporter.printWarning)
        let host = try RenderHost.shared()
        let themes = SpecLint.themes(for: spec)
        var found: [LintFinding] = []
        for alert in spec.alerts where ids?.contains(alert.id) ?? true {
            for (index, theme) in themes.enumerated() {
                found += try measure(
                    alert, in: spec, theme: theme, namesTheme: themes.count > 1, sizes: index == 0, host: host)
            }
        }
        for rocket in spec.rockets where ids?.contains(rocket.id) ?? true {
            for (index, theme) in themes.enumerated() {
                found += try measure(
                    rocket, in: spec, theme: theme, namesTheme: themes.count > 1, sizes: index == 0, host: host)
            }
        }
        found += try popupViewTargets(in: spec, ids: ids, host: host)
        found += SpecLint.findings(spec, ids: ids)
        found += fontFallbacks(in: spec, ids: ids)
        // Files as findings name them: the root first, then includes in the order their alerts and rockets come.
        var files: [String] = []
        for file in spec.alerts.compactMap(\.location?.file) + spec.rockets.compactMap(\.location?.file)
            + spec.queues.compactMap(\.location?.file)
        where !files.contains(file) {
            files.append(file)
        }
        return LintFinding.sorted(found, files: files)
    }

    /// The font check's warnings (`FontCheck` on this machine's fontconfig: a family not bundled, declared or
    /// installed), each as a `font-fallback` finding of the alert or rocket that writes the font.
    static func fontFallbacks(in spec: Spec, ids: Set<String>?) -> [LintFinding] {
        guard let severity = spec.lint.level(.fontFallback).severity() else { return [] }
        let warnings = FontCheck(catalog: FontconfigCatalog.shared, declaredFiles: spec.fonts).warnings(spec.fontUses)
        // Each subject's definition, by file and line: a font key belongs to the last one above it in its file.
        let starts =
            spec.alerts.compactMap { a in a.location.map { (SpecItem.alert(a.id), $0) } }
            + spec.rockets.compactMap { r in r.location.map { (SpecItem.rocket(r.id), $0) } }
        return warnings.compactMap { warning in
            let owner = starts.filter { $0.1.file == warning.location.file && $0.1.line <= warning.location.line }
                .max { $0.1.line < $1.1.line }?.0
            guard let owner, ids?.contains(owner.id) ?? true else { return nil }
            return LintFinding(
                rule: .fontFallback, severity: severity, subject: owner,
                message: "\(owner.section) '\(owner.id)': \(warning.message)", location: warning.location)
        }
    }

    /// One alert on the stage in `theme`: its texts' contrast, its borders, and (when `sizes`) its targets.
    static func measure(
        _ alert: AlertSpec, in spec: Spec, theme: Theme, namesTheme: Bool, sizes: Bool,
        host: RenderHost
    ) throws -> [LintFinding] {
        let stage = StageView(spec: spec, theme: theme, scale: 1)
        defer { host.clear() }
        LintProbe.hideText(under: stage.widget)
        host.put(stage.widget)
        stage.show(alert: alert)
        let (w, h) = spec.stage.device.size
        host.allocate(stage.widget, width: w, height: h)
        guard let view = stage.alertView else { return [] }
        let probe = try LintProbe.render(stage.widget, width: w, height: h, scale: 1)
        var m = LintMeasure(
            probe: probe, config: spec.lint, subject: .alert(alert.id), theme: theme, namesTheme: namesTheme)
        m.touchAreas = spec.stage.device.systemTouchAreas
        // What the layout hides or cuts: the window's and the export's own findings (the same in every theme).
        if sizes { m.adopt(view.findings, as: .overflow) }
        let a = alert.appearance
        let fallback = alert.location ?? SourceLocation(file: spec.file, line: 1, column: 1)
        func at(_ keys: String...) -> SourceLocation { keys.lazy.compactMap { alert.keys[$0] }.first ?? fallback }
        // The catalog's rows name the keys a finding points at.
        let look = PropertyCatalog.alertAppearance, style = PropertyCatalog.customStyle
        let titleColor = look[\.titleColor], messageColor = look[\.messageColor], messageFont = look[\.messageFont]
        let textColor = style[\.textColor], placeholderColor = style[\.placeholderColor],
            borderColor = style[\.borderColor]
        func inInput(_ row: Property<CustomStyle>) -> String { "custom.input." + row.key }

        m.text(
            view.titleLabel, color: a.titleColor, font: a.titleFont, part: "the title", key: titleColor.key,
            at: at(titleColor.id, "title"))
        m.text(
            view.messageLabel, color: a.messageColor, font: a.messageFont, part: "the message", key: messageColor.key,
            at: at(messageColor.id, "message"))
        let c = alert.customStyle
        if case .text = alert.custom {
            m.text(
                view.customWidget, color: alert.customTextColor, font: alert.customTextFont, part: "the custom text",
                key: c.textColor == nil ? messageColor.key : textColor.key,
                at: at(textColor.id, messageColor.id, "custom.text"))
        }
        if let entry = view.inputEntry, case .input(let placeholder, let text) = alert.custom {
            // The DUX sample field (`InputLook.sample`), or the custom style's.
            let input = InputLook(c), font = input.font
            if let text, !text.isEmpty {
                m.text(
                    LintProbe.descendant(of: entry, named: "text"), color: input.textColor, font: font,
                    part: "the input's text",
                    key: textColor.key, at: at(textColor.id, inInput(textColor), "custom.input"))
            } else if let placeholder, !placeholder.isEmpty {
                m.text(
                    LintProbe.descendant(of: entry, named: "text"), color: input.placeholderColor,
                    font: font, part: "the input's placeholder", key: placeholderColor.key,
                    at: at(placeholderColor.id, inInput(placeholderColor), "custom.input.placeholder", "custom.input"))
            }
            let backgroundColor = style[\.backgroundColor]
            m.border(
                entry, color: input.borderColor.resolved(for: theme), width: input.borderWidth,
                part: "the input's outline",
                key: c.borderColor == nil ? "\(borderColor.key) (or \(backgroundColor.key))" : borderColor.key,
                at: at(borderColor.id, inInput(borderColor), "custom.input", "custom"))
            if sizes {
                let height = style[\.height]
                m.target(
                    entry, part: "the input",
                    fix:
                        "a taller '\(height.key)' in its custom style (the seed's field is "
                        + "\(SpecRanges.format(InputLook.sample.height)) pt)",
                    at: at(height.id, inInput(height), "custom.input", "custom"))
            }
        }
        if let control = view.controlView {
            let look = ControlLook(alert.custom!.control!, in: alert)
            for t in control.texts {
                m.text(
                    t.label, color: t.color, font: look.font, part: t.part,
                    key: c.textColor == nil ? messageColor.key : textColor.key,
                    at: at(textColor.id, messageColor.id, "custom"))
            }
            if let state = control.state {
                // The part that shows the state, against what is around it (SC 1.4.11), as an action's border.
                let row = style.first { $0.keyPath == state.field as AnyKeyPath }!
                m.border(
                    state.widget, color: state.color.resolved(for: theme), width: 0, part: state.part,
                    key: row.key, at: at(row.id, "custom"))
            }
            if sizes {
                for t in control.targets {
                    m.target(t.widget, part: t.part, fix: t.fix, at: at("custom"))
                }
            }
        }
        let actionLook = PropertyCatalog.actionAppearance
        let actionColor = actionLook[\.actionColor], actionBorderColor = actionLook[\.actionBorderColor]
        for (index, action) in alert.actions.enumerated() where index < view.actionButtons.count {
            let button = view.actionButtons[index]
            let ap = action.appearance
            let name = "action \(index + 1) ('\(action.title)')"
            let place = action.location ?? fallback
            m.text(
                LintProbe.descendant(of: button, withClass: "flare-action-title"), color: ap.actionColor,
                font: ap.actionFont,
                part: name, key: actionColor.key, at: action.keys[actionColor.id] ?? place,
                inset: ap.actionBorderColor == nil ? 0 : ap.actionBorderWidth.rounded(.up))
            if ap.actionBorderWidth > 0, let border = ap.actionBorderColor {
                m.border(
                    button, color: border.resolved(for: theme), width: ap.actionBorderWidth,
                    part: "the border of \(name)",
                    key: actionBorderColor.key, at: action.keys[actionBorderColor.id] ?? place)
            }
            if sizes {
                m.target(
                    button, part: name,
                    fix:
                        "a larger '\(actionLook[\.actionFont].key)' (the button is its title plus "
                        + "\(SpecRanges.format(ActionsLayout.titleVerticalInset)) pt above and below)",
                    at: place)
            }
        }
        let slideLook = PropertyCatalog.slideAppearance
        let slideText = slideLook[\.slideMessageTextColor], checkText = slideLook[\.checkboxTextColor]
        if let slide = view.slideControl, let look = alert.slide?.appearance {
            m.text(
                LintProbe.descendant(of: slide.widget, withClass: "flare-slide-text"),
                color: look.slideMessageTextColor, font: look.slideMessageFont, part: "the slide control's text",
                key: slideText.key,
                at: at(slideText.id, "slide.text", "slide"))
            if sizes {
                m.target(
                    slide.widget, part: "the slide control",
                    fix: "DUX's control is its images' size, 200 × 37 pt (DUXBetaSlideView)",
                    at: at("slide.text", "slide", "preset"))
            }
        }
        if let check = view.checkbox, let look = alert.slide?.appearance {
            m.text(
                check.label, color: look.checkboxTextColor, font: alert.checkboxFont, part: "the checkbox label",
                key: checkText.key, at: at(checkText.id, "slide.checkbox", "slide"))
            // The drawn box (SlideCheckbox): its 1 pt edge in `checkboxTintColor` against the alert around it.
            let tint = slideLook[\.checkboxTintColor]
            m.border(
                check.button, color: look.checkboxTintColor.resolved(for: theme), width: 1, part: "the checkbox",
                key: tint.key, at: at(tint.id, "slide.checkbox", "slide"))
            if sizes {
                // Only DUX's button takes the tap (DUXBetaSlideAlertView.swift:142), its image's 18 × 18 pt.
                m.target(
                    check.button, part: "the checkbox",
                    fix: "DUX's checkbox button is its 18 × 18 pt image; '\(slideLook[\.verticalSpacing].key)' keeps "
                        + "the slide control out of its 24 pt circle (SC 2.5.8's spacing exception)",
                    at: at("slide.checkbox", "slide", "preset"),
                    spacedFrom: [view.slideControl?.widget].compactMap { $0 } + view.actionButtons)
            }
        }
        return m.findings
    }
}
