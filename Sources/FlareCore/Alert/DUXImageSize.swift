/// The images a DUX alert draws at their own size (UXSDK 5.0-b4, `UXSDKCore/UI/Alert/Base/DUXBetaAlertView.swift`):
/// the header's image view, and an action's `setImage(_:for:)` icon.
///
/// The header's image view, as `setupUI` builds it:
/// - Size: the image view is constrained to `image.size` (:325-330), the image's own size in points: a file at one
///   pixel per point (the hand-off's imageset is single-scale, `AssetCatalog`), an SVG at its width and height, DUX's
///   `WarningIcon` 48 × 39, `SuccessIcon` 42 × 42 and `ErrorIcon` 48 × 48 (their PDFs' MediaBoxes, Flare's built-in
///   `warning`, `success` and `error`).
/// - Tint: an image set before the view loads is made a template there (:289), so the image view's `tintColor`
///   (`imageTintColor`, :396; UIKit's inherited system blue when nil) fills its alpha. The hand-off (`flare code`)
///   sets `alert.image` before the view loads, as the release's factories do (`DUXBetaAlertView+SystemStatus.swift:
///   89-134`), so Flare always draws the header image tinted. (`image`'s `didSet`, :110-112, keeps the image's own
///   rendering mode, but an image set after the view loaded is also held to the size constraint made at load,
///   0 × 0 without an image then: it is not drawn at all.)
/// - Title: `titleLabel.leading = imageView.trailing + headerLayoutSpacing` (:332), and the image view stays an
///   arranged subview without an image (0 × 0), so the title starts `headerLayoutSpacing` in even with no image.
///
/// An action (`DUXBetaAlertAction`, a custom `UIButton`): `actionNormalBackgroundImage` and
/// `actionSelectedBackgroundImage` are not background images but `setImage(_:for: .normal / .selected)` (:625-626):
/// the normal image drawn at its size, in its own colours, before the title with no gap (UIKit lays out a
/// button's image then its title).
public enum DUXImageSize {
    /// The drawn frame, in points, of an image whose own size is `width` × `height`: that size, unless it is wider
    /// than the content (`contentWidth`): DUX's required constraints then conflict (the header is as wide as the
    /// content); Flare scales it down to the content's width, aspect kept, and says so in docs/fidelity.md.
    public static func frame(width: Double, height: Double, contentWidth: Double) -> (width: Double, height: Double) {
        guard width > 0, height > 0 else { return (0, 0) }
        guard width > contentWidth, contentWidth > 0 else { return (width, height) }
        return (contentWidth, height * contentWidth / width)
    }

    /// Where a horizontal header's title starts: after the image view (0 wide without an image) and the spacing.
    public static func titleInset(imageWidth: Double, spacing: Double) -> Double {
        max(0, imageWidth) + spacing
    }

    /// The frame Flare gives an image it cannot read (its placeholder): DUX would draw nothing.
    public static let placeholderSide = 24.0
}
