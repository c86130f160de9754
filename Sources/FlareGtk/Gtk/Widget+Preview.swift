import CFlareShim
import CGtk

extension Widget {
    /// `gtk_widget_insert_action_group`: the group's actions as `<prefix>.<name>` for this widget and under it.
    func insert(_ group: SimpleActionGroup, as prefix: String) { insertActionGroup(prefix, group.raw) }
}

extension Widget {
    /// `gtk_widget_get_frame_clock` as a wrapper (nil until realized).
    var clock: FrameClock? { frameClock.map { FrameClock(borrowing: $0) } }
}

extension Widget {
    /// `gtk_widget_add_controller`, which takes the caller's reference (transfer full): the widget gets one of
    /// its own (`g_object_ref`), so the wrapper's reference stays the wrapper's.
    func attach(_ controller: EventController) {
        g_object_ref(controller.raw)
        gtk_widget_add_controller(widget, controller.opaque)
    }
}
