import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// Inspect mode picks a slide alert's slide section (checkbox row, slide control, separator: DUX's
/// `customizedView`, DUXBetaSlideAlertView.swift:157-167) as the custom part, with its `slide:` keys.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct InspectSlideTests {
    static let spec = """
        flare: 1
        stage: {device: phone-landscape}
        alerts:
          take:
            preset: slide
            title: Ready
            slide:
              text: Slide
              checkbox: Skip it
              checkboxTintColor: "#FF3B30"
            appearance: {animationDuration: 0}
        """

    @Test func aClickOnTheCheckboxRowPicksTheSlideSectionWithItsKeys() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, layer) = try folder.openInspecting(Self.spec)
            defer { preview.close() }
            let stage = try #require(preview.stage)
            let custom = try #require(stage.alertFrames()?.custom, "the slide section has a frame")
            let box = try #require(stage.alertView?.checkbox?.button.bounds(in: stage.root))
            #expect(custom.y <= box.y && custom.maxY > box.y + box.height, "\(custom) \(box)")
            layer.click.emit(.released, 1, box.x + 9, box.y + 9)
            #expect(layer.selected == .custom)
            let tint = try #require(layer.popover.properties.first { $0.key == "slide.checkboxTintColor" })
            #expect(tint.value == "#FF3B30")
            #expect(tint.origin == .spec(SourceLocation(file: folder.spec.path, line: 10, column: 7)), "\(tint.origin)")
            #expect(layer.popover.properties.contains { $0.key == "slide.text" && $0.value == "Slide" })
            #expect(preview.stage?.alertView?.checkbox?.isChecked == false, "inspecting does not tap the checkbox")
        }
    }
}
