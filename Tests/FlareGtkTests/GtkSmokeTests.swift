import CFlareShim
import CGtk
@testable import FlareGtk
import Foundation
import Testing

/// GTK tests need a display; `make test` runs them under Xvfb.
let hasDisplay = ProcessInfo.processInfo.environment["DISPLAY"] != nil

/// Tests that move the X server's own pointer and keyboard (XTest) share them with every other test in the process,
/// so they run on their own on a private Xvfb (`make test`'s last step, or `make test-real-input`), never in its
/// parallel run, where another test's window can take the pointer or the focus. Each keeps a stand-in test there.
let realInput = hasDisplay && ProcessInfo.processInfo.environment["FLARE_REAL_INPUT"] != nil
let realInputComment: Comment = "moves the real pointer or keyboard: make test-real-input"

@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct GtkSmokeTests {
    @Test func aWindowMapsAndAnIdleCallbackRuns() async throws {
        try await onGtk {
            #expect(GtkRuntime.initialize())
            let window = Window()
            window.setDefaultSize(width: 200, height: 100)
            window.present()
            #expect(MainLoop.run(until: { window.mapped }))
            var ran = false
            MainLoop.post { ran = true }
            #expect(MainLoop.run(until: { ran }))
            window.destroy()
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
