import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// Scotty in the window: a route's action runs once its destination is reached; routing suspended from the
/// Routes page keeps one URL waiting, and the resume policy decides its fate; a non-suspendable route never waits.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct WindowRoutingTests {
    static let spec = """
        flare: 1
        alerts: {first: {title: First}, second: {title: Second}, third: {title: Third}}
        routes:
          "myapp://promo":
            target: flare://alert/first
            action: {after: 0.2s, show: alert/third}
          "myapp://urgent":
            target: flare://alert/third
            suspendable: false
        """

    @Test func anActionRunsAfterItsDelayAndSuspensionHoldsOneURL() async throws {
        try await onGtk {
            try SpecFolder.withWindow(Self.spec) { preview in
                preview.routes.open(url: "myapp://promo")
                #expect(preview.selection == SpecItem.alert("first"))
                #expect(
                    MainLoop.run(until: { preview.stageController.shownAlert?.id == "third" }, timeout: 10),
                    "the action showed alert/third")

                preview.routes.suspendRouting()
                preview.routes.open(url: "flare://alert/second")
                #expect(
                    preview.routes.pendingRoute == "flare://alert/second"
                        && preview.selection != SpecItem.alert("second"))
                preview.routes.open(url: "flare://alert/first")
                #expect(preview.routes.pendingRoute == "flare://alert/first", "a newer URL replaces the waiting one")
                preview.routes.open(url: "myapp://urgent")
                #expect(preview.selection == SpecItem.alert("third"), "not suspendable: it ran at once")
                #expect(preview.routes.pendingRoute == "flare://alert/first", "and left the waiting one in place")
                preview.routes.resumeRouting(.clear)
                #expect(
                    preview.routes.pendingRoute == nil && preview.selection == SpecItem.alert("third"), "clear drops it"
                )
                preview.routes.suspendRouting()
                preview.routes.open(url: "flare://alert/second")
                preview.routes.resumeRouting(.execute)
                #expect(preview.selection == SpecItem.alert("second"), "execute opens it")
                #expect(
                    preview.log.entries.contains {
                        $0.message.hasPrefix("routing resumed (execute): flare://alert/second was waiting")
                    })
            }
        }
    }
}
