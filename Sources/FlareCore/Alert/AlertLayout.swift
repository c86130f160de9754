/// DUX's alert frame on a stage, as `DUXBetaAlertView` sizes it and UIKit draws it.
///
/// - Width: `defaultWidth` = `duxbeta_logicWidthLandscape × duxbeta_widthScale` (DUXBetaAlertView.swift:182-184,
///   constrained at :360), whatever the orientation: `DUXScreen.alertWidth` (441.6 pt on 844×390, 409.6 on the iPads,
///   397.6 on 568×320; 441.6 on a 390 pt portrait phone too, wider than its screen).
/// - Height: the content plus `2 × verticalOffset`, at most `defaultHeight` = `duxbeta_logicHeightLandscape`
///   (DUXBetaAlertView.swift:186-188, :376-384): 414 pt on 844×390, taller than that screen, as the app draws it.
/// - Fractional widths: UIKit lays out in points and rounds each edge of a view's frame to the nearest device pixel.
///   The alert is centred on its window (DUXBetaAlertLayoutController.swift:78), so its drawn width is
///   `round((c + w/2)·s)/s − round((c − w/2)·s)/s` for the window's centre `c` and scale `s`. GTK allocates whole
///   logical pixels (points), so Flare draws that width at scale 1 (`width(on:)`): 442 pt on 844×390 (edges at
///   201.2 and 642.8), 410 on 1180×820, 398 on 568×320. At 2× UIKit's pixel width is the same number of points on
///   these stages; at 3× UIKit draws 1324 px (441⅓ pt) where Flare draws 1326 (442 pt): `uikitPixelWidth(on:scale:)`
///   says what the phone draws, docs/fidelity.md lists the departure.
public enum AlertLayout {
    /// DUX's width in points, unrounded (`DUXBetaAlertView.defaultWidth`, DUXBetaAlertView.swift:182-184).
    public static func exactWidth(on device: Stage.Device) -> Double { device.duxScreen.alertWidth }

    /// The width in device pixels UIKit draws the centred alert at `scale`: each edge rounded to the pixel grid.
    public static func uikitPixelWidth(on device: Stage.Device, scale: Double) -> Double {
        let w = exactWidth(on: device), centre = device.size.width / 2
        return ((centre + w / 2) * scale).rounded() - ((centre - w / 2) * scale).rounded()
    }

    /// The width Flare draws, in whole points: UIKit's at scale 1.
    public static func width(on device: Stage.Device) -> Double { uikitPixelWidth(on: device, scale: 1) }

    /// The most height the alert takes before its content scrolls: `defaultHeight`, `duxbeta_logicHeightLandscape`
    /// (DUXBetaAlertView.swift:186-188), not the stage's height.
    public static func maxHeight(on device: Stage.Device) -> Double { device.duxScreen.logicalHeightLandscape }

    /// Height = content + 2 × verticalOffset, at most `maxHeight` (DUXBetaAlertView.swift:378-379).
    public static func height(content: Double, appearance: AlertAppearance, on device: Stage.Device) -> Double {
        min(content + 2 * appearance.verticalOffset, maxHeight(on: device)).rounded(.up)
    }
}
