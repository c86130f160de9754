import FlareCore
@testable import FlareGtk
import Foundation
import Testing
import TestSupport

/// DUX's alert frame and action row in the exported pixels at scale 1, each rule with its line in
/// `DUXBetaAlertView.swift` (UXSDK @b7ad7f6); docs/fidelity.md lists them.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct DUXLayoutRenderTests {
    /// DUXBetaAlertView.swift:182-184, :360: `logicWidthLandscape × widthScale`, edges rounded as UIKit rounds them.
    @Test func theExportIsDUXsWidthOnEveryScreenClass() async throws {
        try await onGtk {
            for (device, width) in [
                (Stage.Device.phoneLandscape, 442), (.tablet, 410), (.custom(width: 568, height: 320), 398),
                (.phone, 442),
            ] {
                let r = try RenderFixtures.render(RenderFixtures.plain(), device: device)
                #expect(r.width == width, "\(device)")
                #expect(r.matches(r.width - 2, r.height / 2, 0x204080FF), "the background reaches the right edge")
            }
        }
    }

    /// A portrait phone: DUX draws the same 441.6 pt alert on the 390 pt screen, its sides off screen
    /// (DUXBetaAlertView.swift:360 whatever the orientation), and lint says so.
    @Test func onAPortraitPhoneTheAlertIsWiderThanTheStageAndLintSaysSo() async throws {
        try await onGtk {
            let stage = try RenderFixtures.render(RenderFixtures.plain(), frame: .stage, device: .phone)
            #expect(stage.width == 390)
            let y = stage.height / 2
            #expect(stage.matches(0, y, 0x204080FF) && stage.matches(389, y, 0x204080FF), "edge to edge")
            try RenderFixtures.withView(RenderFixtures.plain(), device: .phone) { view, _ in
                #expect(view.layoutFindings.first == .alertWiderThanStage(alert: 442, stage: 390))
            }
            try RenderFixtures.withView(RenderFixtures.plain(), device: .phoneLandscape) { view, _ in
                #expect(view.layoutFindings.isEmpty)
            }
        }
    }

    /// DUXBetaAlertView.swift:317-318, :416: side by side, `.fillProportionally` with `actionLayoutSpacing`: each
    /// button's share of the row is in proportion to its own width (`ActionsLayout`), read from its border's pixels.
    @Test func sideBySideActionsAreProportionalToTheirTitles() async throws {
        try await onGtk {
            var alert = RenderFixtures.plain { $0.actionLayoutSpacing = 6 }
            alert.actions = [ActionSpec(title: "OK"), ActionSpec(title: "Keep flying to the waypoint")]
            for (index, hex) in [(0, 0xFF0000), (1, 0x00FF00)] {
                alert.actions[index].appearance.actionBorderWidth = 1
                alert.actions[index].appearance.actionBorderColor = Color(hex: UInt32(hex))
            }
            try RenderFixtures.withView(alert) { view, r in
                let red = try #require(r.bounds { $0.r > 200 && $0.g < 60 && $0.b < 60 })
                let green = try #require(r.bounds { $0.g > 200 && $0.r < 60 && $0.b < 60 })
                let (w0, w1) = (red.maxX - red.minX + 1, green.maxX - green.minX + 1)
                #expect(red.minX == 10 && green.maxX == 442 - 10 - 1, "the row fills the content width")
                #expect(green.minX == red.maxX + 1 + 6, "actionLayoutSpacing apart")
                #expect(w1 > 3 * w0, "the long title's button is the wider, not an equal half")
                // Each button's own width: its title label's (no content insets; the border is drawn inside).
                let intrinsic = view.actionTitleLabels.map { Double($0.measure(.horizontal).natural) }
                let expected = ActionsLayout.proportionalWidths(intrinsic: intrinsic, spacing: 6, available: 422)
                #expect([Double(w0), Double(w1)] == expected)
                #expect(view.layoutFindings.isEmpty, "a title the app does not cut is not reported cut")
            }
        }
    }

    /// DUXBetaAlertView.swift:317: stacked, `.alignment = .center`: each button at its own width, centred.
    @Test func stackedActionsKeepTheirWidthsCentred() async throws {
        try await onGtk {
            var alert = RenderFixtures.plain { $0.actionsLayoutType = .vertical; $0.actionLayoutSpacing = 6 }
            alert.actions = [ActionSpec(title: "OK"), ActionSpec(title: "Keep flying")]
            for (index, hex) in [(0, 0xFF0000), (1, 0x00FF00)] {
                alert.actions[index].appearance.actionBorderWidth = 1
                alert.actions[index].appearance.actionBorderColor = Color(hex: UInt32(hex))
            }
            let r = try RenderFixtures.render(alert)
            let red = try #require(r.bounds { $0.r > 200 && $0.g < 60 && $0.b < 60 })
            let green = try #require(r.bounds { $0.g > 200 && $0.r < 60 && $0.b < 60 })
            #expect(green.minY == red.maxY + 1 + 6)
            #expect(red.maxX - red.minX < green.maxX - green.minX && green.maxX - green.minX < 200)
            for box in [red, green] { #expect(abs((box.minX + box.maxX + 1) - 442) <= 1, "centred: \(box)") }
        }
    }
}

extension DUXLayoutRenderTests {
    /// DUXBetaAlertView.swift:390-393: the corner radius rounds the layer's background and border only; DUX never
    /// sets `clipsToBounds`, so the title under a 60 pt radius is drawn outside the rounded background, not cut.
    @Test func theCornerRadiusDoesNotCutTheContent() async throws {
        try await onGtk {
            var alert = RenderFixtures.plain {
                $0.borderCornerRadius = 60
                $0.titleBackgroundColor = Color(hex: 0xFF0000)
            }
            alert.icon = nil
            let r = try RenderFixtures.render(alert)
            // (13, 21) is 61.1 pt from the corner arc's centre (60, 60): outside the rounded shape (the title starts
            // at 12, one headerLayoutSpacing after the empty image view).
            #expect(r.matches(13, 21, 0xFF0000FF), "the title's background is drawn in the corner")
            #expect(r.pixel(1, 1).a == 0, "the background itself is rounded")
        }
    }
}
