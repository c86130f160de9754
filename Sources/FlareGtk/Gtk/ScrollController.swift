import CFlareShim
import CGtk

/// `GtkEventControllerScroll`: wheel and touchpad scrolling over a widget.
@MainActor
final class ScrollController: EventController {
    override class var gType: GType { gtk_event_controller_scroll_get_type() }

    /// `gtk_event_controller_scroll_new` with `flags` (`GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES`, …).
    convenience init(_ flags: ScrollFlags = .bothAxes) {
        self.init(taking: gtk_event_controller_scroll_new(flags.gtk))
    }
}

extension Signal where Owner: ScrollController, Arguments == (Double, Double) -> Bool {
    /// `GtkEventControllerScroll::scroll` (dx, dy); the handler returns whether it handled the scroll.
    static var scroll: Self { .init("scroll") }
}
