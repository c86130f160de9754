import FlareCore

/// The alert's actions on `actionsLayoutType`, `actionLayoutSpacing` apart, as DUX's actions stack view places them
/// (`ActionsLayout`): side by side in widths proportional to each button's own width (`.fillProportionally`, set by
/// `distribute` once the styles apply), stacked each at its own width, centred (`.alignment = .center`); each a button
/// with its title label (over its background images, when it has them). None without actions.
@MainActor
final class AlertActionsPart {
    let box: Box
    private let horizontal: Bool
    private let spacing: Double
    private(set) var buttons: [Button] = []
    /// Each action's title label, for the cut-title finding and text-only reloads.
    private(set) var titleLabels: [Label] = []

    init?(_ c: AlertBuildContext, events: AlertEvents) {
        let a = c.appearance
        guard !c.spec.actions.isEmpty else { return nil }
        box = Box(AlertBuildContext.orientation(a.actionsLayoutType), spacing: a.actionLayoutSpacing)
        box.addClass("flare-actions")
        // DUXBetaAlertView.swift:317-318: `.alignment = .center`, `.distribution = .fillProportionally`.
        horizontal = a.actionsLayoutType == .horizontal
        spacing = a.actionLayoutSpacing
        for (index, action) in c.spec.actions.enumerated() {
            let button = buildAction(action, index: index, c)
            button.connect(.clicked) { [weak events] in events?.onAction?(index) }
            buttons.append(button)
            box.append(button)
        }
    }

    /// Side by side, gives each button its share of `width` (the alert's content width) in proportion to its natural
    /// width, as `.fillProportionally` does (`ActionsLayout.proportionalWidths`). Call once the styles apply (the
    /// alert in a window): natural widths depend on the fonts.
    func distribute(width: Double) {
        guard horizontal else { return }
        for button in buttons { button.setSizeRequest(width: -1, height: -1) }
        let intrinsic = buttons.map { Double($0.measure(.horizontal).natural) }
        let widths = ActionsLayout.proportionalWidths(intrinsic: intrinsic, spacing: spacing, available: width)
        for (button, w) in zip(buttons, widths) { button.setSizeRequest(width: w, height: -1) }
    }

    private func buildAction(_ action: ActionSpec, index: Int, _ c: AlertBuildContext) -> Button {
        let ap = action.appearance
        let contentWidth = c.contentWidth
        let button = Button()
        button.addClasses("flare-action", "flare-action-\(index)")
        // Centred across the row (side by side) or the column (stacked), at the button's own size.
        button.hexpand = false
        button.halign = .center
        button.valign = .center
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
