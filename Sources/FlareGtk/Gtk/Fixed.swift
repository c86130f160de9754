import CFlareShim
import CGtk

/// `GtkFixed`: children placed at positions (and transforms) set by hand.
@MainActor
class Fixed: Widget {
    override class var gType: GType { gtk_fixed_get_type() }

    /// `gtk_fixed_new`.
    convenience init() { self.init(taking: gtk_fixed_new()) }

    /// `gtk_fixed_put` at `(x, y)` in logical pixels.
    func put(_ child: Widget, x: Double, y: Double) {
        defer { withExtendedLifetime(child) {} }; gtk_fixed_put(c(), child.widget, x, y)
    }
    /// `gtk_fixed_move`.
    func move(_ child: Widget, x: Double, y: Double) {
        defer { withExtendedLifetime(child) {} }; gtk_fixed_move(c(), child.widget, x, y)
    }
    /// `gtk_fixed_remove`.
    func remove(_ child: Widget) { defer { withExtendedLifetime(child) {} }; gtk_fixed_remove(c(), child.widget) }
    /// `gtk_fixed_get_child_position`.
    func position(of child: Widget) -> (x: Double, y: Double) {
        defer { withExtendedLifetime(child) {} }
        var x = 0.0, y = 0.0
        gtk_fixed_get_child_position(c(), child.widget, &x, &y)
        return (x, y)
    }

    /// `gtk_fixed_set_child_transform` to a translation by `(x, y)`, then a scale by `scale`, about the
    /// child's origin (`gsk_transform_translate`, `gsk_transform_scale`).
    func setTransform(_ child: Widget, x: Double, y: Double, scale: Double = 1) {
        setTransform(child) { t in
            let moved = gsk_transform_translate(t, [graphene_point_t(x: Float(x), y: Float(y))])
            return scale == 1 ? moved : gsk_transform_scale(moved, Float(scale), Float(scale))
        }
    }

    /// `gtk_fixed_set_child_transform` drawing `child` (of `size` points) scaled by `scale` about its centre, with
    /// its centre at `centre`: a translation to the centre, the scale, a translation back by half the size
    /// (`gsk_transform_translate`, `gsk_transform_scale`), as the stage presents an alert.
    func setTransform(
        _ child: Widget, centre: (x: Double, y: Double), size: (width: Double, height: Double),
        scale: Double
    ) {
        setTransform(child) { t in
            let centred = gsk_transform_translate(t, [graphene_point_t(x: Float(centre.x), y: Float(centre.y))])
            let scaled = gsk_transform_scale(centred, Float(scale), Float(scale))
            return gsk_transform_translate(
                scaled, [graphene_point_t(x: Float(-size.width / 2), y: Float(-size.height / 2))])
        }
    }

    /// `gtk_fixed_set_child_transform` to a translation by `(x, y)`, then a rotation by `degrees` (clockwise)
    /// about that point (`gsk_transform_translate`, `gsk_transform_rotate`): how the rocket map draws an edge.
    func setTransform(_ child: Widget, x: Double, y: Double, rotation degrees: Double) {
        setTransform(child) { t in
            gsk_transform_rotate(
                gsk_transform_translate(t, [graphene_point_t(x: Float(x), y: Float(y))]), Float(degrees))
        }
    }

    /// Sets the transform `build` makes from the identity (nil), then drops this side's reference to it
    /// (`gtk_fixed_set_child_transform` takes its own); the child is kept alive until GTK has it.
    private func setTransform(_ child: Widget, _ build: (OpaquePointer?) -> OpaquePointer?) {
        defer { withExtendedLifetime(child) {} }
        let transform = build(nil)
        gtk_fixed_set_child_transform(c(), child.widget, transform)
        gsk_transform_unref(transform)
    }
}

/// `FlareZoomFixed` (CFlareShim's zoom.c): a `GtkFixed` that draws a child under a scale with the scale pushed down
/// to the child's parts (`flare_zoom_spread`). GSK 4.8 repaints a scaled node whole when anything under it changed;
/// spread, a change repaints only the parts it touched. Layout, picking and child transforms are `GtkFixed`'s.
@MainActor
final class ZoomFixed: Fixed {
    override class var gType: GType { flare_zoom_fixed_get_type() }

    /// `flare_zoom_fixed_new`.
    convenience init() { self.init(taking: flare_zoom_fixed_new()) }
}
