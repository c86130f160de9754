import CFlareShim
import CGtk

extension Widget {
    /// `gtk_widget_add_controller`, which takes a reference to the controller (transfer full): one is added for
    /// it (`g_object_ref`), so the wrapper keeps its own. `add(_:)` hands GTK the wrapper's reference, which the
    /// wrapper's deinit then drops a second time (GTK aborts in `gtk_widget_finalize`); the lead folds this in.
    func addController(_ controller: EventController) {
        g_object_ref(controller.raw)
        gtk_widget_add_controller(widget, controller.opaque)
    }
}
