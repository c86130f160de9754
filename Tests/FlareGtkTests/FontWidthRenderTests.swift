import FlareCore
import Foundation
import Testing
import TestSupport

@testable import FlareGtk

/// Width words reach the pixels: a condensed face draws the same text narrower.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct FontWidthRenderTests {
    @Test func condensedDrawsNarrowerThanNormal() async throws {
        try await onGtk {
            @MainActor func inkWidth(_ font: String) throws -> Int {
                var a = AlertPreset.default.appearance
                a.backgroundColor = Color(hex: 0x204080)
                a.titleColor = Color(hex: 0xFFFFFF)
                a.titleFont = try FontSyntax.parse(font).get()
                let alert = AlertSpec(id: "w", title: "Wide words in a title", appearance: a)
                let r = try RenderFixtures.render(alert)
                let box = try #require(r.bounds { $0.r > 160 && $0.g > 160 && $0.b > 160 })
                return box.maxX - box.minX
            }
            let normal = try inkWidth("DejaVu Sans 20")
            let condensed = try inkWidth("DejaVu Sans Condensed 20")
            #expect(Double(condensed) < Double(normal) * 0.95, "condensed \(condensed) px, normal \(normal) px")
        }
    }
}
