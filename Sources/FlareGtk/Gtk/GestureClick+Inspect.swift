import CFlareShim
import CGtk

extension GestureClick {
    /// `gtk_gesture_set_state(GTK_EVENT_SEQUENCE_CLAIMED)`: this gesture takes the press, so the widgets under and
    /// around it (a button, the stage's mask tap) never see it.
    func claim() { _ = gtk_gesture_set_state(opaque, GTK_EVENT_SEQUENCE_CLAIMED) }
}
