import CFlareShim
import CGtk

/// `GtkEventControllerKey`: key presses and releases reaching a widget (the canvas's Space-to-pan).
@MainActor
final class KeyController: EventController {
    override class var gType: GType { gtk_event_controller_key_get_type() }

    /// `gtk_event_controller_key_new`.
    convenience init() { self.init(taking: gtk_event_controller_key_new()) }
}

extension Signal where Owner: KeyController, Arguments == (UInt, UInt, UInt) -> Bool {
    /// `GtkEventControllerKey::key-pressed` (keyval, keycode, modifier state); true: handled, it goes no further.
    static var keyPressed: Self { .init("key-pressed") }
}

extension Signal where Owner: KeyController, Arguments == (UInt, UInt, UInt) {
    /// `GtkEventControllerKey::key-released` (keyval, keycode, modifier state).
    static var keyReleased: Self { .init("key-released") }
}
