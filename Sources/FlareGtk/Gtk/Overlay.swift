import CFlareShim
import CGtk

/// `GtkOverlay`: a main child with children drawn over it.
@MainActor
class Overlay: Widget {
    override class var gType: GType { gtk_overlay_get_type() }

    /// `gtk_overlay_new`.
    convenience init() { self.init(taking: gtk_overlay_new()) }

    /// `gtk_overlay_get_child` / `gtk_overlay_set_child`.
    var child: Widget? {
        get { gtk_overlay_get_child(opaque).map { Widget(borrowing: $0) } }
        set { defer { withExtendedLifetime(newValue) {} }; gtk_overlay_set_child(opaque, newValue?.widget) }
    }
    /// `gtk_overlay_add_overlay`; `clip` and `measure` set `gtk_overlay_set_clip_overlay` and
    /// `gtk_overlay_set_measure_overlay` for it.
    func addOverlay(_ child: Widget, clip: Bool = false, measure: Bool = false) {
        defer { withExtendedLifetime(child) {} }
        gtk_overlay_add_overlay(opaque, child.widget)
        if clip { gtk_overlay_set_clip_overlay(opaque, child.widget, 1) }
        if measure { gtk_overlay_set_measure_overlay(opaque, child.widget, 1) }
    }
    /// `gtk_overlay_remove_overlay`.
    func removeOverlay(_ child: Widget) {
        defer { withExtendedLifetime(child) {} }; gtk_overlay_remove_overlay(opaque, child.widget)
    }
}

extension Overlay {
    /// `child` shown at exactly `width` × `height` points (-1: free): an overlay whose main child is an empty
    /// sizer of that size and whose overlay, clipped, is `child` (a `GtkPicture` alone asks for its texture's pixels).
    convenience init(sizing child: Widget, width: Double, height: Double) {
        self.init()
        let sizer = Box(.vertical)
        sizer.setSizeRequest(width: width, height: height)
        self.child = sizer
        addOverlay(child, clip: true)
    }
}
