import FlareCore
@testable import FlareGtk
import Foundation
import Testing
import TestSupport

/// DUX's action buttons, empty sections and slide control in the exported pixels at scale 1, each rule with its
/// line in UXSDK 5.0-b4 (@b7ad7f6); docs/fidelity.md lists them.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct DUXFidelityRenderTests {
    /// DUXBetaAlertView.swift:602-605, :617-627: a custom UIButton with no content insets: as wide as its title label,
    /// the label's height plus 6 pt above and below (`ActionsLayout.titleVerticalInset`); its layer border is drawn
    /// inside those bounds, over the content.
    @Test func aButtonIsItsTitleWith6PointsAboveAndBelowAndItsBorderInside() async throws {
        try await onGtk {
            // Stacked, so the button keeps its own width.
            var alert = RenderFixtures.plain { $0.actionsLayoutType = .vertical }
            alert.actions = [ActionSpec(title: "Return home")]
            alert.actions[0].appearance.actionBorderWidth = 1
            alert.actions[0].appearance.actionBorderColor = Color(hex: 0xFF0000)
            try RenderFixtures.withView(alert) { view, r in
                let red = try #require(r.bounds { $0.r > 200 && $0.g < 60 && $0.b < 60 })
                let title = RenderFixtures.bounds(try #require(view.actionTitleLabels.first), in: view)
                let button = RenderFixtures.bounds(try #require(view.actionButtons.first), in: view)
                #expect(button.height == title.height + 12, "\(button) \(title)")
                #expect(button.width == title.width && button.x == title.x, "no side padding: \(button) \(title)")
                #expect(title.y == button.y + 6)
                // The border's pixels are the button's bounds: drawn inside, not around them.
                #expect(red.minX == button.x && red.maxX == button.x + button.width - 1, "\(red) \(button)")
                #expect(red.minY == button.y && red.maxY == button.y + button.height - 1, "\(red) \(button)")
            }
        }
    }

    /// DUXBetaAlertView.swift:344-346, :413: the header, body and actions stack views are always arranged, so
    /// `alertLayoutSpacing` separates them even when one is empty; :337, :415: the message label too, before a
    /// custom view.
    @Test func emptySectionsKeepTheirSpacing() async throws {
        try await onGtk {
            // No message: the empty body between header and actions, two spacings (10 + 10).
            var noBody = RenderFixtures.plain()
            noBody.message = nil
            try RenderFixtures.withView(noBody) { view, _ in
                let header = RenderFixtures.bounds(try #require(view.headerBox), in: view)
                let actions = RenderFixtures.bounds(try #require(view.actionsBox), in: view)
                #expect(actions.y == header.y + header.height + 20, "\(header) \(actions)")
            }
            // No title and no icon: the message one spacing below the empty header (verticalOffset 20 + 10).
            var noHeader = RenderFixtures.plain()
            noHeader.title = nil
            try RenderFixtures.withView(noHeader) { view, _ in
                let message = try #require(view.messageLabel)
                #expect(RenderFixtures.bounds(message, in: view).y == 30)
            }
            // No actions: the alert ends one spacing and the vertical offset below the body.
            var noActions = RenderFixtures.plain()
            noActions.actions = []
            try RenderFixtures.withView(noActions) { view, r in
                let body = RenderFixtures.bounds(try #require(view.bodyBox), in: view)
                #expect(r.height == body.y + body.height + 10 + 20, "\(body) \(r.height)")
            }
            // A custom text without a message: `bodyLayoutSpacing` (6 here) above it, after the empty label.
            var custom = RenderFixtures.plain { $0.bodyLayoutSpacing = 6 }
            custom.message = nil
            custom.custom = .text("Custom")
            try RenderFixtures.withView(custom) { view, _ in
                let body = RenderFixtures.bounds(try #require(view.bodyBox), in: view)
                let text = try #require(view.customTextLabel)
                #expect(RenderFixtures.bounds(text, in: view).y == body.y + 6)
            }
        }
    }

    /// DUXBetaSlideView.swift:153-245 with its assets: 200 × 37 pt, centred (`customStackView.alignment = .center`,
    /// DUXBetaSlideAlertView.swift:154); the off track #FFCC00 (slideOffTintColor, :72) from y 1; the thumb, white,
    /// centred 17.5 pt from the leading edge; the text #825000 (:78) right-aligned before the 22 pt chevron, the
    /// chevron #825000 (:82).
    @Test func theSlideControlIsDUXsImagesAtTheirSize() async throws {
        try await onGtk {
            let alert = AlertSpec(id: "s", title: "Take off?", preset: .slide)
            try RenderFixtures.withView(alert) { view, r in
                let slide = RenderFixtures.bounds(try #require(view.slideControl).widget, in: view)
                #expect(slide.width == 200 && slide.height == 37, "\(slide)")
                #expect(abs(slide.x * 2 + slide.width - 442) <= 1, "centred: \(slide)")
                let (x, y) = (slide.x, slide.y)
                #expect(r.matches(x + 60, y + 19, 0xFFCC00FF), "the off track: \(r.hex(x + 60, y + 19))")
                #expect(r.matches(x + 60, y + 1, 0xFFCC00FF) && !r.matches(x + 60, y, 0xFFCC00FF), "1 pt below the top")
                #expect(r.matches(x + 18, y + 19, 0xFFFFFFFF), "the thumb: \(r.hex(x + 18, y + 19))")
                #expect(r.matches(x + 40, y + 19, 0xFFCC00FF), "the thumb ends before 37: \(r.hex(x + 40, y + 19))")
                func brown(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
                    p.r < 180 && p.g < 130 && p.b < 60 && p.r > p.g
                }
                let text = try #require(r.bounds(in: (x + 37, y, x + 178, y + 37), where: brown), "the text")
                #expect(text.maxX >= x + 170, "right-aligned against the chevron: \(text)")
                // Inside the track's straight part (its rounded end's antialiasing over the alert is brown too).
                let band = (x + 178, y + 12, x + 197, y + 27)
                let chevron = try #require(r.bounds(in: band, where: brown), "the chevron")
                #expect(chevron.minX >= x + 178 + 3 && chevron.maxX <= x + 178 + 18, "\(chevron)")
                // Centred on the track (19 pt down; the 23 pt image's frame lands on whole points at 1x).
                #expect(abs((chevron.minY + chevron.maxY) / 2 - (y + 19)) <= 2, "centred on the track: \(chevron)")
            }
        }
    }

    /// The `slideAppearance` keys draw: the off and on tints, the text colour, the separator (parsed from a spec).
    @Test func slideAppearanceKeysTakeEffect() async throws {
        try await onGtk {
            let yaml = """
                flare: 1
                alerts:
                  s:
                    preset: slide
                    title: T
                    slide:
                      slideOffTintColor: "#0000FF"
                      slideMessageTextColor: "#FF0000"
                      separatorColor: "#00FF00"
                      verticalSpacing: 4
                """
            let loaded = SpecLoader.parse(text: yaml, path: "/tmp/slide.yaml")
            #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
            let spec = try #require(loaded.spec)
            let alert = try #require(spec.alerts.first)
            #expect(alert.slide?.appearance.verticalSpacing == 4)
            try RenderFixtures.withView(alert) { view, r in
                let slide = RenderFixtures.bounds(try #require(view.slideControl).widget, in: view)
                #expect(r.matches(slide.x + 60, slide.y + 19, 0x0000FFFF), "\(r.hex(slide.x + 60, slide.y + 19))")
                #expect(r.bounds(in: (slide.x + 37, slide.y, slide.x + 178, slide.y + 37)) {
                    $0.r > 150 && $0.g < 60 && $0.b < 60
                } != nil, "the red text")
                #expect(r.matches(slide.x - 10, slide.y + slide.height + 4, 0x00FF00FF), "4 pt below, green")
            }
        }
    }
}
