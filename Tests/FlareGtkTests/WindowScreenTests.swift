import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// Scotty's destinations in the window: a route to one of the app's screens makes it the stage's backdrop and then
/// runs its action over it; a shortcut item opens its own route.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct WindowScreenTests {
    static let spec = """
        flare: 1
        alerts: {tip: {title: Tip}, other: {title: Other}}
        screens:
          camera: camera.png
        routes:
          "myapp://camera/**":
            target: flare://screen/camera
            action: {after: 0.1s, show: alert/tip}
          new-flight:
            shortcut: com.dji.fly.new-flight
            target: flare://alert/other
        """

    @Test func aScreenIsTheBackdropItsActionRunsOverIt() async throws {
        try await onGtk {
            try SpecFolder.withWindow(Self.spec) { preview in
                preview.routes.open(url: "MYAPP://camera/settings/")
                #expect(preview.selection == SpecItem.screen("camera"))
                #expect(preview.state.screen == "camera")
                #expect(
                    MainLoop.run(until: { preview.stageController.shownAlert?.id == "tip" }, timeout: 10),
                    "the action showed alert/tip")
                #expect(preview.state.screen == "camera", "the app stays on its screen under the action's alert")
                // A shortcut item goes through its own route; the screen stays (a deep link, not a sidebar pick).
                preview.routes.open(url: "shortcut com.dji.fly.new-flight")
                #expect(preview.selection == SpecItem.alert("other"))
                #expect(preview.state.screen == "camera")
                preview.stageController.pick(.alert("tip"))
                #expect(
                    preview.state.screen == nil && preview.selection == SpecItem.alert("tip"),
                    "a sidebar pick leaves the screen")
                #expect(preview.log.entries.contains { $0.message.hasPrefix("left the app's screen") })
            }
        }
    }
}
