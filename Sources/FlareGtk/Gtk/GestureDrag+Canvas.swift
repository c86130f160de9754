import CFlareShim
import CGtk

extension GestureDrag {
    /// `gtk_gesture_drag_new` for mouse `button` only (`gtk_gesture_single_set_button`; 0: any).
    convenience init(button: Int) {
        self.init()
        gtk_gesture_single_set_button(opaque, guint(button))
    }

    /// `gtk_gesture_set_state(GTK_EVENT_SEQUENCE_DENIED)`: gives the gesture up, so the widgets below get it.
    func deny() {
        gtk_gesture_set_state(opaque, GTK_EVENT_SEQUENCE_DENIED)
    }
}
