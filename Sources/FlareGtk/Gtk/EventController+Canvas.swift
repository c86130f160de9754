import CFlareShim
import CGtk

extension EventController {
    /// `gtk_event_controller_get_current_event_state`: the modifier keys held during the event being handled.
    var modifiers: GdkModifierType { gtk_event_controller_get_current_event_state(opaque) }
}
