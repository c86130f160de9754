import CFlareShim
import CGtk

/// `GtkEventController`: input handling a widget takes (`Widget.add(_:)`).
@MainActor
class EventController: Object {
    override class var gType: GType { gtk_event_controller_get_type() }

    /// `gtk_event_controller_set_propagation_phase`.
    var phase: PropagationPhase {
        get { PropagationPhase(gtk_event_controller_get_propagation_phase(opaque)) }
        set { gtk_event_controller_set_propagation_phase(opaque, newValue.gtk) }
    }
}

/// `GtkGestureClick`.
@MainActor
class GestureClick: EventController {
    override class var gType: GType { gtk_gesture_click_get_type() }

    /// `gtk_gesture_click_new`, for mouse `button` (0: any; `gtk_gesture_single_set_button`).
    convenience init(button: Int = 1) {
        self.init(taking: gtk_gesture_click_new())
        gtk_gesture_single_set_button(opaque, guint(button))
    }
}

extension Signal where Owner: GestureClick, Arguments == (Int, Double, Double) {
    /// `GtkGestureClick::pressed` (n_press, x, y).
    static var pressed: Self { .init("pressed") }
    /// `GtkGestureClick::released` (n_press, x, y).
    static var released: Self { .init("released") }
}

/// `GtkGestureDrag`.
@MainActor
class GestureDrag: EventController {
    override class var gType: GType { gtk_gesture_drag_get_type() }

    /// `gtk_gesture_drag_new`.
    convenience init() { self.init(taking: gtk_gesture_drag_new()) }

    /// `gtk_gesture_set_state(GTK_EVENT_SEQUENCE_CLAIMED)`: this drag takes the press, so the widgets under it (an
    /// alert's button, the stage's mask tap) never see it (a Space+drag pan that starts over the stage).
    func claim() { _ = gtk_gesture_set_state(opaque, GTK_EVENT_SEQUENCE_CLAIMED) }
}

extension Signal where Owner: GestureDrag, Arguments == (Double, Double) {
    /// `GtkGestureDrag::drag-begin` (start x, y).
    static var dragBegin: Self { .init("drag-begin") }
    /// `GtkGestureDrag::drag-update` (offset x, y).
    static var dragUpdate: Self { .init("drag-update") }
    /// `GtkGestureDrag::drag-end` (offset x, y).
    static var dragEnd: Self { .init("drag-end") }
}

/// `GtkEventControllerMotion`: the pointer entering, moving over and leaving a widget.
@MainActor
class MotionController: EventController {
    override class var gType: GType { gtk_event_controller_motion_get_type() }

    /// `gtk_event_controller_motion_new`.
    convenience init() { self.init(taking: gtk_event_controller_motion_new()) }
}

extension Signal where Owner: MotionController, Arguments == (Double, Double) {
    /// `GtkEventControllerMotion::enter` (x, y).
    static var enter: Self { .init("enter") }
    /// `GtkEventControllerMotion::motion` (x, y).
    static var motion: Self { .init("motion") }
}

extension Signal where Owner: MotionController, Arguments == Void {
    /// `GtkEventControllerMotion::leave`.
    static var leave: Self { .init("leave") }
}

/// `GtkEventControllerFocus`: the keyboard focus entering and leaving a widget.
@MainActor
class FocusController: EventController {
    override class var gType: GType { gtk_event_controller_focus_get_type() }

    /// `gtk_event_controller_focus_new`.
    convenience init() { self.init(taking: gtk_event_controller_focus_new()) }
}

extension Signal where Owner: FocusController, Arguments == Void {
    /// `GtkEventControllerFocus::enter`.
    static var enter: Self { .init("enter") }
    /// `GtkEventControllerFocus::leave`.
    static var leave: Self { .init("leave") }
}

extension GestureClick {
    /// `gtk_gesture_set_state(GTK_EVENT_SEQUENCE_CLAIMED)`: this gesture takes the press, so the widgets under and
    /// around it (a button, the stage's mask tap) never see it.
    func claim() { _ = gtk_gesture_set_state(opaque, GTK_EVENT_SEQUENCE_CLAIMED) }
}

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

extension EventController {
    /// `gtk_event_controller_get_current_event_state`: the modifier keys held during the event being handled.
    var modifiers: ModifierType { ModifierType(gtk_event_controller_get_current_event_state(opaque)) }
}
