import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import Testing
import TestSupport

/// The text axes in pixels: `rtl` (and a right-to-left locale) mirror the alert as iOS does; fills and
/// locales reach the rendered text.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct RenderVariantsTests {
    /// A red icon and a yellow title side by side, actions green and cyan, on blue.
    @MainActor static func headed() -> AlertSpec {
        var alert = RenderFixtures.plain("headed") {
            $0.imageTintColor = Color(hex: 0xFF0000)
            $0.titleColor = Color(hex: 0xFFFF00)
            $0.titleTextAlignment = .left
            $0.headerLayoutType = .horizontal
        }
        alert.icon = .builtin(.warning)
        alert.message = nil
        alert.actions = [ActionSpec(title: "OK"), ActionSpec(title: "Cancel")]
        alert.actions[0].appearance.actionColor = Color(hex: 0x00FF00)
        alert.actions[1].appearance.actionColor = Color(hex: 0x00FFFF)
        return alert
    }

    @MainActor static func render(_ alert: AlertSpec, _ options: Exporter.Options, spec: Spec? = nil) throws -> Raster {
        try Exporter.render(alert, in: spec ?? RenderFixtures.spec([alert]), options: options, warn: { _ in })
    }

    static func red(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r > 200 && p.g < 60 && p.b < 60 }
    static func yellow(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r > 200 && p.g > 200 && p.b < 60 }
    static func green(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r < 60 && p.g > 200 && p.b < 60 }
    static func cyan(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r < 60 && p.g > 200 && p.b > 200 }

    @Test func rtlMirrorsTheHeaderTheAlignmentAndTheActions() async throws {
        try await onGtk {
            let alert = Self.headed()
            let ltr = try Self.render(alert, Exporter.Options())
            let rtl = try Self.render(alert, .drawing(text: .rtl))
            #expect(ltr.width == rtl.width)
            let w = ltr.width
            let ltrIcon = try #require(ltr.bounds(where: Self.red))
            let rtlIcon = try #require(rtl.bounds(where: Self.red))
            let inset = Int(alert.appearance.horizontalOffset)
            // DUX's WarningIcon (48 × 39 pt) draws its triangle's corner up to 3 pt inside its frame.
            #expect(abs(ltrIcon.minX - inset) <= 3, "left to right: the icon at the start (\(ltrIcon))")
            #expect(abs(rtlIcon.maxX - (w - 1 - inset)) <= 3, "right to left: the icon at the right edge (\(rtlIcon))")
            #expect(abs(ltrIcon.minX - (w - 1 - rtlIcon.maxX)) <= 1, "mirrored: the same inset from either side")
            // The title follows the icon on its side: right of it in LTR, left of it in RTL, `left` alignment swapped.
            let ltrTitle = try #require(ltr.bounds(where: Self.yellow))
            let rtlTitle = try #require(rtl.bounds(where: Self.yellow))
            #expect(ltrTitle.minX > ltrIcon.maxX && ltrTitle.maxX < w / 2)
            #expect(rtlTitle.maxX < rtlIcon.minX && rtlTitle.minX > w / 2)
            // The actions are laid out from the right: the first (green) on the right.
            let ltrFirst = try #require(ltr.bounds(where: Self.green)),
                ltrSecond = try #require(ltr.bounds(where: Self.cyan))
            let rtlFirst = try #require(rtl.bounds(where: Self.green)),
                rtlSecond = try #require(rtl.bounds(where: Self.cyan))
            #expect(ltrFirst.maxX < w / 2 && ltrSecond.minX > w / 2)
            #expect(rtlFirst.minX > w / 2 && rtlSecond.maxX < w / 2)
        }
    }

    @Test func aRightToLeftLocaleMirrorsItsText() async throws {
        try await onGtk {
            let alert = Self.headed()
            var spec = RenderFixtures.spec([alert])
            spec.locales = [
                SpecLocale(code: "he", alerts: ["headed": AlertText(title: "סוללה חלשה")]),
                SpecLocale(code: "de", alerts: ["headed": AlertText(title: "Akku schwach")]),
            ]
            let he = try Self.render(alert, .drawing(device: spec.stage.device, locale: "he"), spec: spec)
            let de = try Self.render(alert, .drawing(device: spec.stage.device, locale: "de"), spec: spec)
            let heIcon = try #require(he.bounds(where: Self.red)), deIcon = try #require(de.bounds(where: Self.red))
            #expect(heIcon.minX > he.width / 2 && deIcon.maxX < de.width / 2)
            let plain = try Self.render(alert, Exporter.Options(), spec: spec)
            #expect(
                plain.bounds(where: Self.yellow)!.maxX != de.bounds(where: Self.yellow)!.maxX,
                "the German title is drawn")
        }
    }

    @Test func fillsChangeTheDrawnText() async throws {
        try await onGtk {
            let alert = Self.headed()
            let plain = try #require(try Self.render(alert, Exporter.Options()).bounds(where: Self.yellow))
            let long = try #require(try Self.render(alert, .drawing(text: .long)).bounds(where: Self.yellow))
            #expect(long.maxX - long.minX > (plain.maxX - plain.minX) * 3 / 2, "'Title' lengthened")
            for fill in [TextStress.cjk, .emoji, .pseudo] {
                let r = try Self.render(alert, .drawing(text: fill))
                let title = try #require(r.bounds(where: Self.yellow), "\(fill)")
                #expect(title.maxX - title.minX > plain.maxX - plain.minX, "\(fill): a wider title than 'Title'")
            }
        }
    }

    /// Overflow findings apply to the filled text: action titles that fit become too long for side-by-side buttons.
    @Test func longTextRaisesOverflowWarnings() async throws {
        try await onGtk {
            var alert = RenderFixtures.plain("tight")
            alert.actions = [ActionSpec(title: "Return to home"), ActionSpec(title: "Keep flying now")]
            // DUX's narrowest alert: 397.6 pt on 568×320 (a 378 pt action row).
            let spec = RenderFixtures.spec([alert], device: .custom(width: 568, height: 320))
            var plain: [Diagnostic] = [], long: [Diagnostic] = []
            _ = try Exporter.pixels(alert, in: spec, options: Exporter.Options(), warn: { _ in }, found: { plain = $0 })
            _ = try Exporter.pixels(
                alert, in: spec, options: .drawing(device: spec.stage.device, text: .long), warn: { _ in },
                found: { long = $0 })
            #expect(plain.isEmpty, "the spec's own titles fit: \(plain)")
            #expect(!long.isEmpty, "the long fill cuts an action title off")
            #expect(
                long.allSatisfy { $0.severity == .warning && $0.message.contains("cut off") }, "\(long.map(\.message))")
            #expect(
                long.contains { $0.message.contains(TextStress.long.apply("Return to home")) },
                "the message quotes the filled title")
        }
    }
}
