import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// Inspect mode's redline labels never cover one another: measured on the label widgets as GTK laid them out,
/// for an alert whose stacked actions put an action's size ("466 × 39 pt") right where the gap between the actions
/// ("8 pt") is labelled.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct RedlineLabelTests {
    static let spec = """
        flare: 1
        stage: {device: phone}
        alerts:
          stacked:
            title: Stacked actions
            message: Three actions, one under another, close together.
            appearance:
              animationDuration: 0
              actionLayoutSpacing: 8
              headerLayoutSpacing: 6
              actionsLayoutType: vertical
            actions:
              - title: One
              - title: Two
              - title: Three
        """

    @Test func labelsNeverOverlap() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, layer) = try folder.openInspecting(Self.spec)
            defer { preview.close() }
            let stage = try #require(preview.stage)
            let f = try #require(stage.alertFrames())
            #expect(f.actionButtons.count == 3)
            for point in [(f.alert.x + 30, f.alert.y + 20), (f.alert.x + f.alert.width / 2, f.actionButtons[1].y + 5)] {
                layer.motion.emit(.motion, point.0, point.1)
                RenderFixtures.waitFrames(preview.window)
                let labels = layer.widget.children.filter { $0.hasClass("flare-redline-label") }
                #expect(labels.count == layer.drawing.redlines.count, "one label per redline")
                #expect(layer.drawing.redlines.contains { $0.label == "8 pt" })
                let boxes = labels.compactMap { label in
                    label.bounds(in: layer.widget).map { (Label.cast(label)?.text ?? "", $0) }
                }
                #expect(boxes.count == labels.count && boxes.allSatisfy { $0.1.width > 0 })
                for (i, a) in boxes.enumerated() {
                    for b in boxes[(i + 1)...] {
                        let overlaps =
                            a.1.x < b.1.x + b.1.width && b.1.x < a.1.x + a.1.width
                            && a.1.y < b.1.y + b.1.height && b.1.y < a.1.y + a.1.height
                        #expect(!overlaps, "“\(a.0)” at \(a.1) covers “\(b.0)” at \(b.1)")
                    }
                }
            }
        }
    }
}
