import FlareCore

/// The alert's header as `DUXBetaAlertView.setupUI` builds it (`DUXImageSize`): the image view at its image's own
/// size, a template tinted `imageTintColor`, then the title, on `headerLayoutType`, `headerLayoutSpacing` apart.
/// Without an image the image view is still there, 0 × 0, so the title starts one spacing in. None when the alert
/// has neither an image nor a title.
@MainActor
final class AlertHeaderPart {
    let box: Box
    private(set) var icon: Picture?
    private(set) var title: Label?
    /// The image view's frame in points (0 × 0 without an image).
    private(set) var iconFrame: (width: Double, height: Double) = (0, 0)

    init?(_ c: AlertBuildContext) {
        let a = c.appearance
        let spec = c.spec
        let icon = spec.icon ?? spec.preset.defaultIcon.map(ImageSource.builtin)
        guard icon != nil || spec.title != nil else { return nil }
        let header = Box(AlertBuildContext.orientation(a.headerLayoutType), spacing: a.headerLayoutSpacing)
        header.addClass("flare-header")
        box = header
        let frame: Widget
        if let icon {
            // DUXBetaAlertView.swift:325-330: the image view constrained to `image.size`.
            let natural = ImageLoader.naturalSize(icon)
            let side = DUXImageSize.placeholderSide
            let size = DUXImageSize.frame(
                width: natural?.width ?? side, height: natural?.height ?? side, contentWidth: c.contentWidth)
            // DUXBetaAlertView.swift:289, :396: a template filled with imageTintColor (iOS's tint when nil).
            let tint = (a.imageTintColor ?? .systemBlue).resolved(for: c.theme)
            let image = ImageLoader.load(
                icon, fit: .contain(size.width, size.height), scale: c.scale, tint: tint, warn: c.warn)
            let picture = Picture(image.texture, fit: .contain)
            picture.addClass("flare-icon")
            iconFrame = size
            self.icon = picture
            frame = Overlay(sizing: picture, width: size.width, height: size.height)
        } else {
            // No image: the image view stays an arranged subview, 0 × 0, and the spacing after it stays too.
            frame = Box(.horizontal)
        }
        // `headerStackView.alignment = .center` (:308): centred across the header's axis.
        if a.headerLayoutType == .horizontal {
            frame.valign = .center
        } else {
            frame.halign = .center
        }
        header.append(frame)
        if let title = spec.title {
            let beside =
                a.headerLayoutType == .horizontal
                ? DUXImageSize.titleInset(imageWidth: iconFrame.width, spacing: a.headerLayoutSpacing) : 0
            let label = c.wrappingLabel(title, alignment: a.titleTextAlignment, width: c.contentWidth - beside)
            label.addClass("flare-title")
            self.title = label
            header.append(label)
        } else {
            // DUXBetaAlertView.swift:323: the title label is always arranged after the image view; without a text
            // it is 0 × 0, `headerLayoutSpacing` after it (below the image on a vertical header).
            header.append(Box(.vertical))
        }
    }
}
