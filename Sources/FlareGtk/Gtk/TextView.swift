import CFlareShim
import CGtk

/// `GtkTextView` with its `GtkTextBuffer`.
@MainActor
class TextView: Widget {
    override class var gType: GType { gtk_text_view_get_type() }

    /// `gtk_text_view_new`.
    convenience init() { self.init(taking: gtk_text_view_new()) }

    private var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(c()) }
    /// The buffer's whole text (`gtk_text_buffer_get_bounds` + `gtk_text_buffer_get_text` /
    /// `gtk_text_buffer_set_text`).
    var text: String {
        get {
            var start = GtkTextIter(), end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            guard let text = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
            defer { g_free(text) }
            return String(cString: text)
        }
        set { gtk_text_buffer_set_text(buffer, newValue, -1) }
    }
    /// Appends `text` at the end (`gtk_text_buffer_get_end_iter` + `gtk_text_buffer_insert`).
    func append(_ text: String) {
        var end = GtkTextIter()
        gtk_text_buffer_get_end_iter(buffer, &end)
        gtk_text_buffer_insert(buffer, &end, text, -1)
    }
    /// `gtk_text_view_set_wrap_mode`.
    var wrapMode: WrapMode? {
        get { WrapMode(gtk_text_view_get_wrap_mode(c())) }
        set { gtk_text_view_set_wrap_mode(c(), newValue?.gtk ?? GTK_WRAP_NONE) }
    }
    /// `gtk_text_view_set_editable`.
    var editable: Bool {
        get { gtk_text_view_get_editable(c()).bool }
        set { gtk_text_view_set_editable(c(), newValue.g) }
    }
    /// `gtk_text_view_set_cursor_visible`.
    var cursorVisible: Bool {
        get { gtk_text_view_get_cursor_visible(c()).bool }
        set { gtk_text_view_set_cursor_visible(c(), newValue.g) }
    }
    /// `gtk_text_view_set_monospace`.
    var monospace: Bool {
        get { gtk_text_view_get_monospace(c()).bool }
        set { gtk_text_view_set_monospace(c(), newValue.g) }
    }
    /// `gtk_text_view_set_top_margin` / `_left_margin`.
    var topMargin: Int {
        get { Int(gtk_text_view_get_top_margin(c())) }
        set { gtk_text_view_set_top_margin(c(), gint(newValue)) }
    }
    var leftMargin: Int {
        get { Int(gtk_text_view_get_left_margin(c())) }
        set { gtk_text_view_set_left_margin(c(), gint(newValue)) }
    }
}
