import CFlareShim
import CGtk

/// `GtkGestureZoom`: a two-finger pinch on a touchpad or touchscreen.
@MainActor
final class GestureZoom: EventController {
    override class var gType: GType { gtk_gesture_zoom_get_type() }

    /// `gtk_gesture_zoom_new`.
    convenience init() { self.init(taking: gtk_gesture_zoom_new()) }

    /// `gtk_gesture_get_bounding_box_center`: the point between the fingers, in the widget's coordinates; nil
    /// unless the pinch is under way (`gtk_gesture_is_active`).
    var center: (x: Double, y: Double)? {
        guard gtk_gesture_is_active(opaque) != 0 else { return nil }
        var x = 0.0, y = 0.0
        return gtk_gesture_get_bounding_box_center(opaque, &x, &y) != 0 ? (x, y) : nil
    }
}

extension Signal where Owner: GestureZoom, Arguments == Double {
    /// `GtkGestureZoom::scale-changed` (the scale since the pinch began).
    static var scaleChanged: Self { .init("scale-changed") }
}

extension Signal where Owner: GestureZoom, Arguments == UnsafeMutableRawPointer? {
    /// `GtkGesture::begin` (the `GdkEventSequence` that began it).
    static var begin: Self { .init("begin") }
}
