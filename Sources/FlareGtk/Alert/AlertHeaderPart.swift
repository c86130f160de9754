import FlareCore

/// The alert's header: the icon (a template tinted `imageTintColor`, fitted in 24 × 24) and the title, laid out on
/// `headerLayoutType`, `headerLayoutSpacing` apart. None when the alert has neither.
@MainActor
final class AlertHeaderPart {
    let box: Box
    private(set) var icon: Picture?
    private(set) var title: Label?

    /// The header icon's box in points: DUX shows the asset at its size; Flare fits every icon in 24 × 24.
    static let iconSize = 24.0

    init?(_ c: AlertBuildContext) {
        let a = c.appearance
        let spec = c.spec
        let icon = spec.icon ?? spec.preset.defaultIcon.map(ImageSource.builtin)
        guard icon != nil || spec.title != nil else { return nil }
        let header = Box(AlertBuildContext.orientation(a.headerLayoutType), spacing: a.headerLayoutSpacing)
        header.addClass("flare-header")
        box = header
        if let icon {
            // A template: the image's alpha filled with imageTintColor (iOS's tint when nil).
            let tint = (a.imageTintColor ?? .systemBlue).resolved(for: c.theme)
            let image = ImageLoader.load(
                icon, fit: .contain(Self.iconSize, Self.iconSize), scale: c.scale,
                tint: tint, warn: c.warn)
            let picture = Picture(image.texture, fit: .contain)
            picture.addClass("flare-icon")
            let frame = Overlay(sizing: picture, width: Self.iconSize, height: Self.iconSize)
            if a.headerLayoutType == .horizontal {
                frame.valign = .center
            } else {
                frame.halign = .center
            }
            self.icon = picture
            header.append(frame)
        }
        if let title = spec.title {
            let beside = icon != nil && a.headerLayoutType == .horizontal ? Self.iconSize + a.headerLayoutSpacing : 0
            let label = c.wrappingLabel(title, alignment: a.titleTextAlignment, width: c.contentWidth - beside)
            label.addClass("flare-title")
            self.title = label
            header.append(label)
        }
    }
}
