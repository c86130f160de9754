import FlareCore

/// The alert's actions on `actionsLayoutType`, `actionLayoutSpacing` apart, as DUX's actions stack view places them
/// (`ActionsLayout`): side by side in widths proportional to each button's own width (`.fillProportionally`, set by
/// `distribute` once the styles apply), stacked each at its own width, centred (`.alignment = .center`); each a button
/// with its image, if any, then its title label (`DUXImageSize`), in Flare's 8 × 12 pt padding. None without actions.
@MainActor
final class AlertActionsPart {
    let box: Box
    private let horizontal: Bool
    private let spacing: Double
    private(set) var buttons: [Button] = []
    /// Each action's title label, for the cut-title finding and text-only reloads.
    private(set) var titleLabels: [Label] = []
    /// What the last `distribute` laid the buttons out for.
    private var distributed: DistributeKey?

    /// The inputs of `distribute`: the content width and each title's one-line Pango units, logical width and
    /// letter spacing in turn (hidden: -1, -1).
    private struct DistributeKey: Equatable {
        let width: Double
        let titleUnits: [Int]
    }

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

    /// Side by side, gives each button its share of `width` (the alert's content width) in proportion to its
    /// intrinsic width, as `.fillProportionally` does (`ActionsLayout.proportionalWidths`); stacked, its intrinsic
    /// width (at most `width`). The intrinsic width is the button's natural width with its title at `titleWidth`
    /// (GTK's natural width can fall a fraction of a point short of it), and the title label is given that width
    /// (or what its button has for it, if less): a centred label gets its natural width, not its button's. Call once
    /// the styles apply (the alert in a window): natural widths depend on the fonts.
    /// Again only when the width or a title's text or font changed (`DistributeKey`): resetting a size request
    /// queues a resize, and a save of the alert's title alone must repaint the title alone.
    func distribute(width: Double) {
        let units = titleLabels.map { $0.visible ? $0.oneLineUnits : nil }
        let key = DistributeKey(
            width: width, titleUnits: units.flatMap { $0.map { [$0.logical, $0.letterSpacing] } ?? [-1, -1] })
        guard key != distributed else { return }
        distributed = key
        for widget in buttons + titleLabels { widget.setSizeRequest(width: -1, height: -1) }
        let parts = zip(buttons, zip(titleLabels, units)).map { button, titled in
            let natural = Double(button.measure(.horizontal).natural)
            guard let units = titled.1 else { return (title: 0.0, other: natural) }
            // What the button holds besides its title (its image): its natural width without the title's.
            return (
                title: ActionsLayout.titleWidth(logicalUnits: units.logical, letterSpacingUnits: units.letterSpacing),
                other: natural - Double(titled.0.measure(.horizontal).natural)
            )
        }
        let intrinsic = parts.map { $0.other + max($0.title, 0) }
        let widths =
            horizontal
            ? ActionsLayout.proportionalWidths(intrinsic: intrinsic, spacing: spacing, available: width)
            : intrinsic.map { min($0, width) }
        for ((button, title), (w, part)) in zip(zip(buttons, titleLabels), zip(widths, parts)) {
            button.setSizeRequest(width: w, height: -1)
            if title.visible { title.setSizeRequest(width: max(0, min(part.title, w - part.other)), height: -1) }
        }
    }

    /// The width the title label draws its title whole at (`ActionsLayout.titleWidth`), in points.
    static func titleWidth(_ title: Label) -> Double {
        let units = title.oneLineUnits
        return ActionsLayout.titleWidth(logicalUnits: units.logical, letterSpacingUnits: units.letterSpacing)
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
        // DUXBetaAlertView.swift:625-626: `setImage(_:for: .normal / .selected)`, not a background image: the normal
        // image beside the title at its own size, in its own colours. A tap never sets `.selected`, so the
        // selected image is never shown.
        guard let source = ap.actionNormalBackgroundImage else {
            button.child = title
            return button
        }
        let row = Box(.horizontal)
        row.halign = .center
        let natural = ImageLoader.naturalSize(source)
        let side = DUXImageSize.placeholderSide
        let size = DUXImageSize.frame(
            width: natural?.width ?? side, height: natural?.height ?? side, contentWidth: contentWidth)
        let image = ImageLoader.load(
            source, fit: .contain(size.width, size.height), scale: c.scale, tint: nil, warn: c.warn)
        let picture = Picture(image.texture, fit: .contain)
        picture.addClasses("flare-action-image", "flare-action-normal")
        picture.canTarget = false
        let frame = Overlay(sizing: picture, width: size.width, height: size.height)
        frame.valign = .center
        row.append(frame)
        // An empty title: UIKit shows no title label, the button is its image.
        title.visible = !action.title.isEmpty
        row.append(title)
        button.addClass("flare-action-imaged")
        button.child = row
        return button
    }
}
