import CFlareShim
import CGtk
import FlareGtk
import Foundation
import Testing

/// GTK tests need a display; `make test` runs them under Xvfb.
let hasDisplay = ProcessInfo.processInfo.environment["DISPLAY"] != nil

@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
@MainActor
struct GtkSmokeTests {
    @Test func aWindowMapsAndAnIdleCallbackRuns() {
        #expect(GtkRuntime.initialize())
        let window = gtk_window_new()!
        gtk_window_set_default_size(flare_window(window), 200, 100)
        gtk_window_present(flare_window(window))
        #expect(MainLoop.run(until: { gtk_widget_get_mapped(window) != 0 }))
        var ran = false
        MainLoop.post { ran = true }
        #expect(MainLoop.run(until: { ran }))
        gtk_window_destroy(flare_window(window))
    }
}
