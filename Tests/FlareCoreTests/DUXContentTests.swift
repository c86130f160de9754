import Foundation
import Testing
import TestSupport
@testable import FlareCore

/// What a DUX alert's header image, action buttons, factories and slide alert are, each from UXSDK 5.0-b4's source
/// (`UXSDKCore/UXSDKCore/`); docs/fidelity.md lists the lines.
@Suite struct DUXContentTests {
    /// DUXBetaAlertView.swift:325-330: the image view is constrained to `image.size`; a wider image than the
    /// content is Flare's departure (scaled to the content's width, aspect kept).
    @Test func anImageIsDrawnAtItsOwnSize() {
        #expect(DUXImageSize.frame(width: 48, height: 39, contentWidth: 421.6) == (48, 39))
        #expect(DUXImageSize.frame(width: 600, height: 300, contentWidth: 400) == (400, 200))
        #expect(DUXImageSize.frame(width: 0, height: 10, contentWidth: 400) == (0, 0))
    }

    /// DUXBetaAlertView.swift:332 and :322: the title follows the image view and `headerLayoutSpacing`, and the
    /// image view stays (0 × 0) without an image.
    @Test func theTitleStartsAfterTheImageAndTheSpacingEvenWithoutAnImage() {
        #expect(DUXImageSize.titleInset(imageWidth: 48, spacing: 2) == 50)
        #expect(DUXImageSize.titleInset(imageWidth: 0, spacing: 10) == 10)
    }

    /// The built-in warning, success and error icons are DUX's `WarningIcon`, `SuccessIcon` and `ErrorIcon`, at
    /// their PDFs' MediaBoxes (`Resources/UXSDKCore.xcassets/Dialog/*.imageset`): 48 × 39, 42 × 42, 48 × 48 pt.
    @Test func theBuiltInIconsAreDUXsAssetsAtTheirSize() throws {
        for (icon, size) in [(BuiltinIcon.warning, "48x39"), (.success, "42x42"), (.error, "48x48")] {
            let svg = try String(contentsOf: Assets.icon(icon), encoding: .utf8)
            let attributes = ["width", "height"].map { name -> String in
                guard let range = svg.range(of: #"\#(name)="[0-9.]+""#, options: .regularExpression) else { return "" }
                return svg[range].split(separator: "\"")[1].description
            }
            #expect(attributes.joined(separator: "x") == size, "\(icon)")
            #expect(svg.contains("\(icon.rawValue.capitalized)Icon.pdf"), "cites its DUX asset")
        }
    }

    /// DUXBetaAlertView+SystemStatus.swift:89-134: the factories keep the default appearance (#404040, header
    /// spacing 2) and set `imageTintColor` and DUX's icon; the system appearances (:37-78) are black, spacing 10.
    @Test func theFactoriesAreTheDefaultLookWithATintedIcon() {
        let factories: [(AlertPreset, UInt32, BuiltinIcon)] = [
            (.warningAlert, 0xFFCC00, .warning), (.successAlert, 0x0AEE8B, .success), (.failAlert, 0xFF0000, .error),
        ]
        for (preset, tint, icon) in factories {
            var expected = AlertAppearance()
            expected.imageTintColor = Color(hex: tint)
            #expect(preset.appearance == expected, "\(preset)")
            let look = preset.appearance
            #expect(look.headerLayoutSpacing == 2 && look.backgroundColor == Color(hex: 0x404040))
            #expect(preset.defaultIcon == icon)
        }
        for preset in [AlertPreset.systemWarning, .systemSuccess, .systemError] {
            #expect(preset.appearance.backgroundColor == .black && preset.appearance.headerLayoutSpacing == 10)
        }
    }

    /// DUXBetaSlideAlertView.swift:40-76: the slide alert's checkbox label, its 17 pt font, the 12 pt slide text,
    /// the 10 pt spacings.
    @Test func theSlideAlertsDefaultsAreTheReleases() throws {
        let alert = AlertSpec(id: "s", title: "Take off?", preset: .slide)
        #expect(alert.slide?.checkbox == "Precisely record takeoff point")
        #expect(alert.slide?.text == "Slide to Take Off")
        #expect(alert.checkboxFont == .system(17))
        let look = try #require(alert.slide?.appearance)
        #expect(look.slideMessageFont == .system(12) && look.checkboxTextFont == .system(17))
        #expect(look.verticalSpacing == 10 && look.checkboxSpacing == 10)
        // :50-84 with UIColor+DUXBetaColors.m: selectedBlue, white, white85, success, warning, slideText, darkGray.
        #expect(look.checkboxTintColor == Color(hex: 0x1FA3F6) && look.checkboxTextColor == Color(hex: 0xFFFFFF))
        #expect(look.slideIconTintColor == Color(hex: 0xFFFFFF))
        #expect(look.slideIconSelectedTintColor == Color(hex: 0xDADADA))
        #expect(look.slideOnTintColor == Color(hex: 0x0AEE8B) && look.slideOffTintColor == Color(hex: 0xFFCC00))
        #expect(look.slideMessageTextColor == Color(hex: 0x825000))
        #expect(look.slideMessageTintColor == Color(hex: 0x825000))
        #expect(look.separatorColor == Color(hex: 0x555555) && look.checkboxTextBackgroundColor == nil)
        // DUXBetaSlideView.swift:138, :239-240, :258-270 with the images' sizes.
        #expect(DUXSlideGeometry.restCentre == 17.5 && DUXSlideGeometry.endCentre == 181.5)
        #expect(DUXSlideGeometry.released(at: 120) == (17.5, false))
        #expect(DUXSlideGeometry.released(at: 120.5) == (181.5, true))
        #expect(DUXSlideGeometry.dragged(from: 17.5, by: 0) == 18.5)
        #expect(DUXSlideGeometry.dragged(from: 100, by: 500) == 181.5)
    }
}
