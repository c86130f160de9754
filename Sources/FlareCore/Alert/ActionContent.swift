/// A DUX action button's own size, as UIKit sizes `DUXBetaAlertAction` (UXSDK 5.0-b4,
/// `UXSDKCore/UI/Alert/Base/DUXBetaAlertView.swift:569-627`): a custom `UIButton` (`init(frame:)`) whose appearance
/// sets a title, a font, colours, a layer border and corner radius, and `setImage(_:for:)` (:625-626), but no
/// `contentEdgeInsets`, `titleEdgeInsets` or `imageEdgeInsets`.
///
/// UIKit's intrinsic size of such a button is its content's: the image (at its size, :625) then the title with no
/// gap, the title label inset 6 pt above and below and 0 at the sides. The 6 pt are UIKit's, not DUX's; determined
/// from the view debugger's frames that third-party analyses report (an 18 pt title 21 pt tall in a 33 pt button;
/// a 32 pt image at x 9.5 and its title at x 41.5), not measured on a device here. A layer border draws inside the
/// bounds and adds nothing.
public enum ActionContent {
    /// Above and below the title label (UIKit's, see above).
    public static let titleVerticalInset = 6.0
    /// Beside it: none (DUX sets no `contentEdgeInsets`).
    public static let titleHorizontalInset = 0.0

    /// The button's intrinsic size from its title label's size (nil for no title) and its image's (nil for none).
    public static func intrinsicSize(
        title: (width: Double, height: Double)?, image: (width: Double, height: Double)?
    ) -> (width: Double, height: Double) {
        let titleBox = title.map { ($0.width + 2 * titleHorizontalInset, $0.height + 2 * titleVerticalInset) }
        let width = (image?.width ?? 0) + (titleBox?.0 ?? 0)
        let height = max(image?.height ?? 0, titleBox?.1 ?? 0)
        return (width, height)
    }
}
