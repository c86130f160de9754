import CFlareShim
import CGtk

/// `GtkFixed`: children placed at positions (and transforms) set by hand.
@MainActor
class Fixed: Widget {
    override class var gType: GType { gtk_fixed_get_type() }

    /// `gtk_fixed_new`.
    convenience init() { self.init(taking: gtk_fixed_new()) }

    /// `gtk_fixed_put` at `(x, y)` in logical pixels.
    func put(_ child: Widget, x: Double, y: Double) { gtk_fixed_put(c(), child.widget, x, y) }
    /// `gtk_fixed_move`.
    func move(_ child: Widget, x: Double, y: Double) { gtk_fixed_move(c(), child.widget, x, y) }
    /// `gtk_fixed_remove`.
    func remove(_ child: Widget) { gtk_fixed_remove(c(), child.widget) }
    /// `gtk_fixed_get_child_position`.
    func position(of child: Widget) -> (x: Double, y: Double) {
        var x = 0.0, y = 0.0
        gtk_fixed_get_child_position(c(), child.widget, &x, &y)
        return (x, y)
    }
    /// `gtk_fixed_set_child_transform` to a translation by `(x, y)`, then a scale by `scale`, about the
    /// child's origin (`gsk_transform_translate`, `gsk_transform_scale`).
    func setTransform(_ child: Widget, x: Double, y: Double, scale: Double = 1) {
        var point = graphene_point_t(x: Float(x), y: Float(y))
        var transform = gsk_transform_translate(nil, &point)
        if scale != 1 { transform = gsk_transform_scale(transform, Float(scale), Float(scale)) }
        gtk_fixed_set_child_transform(c(), child.widget, transform)
        gsk_transform_unref(transform)
    }

    /// Places `child` in the box `(x, y, width, height)` scaled by `scale` about the box's centre:
    /// `gtk_fixed_set_child_transform` of a translation to the centre (`gsk_transform_translate`), the scale
    /// (`gsk_transform_scale`) and a translation back by half the size. The Rocket panel's cards bounce this way.
    func setTransform(_ child: Widget, x: Double, y: Double, width: Double, height: Double, scale: Double) {
        var t = gsk_transform_translate(nil, [graphene_point_t(x: Float(x + width / 2), y: Float(y + height / 2))])
        t = gsk_transform_scale(t, Float(scale), Float(scale))
        t = gsk_transform_translate(t, [graphene_point_t(x: Float(-width / 2), y: Float(-height / 2))])
        gtk_fixed_set_child_transform(c(), child.widget, t)
        gsk_transform_unref(t)
    }
}
