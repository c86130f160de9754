import FlareCore

extension AlertView {
    /// Shows `alert` without rebuilding anything, when it differs from the shown alert only in its texts (title,
    /// message, custom text, action titles: each present in both; `AlertSpec.differsOnlyInTexts`) and in values its
    /// stylesheet alone draws (colours, corner radii, fonts, borders, the input's insets and height:
    /// `AlertSpec.withStylesheetValues(of:sizes:)`). The labels take the new texts, the alert a new stylesheet
    /// (`restyle`); GTK styles and lays out what they change. `restyledSizes` then says whether a size may have
    /// changed: the alert is to be fitted again once GTK has the new styles (`StageView.updateAlert`). False, with
    /// nothing changed, otherwise (the caller builds a new view), and for a text change while the alert has a
    /// warning (a text cut to its limit) or when a new text needs one.
    func update(to alert: AlertSpec) -> Bool {
        restyledSizes = false
        if alert == spec { return true }
        guard let restyled = spec.withStylesheetValues(of: alert, sizes: true), alert.differsOnlyInTexts(from: restyled)
        else {
            return false
        }
        var texts: [(Label, String)] = []
        let textsChanged =
            alert.title != spec.title || alert.message != spec.message || alert.custom != spec.custom
            || zip(alert.actions, spec.actions).contains { $0.title != $1.title }
        if textsChanged {
            guard warnings.isEmpty else { return false }
            var cut = false
            func shown(_ text: String) -> String { DisplayText.shown(text, warn: { _ in cut = true }) }
            if let label = titleLabel, let title = alert.title { texts.append((label, shown(title))) }
            if let label = messageLabel, let message = alert.message { texts.append((label, shown(message))) }
            if let label = customTextLabel, case .text(let text)? = alert.custom {
                texts.append((label, shown(text)))
            }
            for (label, action) in zip(actionTitleLabels, alert.actions) { texts.append((label, shown(action.title))) }
            guard !cut else { return false }
        }
        // `restyled` is the shown alert with the new stylesheet values: unequal when one of them changed.
        if restyled != spec {
            restyle(alert)
            restyledSizes = spec.withStylesheetValues(of: alert) != restyled
            // A font's size sets how many characters the wrapping labels measure their minimum at.
            if alert.appearance.em != spec.appearance.em { context.rewrap(em: alert.appearance.em) }
        }
        for (label, text) in texts where label.text != text { label.text = text }
        spec = alert
        return true
    }
}
