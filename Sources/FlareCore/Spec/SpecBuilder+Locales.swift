/// Checks of `locales:` and `variants.locales` that need every file read: the ids a translation names exist,
/// and each translates text the alert, rocket or block has.
extension SpecBuilder {
    func validateLocales() {
        for check in references.locales {
            switch check.kind {
            case .alert: checkAlertText(check)
            case .rocket:
                guard let rocket = sections.rockets.first(where: { $0.id == check.id }) else {
                    error(
                        "locale '\(check.code)' translates rocket '\(check.id)', which does not exist"
                            + Suggestion.hint(for: check.id, in: sections.rockets.map(\.id)), at: check.location)
                    continue
                }
                if rocket.closeButton == nil, let at = check.keys["closeButton"] {
                    warning("rocket '\(check.id)' has no close button; this 'closeButton' text is ignored", at: at)
                }
            case .queue, .popup: checkQueueText(check)
            case .block(let rocketId):
                guard let rocket = sections.rockets.first(where: { $0.id == rocketId }) else { continue }
                guard let block = rocket.block(check.id) else {
                    error(
                        "locale '\(check.code)' translates block '\(check.id)', which rocket '\(rocketId)' does not "
                            + "have"
                            + Suggestion.hint(for: check.id, in: rocket.blocks.map(\.id)), at: check.location)
                    continue
                }
                let type = block.typeName
                let allowed = PropertyCatalog.blockTexts[type] ?? []
                for (key, at) in check.keys where !allowed.contains(key) {
                    error(
                        "block '\(check.id)' is a \(type) block, which has no '\(key)' (its text: "
                            + allowed.map { "'\($0)'" }.joined(separator: ", ") + ")", at: at)
                }
            }
        }
        let codes = sections.locales.map(\.code)
        for (code, at) in references.variantLocales where !codes.contains(code) {
            let known =
                codes.isEmpty ? "the spec has no locales" : "its locales: default, " + codes.joined(separator: ", ")
            error(
                "'variants' lists locale '\(code)', which the spec does not define"
                    + "\(Suggestion.hint(for: code, in: codes)) (\(known))",
                at: at)
        }
    }

    /// A custom control's texts: the alert must have that control, with at least as many segments or rows.
    private func checkControlText(_ check: LocaleCheck, _ alert: AlertSpec) {
        let control = alert.custom?.control
        for (key, kind) in [("switch", CustomControl.toggle), ("segments", .segments), ("rows", .rows)] {
            guard let at = check.keys["custom.\(key)"] else { continue }
            guard control == kind else {
                warning(
                    "alert '\(check.id)' has no custom \(key == "switch" ? "switch" : key); this text is ignored",
                    at: at)
                continue
            }
            let (given, has, what) =
                switch alert.custom {
                case .segments(let items, _)?: (check.segmentCount, items.count, "segment")
                case .rows(let rows)?: (check.rowCount, rows.count, "row")
                default: (0, 0, "")
                }
            if given > has {
                error(
                    "locale '\(check.code)' gives \(given) \(what)s, but alert '\(check.id)' has \(has) "
                        + "\(what)\(has == 1 ? "" : "s")",
                    at: at)
            }
        }
    }

    private func checkAlertText(_ check: LocaleCheck) {
        guard let alert = sections.alerts.first(where: { $0.id == check.id }) else {
            error(
                "locale '\(check.code)' translates alert '\(check.id)', which does not exist"
                    + Suggestion.hint(for: check.id, in: sections.alerts.map(\.id)), at: check.location)
            return
        }
        if check.actionCount > alert.actions.count, let at = check.keys["actions"] {
            error(
                "locale '\(check.code)' gives \(check.actionCount) action titles, but alert '\(check.id)' has "
                    + "\(alert.actions.count) action\(alert.actions.count == 1 ? "" : "s")", at: at)
        }
        let hasInput = if case .input? = alert.custom { true } else { false }
        let hasText = if case .text? = alert.custom { true } else { false }
        if let at = check.keys["custom.input"], !hasInput {
            warning("alert '\(check.id)' has no custom input; this text is ignored", at: at)
        }
        if let at = check.keys["custom.text"], !hasText {
            warning("alert '\(check.id)' has no custom text view; this text is ignored", at: at)
        }
        checkControlText(check, alert)
        if let at = check.keys["slide"], alert.slide == nil {
            warning("alert '\(check.id)' is not a slide alert; this 'slide' text is ignored", at: at)
        }
    }
}
