import CFlareShim
import CGtk

/// `GtkRevealer`: a child shown and hidden with a transition.
@MainActor
final class Revealer: Widget {
    override class var gType: GType { gtk_revealer_get_type() }

    /// `gtk_revealer_new` with `gtk_revealer_set_transition_type` and `gtk_revealer_set_child`.
    convenience init(_ child: Widget, transition: GtkRevealerTransitionType) {
        defer { withExtendedLifetime(child) {} }
        self.init(taking: gtk_revealer_new())
        gtk_revealer_set_transition_type(opaque, transition)
        gtk_revealer_set_child(opaque, child.widget)
    }

    /// `gtk_revealer_get_reveal_child` / `gtk_revealer_set_reveal_child`.
    var revealChild: Bool {
        get { gtk_revealer_get_reveal_child(opaque).bool }
        set { gtk_revealer_set_reveal_child(opaque, newValue.g) }
    }
}
