import CFlareShim
import CGtk

extension Widget {
    /// `gtk_widget_add_controller`, which takes the reference it is given (transfer full): the widget is given its
    /// own (`g_object_ref`), so the wrapper keeps its one. (`Widget.add(_:)` hands the wrapper's reference over, and
    /// the wrapper's release then frees a controller the widget still lists: GTK aborts in `gtk_widget_finalize`.)
    func attach(_ controller: EventController) {
        gtk_widget_add_controller(widget, OpaquePointer(g_object_ref(controller.raw)))
    }

    /// Whether the widget is in a toplevel (`gtk_widget_get_root` is not nil): styled by the display's CSS.
    var isInRoot: Bool { gtk_widget_get_root(widget) != nil }

    /// `gtk_widget_has_css_class` on this widget, then on each descendant, depth first: the first with `name`.
    func descendant(withClass name: String) -> Widget? {
        if hasClass(name) { return self }
        for child in children {
            if let found = child.descendant(withClass: name) { return found }
        }
        return nil
    }

    /// The first of this widget and its descendants, depth first, whose CSS node name (`gtk_widget_get_css_name`)
    /// is `name` (`label`; `text`, an entry's text area).
    func descendant(named name: String) -> Widget? {
        if cssName == name { return self }
        for child in children {
            if let found = child.descendant(named: name) { return found }
        }
        return nil
    }
}

extension Fixed {
    /// `gtk_fixed_set_child_transform` drawing `child` (of `size` points) scaled by `scale` about its centre, with
    /// its centre at `centre`: a translation to the centre, the scale, a translation back by half the size
    /// (`gsk_transform_translate`, `gsk_transform_scale`), as the stage presents an alert.
    func setTransform(_ child: Widget, centre: (x: Double, y: Double), size: (width: Double, height: Double),
                      scale: Double) {
        var transform = gsk_transform_translate(nil, [graphene_point_t(x: Float(centre.x), y: Float(centre.y))])
        transform = gsk_transform_scale(transform, Float(scale), Float(scale))
        transform = gsk_transform_translate(transform, [graphene_point_t(x: Float(-size.width / 2), y: Float(-size.height / 2))])
        gtk_fixed_set_child_transform(c(), child.widget, transform)
        gsk_transform_unref(transform)
    }
}
