import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// Lint of a queue's custom view popups as drawn: a banner is closed by a tap on its card, so the card is a tap
/// target measured against the 44 × 44 pt tier as an alert's actions are; an image popup closes on a tap anywhere.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct PopupViewLintTests {
    static let spec = """
        flare: 1
        queues:
          launch:
            popups:
              - name: small
                view: {banner: Saved, font: "system 10"}
              - name: roomy
                view: {banner: Saved}
              - name: ad
                view: {image: "builtin:info", height: 20}
        """

    @MainActor func load(_ text: String = Self.spec) throws -> Spec {
        let dir = try Fixtures.temporaryDirectory()
        let file = dir.appendingPathComponent("q.yaml")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let result = SpecLoader.load(path: file.path)
        #expect(result.errors.isEmpty, "\(result.diagnostics)")
        return try #require(result.spec)
    }

    @Test func aBannerUnder44PointsTallIsATargetSizeWarningAtItsFont() async throws {
        try await onGtk {
            let spec = try load()
            let targets = try Linter.findings(in: spec).filter { $0.rule == .targetSize }
            #expect(targets.count == 1, "only the small banner: \(targets.map(\.message))")
            let small = try #require(targets.first)
            #expect(small.subject == .queue("launch"))
            #expect(small.severity == .warning, "under 44 pt, over 24 pt: Apple's HIG tier")
            #expect(small.location.line == 6 && small.location.column == 31, "the font key: \(small.location)")
            let height = try #require(small.measured)
            // 10 pt text (one line, ~12 pt) plus 14 pt of padding above and below.
            #expect(height > 30 && height < 44, "\(height)")
            #expect(small.threshold == 44)
            #expect(
                small.message.hasPrefix(
                    "queue 'launch': the banner of popup 'small' (a tap on it closes it) is 734 × "),
                "\(small.message)")
            #expect(
                small.message.contains(
                    "under the 44 × 44 pt touch target of Apple HIG and WCAG 2.2 SC 2.5.5, AAA; "
                        + "make it at least 44 pt tall: a larger 'font'"
                ), "\(small.message)")
            // The card's frame on the stage (the default device, a landscape phone 844 pt wide): 8 pt inside the
            // safe area's 47 pt sides.
            let frame = try #require(small.frame)
            #expect(frame.x == 55 && frame.width == 734, "\(frame)")
        }
    }

    @Test func targetSizeOffOrAnIdOfAnotherItemLeavesTheBannersAlone() async throws {
        try await onGtk {
            let off = try load(Self.spec + "\nlint: {target-size: off}\n")
            #expect(try Linter.findings(in: off).filter { $0.rule == .targetSize }.isEmpty)
            let spec = try load()
            #expect(try Linter.findings(in: spec, ids: ["other"]).isEmpty)
            #expect(try Linter.findings(in: spec, ids: ["launch"]).contains { $0.rule == .targetSize })
        }
    }
}
