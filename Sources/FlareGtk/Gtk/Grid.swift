import CFlareShim
import CGtk

/// `GtkGrid`: children in rows and columns.
@MainActor
class Grid: Widget {
    override class var gType: GType { gtk_grid_get_type() }

    /// `gtk_grid_new`, with `gtk_grid_set_column_spacing` and `gtk_grid_set_row_spacing`.
    convenience init(columnSpacing: Int = 0, rowSpacing: Int = 0) {
        self.init(taking: gtk_grid_new())
        self.columnSpacing = columnSpacing
        self.rowSpacing = rowSpacing
    }

    /// `gtk_grid_get_column_spacing` / `gtk_grid_set_column_spacing`.
    var columnSpacing: Int {
        get { Int(gtk_grid_get_column_spacing(c())) }
        set { gtk_grid_set_column_spacing(c(), guint(newValue)) }
    }
    /// `gtk_grid_get_row_spacing` / `gtk_grid_set_row_spacing`.
    var rowSpacing: Int {
        get { Int(gtk_grid_get_row_spacing(c())) }
        set { gtk_grid_set_row_spacing(c(), guint(newValue)) }
    }
    /// `gtk_grid_get_row_homogeneous` / `gtk_grid_set_row_homogeneous`: every row as tall as the tallest.
    var rowHomogeneous: Bool {
        get { gtk_grid_get_row_homogeneous(c()).bool }
        set { gtk_grid_set_row_homogeneous(c(), newValue.g) }
    }
    /// `gtk_grid_attach`: `child` at `column`, `row`, spanning `width` columns and `height` rows.
    func attach(_ child: Widget, column: Int, row: Int, width: Int = 1, height: Int = 1) {
        defer { withExtendedLifetime(child) {} }
        gtk_grid_attach(c(), child.widget, gint(column), gint(row), gint(width), gint(height))
    }
    /// `gtk_grid_remove`.
    func remove(_ child: Widget) { defer { withExtendedLifetime(child) {} }; gtk_grid_remove(c(), child.widget) }
    /// Removes every child (`gtk_grid_remove`).
    func removeAll() { while let child = gtk_widget_get_first_child(widget) { gtk_grid_remove(c(), child) } }
}
