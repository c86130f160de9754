import CFlareShim
import CGtk

extension Fixed {
    /// `gtk_fixed_set_child_transform` to a translation by `(x, y)`, then a rotation by `degrees` (clockwise)
    /// about that point (`gsk_transform_translate`, `gsk_transform_rotate`): how the rocket map draws an edge.
    func setTransform(_ child: Widget, x: Double, y: Double, rotation degrees: Double) {
        var transform = gsk_transform_translate(nil, [graphene_point_t(x: Float(x), y: Float(y))])
        transform = gsk_transform_rotate(transform, Float(degrees))
        gtk_fixed_set_child_transform(c(), child.widget, transform)
        gsk_transform_unref(transform)
    }
}
