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

    @Test func alertWidthFollowsTheLayoutRule() {
        #expect(AlertLayout.width(on: .phoneLandscape) == 506)
        #expect(AlertLayout.width(on: .phone) == 370)
        #expect(AlertLayout.width(on: .tablet) == 472)
    }
}
