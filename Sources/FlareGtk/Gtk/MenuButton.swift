import CFlareShim
import CGtk

/// `GtkMenuButton`: a button that opens a popover or a menu model.
@MainActor
class MenuButton: Widget {
    override class var gType: GType { gtk_menu_button_get_type() }

    /// `gtk_menu_button_new`, with a label or an icon (`gtk_menu_button_set_label`, `_set_icon_name`).
    convenience init(label: String? = nil, icon: String? = nil) {
        self.init(taking: gtk_menu_button_new())
        if let label { gtk_menu_button_set_label(opaque, label) }
        if let icon { gtk_menu_button_set_icon_name(opaque, icon) }
    }
    /// `gtk_menu_button_set_popover`.
    func setPopover(_ popover: Popover?) {
        defer { withExtendedLifetime(popover) {} }; gtk_menu_button_set_popover(opaque, popover?.widget)
    }
    /// `gtk_menu_button_popup` / `gtk_menu_button_popdown`: opens or closes its popover or menu.
    func popup() { gtk_menu_button_popup(opaque) }
    func popdown() { gtk_menu_button_popdown(opaque) }
    /// `gtk_menu_button_set_child` (GTK 4.6): what the button shows instead of a label or an icon.
    func setChild(_ child: Widget) {
        defer { withExtendedLifetime(child) {} }; gtk_menu_button_set_child(opaque, child.widget)
    }
    /// `gtk_menu_button_set_menu_model` of a `GMenu`.
    func setMenu(_ menu: Menu) {
        defer { withExtendedLifetime(menu) {} };
        gtk_menu_button_set_menu_model(opaque, menu.raw.assumingMemoryBound(to: GMenuModel.self))
    }
}

/// `GtkPopover`.
@MainActor
class Popover: Widget {
    override class var gType: GType { gtk_popover_get_type() }

    /// `gtk_popover_new` around `child` (`gtk_popover_set_child`).
    convenience init(_ child: Widget? = nil) {
        defer { withExtendedLifetime(child) {} }
        self.init(taking: gtk_popover_new())
        if let child { gtk_popover_set_child(c(), child.widget) }
    }
    /// `gtk_popover_popup` / `gtk_popover_popdown`.
    func popup() { gtk_popover_popup(c()) }
    func popdown() { gtk_popover_popdown(c()) }
}

extension Popover {
    /// `gtk_widget_set_parent`: a popover is attached to the widget it points from (`unparent()` detaches it).
    func attach(to parent: Widget) {
        defer { withExtendedLifetime(parent) {} }; gtk_widget_set_parent(widget, parent.widget)
    }
    /// `gtk_popover_set_pointing_to`: the rectangle, in the parent's coordinates, the popover points at.
    func point(at x: Double, _ y: Double, width: Double, height: Double) {
        var rect = GdkRectangle(
            x: gint(x.rounded()), y: gint(y.rounded()), width: gint(max(1, width.rounded())),
            height: gint(max(1, height.rounded())))
        gtk_popover_set_pointing_to(c(), &rect)
    }
    /// `gtk_popover_set_position`.
    var position: PositionType {
        get { PositionType(gtk_popover_get_position(c())) }
        set { gtk_popover_set_position(c(), newValue.gtk) }
    }
}

extension Signal where Owner: Popover, Arguments == Void {
    /// `GtkPopover::closed`: the popover was hidden (Escape, a click away, `popdown`).
    static var closed: Self { .init("closed") }
}
