import CFlareShim
import CGtk

extension Popover {
    /// `gtk_widget_set_parent`: a popover is attached to the widget it points from (`unparent()` detaches it).
    func attach(to parent: Widget) { gtk_widget_set_parent(widget, parent.widget) }
    /// `gtk_popover_set_pointing_to`: the rectangle, in the parent's coordinates, the popover points at.
    func point(at x: Double, _ y: Double, width: Double, height: Double) {
        var rect = GdkRectangle(x: gint(x.rounded()), y: gint(y.rounded()), width: gint(max(1, width.rounded())),
                                height: gint(max(1, height.rounded())))
        gtk_popover_set_pointing_to(c(), &rect)
    }
    /// `gtk_popover_set_position`.
    var position: GtkPositionType {
        get { gtk_popover_get_position(c()) }
        set { gtk_popover_set_position(c(), newValue) }
    }
}

