import CFlareShim
import CGtk

extension GestureDrag {
    /// `gtk_gesture_set_state(GTK_EVENT_SEQUENCE_CLAIMED)`: this drag takes the press, so the widgets under it (an
    /// alert's button, the stage's mask tap) never see it (a Space+drag pan that starts over the stage).
    func claim() { _ = gtk_gesture_set_state(opaque, GTK_EVENT_SEQUENCE_CLAIMED) }
}
