import CFlareShim
import CGtk

/// `GtkListBox`: a vertical list of rows, each a `ListBoxRow` around a child.
@MainActor
final class ListBox: Widget {
    override class var gType: GType { gtk_list_box_get_type() }

    /// `gtk_list_box_new` with `gtk_list_box_set_selection_mode`.
    convenience init(selection: SelectionMode) {
        self.init(taking: gtk_list_box_new())
        gtk_list_box_set_selection_mode(opaque, selection.gtk)
    }

    /// `gtk_list_box_append`; returns the row GTK wraps `child` in (`gtk_widget_get_parent`).
    @discardableResult
    func append(_ child: Widget) -> ListBoxRow {
        defer { withExtendedLifetime(child) {} }
        gtk_list_box_append(opaque, child.widget)
        return ListBoxRow.cast(child.parent)!
    }
    /// `gtk_list_box_remove`.
    func remove(_ row: ListBoxRow) { defer { withExtendedLifetime(row) {} }; gtk_list_box_remove(opaque, row.widget) }
    /// `gtk_list_box_select_row` (nil: `gtk_list_box_unselect_all`).
    func select(_ row: ListBoxRow?) {
        defer { withExtendedLifetime(row) {} }
        if let row { gtk_list_box_select_row(opaque, row.c()) } else { gtk_list_box_unselect_all(opaque) }
    }

    /// `GtkListBox::row-selected` with its row (nil: none).
    @discardableResult
    func connect(
        _ signal: Signal<ListBox, UnsafeMutableRawPointer?>,
        _ handler: @escaping @MainActor (ListBoxRow?) -> Void
    ) -> SignalHandler {
        connect(signal) { (row: UnsafeMutableRawPointer?) in handler(ListBoxRow.cast(row)) }
    }
}

extension Signal where Owner: ListBox, Arguments == UnsafeMutableRawPointer? {
    /// `GtkListBox::row-selected` (`GtkListBoxRow *`, nil when the selection is cleared).
    static var rowSelected: Self { .init("row-selected") }
}

/// `GtkListBoxRow`.
@MainActor
final class ListBoxRow: Widget {
    override class var gType: GType { gtk_list_box_row_get_type() }

    /// `gtk_list_box_row_set_activatable` and `gtk_list_box_row_set_selectable` at once (a heading row: false).
    func setActivatableAndSelectable(_ on: Bool) {
        gtk_list_box_row_set_activatable(c(), on.g)
        gtk_list_box_row_set_selectable(c(), on.g)
    }
}
