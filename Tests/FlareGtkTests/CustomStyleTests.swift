import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// Styled custom views: the DUX document's text field from the spec, a boxed text, and an image's content mode.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct CustomStyleTests {
    static let spec = """
        flare: 1
        alerts:
          field:
            title: Name
            appearance: {backgroundColor: "#FFFFFF"}
            custom:
              input:
                placeholder: Aircraft name
                font: system 14
                textColor: "#1C1C1E"
                backgroundColor: "#F0F4FF"
                borderWidth: 2
                borderColor: "#FF0000"
                cornerRadius: 6
                height: 40
                insets: {left: 12, right: 12}
          boxed:
            title: Tip
            appearance: {backgroundColor: "#FFFFFF"}
            custom: {text: Fly low, backgroundColor: "#00FF00", borderWidth: 3, borderColor: "#0000FF", insets: 10}
        """

    @MainActor func load() throws -> Spec {
        let dir = try Fixtures.temporaryDirectory()
        let file = dir.appendingPathComponent("s.yaml")
        try Self.spec.write(to: file, atomically: true, encoding: .utf8)
        let result = SpecLoader.load(path: file.path)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return try #require(result.spec)
    }

    @Test func theDUXTextFieldIsDrawnFromTheSpec() async throws {
        try await onGtk {
            let alert = try #require(try load().alert("field"))
            #expect(alert.customStyle.borderWidth == 2 && alert.customStyle.insets?.left == 12)
            try RenderFixtures.withView(alert, scale: 1) { view, raster in
                let entry = try #require(view.inputEntry)
                let box = RenderFixtures.bounds(entry, in: view)
                #expect(box.height == 40, "height: \(box)")
                let midY = box.y + box.height / 2
                #expect(
                    raster.matches(box.x + 1, midY, 0xFF0000FF, tolerance: 8),
                    "border: \(String(raster.hex(box.x + 1, midY), radix: 16))")
                #expect(
                    raster.matches(box.x + 6, midY, 0xF0F4FFFF, tolerance: 3),
                    "background: \(String(raster.hex(box.x + 6, midY), radix: 16))")
                // The 6-point corner is rounded: its very corner shows the alert's white, not the border.
                #expect(
                    raster.matches(box.x, box.y, 0xFFFFFFFF, tolerance: 40),
                    "corner: \(String(raster.hex(box.x, box.y), radix: 16))")
            }
        }
    }

    @Test func aCustomTextGetsItsBox() async throws {
        try await onGtk {
            let alert = try #require(try load().alert("boxed"))
            try RenderFixtures.withView(alert, scale: 1) { view, raster in
                let label = try #require(view.customTextLabel)
                let box = RenderFixtures.bounds(label, in: view)
                #expect(raster.matches(box.x + 1, box.y + box.height / 2, 0x0000FFFF, tolerance: 8), "border")
                #expect(
                    raster.matches(box.x + 6, box.y + box.height / 2, 0x00FF00FF, tolerance: 3),
                    "background inside the insets")
            }
        }
    }
}
