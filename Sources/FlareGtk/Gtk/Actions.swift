import CFlareShim
import CGtk

/// `GSimpleAction`: a named action without a parameter (`g_simple_action_new`).
@MainActor
final class SimpleAction: Object {
    override class var gType: GType { g_simple_action_get_type() }

    /// `g_simple_action_new` without a parameter type.
    convenience init(_ name: String) { self.init(taking: g_simple_action_new(name, nil)) }

    /// `g_simple_action_new` with a string parameter (`G_VARIANT_TYPE_STRING`): menu items name it with its target,
    /// `app.open-recent::/path/spec.yaml`.
    convenience init(stringParameter name: String) {
        let type = g_variant_type_new("s")
        defer { g_variant_type_free(type) }
        self.init(taking: g_simple_action_new(name, type))
    }

    /// The string an `activate` handler's parameter holds (`g_variant_get_string`); nil without one.
    static func string(_ parameter: UnsafeMutableRawPointer?) -> String? {
        parameter.flatMap { g_variant_get_string(OpaquePointer($0), nil) }.map { String(cString: $0) }
    }
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

    /// Whether the group has an action `name` (`g_action_map_lookup_action`).
    func has(_ name: String) -> Bool { g_action_map_lookup_action(opaque, name) != nil }

    /// `g_action_group_activate_action` of `name` with a string parameter (a menu item's target).
    func activate(_ name: String, string: String) {
        g_action_group_activate_action(opaque, name, g_variant_new_string(string))
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

    /// `g_menu_append_submenu`.
    func appendSubmenu(_ label: String, _ submenu: Menu) {
        defer { withExtendedLifetime(submenu) {} }
        g_menu_append_submenu(opaque, label, UnsafeMutablePointer(OpaquePointer(submenu.raw)))
    }

    /// `g_menu_model_get_n_items`.
    var itemCount: Int { Int(g_menu_model_get_n_items(UnsafeMutablePointer(OpaquePointer(raw)))) }

    /// `g_menu_remove_all`.
    func removeAll() { g_menu_remove_all(opaque) }
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
