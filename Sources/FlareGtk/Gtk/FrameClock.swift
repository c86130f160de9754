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
}
