import FlareCore
@testable import FlareGtk
import TestSupport
import Testing

/// The slide alert's checkbox is DUX's own button image (`SlideCheckbox`), not GTK's check button:
/// `Dialog/Checkbox.imageset/Checkbox.pdf` (a 2 pt stroke of its 18 × 18 box, clipped: 1 pt shows) and
/// `CheckboxSelected.pdf` (the box and a checkmark), `.alwaysTemplate` in `checkboxTintColor`
/// (DUXBetaSlideAlertView.swift:185-186, :213), beside the label `checkboxSpacing` away (:146-151, :177).
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct DUXCheckboxRenderTests {
    static func alert(tint: Color? = nil) -> AlertSpec {
        var slide = SlideOptions(text: "Slide", checkbox: "Skip the checklist")
        if let tint { slide.appearance.checkboxTintColor = tint }
        return AlertSpec(id: "take", title: "Ready", preset: .slide, slide: slide)
    }

    /// Pixels (at scale 1, from the box's top-left) the checkmark polygon covers entirely, and pixels inside the
    /// box it leaves empty (CheckboxSelected.pdf's path, y flipped).
    static let tick = [(15, 4), (14, 5), (11, 8), (10, 8), (3, 10), (4, 11), (5, 12), (6, 12)]
    static let empty = [(9, 5), (3, 14), (13, 13), (4, 4)]

    /// The box, its label and both states in `tint`, sampled from what the stage draws (scale 1).
    func checkThe(_ alert: AlertSpec, tint: UInt32) async throws {
        try await onGtk {
            try RenderFixtures.withView(alert) { view, _ in
                let check = try #require(view.checkbox)
                let box = RenderFixtures.bounds(check.button, in: view)
                #expect(box.width == 18 && box.height == 18, "the image's 18 × 18 pt (its PDF's MediaBox): \(box)")
                let label = RenderFixtures.bounds(check.label, in: view)
                #expect(label.x == box.x + 18 + 10, "checkboxSpacing 10 after the box: \(box) \(label)")
                #expect(abs((box.y * 2 + 18) - (label.y * 2 + label.height)) <= 2, "centred rows: \(box) \(label)")
                for checked in [false, true] {
                    if checked {
                        check.gesture.emit(.released, 1, 30, 9)  // released off the button: no tap
                        #expect(!check.isChecked)
                        check.gesture.emit(.released, 1, 9, 9)
                        #expect(check.isChecked, "a tap on the button selects it (checkboxTapped, :206-214)")
                    }
                    RenderFixtures.waitFrames(view.widget)
                    let r = try WidgetRenderer.render(
                        view.widget, width: view.width, height: Double(view.widget.height), scale: 1)
                    let (x, y) = (box.x, box.y)
                    let around = r.hex(x - 3, y + 9)
                    let edge = [(x, y + 9), (x + 17, y + 9), (x + 9, y), (x + 9, y + 17), (x, y), (x + 17, y + 17)]
                    for (px, py) in edge {
                        #expect(
                            r.matches(px, py, tint, tolerance: 1), "the 1 pt edge at (\(px), \(py)): \(r.hex(px, py))")
                    }
                    for (px, py) in [(x + 1, y + 15), (x + 16, y + 15), (x + 3, y + 1), (x + 9, y + 16)] {
                        #expect(r.hex(px, py) == around, "no fill inside the edge (\(px), \(py)): \(r.hex(px, py))")
                    }
                    for (dx, dy) in Self.tick {
                        let want = checked ? tint : around
                        #expect(
                            r.matches(x + dx, y + dy, want, tolerance: 1),
                            "checked \(checked): the tick at (\(dx), \(dy)): \(r.hex(x + dx, y + dy))")
                    }
                    for (dx, dy) in Self.empty {
                        #expect(r.hex(x + dx, y + dy) == around, "empty at (\(dx), \(dy)): \(r.hex(x + dx, y + dy))")
                    }
                }
                check.gesture.emit(.released, 1, 9, 9)
                #expect(!check.isChecked, "a second tap clears it")
            }
        }
    }

    @Test func theCheckboxIsDUXsImageInItsDefaultTint() async throws {
        // uxsdk_selectedBlue #1FA3F6 (DUXBetaSlideAlertView.swift:50; UIColor+DUXBetaColors.m:52-54).
        try await checkThe(Self.alert(), tint: 0x1FA3F6FF)
    }

    @Test func theCheckboxTakesTheSpecsTint() async throws {
        try await checkThe(Self.alert(tint: Color(hex: 0xFF3B30)), tint: 0xFF3B30FF)
    }

    /// At 2×, the image is drawn from its vector at 36 × 36 px: the edge is 2 px, the third pixel is the alert.
    @Test func theCheckboxIsDrawnFromItsPathAtTheScale() async throws {
        try await onGtk {
            try RenderFixtures.withView(Self.alert(), scale: 2) { view, r in
                let box = RenderFixtures.bounds(try #require(view.checkbox).button, in: view, scale: 2)
                #expect(box.width == 36 && box.height == 36, "\(box)")
                let y = box.y + 18
                #expect(r.matches(box.x, y, 0x1FA3F6FF, tolerance: 1), "\(r.hex(box.x, y))")
                #expect(r.matches(box.x + 1, y, 0x1FA3F6FF, tolerance: 1), "\(r.hex(box.x + 1, y))")
                #expect(r.hex(box.x + 2, y) == r.hex(box.x - 4, y), "\(r.hex(box.x + 2, y))")
            }
        }
    }
}
