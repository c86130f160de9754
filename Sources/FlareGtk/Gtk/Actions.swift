import CFlareShim
import CGtk

/// `GSimpleAction`: a named action without a parameter (`g_simple_action_new`).
@MainActor
final class SimpleAction: Object {
    override class var gType: GType { g_simple_action_get_type() }

    /// `g_simple_action_new` without a parameter type.
    convenience init(_ name: String) { self.init(taking: g_simple_action_new(name, nil)) }
}

extension Signal where Owner: SimpleAction, Arguments == UnsafeMutableRawPointer? {
    /// `GSimpleAction::activate` (its `GVariant` parameter: nil for Flare's actions).
    static var activate: Self { .init("activate") }
}

/// `GSimpleActionGroup`: the actions a widget gets under a prefix (`Widget.insert(_:as:)`).
@MainActor
final class SimpleActionGroup: Object {
    override class var gType: GType { g_simple_action_group_get_type() }

    /// `g_simple_action_group_new`.
    convenience init() { self.init(taking: g_simple_action_group_new()) }

    /// `g_action_map_add_action` (the group takes a reference).
    func add(_ action: SimpleAction) {
        defer { withExtendedLifetime(action) {} }; g_action_map_add_action(opaque, action.opaque)
    }

    /// `g_simple_action_set_enabled` of the action `name` (`g_action_map_lookup_action`): a disabled action's
    /// shortcuts and menu items do nothing.
    func setEnabled(_ name: String, _ enabled: Bool) {
        guard let action = g_action_map_lookup_action(opaque, name) else { return }
        g_simple_action_set_enabled(action, enabled.g)
    }
}

/// `GMenu`: a menu model of labelled actions.
@MainActor
final class Menu: Object {
    override class var gType: GType { g_menu_get_type() }

    /// `g_menu_new`.
    convenience init() { self.init(taking: g_menu_new()) }

    /// `g_menu_append`: an item that activates `action` (`win.reload`, ...).
    func append(_ label: String, action: String) { g_menu_append(opaque, label, action) }
}

/// `GtkShortcutController`: keyboard shortcuts that activate named actions.
@MainActor
final class ShortcutController: EventController {
    override class var gType: GType { gtk_shortcut_controller_get_type() }

    /// `gtk_shortcut_controller_new` with `gtk_shortcut_controller_set_scope`.
    convenience init(scope: ShortcutScope) {
        self.init(taking: gtk_shortcut_controller_new())
        gtk_shortcut_controller_set_scope(opaque, scope.gtk)
    }

    /// `gtk_shortcut_controller_add_shortcut` of `gtk_shortcut_new(gtk_shortcut_trigger_parse_string(accelerator),
    /// gtk_named_action_new(action))`.
    func add(accelerator: String, action: String) {
        let trigger = gtk_shortcut_trigger_parse_string(accelerator)
        gtk_shortcut_controller_add_shortcut(opaque, gtk_shortcut_new(trigger, gtk_named_action_new(action)))
    }
}
