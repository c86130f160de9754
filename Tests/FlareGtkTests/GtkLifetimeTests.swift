import CFlareShim
import CGtk
@testable import FlareGtk
import Testing

/// The typed layer's reference and handler bookkeeping (`Object`, `SignalHandler`, `connectAfterPaint`), counted
/// with GObject's own reference counts, weak pointers and handler ids.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct GtkLifetimeTests {
    @MainActor
    private func references(_ raw: UnsafeMutableRawPointer) -> UInt32 {
        raw.assumingMemoryBound(to: GObject.self).pointee.ref_count
    }

    /// `init(borrowing:)` adds exactly one reference and leaves a floating object floating: the floating
    /// reference stays its maker's, so dropping the wrapper never frees an object someone still holds.
    @Test func borrowingAddsExactlyOneReference() async throws {
        try await onGtk {
            #expect(GtkRuntime.initialize())
            let raw = UnsafeMutableRawPointer(gtk_label_new("floating")!)
            #expect(g_object_is_floating(raw) != 0 && references(raw) == 1)
            let slot = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)
            defer { slot.deallocate() }
            slot.pointee = raw
            g_object_add_weak_pointer(raw.assumingMemoryBound(to: GObject.self), slot)
            do {
                let wrapper = Widget(borrowing: raw)
                #expect(references(wrapper.raw) == 2, "the maker's floating reference and the wrapper's")
                #expect(g_object_is_floating(raw) != 0, "still floating: the maker's reference is not taken over")
            }
            #expect(slot.pointee != nil, "dropping the wrapper left the maker's reference")
            #expect(references(raw) == 1 && g_object_is_floating(raw) != 0)
            // A sunk object (a widget in a parent): one more reference, given back by the wrapper.
            let box = Box(.vertical)
            box.append(Widget(borrowing: raw))
            #expect(g_object_is_floating(raw) == 0 && references(raw) == 1, "the box took the floating reference")
            do {
                let child = try #require(box.firstChild)
                #expect(references(child.raw) == 2)
            }
            #expect(references(raw) == 1)
            box.remove(Widget(borrowing: raw))
            #expect(slot.pointee == nil, "the box's reference was the last: the label is finalized")
        }
    }

    /// `disconnect()` removes the handler once; a second call is a no-op rather than a GLib critical.
    @Test func disconnectingTwiceIsHarmless() async throws {
        try await onGtk {
            #expect(GtkRuntime.initialize())
            let button = Button(label: "Tap")
            var runs = 0
            let handler = button.connect(.clicked) { runs += 1 }
            #expect(handler.isConnected)
            button.emit(.clicked)
            handler.disconnect()
            #expect(!handler.isConnected)
            handler.disconnect()
            button.emit(.clicked)
            #expect(runs == 1)
        }
    }

    /// The after-paint observer runs once per painted frame, before and after its widget is unrealized and realized
    /// again: it used to be connected again on every `realize`, and a child widget realized twice keeps its window's
    /// clock, so it ran twice per frame. A toplevel realized again gets a new clock; the old one keeps no handler.
    @Test func afterPaintRunsOncePerFrameAcrossRealizations() async throws {
        try await onGtk {
            #expect(GtkRuntime.initialize())
            let window = Window()
            window.setDefaultSize(width: 200, height: 120)
            let child = Label("frames")
            window.child = child
            defer { window.destroy() }
            var childRuns = 0, windowRuns = 0
            child.connectAfterPaint { childRuns += 1 }
            window.connectAfterPaint { windowRuns += 1 }
            let afterPaint = g_signal_lookup("after-paint", gdk_frame_clock_get_type())
            /// Paints `count` frames, counted by a handler of the test's own on the window's clock; returns the frames
            /// and the runs of the two observers meanwhile.
            @MainActor func paint(_ count: Int) throws -> (frames: Int, child: Int, window: Int) {
                let clock = try #require(window.clock)
                var frames = 0
                let counter = clock.connect(.afterPaint) {
                    frames += 1; window.queueDraw()
                }
                defer { counter.disconnect() }
                let before = (childRuns, windowRuns)
                window.queueDraw()
                #expect(MainLoop.run(until: { frames >= count }, timeout: 10), "\(frames) frames painted")
                return (frames, childRuns - before.0, windowRuns - before.1)
            }
            window.present()
            #expect(MainLoop.run(until: { windowRuns > 0 && childRuns > 0 }, timeout: 10), "the first frame")
            let first = try paint(3)
            #expect(first.child == first.frames && first.window == first.frames, "once per frame: \(first)")

            // The child: unrealized and realized again on the same clock.
            let clock = try #require(window.clock)
            child.visible = false
            gtk_widget_unrealize(child.widget)
            #expect(!child.realized)
            child.visible = true
            #expect(MainLoop.run(until: { child.realized }, timeout: 10))
            #expect(try #require(window.clock) == clock, "a child's clock is its window's")
            let again = try paint(3)
            #expect(again.child == again.frames, "the child's observer once per frame after a second realize: \(again)")

            // The window: a new surface and clock; the old clock keeps no handler of ours.
            window.visible = false
            gtk_widget_unrealize(window.widget)
            #expect(!window.realized)
            #expect(
                g_signal_has_handler_pending(clock.raw, afterPaint, 0, 0) == 0, "unrealize disconnected the observers")
            window.present()
            #expect(MainLoop.run(until: { window.realized }, timeout: 10))
            let second = try paint(3)
            #expect(second.window == second.frames && second.child == second.frames, "once per frame: \(second)")
        }
    }
}
