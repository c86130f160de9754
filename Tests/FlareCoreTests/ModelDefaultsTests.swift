import FlareCore
import Testing

@Suite struct ModelDefaultsTests {
    @Test func alertAppearanceHasTheSeedDefaults() {
        let a = AlertAppearance()
        #expect(a.titleFont == .system(17, .bold))
        #expect(a.backgroundColor.light.hexString == "#404040")
        #expect(a.maskViewColor.light.hexString == "#00000066")
        #expect(a.verticalOffset == 20 && a.horizontalOffset == 10)
        #expect(a.alertLayoutSpacing == 10 && a.headerLayoutSpacing == 2)
        #expect(a.animationType == .standard && a.animationDuration == 0.3)
        #expect(a.shouldDismissOnTap)
    }

    /// DUXBetaAlertView.swift:182-184 (`defaultWidth`), its frame's edges rounded to whole points as UIKit rounds
    /// them at 1× (`AlertLayout`).
    @Test func alertWidthFollowsTheLayoutRule() {
        #expect(AlertLayout.width(on: .phoneLandscape) == 442)  // 441.6, edges at 201.2 and 642.8
        #expect(AlertLayout.width(on: .phone) == 442, "as wide as in landscape: wider than the 390 pt screen")
        #expect(AlertLayout.width(on: .tablet) == 410)  // 409.6
    }
}
