import FlareCore

extension AlertView {
    /// Shows `alert`'s texts without rebuilding anything, when it differs from the shown alert only in its title,
    /// message, custom text or action titles (each present in both; `AlertSpec.differsOnlyInTexts`) and no text
    /// needs a warning: the labels take the new text and GTK lays out again only what they change. False, with
    /// nothing changed, otherwise (the caller builds a new view).
    func updateTexts(to alert: AlertSpec) -> Bool {
        guard warnings.isEmpty else { return false }
        if alert == spec { return true }
        guard alert.differsOnlyInTexts(from: spec) else { return false }
        var texts: [(Label, String)] = []
        var cut = false
        func shown(_ text: String) -> String { DisplayText.shown(text, warn: { _ in cut = true }) }
        if let label = titleLabel, let title = alert.title { texts.append((label, shown(title))) }
        if let label = messageLabel, let message = alert.message { texts.append((label, shown(message))) }
        if let label = customTextLabel, case .text(let text)? = alert.custom { texts.append((label, shown(text))) }
        for (label, action) in zip(actionTitleLabels, alert.actions) { texts.append((label, shown(action.title))) }
        guard !cut else { return false }
        for (label, text) in texts where label.text != text { label.text = text }
        spec = alert
        return true
    }
}
