import CFlareShim
import CGtk

/// `GdkFrameClock`: a realized widget's frame clock (`Widget.clock`), for what happens after a frame is painted.
@MainActor
final class FrameClock: Object {
    override class var gType: GType { gdk_frame_clock_get_type() }
}

extension Signal where Owner: FrameClock, Arguments == Void {
    /// `GdkFrameClock::after-paint`: the frame was painted.
    static var afterPaint: Self { .init("after-paint") }
    /// `GdkFrameClock::layout`: the frame's layout phase (GTK validates styles and allocates the window here).
    static var layout: Self { .init("layout") }
}

extension Widget {
    /// Runs `handler` once in the layout phase of the widget's next frame (`GdkFrameClock::layout`), after the
    /// handlers GTK connected before it: the window's styles are then computed (a new stylesheet's sizes included)
    /// and allocated. A size `handler` changes is laid out again in the same frame: GDK repeats the layout phase
    /// while one is requested, before it paints. Nothing happens when the widget is not realized.
    func inNextLayout(_ handler: @escaping @MainActor () -> Void) {
        guard let pointer = gtk_widget_get_frame_clock(raw.assumingMemoryBound(to: GtkWidget.self)) else { return }
        @MainActor final class Once {
            var handler: SignalHandler?
        }
        let once = Once()
        once.handler = FrameClock(borrowing: pointer).connect(.layout) {
            guard let connected = once.handler else { return }
            once.handler = nil
            connected.disconnect()
            handler()
        }
        gdk_frame_clock_request_phase(pointer, GDK_FRAME_CLOCK_PHASE_LAYOUT)
    }
}

extension Widget {
    /// Runs `handler` after every frame the widget's frame clock paints (`GdkFrameClock::after-paint`), across
    /// realizations: connected to the clock on `realize` (at once when already realized) and disconnected on
    /// `unrealize`, so a widget realized again runs it once per frame, never once per realization.
    func connectAfterPaint(_ handler: @escaping @MainActor () -> Void) {
        connectToClock { $0.connect(.afterPaint, handler) }
    }

    /// Runs `handler` at the end of every pass of the layout phase of the widget's frame clock
    /// (`GdkFrameClock::layout`, connected after GTK's handlers, so the window is allocated when it runs), across
    /// realizations as `connectAfterPaint`. A size or position `handler` changes is allocated again before the frame
    /// is painted (GDK repeats the layout phase while one is requested, up to four times): what it sets shows in
    /// the same frame, and nothing is left to lay out after the paint.
    func connectAfterLayout(_ handler: @escaping @MainActor () -> Void) {
        connectToClock { $0.connectAfter(.layout, handler) }
    }

    private func connectToClock(_ link: @escaping @MainActor (FrameClock) -> SignalHandler) {
        // Shared by the two closures below, which GLib releases when the widget is finalized. It holds the clock
        // (a reference) while the handler is connected, so disconnecting never touches a finalized clock.
        @MainActor final class Slot {
            var connected: (clock: FrameClock, handler: SignalHandler)?
            func disconnect() {
                connected?.handler.disconnect()
                connected = nil
            }
        }
        let slot = Slot()
        // The closures live only as long as the instance (GLib frees them when it is finalized): `raw` is valid
        // whenever they run; capturing the wrapper instead would keep the widget alive forever.
        let raw = self.raw
        let attach: @MainActor () -> Void = {
            slot.disconnect()
            guard let pointer = gtk_widget_get_frame_clock(raw.assumingMemoryBound(to: GtkWidget.self)) else { return }
            let clock = FrameClock(borrowing: pointer)
            slot.connected = (clock, link(clock))
        }
        connect(.realize, attach)
        connect(.unrealize) { slot.disconnect() }
        if realized { attach() }
    }
}
