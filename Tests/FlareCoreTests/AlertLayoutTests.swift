import FlareCore
import Testing

/// `AlertLayout` and `ActionsLayout`: DUX's alert frame and action row, as `DUXBetaAlertView.swift` (UXSDK @b7ad7f6)
/// builds them and UIKit rounds them.
@Suite struct AlertLayoutTests {
    /// DUXBetaAlertView.swift:182-184 and :360: the width is `logicWidthLandscape × widthScale`; centred
    /// (DUXBetaAlertLayoutController.swift:78) with each edge rounded to the pixel grid, as UIKit rounds frames.
    @Test(arguments: [
        // (device, exact, 1×, 2× pixels, 3× pixels)
        (Stage.Device.phoneLandscape, 441.6, 442.0, 884.0, 1324.0),  // edges 201.2 / 642.8 pt; 3×: 603.6 / 1928.4 px
        (.phone, 441.6, 442, 884, 1324),  // centred on 195: edges at -25.8 and 415.8
        (.tablet, 409.6, 410, 820, 1228),
        (.custom(width: 568, height: 320), 397.6, 398, 796, 1192),  // edges at 85.2 and 482.8; 3×: 397⅓ pt
        (.custom(width: 1366, height: 1024), 409.6, 410, 820, 1228),
    ])
    func widthIsDUXsRoundedAsUIKitRoundsIt(
        device: Stage.Device, exact: Double, points: Double, twice: Double, thrice: Double
    ) {
        #expect(abs(AlertLayout.exactWidth(on: device) - exact) < 1e-9)
        #expect(AlertLayout.width(on: device) == points)
        #expect(AlertLayout.uikitPixelWidth(on: device, scale: 1) == points)
        #expect(AlertLayout.uikitPixelWidth(on: device, scale: 2) == twice)
        #expect(AlertLayout.uikitPixelWidth(on: device, scale: 3) == thrice)
    }

    /// DUXBetaAlertView.swift:186-188 and :378-379: the height cap is `logicHeightLandscape`, not the stage's height:
    /// 414 pt on the 390 pt tall landscape phone, 768 on every iPad, 320 on 568×320.
    @Test func heightIsCappedAtLogicHeightLandscape() {
        let a = AlertAppearance()
        #expect(AlertLayout.maxHeight(on: .phoneLandscape) == 414)
        #expect(AlertLayout.maxHeight(on: .tablet) == 768)
        #expect(AlertLayout.maxHeight(on: .custom(width: 568, height: 320)) == 320)
        #expect(AlertLayout.height(content: 1000, appearance: a, on: .phoneLandscape) == 414)
        #expect(AlertLayout.height(content: 100.2, appearance: a, on: .phoneLandscape) == 141)
    }

    /// DUXBetaAlertView.swift:317-318, :416: side by side the buttons share the row in proportion to their own widths,
    /// UIKit's `UISV-fill-proportionally` multipliers `intrinsic / (Σ intrinsic + spacing)` (rdar://34595752), the
    /// last button taking the rest; edges rounded to whole points.
    @Test func actionsShareTheRowInProportionToTheirWidths() {
        // 422 × 100/152 = 277.6 → 278; the second starts at 279.6 → 280 and ends at 422.
        #expect(ActionsLayout.proportionalWidths(intrinsic: [100, 50], spacing: 2, available: 422) == [278, 142])
        // Equal buttons are not equal halves: the multiplier counts the spacing, the last button absorbs it.
        #expect(ActionsLayout.proportionalWidths(intrinsic: [60, 60], spacing: 2, available: 422) == [208, 212])
        #expect(ActionsLayout.proportionalWidths(intrinsic: [60, 60], spacing: 0, available: 422) == [211, 211])
        #expect(ActionsLayout.proportionalWidths(intrinsic: [80], spacing: 2, available: 421.6) == [422])
        #expect(ActionsLayout.proportionalWidths(intrinsic: [], spacing: 2, available: 422).isEmpty)
        let three = ActionsLayout.proportionalWidths(intrinsic: [50, 100, 150], spacing: 4, available: 400)
        #expect(three.reduce(0, +) + 8 == 400 && three[0] < three[1] && three[1] < three[2])
        // Titles wider than the row are shrunk in proportion (the truncation warning then measures these widths).
        // 302 × 400/602 = 200.7 → 201; the second from 202.7 → 203 to 302.
        #expect(ActionsLayout.proportionalWidths(intrinsic: [400, 200], spacing: 2, available: 302) == [201, 99])
    }
}
