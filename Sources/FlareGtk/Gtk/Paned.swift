import CFlareShim
import CGtk

/// `GtkPaned`: two children side by side with a handle between them.
@MainActor
final class Paned: Widget {
    override class var gType: GType { gtk_paned_get_type() }

    /// `gtk_paned_new` with its children (`gtk_paned_set_start_child`, `_set_end_child`); a child that does not
    /// `resize` keeps its size when the pane grows (`gtk_paned_set_resize_*_child`), one that does not `shrink`
    /// never goes below its minimum (`gtk_paned_set_shrink_*_child`).
    convenience init(
        _ orientation: Orientation, start: Widget, end: Widget,
        resizeStart: Bool = true, shrinkStart: Bool = true, resizeEnd: Bool = true, shrinkEnd: Bool = true
    ) {
        defer { withExtendedLifetime((start, end)) {} }
        self.init(taking: gtk_paned_new(orientation.gtk))
        gtk_paned_set_start_child(opaque, start.widget)
        gtk_paned_set_end_child(opaque, end.widget)
        gtk_paned_set_resize_start_child(opaque, resizeStart.g)
        gtk_paned_set_shrink_start_child(opaque, shrinkStart.g)
        gtk_paned_set_resize_end_child(opaque, resizeEnd.g)
        gtk_paned_set_shrink_end_child(opaque, shrinkEnd.g)
    }

    /// `gtk_paned_get_position` / `gtk_paned_set_position`: where the handle is, in pixels from the start.
    var position: Int {
        get { Int(gtk_paned_get_position(opaque)) }
        set { gtk_paned_set_position(opaque, gint(newValue)) }
    }
}

extension Signal where Owner: Paned, Arguments == Void {
    /// `notify::position`: the handle moved.
    static var positionChanged: Self { .init(notify: "position") }
}

extension Paned {
    /// Whether the start child may go below its minimum width (`gtk_paned_set_shrink_start_child`).
    var shrinkStart: Bool {
        get { gtk_paned_get_shrink_start_child(opaque).bool }
        set { gtk_paned_set_shrink_start_child(opaque, newValue.g) }
    }
    /// Whether the end child may go below its minimum width (`gtk_paned_set_shrink_end_child`).
    var shrinkEnd: Bool {
        get { gtk_paned_get_shrink_end_child(opaque).bool }
        set { gtk_paned_set_shrink_end_child(opaque, newValue.g) }
    }
}
