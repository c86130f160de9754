import CFlareShim
import CGtk

/// `GtkFlowBox`: children in rows that wrap to the width (the Rocket map's blocks of one step).
@MainActor
class FlowBox: Widget {
    override class var gType: GType { gtk_flow_box_get_type() }

    /// `gtk_flow_box_new`.
    convenience init() { self.init(taking: gtk_flow_box_new()) }

    /// `gtk_flow_box_get_selection_mode` / `gtk_flow_box_set_selection_mode`.
    var selectionMode: SelectionMode {
        get { SelectionMode(gtk_flow_box_get_selection_mode(opaque)) }
        set { gtk_flow_box_set_selection_mode(opaque, newValue.gtk) }
    }
    /// `gtk_flow_box_get_homogeneous` / `gtk_flow_box_set_homogeneous`.
    var homogeneous: Bool {
        get { gtk_flow_box_get_homogeneous(opaque).bool }
        set { gtk_flow_box_set_homogeneous(opaque, newValue.g) }
    }
    /// `gtk_flow_box_get_column_spacing` / `gtk_flow_box_set_column_spacing`.
    var columnSpacing: Int {
        get { Int(gtk_flow_box_get_column_spacing(opaque)) }
        set { gtk_flow_box_set_column_spacing(opaque, guint(newValue)) }
    }
    /// `gtk_flow_box_get_row_spacing` / `gtk_flow_box_set_row_spacing`.
    var rowSpacing: Int {
        get { Int(gtk_flow_box_get_row_spacing(opaque)) }
        set { gtk_flow_box_set_row_spacing(opaque, guint(newValue)) }
    }
    /// `gtk_flow_box_get_min_children_per_line` / `gtk_flow_box_set_min_children_per_line`.
    var minChildrenPerLine: Int {
        get { Int(gtk_flow_box_get_min_children_per_line(opaque)) }
        set { gtk_flow_box_set_min_children_per_line(opaque, guint(newValue)) }
    }
    /// `gtk_flow_box_get_max_children_per_line` / `gtk_flow_box_set_max_children_per_line`.
    var maxChildrenPerLine: Int {
        get { Int(gtk_flow_box_get_max_children_per_line(opaque)) }
        set { gtk_flow_box_set_max_children_per_line(opaque, guint(newValue)) }
    }
    /// `gtk_flow_box_append` (GTK 4.6): the child goes into a new `GtkFlowBoxChild` at the end.
    func append(_ child: Widget) { defer { withExtendedLifetime(child) {} }; gtk_flow_box_append(opaque, child.widget) }
}
