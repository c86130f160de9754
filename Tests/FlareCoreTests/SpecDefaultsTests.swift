import FlareCore
import Testing

/// A spec with nothing but `flare: 1` and one titled alert yields exactly the seeds' defaults.
@Suite struct SpecDefaultsTests {
    @Test func minimalSpecYieldsSeedDefaults() throws {
        let result = SpecText.load("flare: 1\nalerts:\n  hello:\n    title: Hello\n")
        #expect(result.diagnostics.isEmpty)
        let spec = try #require(result.spec)
        #expect(spec.stage == Stage(device: .phoneLandscape, theme: .light, scale: 1))
        #expect(spec.stage.device.size == (844, 390))
        #expect(spec.alerts.count == 1)
        #expect(spec.rockets.isEmpty && spec.queues.isEmpty && spec.scenarios.isEmpty && spec.routes.isEmpty)
        #expect(spec.palette.isEmpty && spec.fonts.isEmpty)
        let alert = spec.alerts[0]
        #expect(alert.id == "hello")
        #expect(alert.title == "Hello")
        #expect(alert.message == nil && alert.icon == nil && alert.custom == nil && alert.slide == nil)
        #expect(alert.preset == .default)
        #expect(alert.actions.isEmpty)
        #expect(alert.appearance == AlertAppearance())
        // The DUX seed's values, spelled out so a changed default fails here.
        let a = alert.appearance
        #expect(a.titleFont == FontSpec(family: "system", size: 17, weight: .bold))
        #expect(
            a.titleColor == Color(hex: 0xFFFFFF) && a.titleTextAlignment == .left && a.titleBackgroundColor == .clear)
        #expect(a.messageFont == FontSpec(family: "system", size: 15, weight: .regular))
        #expect(
            a.messageColor == Color(hex: 0xFFFFFF) && a.messageTextAlignment == .left
                && a.messageBackgroundColor == .clear)
        #expect(a.imageTintColor == nil && a.borderColor == nil)
        #expect(a.backgroundColor.light.hexString == "#404040")
        #expect(a.maskViewColor.light.hexString == "#00000066")
        #expect(a.borderCornerRadius == 0 && a.borderWidth == 0)
        #expect(a.verticalOffset == 20 && a.horizontalOffset == 10)
        #expect(a.animationType == .standard && a.animationDuration == 0.3)
        #expect(a.headerLayoutType == .horizontal && a.actionsLayoutType == .horizontal)
        #expect(a.headerLayoutSpacing == 2 && a.bodyLayoutSpacing == 2 && a.actionLayoutSpacing == 2)
        #expect(a.alertLayoutSpacing == 10)
        #expect(a.shouldDismissOnTap == true)
        #expect(alert.location?.line == 3 && alert.location?.column == 3)
        #expect(spec.files == [spec.file])
    }
}
