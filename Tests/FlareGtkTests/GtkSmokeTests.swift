import CFlareShim
import CGtk
import FlareGtk
import Foundation
import Testing

/// GTK tests need a display; `make test` runs them under Xvfb.
let hasDisplay = ProcessInfo.processInfo.environment["DISPLAY"] != nil

@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct GtkSmokeTests {
    @Test func aWindowMapsAndAnIdleCallbackRuns() async throws {
        try await onGtk {
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
}


@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct GtkThreadTests {
    /// GTK belongs to the thread that initialized it: the host's, never a worker's.
    @Test func gtkRunsOnTheHostThreadOnly() async throws {
        #expect(try await onGtk { GtkRuntime.isOnGtkThread })
        let elsewhere = await Task.detached { GtkRuntime.isOnGtkThread }.value
        #expect(!elsewhere, "a libdispatch worker is not GTK's thread")
        let again = try await onGtk { (GtkRuntime.isOnGtkThread, MainLoop.run(until: { true })) }
        #expect(again == (true, true))
    }
}

