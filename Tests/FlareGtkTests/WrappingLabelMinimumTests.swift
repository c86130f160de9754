import CFlareShim
import CGtk
import FlareCore
import Foundation
import Glibc
import Testing
import TestSupport

@testable import FlareGtk

/// Wrapping labels measure their minimum width at `width-chars` (`AlertView.wrappingLabel`), cheaply, and that
/// minimum stays within half the width the layout gives them, so it never moves a pixel.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct WrappingLabelMinimumTests {
    @Test func everyWrappingLabelsMinimumIsAtMostHalfItsWidth() async throws {
        try await onGtk {
            var checked = 0
            var hostile = RenderFixtures.plain("narrow") { $0.horizontalOffset = 120 }
            hostile.title = "A title squeezed into almost nothing"
            for alert in RenderFixtures.references + [hostile] {
                try RenderFixtures.withView(alert) { view, _ in
                    for label in [view.titleLabel, view.messageLabel, view.customTextLabel].compactMap({ $0 }) {
                        let minimum = label.measure(.horizontal).minimum
                        #expect(minimum * 2 <= max(label.width, 2 * 40), "\(alert.id): \(minimum) of \(label.width)")
                        if label.width >= 200 { #expect(label.widthChars > 0, "\(alert.id): set where there is room") }
                        checked += 1
                    }
                }
            }
            #expect(checked >= 10)
        }
    }
}
