import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// An edit while the Properties page is in front refreshes only that page: the inspector's other pages are left as
/// they were (nothing the designer cannot see is rebuilt) and each shows the spec as it is now when it is shown.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct InspectorPagesBehindTests {
    @Test func aHiddenPageIsNotRebuiltOnAnEditAndIsCurrentWhenShown() async throws {
        try await onGtk {
            let spec = try InspectorSpec()
            defer { spec.remove() }
            let preview = spec.openWindow()
            defer { preview.close() }
            #expect(MainLoop.run(until: { preview.paintedGeneration >= 1 }))
            let inspector = try #require(preview.inspector)
            inspector.showPage("routes")
            let routes = inspector.routesPage
            #expect(routes.patterns.rows == [["myapp://promo/{id}", "flare://alert/{id}"]])
            inspector.showPage("properties")

            #expect(preview.setProperty("routes.\"myapp://promo/{id}\"", to: "flare://alert/a1"))
            #expect(MainLoop.run(until: { WindowEdits.unwrittenCount == 0 }))
            #expect(preview.spec?.routes.first?.target == "flare://alert/a1")
            #expect(routes.patterns.rows == [["myapp://promo/{id}", "flare://alert/{id}"]], "not rebuilt behind")
            #expect(inspector.behind.isSuperset(of: ["queue", "scenario", "script", "routes"]))

            inspector.showPage("routes")
            #expect(routes.patterns.rows == [["myapp://promo/{id}", "flare://alert/a1"]], "current when shown")
            #expect(!inspector.behind.contains("routes"))

            // In front, a page follows every edit at once.
            #expect(preview.setProperty("routes.\"myapp://promo/{id}\"", to: "flare://alert/a2"))
            #expect(routes.patterns.rows == [["myapp://promo/{id}", "flare://alert/a2"]])

            // Shown with the pane hidden, a page behind is current when the pane opens.
            inspector.showPage("properties")
            #expect(preview.setProperty("routes.\"myapp://promo/{id}\"", to: "flare://alert/a3"))
            inspector.setVisible(false)
            inspector.showPage("routes")
            inspector.setVisible(true)
            #expect(routes.patterns.rows == [["myapp://promo/{id}", "flare://alert/a3"]])
        }
    }
}
