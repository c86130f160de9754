import FlareCore
import Foundation
import Testing
@testable import FlareGtk

/// A real device drawn over the stage (`--chrome`: `Exporter.Options.chrome`), read from exported pixels at scale 1:
/// the status bar's time and battery, the Dynamic Island and the home indicator where the catalogue puts them, and
/// nothing of them without the option. And the alerts' and rockets' places on a real device's screen.
@Suite(.serialized) struct DeviceChromeExportTests {
    static let backdrop: UInt32 = 0xF2F2F7FF

    @MainActor func render(on device: Stage.Device, chrome: Bool, theme: Theme = .light) throws -> Raster {
        var alert = RenderFixtures.plain("chrome")
        alert.appearance.maskViewColor = Color(RGBA(red: 0, green: 0, blue: 0, alpha: 0))
        let spec = RenderFixtures.spec([alert], device: device)
        var options = Exporter.Options(Variant(theme: theme, scale: 1, device: device), frame: .stage)
        options.chrome = chrome
        return try Exporter.render(alert, in: spec, options: options, warn: { _ in })
    }

    func isDark(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r < 80 && p.g < 80 && p.b < 80 }
    func isLight(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r > 200 && p.g > 200 && p.b > 200 }

    /// iPhone 15 Pro (393 × 852): the island 126 × 37 at (133.5, 11); the time centred in the left ear on the
    /// island's middle line (29.5); the battery in the right ear; the home indicator 134 × 5, 8 above the bottom.
    @Test func theIPhone15ProsChromeIsWhereTheCatalogueSays() async throws {
        try await onGtk {
            let model = try #require(DeviceCatalog.model("iphone-15-pro"))
            let raster = try render(on: .model(model, landscape: false), chrome: true)
            #expect(raster.width == 393 && raster.height == 852)
            let island = try #require(raster.bounds(in: (120, 0, 273, 60), where: isDark))
            #expect(abs(island.minX - 134) <= 1 && abs(island.maxX + 1 - 259) <= 1, "\(island)")
            #expect(abs(island.minY - 11) <= 1 && abs(island.maxY + 1 - 48) <= 1, "\(island)")
            let time = try #require(raster.bounds(in: (30, 14, 125, 50), where: isDark), "the time")
            #expect(abs(Double(time.minX + time.maxX + 1) / 2 - 66.75) <= 2, "centred in the ear: \(time)")
            #expect(abs(Double(time.minY + time.maxY + 1) / 2 - 29.5) <= 2, "on the island's line: \(time)")
            let glyphs = try #require(raster.bounds(in: (270, 14, 370, 50), where: isDark), "signal and battery")
            #expect(abs(Double(glyphs.minX + glyphs.maxX + 1) / 2 - 326.25) <= 3, "\(glyphs)")
            let home = try #require(raster.bounds(in: (60, 820, 333, 852), where: isDark), "the home indicator")
            #expect(abs(home.minX - 130) <= 1 && abs(home.maxX + 1 - 264) <= 1 && home.maxY + 1 == 852 - 8, "\(home)")
            // The screen's corners: black outside the 55-point radius.
            #expect(isDark(raster.pixel(2, 2)) && isDark(raster.pixel(390, 849)))
        }
    }

    @Test func withoutChromeTheStageIsTheAppAlone() async throws {
        try await onGtk {
            let model = try #require(DeviceCatalog.model("iphone-15-pro"))
            let raster = try render(on: .model(model, landscape: false), chrome: false)
            #expect(raster.bounds(in: (30, 0, 363, 59), where: isDark) == nil)
            #expect(raster.bounds(in: (60, 800, 333, 852), where: isDark) == nil)
            #expect(raster.matches(2, 2, Self.backdrop, tolerance: 2))
        }
    }

    /// A dark stage's status bar is white (`UIStatusBarStyle.default` follows the interface style); an iPhone in
    /// landscape shows none (iOS hides it); the SE's time is centred between its signal and battery.
    @Test func theStatusBarFollowsThemeOrientationAndDevice() async throws {
        try await onGtk {
            let pro = try #require(DeviceCatalog.model("iphone-15-pro"))
            let dark = try render(on: .model(pro, landscape: false), chrome: true, theme: .dark)
            #expect(dark.bounds(in: (30, 14, 125, 50), where: isLight) != nil, "white time on dark")
            let landscape = try render(on: .model(pro, landscape: true), chrome: true)
            // Landscape: the island is on the left edge; no time anywhere along the top.
            #expect(landscape.bounds(in: (100, 0, 752, 30), where: isDark) == nil)
            let se = try #require(DeviceCatalog.model("iphone-se-3"))
            let seRaster = try render(on: .model(se, landscape: false), chrome: true)
            let time = try #require(seRaster.bounds(in: (100, 0, 275, 20), where: isDark))
            #expect(abs(Double(time.minX + time.maxX + 1) / 2 - 187.5) <= 2, "\(time)")
            #expect(seRaster.bounds(in: (0, 0, 40, 20), where: isDark) != nil, "signal at the left")
            #expect(seRaster.bounds(in: (335, 0, 375, 20), where: isDark) != nil, "battery at the right")
        }
    }

    /// DUX centres its alert in the screen (`DUXBetaAlertView` on the window, not the safe area): on the iPhone
    /// 15 Pro the alert's middle is the screen's (196.5, 426), whatever the island and home indicator cover.
    @Test func duxCentresItsAlertInTheScreen() async throws {
        try await onGtk {
            let model = try #require(DeviceCatalog.model("iphone-15-pro"))
            let raster = try render(on: .model(model, landscape: false), chrome: false)
            let blue: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool = {
                $0.r == 0x20 && $0.g == 0x40 && $0.b == 0x80
            }
            let alert = try #require(raster.bounds(where: blue))
            #expect(abs(Double(alert.minX + alert.maxX + 1) / 2 - 196.5) <= 1, "\(alert)")
            #expect(abs(Double(alert.minY + alert.maxY + 1) / 2 - 426) <= 1, "\(alert)")
        }
    }
}
