import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// Lint measures the checkbox DUX draws (`SlideCheckbox`): its 1 pt edge in `checkboxTintColor` against the alert
/// (SC 1.4.11), and its 18 × 18 pt button as the touch target (only the button takes the tap,
/// DUXBetaSlideAlertView.swift:142), which meets SC 2.5.8 through the spacing exception while `verticalSpacing`
/// keeps the slide control out of the 24 pt circle around it.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct SlideCheckboxLintTests {
    @MainActor func findings(_ slideKeys: String) throws -> [LintFinding] {
        let dir = try Fixtures.temporaryDirectory()
        let file = dir.appendingPathComponent("s.yaml")
        let text = """
            flare: 1
            alerts:
              takeoff:
                preset: slide
                title: Ready
                slide: {text: Slide, checkbox: Skip it\(slideKeys)}
            """
        try text.write(to: file, atomically: true, encoding: .utf8)
        let result = SpecLoader.load(path: file.path)
        #expect(result.errors.isEmpty, "\(result.diagnostics)")
        return try Linter.findings(in: try #require(result.spec)).filter { $0.message.contains("the checkbox ") }
    }

    @Test func theCheckboxTargetIsItsButtonSpacedFromTheSlideControl() async throws {
        try await onGtk {
            let spaced = try findings("").filter { $0.rule == .targetSize }
            #expect(spaced.count == 1, "\(spaced.map(\.message))")
            #expect(spaced.first?.severity == .warning && spaced.first?.threshold == 44, "\(spaced.map(\.message))")
            #expect(spaced.first?.measured == 18, "the button, not the row: \(spaced.map(\.message))")
            #expect(spaced.first?.message.contains("spacing exception") == true)
            // No spacing: the slide control is 1.5 pt under the box, inside its 24 pt circle.
            let crowded = try findings(", verticalSpacing: 0").filter { $0.rule == .targetSize }
            #expect(crowded.count == 1 && crowded.first?.severity == .error, "\(crowded.map(\.message))")
            #expect(crowded.first?.threshold == 24)
        }
    }

    @Test func theCheckboxEdgeIsMeasuredInItsTint() async throws {
        try await onGtk {
            #expect(try findings("").filter { $0.rule == .contrast }.isEmpty, "#1FA3F6 on the alert's #404040")
            let faint = try findings(", checkboxTintColor: \"#4A4A4A\"").filter { $0.rule == .contrast }
            #expect(faint.count == 1, "\(faint.map(\.message))")
            let finding = try #require(faint.first)
            #expect(finding.message.contains("#4A4A4A") && finding.message.contains("'checkboxTintColor'"))
            #expect((finding.measured ?? 9) < 1.2, "\(finding.message)")
            let frame = try #require(finding.frame)
            #expect(frame.width == 18 && frame.height == 18, "the drawn box: \(frame)")
        }
    }
}
