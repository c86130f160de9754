import FlareCore

/// The alert's actions on `actionsLayoutType`, `actionLayoutSpacing` apart: equal widths side by side, full width
/// stacked; each a button with its title label (over its background images, when it has them). None without
/// actions.
@MainActor
final class AlertActionsPart {
    let box: Box
    private(set) var buttons: [Button] = []
    /// Each action's title label, for the cut-title finding and text-only reloads.
    private(set) var titleLabels: [Label] = []

    init?(_ c: AlertBuildContext, events: AlertEvents) {
        let a = c.appearance
        guard !c.spec.actions.isEmpty else { return nil }
        box = Box(AlertBuildContext.orientation(a.actionsLayoutType), spacing: a.actionLayoutSpacing)
        box.addClass("flare-actions")
        // Equal widths side by side, full width stacked (UIStackView .fillEqually / .fill).
        box.homogeneous = a.actionsLayoutType == .horizontal
        for (index, action) in c.spec.actions.enumerated() {
            let button = buildAction(action, index: index, c)
            button.connect(.clicked) { [weak events] in events?.onAction?(index) }
            buttons.append(button)
            box.append(button)
        }
    }

    private func buildAction(_ action: ActionSpec, index: Int, _ c: AlertBuildContext) -> Button {
        let ap = action.appearance
        let contentWidth = c.contentWidth
        let button = Button()
        button.addClasses("flare-action", "flare-action-\(index)")
        button.hexpand = true
        let title = Label(DisplayText.shown(action.title, warn: c.warn))
        title.addClass("flare-action-title")
        title.ellipsize = .end
        title.halign = .center
        title.valign = .center
        titleLabels.append(title)
        guard ap.actionNormalBackgroundImage != nil || ap.actionSelectedBackgroundImage != nil else {
            button.child = title
            return button
        }
        // Background images under the title: an empty sizer, the images stretched over it, the title measured on top.
        let overlay = Overlay()
        overlay.child = Box(.horizontal)
        for (source, cls) in [
            (ap.actionNormalBackgroundImage, "flare-action-normal"),
            (ap.actionSelectedBackgroundImage, "flare-action-selected"),
        ] {
            guard let source else { continue }
            // Stretched over the button: never decoded larger than the alert's content is wide.
            let image = ImageLoader.load(
                source, fit: .contain(contentWidth, contentWidth), scale: c.scale, tint: nil,
                warn: c.warn)
            let picture = Picture(image.texture, fit: .fill)
            picture.addClasses("flare-action-image", cls)
            picture.overflow = .hidden
            picture.canTarget = false
            overlay.addOverlay(picture)
        }
        overlay.addOverlay(title, measure: true)
        // The images fill the whole button, padding included.
        button.addClass("flare-action-imaged")
        button.child = overlay
        return button
    }
}
