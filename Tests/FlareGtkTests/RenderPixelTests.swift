import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import Testing
import TestSupport

/// Every appearance property, checked in the pixels the exporter produces.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct RenderPixelTests {
    @Test func backgroundFillsTheAlertInsideTheInset() async throws {
        try await onGtk {
            let r = try RenderFixtures.render(RenderFixtures.plain())
            #expect(r.width == Int(AlertLayout.width(on: .phoneLandscape)))
            #expect(r.matches(5, 5, 0x204080FF))
            #expect(r.matches(r.width - 5, r.height - 5, 0x204080FF))
        }
    }

    @Test func backgroundAlphaIsKept() async throws {
        try await onGtk {
            let r = try RenderFixtures.render(
                RenderFixtures.plain { $0.backgroundColor = Color(hex: 0x204080, alpha: 0.5) })
            #expect(r.matches(5, 5, 0x20408080, tolerance: 2))
        }
    }

    @Test func borderIsDrawnAtTheEdgeOnlyWithAColor() async throws {
        try await onGtk {
            let bordered = try RenderFixtures.render(
                RenderFixtures.plain {
                    $0.borderWidth = 3
                    $0.borderColor = Color(hex: 0xFF0000)
                })
            let y = bordered.height / 2
            #expect(bordered.matches(0, y, 0xFF0000FF))
            #expect(bordered.matches(2, y, 0xFF0000FF))
            #expect(bordered.matches(bordered.width - 1, y, 0xFF0000FF))
            #expect(bordered.matches(bordered.width / 2, bordered.height - 1, 0xFF0000FF))
            #expect(bordered.matches(4, y, 0x204080FF), "inside the 3 pt border: the background")
            // A width without a color draws nothing (CALayer with a nil borderColor).
            let noColor = try RenderFixtures.render(RenderFixtures.plain { $0.borderWidth = 3 })
            #expect(noColor.matches(0, y, 0x204080FF))
        }
    }

    @Test func cornersOutsideTheRadiusAreTransparent() async throws {
        try await onGtk {
            let r = try RenderFixtures.render(RenderFixtures.plain { $0.borderCornerRadius = 20 })
            for (x, y) in [(0, 0), (r.width - 1, 0), (0, r.height - 1), (r.width - 1, r.height - 1), (3, 3)] {
                #expect(r.pixel(x, y).a == 0, "corner pixel (\(x), \(y)) is transparent")
            }
            #expect(r.matches(20, 20, 0x204080FF))
            #expect(r.matches(r.width / 2, 0, 0x204080FF), "the straight edge is not cut")
            let square = try RenderFixtures.render(RenderFixtures.plain())
            #expect(square.matches(0, 0, 0x204080FF))
        }
    }

    @Test func maskCoversTheStageAroundTheAlert() async throws {
        try await onGtk {
            let alert = RenderFixtures.plain { $0.maskViewColor = Color(hex: 0xFF0000, alpha: 0.5) }
            let r = try RenderFixtures.render(alert, frame: .stage)
            #expect(r.width == 844 && r.height == 390)
            // Backdrop #F2F2F7 under 50 % red.
            #expect(r.matches(5, 5, 0xF97979FF, tolerance: 3))
            #expect(r.matches(r.width / 2, r.height / 2, 0x204080FF), "the alert sits in the middle, over the mask")
            let dark = try RenderFixtures.render(alert, theme: .dark, frame: .stage)
            // Backdrop #1C1C1E under 50 % red.
            #expect(dark.matches(5, 5, 0x8E0E0FFF, tolerance: 3))
        }
    }

    @Test func titleMovesWithItsAlignment() async throws {
        try await onGtk {
            @MainActor func titleBox(_ alignment: TextAlignment) throws -> (minX: Int, minY: Int, maxX: Int, maxY: Int)?
            {
                var alert = RenderFixtures.plain {
                    $0.titleColor = Color(hex: 0xFFFF00)
                    $0.titleTextAlignment = alignment
                }
                alert.message = nil
                alert.actions = []
                let r = try RenderFixtures.render(alert)
                return r.bounds { $0.r > 200 && $0.g > 200 && $0.b < 100 }
            }
            let left = try #require(try titleBox(.left))
            let center = try #require(try titleBox(.center))
            let right = try #require(try titleBox(.right))
            // DUXBetaAlertView.swift:332: after the empty image view and headerLayoutSpacing (2), plus the glyph's
            // side bearing.
            #expect((12...14).contains(left.minX), "left: starts at horizontalOffset + headerLayoutSpacing")
            #expect(center.minX > left.minX + 100 && right.minX > center.minX + 100)
            #expect(right.maxX >= 442 - 10 - 3 && right.maxX < 442 - 10)
            #expect(abs((center.minX + center.maxX) / 2 - 221) <= 2, "centred on the alert")
        }
    }

    @Test func titleAndMessageFontsColorsAndBackgrounds() async throws {
        try await onGtk {
            var alert = RenderFixtures.plain {
                $0.titleColor = Color(hex: 0xFFFF00)
                $0.titleBackgroundColor = Color(hex: 0x00FF00)
                $0.messageColor = Color(hex: 0x00FFFF)
                $0.messageBackgroundColor = Color(hex: 0xFF00FF)
            }
            alert.actions = []
            try RenderFixtures.withView(alert) { view, r in
                let title = RenderFixtures.bounds(try #require(view.titleLabel), in: view)
                let message = RenderFixtures.bounds(try #require(view.messageLabel), in: view)
                // The label spans the width: its background shows right of the text.
                #expect(r.matches(title.x + title.width - 2, title.y + title.height / 2, 0x00FF00FF))
                #expect(r.matches(message.x + message.width - 2, message.y + message.height / 2, 0xFF00FFFF))
                #expect(
                    r.bounds(in: (title.x, title.y, title.x + title.width, title.y + title.height)) {
                        $0.r > 200 && $0.g > 200 && $0.b < 60
                    } != nil, "yellow title text")
                #expect(
                    r.bounds(in: (message.x, message.y, message.x + message.width, message.y + message.height)) {
                        $0.r < 60 && $0.g > 200 && $0.b > 200
                    } != nil, "cyan message text")
            }
            // A bigger font makes a taller line.
            var big = alert
            big.appearance.titleFont = .system(34, .bold)
            let small = try RenderFixtures.withView(alert) { v, _ in RenderFixtures.bounds(v.titleLabel!, in: v).height
            }
            let large = try RenderFixtures.withView(big) { v, _ in RenderFixtures.bounds(v.titleLabel!, in: v).height }
            #expect(Double(large) > Double(small) * 1.8)
        }
    }

    @Test func actionsSitSideBySideOrStackedWithTheAxis() async throws {
        try await onGtk {
            @MainActor func frames(_ axis: LayoutAxis) throws -> [(x: Int, y: Int, width: Int, height: Int)] {
                let alert = RenderFixtures.plain {
                    $0.actionsLayoutType = axis; $0.actionLayoutSpacing = 6
                }
                return try RenderFixtures.withView(alert) { v, _ in
                    v.actionButtons.map { RenderFixtures.bounds($0, in: v) }
                }
            }
            let h = try frames(.horizontal), v = try frames(.vertical)
            #expect(h.count == 2 && v.count == 2)
            // Side by side in proportion to their titles ("Cancel" wider than "OK"), filling the row (ActionsLayout).
            #expect(h[0].y == h[1].y && h[1].x == h[0].x + h[0].width + 6 && h[0].width < h[1].width)
            #expect(h[0].x == 10 && h[1].x + h[1].width == 442 - 10)
            // Stacked, each at its own width, centred (DUXBetaAlertView.swift:317 `.alignment = .center`).
            #expect(v[1].y == v[0].y + v[0].height + 6 && v[0].width < v[1].width && v[1].width < 442 - 20)
            #expect(v.allSatisfy { abs(2 * $0.x + $0.width - 442) <= 1 })
        }
    }

    @Test func everyActionAppearancePropertyShows() async throws {
        try await onGtk {
            let normal = try RenderFixtures.solidPNG((255, 0, 0, 255))
            let selected = try RenderFixtures.solidPNG((0, 0, 255, 255))
            var styled = ActionAppearance()
            styled.actionColor = Color(hex: 0xFFFF00)
            styled.actionBorderColor = Color(hex: 0x00FF00)
            styled.actionBorderWidth = 3
            styled.actionCornerRadius = 8
            styled.actionNormalBackgroundImage = .file(normal)
            styled.actionSelectedBackgroundImage = .file(selected)
            var labelled = ActionAppearance()
            labelled.actionBackgroundColor = Color(hex: 0xFF00FF)
            labelled.actionFont = .system(30)
            var alert = RenderFixtures.plain()
            alert.actions = [
                ActionSpec(title: "Go", appearance: styled), ActionSpec(title: "Label", appearance: labelled),
            ]
            try RenderFixtures.withView(alert) { view, r in
                let b = RenderFixtures.bounds(view.actionButtons[0], in: view)
                #expect(r.matches(b.x + b.width / 2, b.y + 1, 0x00FF00FF), "border color at the top edge")
                // setImage(_:for: .normal) (DUXBetaAlertView.swift:625): the 40 × 20 image at its size.
                let red = try #require(
                    r.bounds(in: (b.x, b.y, b.x + b.width, b.y + b.height)) { $0.r > 200 && $0.g < 60 && $0.b < 60 })
                #expect(red.maxX - red.minX + 1 == 40 && red.maxY - red.minY + 1 == 20, "the normal image: \(red)")
                #expect(r.matches(b.x, b.y, 0x204080FF, tolerance: 40), "rounded corner shows the alert behind")
                #expect(
                    r.bounds(in: (b.x, b.y, b.x + b.width, b.y + b.height)) { $0.r > 200 && $0.g > 200 && $0.b < 60 }
                        != nil,
                    "yellow title")
                let l = RenderFixtures.bounds(view.actionButtons[1], in: view)
                let magenta = try #require(
                    r.bounds(in: (l.x, l.y, l.x + l.width, l.y + l.height)) {
                        $0.r > 240 && $0.g < 20 && $0.b > 240
                    })
                #expect(
                    magenta.maxX - magenta.minX < l.width / 2, "the background is the title label's, not the button's")
                #expect(magenta.maxY - magenta.minY > 30, "a 30 pt font line")
            }
            // Pressed: a tap never selects the button, so the selected image never shows (DUXBetaAlertView.swift:626).
            try RenderFixtures.withView(alert) { view, _ in
                gtk_widget_set_state_flags(view.actionButtons[0].widget, GTK_STATE_FLAG_ACTIVE, 0)
                RenderFixtures.waitFrames(view.widget)
                let w = Double(view.widget.width), h = Double(view.widget.height)
                let pressed = try WidgetRenderer.render(view.widget, width: w, height: h, scale: 1)
                let b = RenderFixtures.bounds(view.actionButtons[0], in: view)
                let red = pressed.bounds(in: (b.x, b.y, b.x + b.width, b.y + b.height)) {
                    $0.r > 200 && $0.g < 60 && $0.b < 60
                }
                #expect(red != nil, "still the normal image")
                let blue = pressed.bounds(in: (b.x, b.y, b.x + b.width, b.y + b.height)) {
                    $0.b > 200 && $0.r < 60 && $0.g < 60
                }
                #expect(blue == nil, "no selected image")
            }
        }
    }

    @Test func iconIsTheTemplateFilledWithTheTint() async throws {
        try await onGtk {
            @MainActor func iconPixels(_ tint: Color?) throws -> (inside: UInt32, outside: UInt32, size: Int) {
                var alert = RenderFixtures.plain { $0.imageTintColor = tint }
                alert.icon = .builtin(.success)
                return try RenderFixtures.withView(alert, scale: 2) { view, r in
                    let icon = RenderFixtures.bounds(try #require(view.iconPicture), in: view, scale: 2)
                    // The disc at its left edge's middle, and the picture's corner outside the disc.
                    return (r.hex(icon.x + 6, icon.y + icon.height / 2), r.hex(icon.x + 1, icon.y + 1), icon.width)
                }
            }
            let green = try iconPixels(Color(hex: 0x00FF00))
            #expect(green.inside == 0x00FF00FF)
            #expect(green.outside == 0x204080FF)
            #expect(green.size == 84, "SuccessIcon at its 42 pt, at 2x (DUXBetaAlertView.swift:325-330)")
            let red = try iconPixels(Color(hex: 0xFF0000))
            #expect(red.inside == 0xFF0000FF)
            let none = try iconPixels(nil)
            #expect(none.inside == 0x007AFFFF, "no tint: iOS's default tint")
        }
    }

    @Test func presetsShowTheirDefaultIconsAndColors() async throws {
        try await onGtk {
            for (preset, tint) in [
                (AlertPreset.systemWarning, 0xFFCC00FF as UInt32), (.systemSuccess, 0x0AEE8BFF),
                (.systemError, 0xFF0000FF),
            ] {
                let alert = AlertSpec(id: "p", title: "T", preset: preset)
                try RenderFixtures.withView(alert) { view, r in
                    #expect(r.matches(3, 3, 0x000000FF), "system presets are black")
                    let icon = RenderFixtures.bounds(try #require(view.iconPicture), in: view)
                    #expect(
                        r.bounds(in: (icon.x, icon.y, icon.x + icon.width, icon.y + icon.height)) {
                            UInt32($0.r) << 24 | UInt32($0.g) << 16 | UInt32($0.b) << 8 | 0xFF == tint
                        } != nil, "\(preset) icon tint")
                }
            }
        }
    }

    @Test func sizesDoubleAt2xAndTripleAt3x() async throws {
        try await onGtk {
            let alert = RenderFixtures.plain()
            let one = try RenderFixtures.render(alert, scale: 1)
            let two = try RenderFixtures.render(alert, scale: 2)
            let three = try RenderFixtures.render(alert, scale: 3)
            #expect(two.width == one.width * 2 && two.height == one.height * 2)
            #expect(three.width == one.width * 3 && three.height == one.height * 3)
            let stage = try RenderFixtures.render(alert, scale: 2, frame: .stage)
            #expect(stage.width == 1688 && stage.height == 780)
        }
    }

    @Test func widthAndHeightFollowDUXsRule() async throws {
        try await onGtk {
            for device in [Stage.Device.phone, .phoneLandscape, .tablet, .custom(width: 300, height: 200)] {
                var alert = RenderFixtures.plain()
                alert.message = String(repeating: "A long message that wraps. ", count: 120)
                try RenderFixtures.withView(alert, device: device) { view, r in
                    #expect(Double(r.width) == AlertLayout.width(on: device))
                    // DUXBetaAlertView.swift:186-188, :378-379: capped at logicHeightLandscape, not the stage.
                    #expect(Double(r.height) == AlertLayout.maxHeight(on: device), "\(device)")
                    if device == .custom(width: 300, height: 200) {
                        // 3:2 is DUX's 480×320 class, sized as the fallback: 441.6 × 414, larger than the stage.
                        #expect(r.width == 442 && r.height == 414, "DUX's size, not the stage's")
                    }
                }
            }
        }
    }

    @Test func customViewsInputImageAndText() async throws {
        try await onGtk {
            var alert = RenderFixtures.plain()
            alert.custom = .input(placeholder: "Type here", text: nil)
            try RenderFixtures.withView(alert) { view, r in
                let entry = try #require(view.inputEntry)
                #expect(entry.placeholder == "Type here")
                let b = RenderFixtures.bounds(entry, in: view)
                #expect(r.matches(b.x + b.width - 4, b.y + b.height / 2, 0xFFFFFFFF), "white field")
                #expect(
                    r.bounds(in: (b.x, b.y, b.x + b.width / 2, b.y + b.height)) { $0.r < 200 && $0.r > 100 } != nil,
                    "grey placeholder text")
            }
            let red = try RenderFixtures.solidPNG((255, 0, 0, 255), width: 100, height: 50)
            alert.custom = .image(.file(red), height: 60)
            try RenderFixtures.withView(alert) { view, r in
                let b = RenderFixtures.bounds(try #require(view.customWidget), in: view)
                #expect(b.height == 60 && b.width == 422)
                #expect(r.matches(b.x + b.width / 2, b.y + 30, 0xFF0000FF))
            }
            alert.custom = .text("Extra words")
            alert.appearance.messageColor = Color(hex: 0x00FFFF)
            try RenderFixtures.withView(alert) { view, r in
                let b = RenderFixtures.bounds(try #require(view.customWidget), in: view)
                #expect(b.y > RenderFixtures.bounds(view.messageLabel!, in: view).y)
                #expect(
                    r.bounds(in: (b.x, b.y, b.x + b.width, b.y + b.height)) { $0.r < 60 && $0.g > 200 && $0.b > 200 }
                        != nil)
            }
        }
    }

    @Test func aMissingOrBrokenImageDrawsAPlaceholderAndWarns() async throws {
        try await onGtk {
            let broken = try Fixtures.temporaryDirectory().appendingPathComponent("broken.png")
            try Data("not a png".utf8).write(to: broken)
            for source in [ImageSource.file("/nonexistent/icon.png"), .file(broken.path)] {
                var alert = RenderFixtures.plain()
                alert.icon = source
                alert.custom = .image(source, height: 40)
                try RenderFixtures.withView(alert) { view, r in
                    // A missing file was already a spec warning at its key; an unreadable one warns here, per image.
                    let missing = source == .file("/nonexistent/icon.png")
                    #expect(view.warnings.count == (missing ? 0 : 2), "\(view.warnings)")
                    #expect(view.warnings.allSatisfy { $0.contains("placeholder") })
                    let b = RenderFixtures.bounds(try #require(view.customWidget), in: view)
                    #expect(r.matches(b.x + b.width / 3, b.y + b.height / 2, 0xE5E5EAFF), "grey placeholder")
                    #expect(r.matches(b.x, b.y + b.height / 2, 0xFF3B30FF), "red frame")
                }
            }
        }
    }

    @Test func svgIsRasterisedAtTheTargetScale() async throws {
        try await onGtk {
            var alert = RenderFixtures.plain()
            alert.icon = RenderFixtures.file("drone.svg")
            for scale in [1, 2, 3] {
                try RenderFixtures.withView(alert, scale: scale) { view, _ in
                    let paintable = gtk_picture_get_paintable(view.iconPicture!.opaque)!
                    // At the SVG's own 48 pt (DUXBetaAlertView.swift:325-330), rasterised at the scale.
                    #expect(gdk_paintable_get_intrinsic_width(paintable) == gint(48 * scale))
                }
            }
        }
    }

    @Test func theSameAlertGivesTheSameBytes() async throws {
        try await onGtk {
            for alert in RenderFixtures.references {
                let a = try RenderFixtures.render(alert, scale: 2).png()
                let b = try RenderFixtures.render(alert, scale: 2).png()
                #expect(a == b, "\(alert.id)")
            }
        }
    }
}
