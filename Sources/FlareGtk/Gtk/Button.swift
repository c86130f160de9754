import CFlareShim
import CGtk

/// `GtkButton`.
@MainActor
class Button: Widget {
    override class var gType: GType { gtk_button_get_type() }

    /// `gtk_button_new` (an empty button; give it a `child`).
    convenience init() { self.init(taking: gtk_button_new()) }
    /// `gtk_button_new_with_label`.
    convenience init(label: String) { self.init(taking: gtk_button_new_with_label(label)) }
    /// `gtk_button_new_from_icon_name`.
    convenience init(icon: String) { self.init(taking: gtk_button_new_from_icon_name(icon)) }

    /// `gtk_button_get_label` / `gtk_button_set_label`.
    var label: String? {
        get { gtk_button_get_label(c()).map { String(cString: $0) } }
        set { gtk_button_set_label(c(), newValue) }
    }
    /// `gtk_button_get_icon_name` / `gtk_button_set_icon_name`.
    var iconName: String? {
        get { gtk_button_get_icon_name(c()).map { String(cString: $0) } }
        set { gtk_button_set_icon_name(c(), newValue) }
    }
    /// `gtk_button_get_child` / `gtk_button_set_child`.
    var child: Widget? {
        get { gtk_button_get_child(c()).map { Widget(borrowing: $0) } }
        set { defer { withExtendedLifetime(newValue) {} }; gtk_button_set_child(c(), newValue?.widget) }
    }
    /// `gtk_button_set_has_frame`.
    var hasFrame: Bool {
        get { gtk_button_get_has_frame(c()).bool }
        set { gtk_button_set_has_frame(c(), newValue.g) }
    }
    /// `gtk_actionable_set_action_name`: the action (`win.reload`, ...) the button activates.
    var actionName: String? {
        get { gtk_actionable_get_action_name(opaque).map { String(cString: $0) } }
        set { gtk_actionable_set_action_name(opaque, newValue) }
    }
}

extension Signal where Owner: Button, Arguments == Void {
    /// `GtkButton::clicked`.
    static var clicked: Self { .init("clicked") }
}

/// `GtkToggleButton`.
@MainActor
class ToggleButton: Button {
    override class var gType: GType { gtk_toggle_button_get_type() }

    /// `gtk_toggle_button_new`.
    convenience init() { self.init(taking: gtk_toggle_button_new()) }
    /// `gtk_toggle_button_new_with_label`.
    convenience init(label: String) { self.init(taking: gtk_toggle_button_new_with_label(label)) }

    /// `gtk_toggle_button_get_active` / `gtk_toggle_button_set_active`.
    var active: Bool {
        get { gtk_toggle_button_get_active(c()).bool }
        set { gtk_toggle_button_set_active(c(), newValue.g) }
    }
    /// `gtk_toggle_button_set_group`: one of the group is active at a time.
    func join(_ group: ToggleButton?) {
        defer { withExtendedLifetime(group) {} }; gtk_toggle_button_set_group(c(), group?.c())
    }
}

extension Signal where Owner: ToggleButton, Arguments == Void {
    /// `GtkToggleButton::toggled`.
    static var toggled: Self { .init("toggled") }
}

/// `GtkCheckButton`.
@MainActor
class CheckButton: Widget {
    override class var gType: GType { gtk_check_button_get_type() }

    /// `gtk_check_button_new_with_label`.
    convenience init(label: String?) { self.init(taking: gtk_check_button_new_with_label(label)) }

    /// `gtk_check_button_get_active` / `gtk_check_button_set_active`.
    var active: Bool {
        get { gtk_check_button_get_active(c()).bool }
        set { gtk_check_button_set_active(c(), newValue.g) }
    }
}

extension Signal where Owner: CheckButton, Arguments == Void {
    /// `GtkCheckButton::toggled`.
    static var toggled: Self { .init("toggled") }
}
