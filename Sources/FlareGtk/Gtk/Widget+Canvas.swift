import CFlareShim
import CGtk

extension Widget {
    /// `gtk_widget_set_cursor_from_name` (nil: the parent's cursor): the canvas's `grab` and `grabbing` hands.
    func setCursor(named name: String?) { gtk_widget_set_cursor_from_name(widget, name) }

    /// `gtk_widget_get_cursor` and `gdk_cursor_get_name`: the named cursor set on this widget (nil: none).
    var cursorName: String? { gtk_widget_get_cursor(widget).flatMap { gdk_cursor_get_name($0) }.map { String(cString: $0) } }

    /// Whether the widget takes typed text (a `GtkEditable` such as an entry, or a `GtkTextView`), so a key such
    /// as Space belongs to it (`g_type_check_instance_is_a`).
    var takesText: Bool {
        let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
        return g_type_check_instance_is_a(instance, gtk_editable_get_type()) != 0
            || g_type_check_instance_is_a(instance, gtk_text_view_get_type()) != 0
    }
}
