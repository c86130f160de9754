import CFlareShim
import CGtk

/// A small read-only table: dim column headings over rows of labels in a `GtkGrid`, framed like a GNOME
/// boxed list, with a placeholder when empty. The inspector's tables hold a handful of rows, so it is rebuilt
/// whole on every change; `rows` keeps what it shows (tests read it).
@MainActor
final class InspectorTable {
    let widget: UnsafeMutablePointer<GtkWidget>
    let columns: [String]
    private(set) var rows: [[String]] = []
    private let grid: UnsafeMutablePointer<GtkWidget>
    private let placeholder: UnsafeMutablePointer<GtkWidget>
    /// An extra CSS class for a cell, from its text and column (the checks' ✓ and ✗ in colour).
    var cellClass: (@MainActor (_ text: String, _ column: Int) -> String?)?
    /// Rows drawn in bold (the popup on screen, the current script step).
    private var emphasised: Set<Int> = []

    /// The column that takes the spare width, and whether it wraps (long reasons) rather than ellipsizes.
    private let expanding: Int
    private let wraps: Bool

    init(columns: [String], placeholder text: String, expanding: Int = 0, wraps: Bool = false) {
        self.columns = columns
        self.expanding = expanding
        self.wraps = wraps
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_add_css_class(widget, "flare-table")
        grid = gtk_grid_new()!
        gtk_grid_set_column_spacing(flare_grid(grid), 12)
        gtk_grid_set_row_spacing(flare_grid(grid), 4)
        gtk_widget_set_margin_top(grid, 8)
        gtk_widget_set_margin_bottom(grid, 8)
        gtk_widget_set_margin_start(grid, 10)
        gtk_widget_set_margin_end(grid, 10)
        gtk_box_append(flare_box(widget), grid)
        placeholder = Gtk.label(text, "dim-label")
        gtk_widget_set_halign(placeholder, GTK_ALIGN_CENTER)
        gtk_widget_set_margin_bottom(placeholder, 10)
        gtk_box_append(flare_box(widget), placeholder)
        show([])
    }

    /// Shows `rows` (each one string per column); rows in `emphasised` are bold.
    func show(_ rows: [[String]], emphasised: Set<Int> = []) {
        guard rows != self.rows || emphasised != self.emphasised || gtk_widget_get_first_child(grid) == nil else { return }
        self.rows = rows
        self.emphasised = emphasised
        while let child = gtk_widget_get_first_child(grid) { gtk_grid_remove(flare_grid(grid), child) }
        for (column, title) in columns.enumerated() {
            let heading = Gtk.label(title, "caption-heading", "dim-label")
            gtk_grid_attach(flare_grid(grid), heading, gint(column), 0, 1, 1)
        }
        for (index, row) in rows.enumerated() {
            for (column, text) in row.enumerated() {
                let wrap = wraps && column == expanding
                let cell = Gtk.label(text, emphasised.contains(index) ? "heading" : "body", wrap: wrap)
                if wrap {
                    gtk_label_set_width_chars(flare_label(cell), 20)
                    gtk_label_set_max_width_chars(flare_label(cell), 40)
                } else if column == expanding {
                    gtk_label_set_ellipsize(flare_label(cell), PANGO_ELLIPSIZE_END)
                }
                if column == expanding { gtk_widget_set_hexpand(cell, 1) }
                if let extra = cellClass?(text, column) { gtk_widget_add_css_class(cell, extra) }
                gtk_grid_attach(flare_grid(grid), cell, gint(column), gint(index + 1), 1, 1)
            }
        }
        gtk_widget_set_visible(placeholder, rows.isEmpty ? 1 : 0)
    }
}
