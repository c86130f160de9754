import CFlareShim
import CGtk

extension Fixed {
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
