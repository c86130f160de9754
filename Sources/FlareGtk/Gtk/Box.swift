import CFlareShim
import CGtk

/// `GtkBox`: children in a row or a column.
@MainActor
class Box: Widget {
    override class var gType: GType { gtk_box_get_type() }

    /// `gtk_box_new` with `spacing` rounded to whole logical pixels (GTK lays out in integers).
    convenience init(_ orientation: Orientation, spacing: Double = 0) {
        self.init(taking: gtk_box_new(orientation.gtk, gint(points: spacing)))
    }
    /// A box that, inside a scrolled window, draws only the children that show through it (`flare_cull_box_new`):
    /// GSK's Cairo renderer draws every node of the window at every frame, those scrolled out of view included.
    convenience init(culling orientation: Orientation, spacing: Double = 0) {
        self.init(taking: flare_cull_box_new(orientation.gtk, Int32(gint(points: spacing))))
    }
    /// A horizontal box of `children` (`gtk_box_new` + `gtk_box_append`).
    convenience init(row children: [Widget], spacing: Double = 0) {
        self.init(.horizontal, spacing: spacing)
        children.forEach(append)
    }
    /// A vertical box of `children`.
    convenience init(column children: [Widget], spacing: Double = 0) {
        self.init(.vertical, spacing: spacing)
        children.forEach(append)
    }

    /// `gtk_box_append`.
    func append(_ child: Widget) { defer { withExtendedLifetime(child) {} }; gtk_box_append(c(), child.widget) }
    /// `gtk_box_prepend`.
    func prepend(_ child: Widget) { defer { withExtendedLifetime(child) {} }; gtk_box_prepend(c(), child.widget) }
    /// `gtk_box_remove`.
    func remove(_ child: Widget) { defer { withExtendedLifetime(child) {} }; gtk_box_remove(c(), child.widget) }
    /// Removes every child (`gtk_box_remove`).
    func removeAll() { while let child = gtk_widget_get_first_child(widget) { gtk_box_remove(c(), child) } }
    /// `gtk_box_get_spacing` / `gtk_box_set_spacing`.
    var spacing: Int {
        get { Int(gtk_box_get_spacing(c())) }
        set { gtk_box_set_spacing(c(), gint(newValue)) }
    }
    /// `gtk_box_set_homogeneous`.
    var homogeneous: Bool {
        get { gtk_box_get_homogeneous(c()).bool }
        set { gtk_box_set_homogeneous(c(), newValue.g) }
    }
    /// `gtk_orientable_get_orientation`.
    var orientation: Orientation { Orientation(gtk_orientable_get_orientation(opaque)) }
}
