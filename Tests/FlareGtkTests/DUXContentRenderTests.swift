import FlareCore
@testable import FlareGtk
import Foundation
import Testing
import TestSupport

/// DUX's header image, action buttons and slide alert in the exported pixels at scale 1, each rule with its line in
/// UXSDK 5.0-b4 (`UXSDKCore/UXSDKCore/UI/Alert/`); docs/fidelity.md lists them.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct DUXContentRenderTests {
    /// DUXBetaAlertView.swift:289, :325-332, :396: the header image at its size (WarningIcon, 48 × 39 pt), a
    /// template filled with `imageTintColor`, the title `headerLayoutSpacing` after it.
    @Test func theHeaderImageIsDrawnAtItsOwnSizeTintedWithTheTitleAfterIt() async throws {
        try await onGtk {
            var alert = RenderFixtures.plain()
            alert.icon = .builtin(.warning)
            alert.appearance.imageTintColor = Color(hex: 0xFFCC00)
            try RenderFixtures.withView(alert) { view, r in
                let icon = try #require(view.iconPicture)
                let frame = RenderFixtures.bounds(icon, in: view)
                #expect(frame.x == 10 && frame.width == 48 && frame.height == 39, "\(frame)")
                // The PDF's triangle spans x 2.3 to 45.9 and y 1.2 to 39 of its box.
                let yellow = try #require(r.bounds { $0.r > 230 && $0.g > 180 && $0.b < 60 })
                #expect(abs(yellow.minX - 12) <= 1 && abs(yellow.maxX - 55) <= 1, "\(yellow)")
                #expect(abs(yellow.maxY - yellow.minY + 1 - 38) <= 1, "\(yellow)")
                let title = try #require(view.titleLabel)
                #expect(RenderFixtures.bounds(title, in: view).x == 10 + 48 + 2)
            }
        }
    }

    /// DUXBetaAlertView.swift:322, :332: without an image the image view is still an arranged subview (0 × 0), so
    /// the title starts `headerLayoutSpacing` in.
    @Test func withoutAnImageTheTitleStartsOneSpacingIn() async throws {
        try await onGtk {
            for spacing in [2.0, 10.0] {
                var alert = RenderFixtures.plain { $0.headerLayoutSpacing = spacing }
                alert.icon = nil
                try RenderFixtures.withView(alert) { view, _ in
                    let title = try #require(view.titleLabel)
                    #expect(RenderFixtures.bounds(title, in: view).x == 10 + Int(spacing))
                }
            }
        }
    }

    /// DUXBetaAlertView.swift:625-626: `setImage(_:for: .normal)`: the image before the title at its own size, in
    /// its own colours; `.selected`'s is never shown (a tap does not select the button).
    @Test func anActionsImageSitsBeforeItsTitleAtItsSizeAndTheSelectedOneIsNeverDrawn() async throws {
        try await onGtk {
            let folder = try Fixtures.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            func svg(_ name: String, _ fill: String) throws -> ImageSource {
                let url = folder.appendingPathComponent(name)
                try """
                <svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"><rect width="30" height="20" \
                fill="\(fill)"/></svg>
                """.write(to: url, atomically: true, encoding: .utf8)
                return .file(url.path)
            }
            // Stacked, so the button keeps its own width (side by side it would take the whole row).
            var alert = RenderFixtures.plain { $0.actionsLayoutType = .vertical }
            alert.actions = [ActionSpec(title: "Go")]
            alert.actions[0].appearance.actionNormalBackgroundImage = try svg("normal.svg", "#FF0000")
            alert.actions[0].appearance.actionSelectedBackgroundImage = try svg("selected.svg", "#00FF00")
            try RenderFixtures.withView(alert) { view, r in
                let red = try #require(r.bounds { $0.r > 200 && $0.g < 60 && $0.b < 60 })
                #expect(red.maxX - red.minX + 1 == 30 && red.maxY - red.minY + 1 == 20, "\(red)")
                #expect(r.bounds { $0.g > 200 && $0.r < 60 && $0.b < 60 } == nil, "the selected image is not drawn")
                let title = RenderFixtures.bounds(try #require(view.actionTitleLabels.first), in: view)
                #expect(title.x == red.maxX + 1, "the title right after the image, no gap")
                // The button (no content insets, DUXBetaAlertView.swift:617-627): the image, then the title label
                // with 6 pt above and below it.
                let button = RenderFixtures.bounds(try #require(view.actionButtons.first), in: view)
                #expect(button.width == 30 + title.width, "\(button) \(title)")
                #expect(button.height == max(20, title.height + 12), "\(button) \(title)")
            }
        }
    }

    /// DUXBetaSlideAlertView.swift:146-165: the checkbox row above the slide view, centred, then a 1 pt
    /// separator, `verticalSpacing` (10) apart.
    @Test func theSlideAlertPutsItsCheckboxAboveTheSliderAndASeparatorBelow() async throws {
        try await onGtk {
            let alert = AlertSpec(id: "s", title: "Take off?", preset: .slide)
            try RenderFixtures.withView(alert) { view, r in
                let check = RenderFixtures.bounds(try #require(view.checkbox).widget, in: view)
                let slide = RenderFixtures.bounds(try #require(view.slideControl).widget, in: view)
                #expect(slide.y == check.y + check.height + 10)
                #expect(abs(check.x * 2 + check.width - 442) <= 1, "the checkbox row is centred: \(check)")
                // The separator: UIColor.darkGray, 10 pt under the slide view, across the content (the slide
                // appearance's horizontalOffset is 20, DUXBetaSlideAlertView.swift:128).
                let y = slide.y + slide.height + 10
                #expect(r.matches(20, y, 0x555555FF) && r.matches(421, y, 0x555555FF), "\(r.hex(20, y)) \(slide) \(y)")
                #expect(!r.matches(20, y + 1, 0x555555FF), "1 pt tall")
            }
        }
    }
}
