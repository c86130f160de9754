import FlareCore
import Foundation
import Testing
@testable import FlareGtk

/// The status bar as UIKit and iPadOS draw it (docs/fidelity.md, "Devices and the system font"): its style is the
/// app's (`UIStatusBarStyle.default` follows the interface style), not sampled from the content behind it, and the
/// system draws it above the app's windows, so an alert's mask neither dims nor flips it; an iPad shows the date
/// beside the time and Wi-Fi beside the battery.
@Suite(.serialized) struct StatusBarStyleTests {
    @MainActor func render(_ device: String, theme: Theme, mask: Bool) throws -> Raster {
        var alert = RenderFixtures.plain("style")
        if !mask { alert.appearance.maskViewColor = Color(RGBA(red: 0, green: 0, blue: 0, alpha: 0)) }
        let model = Stage.Device.model(try #require(DeviceCatalog.model(device)), landscape: false)
        let spec = RenderFixtures.spec([alert], device: model)
        var options = Exporter.Options(Variant(theme: theme, scale: 1, device: model), frame: .stage)
        options.chrome = true
        return try Exporter.render(alert, in: spec, options: options, warn: { _ in })
    }

    /// The darkest and the lightest pixel of the iPhone 15 Pro's time (the left ear, 30…125 × 14…50).
    func timeInk(_ raster: Raster) -> (darkest: Int, lightest: Int) {
        var darkest = 255, lightest = 0
        for y in 14..<50 {
            for x in 30..<125 {
                let p = raster.pixel(x, y)
                let v = max(Int(p.r), Int(p.g), Int(p.b))
                darkest = min(darkest, v)
                lightest = max(lightest, v)
            }
        }
        return (darkest, lightest)
    }

    @Test func theMaskNeitherDimsNorFlipsTheStatusBar() async throws {
        try await onGtk {
            let masked = try render("iphone-15-pro", theme: .light, mask: true)
            // The mask darkens the backdrop behind the time, whose glyphs stay black (not flipped to white).
            #expect(masked.pixel(40, 60).r < 200, "the mask darkens the screen: \(masked.pixel(40, 60))")
            let light = timeInk(masked)
            #expect(light.darkest < 40 && light.lightest < 200, "black glyphs on the masked backdrop: \(light)")
            // A dark stage's white glyphs stay white over the mask (drawn above it, not dimmed with the app).
            let dark = timeInk(try render("iphone-15-pro", theme: .dark, mask: true))
            #expect(dark.lightest > 240, "white glyphs over the mask: \(dark)")
        }
    }

    /// iPad Air 11" (820 pt wide, a 24 pt status bar): `9:41 AM  Tue Jan 9` from 20 pt in, the Wi-Fi fan 6 pt left
    /// of the 27 pt battery, which ends 20 pt from the right edge.
    @Test func anIPadShowsTheDateAndWiFi() async throws {
        try await onGtk {
            let raster = try render("ipad-air-11", theme: .light, mask: false)
            func isDark(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r < 80 && p.g < 80 && p.b < 80 }
            // Rows 4…20 and columns from 12 in: clear of the screen's 18 pt corners, which are black.
            let left = try #require(raster.bounds(in: (12, 4, 400, 20), where: isDark), "the time and date")
            #expect(abs(left.minX - 20) <= 1, "\(left)")
            #expect(left.maxX - left.minX > 80, "the date beside the time: \(left)")
            let wifi = try #require(raster.bounds(in: (700, 1, 767, 23), where: isDark), "the Wi-Fi fan")
            #expect(abs(wifi.maxX + 1 - 767) <= 1 && abs(wifi.minX - 751) <= 2, "\(wifi)")
            #expect(abs(wifi.maxY + 1 - wifi.minY - 11) <= 1, "11 pt tall: \(wifi)")
            // The level (the body 25 pt, its outline and nub dimmed), the battery ending 20 pt in with its nub.
            let battery = try #require(raster.bounds(in: (768, 4, 808, 20), where: isDark), "the battery")
            #expect(abs(battery.maxX + 1 - 796) <= 1, "its level, 2 pt inside the body: \(battery)")
        }
    }
}
