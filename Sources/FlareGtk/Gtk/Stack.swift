import CFlareShim
import CGtk

/// `GtkStack`: titled pages, one shown at a time, picked by name.
@MainActor
class Stack: Widget {
    override class var gType: GType { gtk_stack_get_type() }

    /// `gtk_stack_new`, with `gtk_stack_set_transition_type`.
    convenience init(transition: StackTransition = .none) {
        self.init(taking: gtk_stack_new())
        self.transition = transition
    }

    /// `gtk_stack_get_transition_type` / `gtk_stack_set_transition_type`.
    var transition: StackTransition {
        get { StackTransition(gtk: gtk_stack_get_transition_type(opaque)) }
        set { gtk_stack_set_transition_type(opaque, newValue.gtk) }
    }
    /// `gtk_stack_get_hhomogeneous` / `gtk_stack_set_hhomogeneous`: whether it asks for its widest page's width
    /// (else for the shown page's).
    var hhomogeneous: Bool {
        get { gtk_stack_get_hhomogeneous(opaque).bool }
        set { gtk_stack_set_hhomogeneous(opaque, newValue.g) }
    }
    /// `gtk_stack_add_titled`: `child` as the page `name`, titled `title`.
    func addTitled(_ child: Widget, name: String, title: String) {
        defer { withExtendedLifetime(child) {} }
        gtk_stack_add_titled(opaque, child.widget, name, title)
    }
    /// `gtk_stack_get_visible_child_name` / `gtk_stack_set_visible_child_name`: nil when the stack has no page
    /// (setting nil changes nothing).
    var visibleChildName: String? {
        get { gtk_stack_get_visible_child_name(opaque).map { String(cString: $0) } }
        set { if let newValue { gtk_stack_set_visible_child_name(opaque, newValue) } }
    }
}
