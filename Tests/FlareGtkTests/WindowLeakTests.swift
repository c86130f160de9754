import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// Reloads free what they replace: the alert views and the style providers of the stage they rebuilt.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct WindowLeakTests {
    @Test func reloadsDoNotLeakWidgetsOrStyles() async throws {
        try await onGtk {
            try SpecFolder.withWindow(SpecFolder.text(title: "Leak 0")) { preview, folder in
                for i in 1...3 { try folder.write(SpecFolder.text(title: "Leak \(i)")); preview.reload() }
                let alerts = AlertView.liveCount, styles = StyleProviders.live
                for i in 4...40 { try folder.write(SpecFolder.text(title: "Leak \(i)")); preview.reload() }
                #expect(preview.stage?.alertView?.titleLabel?.text == "Leak 40")
                #expect(
                    MainLoop.run(until: { AlertView.liveCount == alerts && StyleProviders.live == styles }),
                    """
                    alerts \(AlertView.liveCount) (was \(alerts)), \
                    style providers \(StyleProviders.live) (was \(styles))
                    """)
            }
        }
    }
}
