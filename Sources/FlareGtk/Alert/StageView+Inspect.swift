import FlareCore

/// What inspect mode reads off the stage: where GTK drew each part of the shown alert, in stage points.
extension StageView {
    /// The shown alert's parts as laid out (`Widget.bounds(in:)` on the stage); nil with no alert or before layout.
    func alertFrames() -> AlertFrames? {
        guard let view = alertView, view.widget.width > 0 else { return nil }
        func rect(_ widget: Widget?) -> StageRect? {
            guard let widget, widget.visible, let b = widget.bounds(in: root), b.width > 0 || b.height > 0 else {
                return nil
            }
            return StageRect(x: b.x, y: b.y, width: b.width, height: b.height)
        }
        guard let alert = rect(view.widget) else { return nil }
        return AlertFrames(
            alert: alert, header: rect(view.headerBox), body: rect(view.bodyBox),
            actions: rect(view.actionsBox), icon: rect(view.iconPicture), title: rect(view.titleLabel),
            message: rect(view.messageLabel), custom: rect(view.customWidget ?? view.slideStack),
            actionButtons: view.actionButtons.compactMap { rect($0) })
    }

    /// The part under the stage point (x, y): the innermost of an action, the icon, the title, the message and the
    /// custom view (a slide alert's checkbox, slide control and separator), else the alert itself; nil outside it.
    func part(at x: Double, _ y: Double) -> AlertPart? {
        guard let f = alertFrames(), contains(f.alert, x, y) else { return nil }
        if let i = f.actionButtons.firstIndex(where: { contains($0, x, y) }) { return .action(i) }
        let parts: [(AlertPart, StageRect?)] = [
            (.icon, f.icon), (.title, f.title), (.message, f.message), (.custom, f.custom),
        ]
        return parts.first { $0.1.map { contains($0, x, y) } ?? false }?.0 ?? .alert
    }

    /// Where `part` is drawn on the stage.
    func frame(of part: AlertPart) -> StageRect? {
        guard let f = alertFrames() else { return nil }
        switch part {
        case .alert: return f.alert
        case .title: return f.title
        case .message: return f.message
        case .icon: return f.icon
        case .custom: return f.custom
        case .action(let i): return f.actionButtons.indices.contains(i) ? f.actionButtons[i] : nil
        }
    }

    private func contains(_ r: StageRect, _ x: Double, _ y: Double) -> Bool {
        x >= r.x && x < r.maxX && y >= r.y && y < r.maxY
    }
}
