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
        holdsItsPageStill()
    }

    /// While the popover shows, the scrolled page it opens from does not scroll to the focus. GTK tells a widget's
    /// ancestors where the focus moved, and a popover's ancestors are its parent's: the page's `GtkViewport` then
    /// scrolled to the focused widget of the popover, measured as if it were in the page (a colour picker's hex
    /// field losing the focus to "Use" moved the page ~260 px). The viewport keeps the focus in view again when
    /// the popover closes.
    private func holdsItsPageStill() {
        let popover = widget  // alive as long as its own handlers
        let held = HeldViewport()
        connect(.map) {
            guard let parent = gtk_widget_get_parent(popover),
                let viewport = gtk_widget_get_ancestor(parent, gtk_viewport_get_type()).map(OpaquePointer.init),
                gtk_viewport_get_scroll_to_focus(viewport).bool
            else { return }
            gtk_viewport_set_scroll_to_focus(viewport, false.g)
            held.viewport = viewport
            g_object_ref(UnsafeMutableRawPointer(viewport))
        }
        connect(.unmap) {
            guard let viewport = held.viewport else { return }
            held.viewport = nil
            gtk_viewport_set_scroll_to_focus(viewport, true.g)
            g_object_unref(UnsafeMutableRawPointer(viewport))
        }
    }
    /// `gtk_popover_popup` / `gtk_popover_popdown`.
    func popup() { gtk_popover_popup(c()) }
    func popdown() { gtk_popover_popdown(c()) }
}

/// The viewport a shown popover holds still (`Popover.holdsItsPageStill`), referenced while it does.
@MainActor
private final class HeldViewport {
    var viewport: OpaquePointer?
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
