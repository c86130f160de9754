import CFlareShim
import CGtk

/// A place in a text buffer: 1-based line and column (columns count characters), as diagnostics count them.
struct TextPlace: Equatable, Sendable {
    var line: Int
    var column: Int
}

/// `GtkSourceBuffer`: the text of one file in the source pane, with its highlighting language and the tags that
/// underline diagnostics.
@MainActor
final class SourceBuffer: Object {
    override class var gType: GType { gtk_source_buffer_get_type() }

    /// `gtk_source_buffer_new` with no tag table of its own (`gtk_source_init` first, once).
    convenience init() {
        SourceView.initialize()
        self.init(taking: gtk_source_buffer_new(nil))
    }

    private var buffer: UnsafeMutablePointer<GtkTextBuffer> { c() }

    /// The whole text (`gtk_text_buffer_get_bounds` + `gtk_text_buffer_get_text`, hidden characters included).
    var text: String {
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        guard let text = gtk_text_buffer_get_text(buffer, &start, &end, 1) else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// Replaces the whole text as one step the user cannot undo (`gtk_text_buffer_begin_irreversible_action`,
    /// `gtk_text_buffer_set_text`): a file read from disk is where undo starts. The cursor stays on its line.
    func load(_ text: String) {
        let cursor = self.cursor
        gtk_text_buffer_begin_irreversible_action(buffer)
        gtk_text_buffer_set_text(buffer, text, -1)
        gtk_text_buffer_end_irreversible_action(buffer)
        place(cursor, scroll: nil)
    }

    /// Replaces the whole text as one user action that Ctrl+Z undoes (`gtk_text_buffer_begin_user_action`,
    /// `gtk_text_buffer_delete`, `gtk_text_buffer_insert`). The cursor stays on its line.
    func replaceUndoably(_ text: String) {
        let cursor = self.cursor
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_begin_user_action(buffer)
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        gtk_text_buffer_delete(buffer, &start, &end)
        gtk_text_buffer_get_start_iter(buffer, &start)
        gtk_text_buffer_insert(buffer, &start, text, -1)
        gtk_text_buffer_end_user_action(buffer)
        place(cursor, scroll: nil)
    }

    /// Makes the text `text` by replacing only the characters that differ (the common start and end kept), as one
    /// user action Ctrl+Z undoes (`gtk_text_buffer_get_iter_at_offset`, `gtk_text_buffer_delete`,
    /// `gtk_text_buffer_insert`): an edit made elsewhere leaves the cursor, the scroll and the rest of the text be.
    func replaceChanged(_ text: String) {
        let old = Array(self.text.unicodeScalars), new = Array(text.unicodeScalars)
        var prefix = 0
        while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, new.count) - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        guard prefix + suffix < max(old.count, new.count) else { return }
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_begin_user_action(buffer)
        gtk_text_buffer_get_iter_at_offset(buffer, &start, Int32(prefix))
        gtk_text_buffer_get_iter_at_offset(buffer, &end, Int32(old.count - suffix))
        gtk_text_buffer_delete(buffer, &start, &end)
        var middle = String.UnicodeScalarView()
        middle.append(contentsOf: new[prefix..<new.count - suffix])
        gtk_text_buffer_insert(buffer, &start, String(middle), -1)
        gtk_text_buffer_end_user_action(buffer)
    }

    /// `gtk_text_buffer_get_can_undo`, `gtk_text_buffer_undo` (what Ctrl+Z runs in the view).
    func undo() { if gtk_text_buffer_get_can_undo(buffer).bool { gtk_text_buffer_undo(buffer) } }
    var canUndo: Bool { gtk_text_buffer_get_can_undo(buffer).bool }

    /// Inserts `text` at the cursor as typing does (`gtk_text_buffer_insert_interactive_at_cursor`; undoable).
    func type(_ text: String) {
        gtk_text_buffer_insert_interactive_at_cursor(buffer, text, -1, 1)
    }

    /// Deletes the character before the cursor as Backspace does (`gtk_text_buffer_backspace`, interactive).
    func backspace() {
        var iter = GtkTextIter()
        gtk_text_buffer_get_iter_at_mark(buffer, &iter, gtk_text_buffer_get_insert(buffer))
        gtk_text_buffer_backspace(buffer, &iter, 1, 1)
    }

    /// `gtk_text_buffer_get_modified` / `gtk_text_buffer_set_modified`: whether the text differs from the file.
    var modified: Bool {
        get { gtk_text_buffer_get_modified(buffer).bool }
        set { gtk_text_buffer_set_modified(buffer, newValue.g) }
    }

    /// `gtk_source_buffer_set_language` of `gtk_source_language_manager_get_language(default, id)` ("yaml", "json").
    func setLanguage(_ id: String) {
        let language = gtk_source_language_manager_get_language(gtk_source_language_manager_get_default(), id)
        gtk_source_buffer_set_language(c(), language)
    }

    /// `gtk_source_buffer_set_style_scheme` of the scheme `id` ("Adwaita", "Adwaita-dark") when installed.
    func setStyleScheme(_ id: String) {
        guard let scheme = gtk_source_style_scheme_manager_get_scheme(gtk_source_style_scheme_manager_get_default(), id)
        else {
            return
        }
        gtk_source_buffer_set_style_scheme(c(), scheme)
    }

    /// The cursor's place (`gtk_text_buffer_get_insert`, `gtk_text_iter_get_line`, `_get_line_offset`).
    var cursor: TextPlace {
        var iter = GtkTextIter()
        gtk_text_buffer_get_iter_at_mark(buffer, &iter, gtk_text_buffer_get_insert(buffer))
        return TextPlace(
            line: Int(gtk_text_iter_get_line(&iter)) + 1, column: Int(gtk_text_iter_get_line_offset(&iter)) + 1)
    }

    /// Moves the cursor to `place` (clamped to the text; `gtk_text_buffer_place_cursor`) and scrolls `view` to it
    /// (`gtk_text_view_scroll_to_mark`).
    func place(_ place: TextPlace, scroll view: SourceView?) {
        var iter = iter(at: place)
        gtk_text_buffer_place_cursor(buffer, &iter)
        if let view {
            gtk_text_view_scroll_to_mark(view.c(), gtk_text_buffer_get_insert(buffer), 0.1, 1, 0, 0.3)
        }
    }

    /// The iterator at `place`, clamped to the last line and to the end of its line.
    private func iter(at place: TextPlace) -> GtkTextIter {
        var iter = GtkTextIter()
        let lines = Int(gtk_text_buffer_get_line_count(buffer))
        let line = min(max(1, place.line), lines) - 1
        gtk_text_buffer_get_iter_at_line(buffer, &iter, gint(line))
        let length = gtk_text_iter_ends_line(&iter).bool ? 0 : Int(gtk_text_iter_get_chars_in_line(&iter))
        gtk_text_buffer_get_iter_at_line_offset(buffer, &iter, gint(line), gint(min(max(0, place.column - 1), length)))
        return iter
    }

    // MARK: Underlines

    /// A tag that underlines with a wavy line of `color` (`gtk_text_tag_new`, `underline` = `PANGO_UNDERLINE_ERROR`,
    /// `underline-rgba`), added to the buffer's tag table (`gtk_text_tag_table_add`).
    func addUnderlineTag(_ name: String, red: Double, green: Double, blue: Double) {
        guard let tag = gtk_text_tag_new(name) else { return }
        defer { g_object_unref(tag) }
        flare_object_set_int(UnsafeMutableRawPointer(tag), "underline", Int32(PANGO_UNDERLINE_ERROR.rawValue))
        var rgba = GdkRGBA(red: Float(red), green: Float(green), blue: Float(blue), alpha: 1)
        var value = GValue()
        g_value_init(&value, gdk_rgba_get_type())
        g_value_set_boxed(&value, &rgba)
        g_object_set_property(UnsafeMutablePointer(OpaquePointer(tag)), "underline-rgba", &value)
        g_value_unset(&value)
        gtk_text_tag_table_add(gtk_text_buffer_get_tag_table(buffer), tag)
    }

    /// Applies the tag `name` to the word at `place` (up to the next space or the end of the line; the whole line
    /// when the place is at its end), returning the range tagged (`gtk_text_buffer_apply_tag_by_name`).
    @discardableResult
    func underline(_ name: String, at place: TextPlace) -> (start: TextPlace, end: TextPlace) {
        var start = iter(at: place), end = start
        while !gtk_text_iter_ends_line(&end).bool && !g_unichar_isspace(gtk_text_iter_get_char(&end)).bool {
            gtk_text_iter_forward_char(&end)
        }
        if gtk_text_iter_equal(&start, &end).bool {
            gtk_text_iter_set_line_offset(&start, 0)
            while g_unichar_isspace(gtk_text_iter_get_char(&start)).bool && !gtk_text_iter_ends_line(&start).bool {
                gtk_text_iter_forward_char(&start)
            }
            if !gtk_text_iter_ends_line(&end).bool { gtk_text_iter_forward_to_line_end(&end) }
            if gtk_text_iter_equal(&start, &end).bool { gtk_text_iter_backward_char(&start) }
        }
        gtk_text_buffer_apply_tag_by_name(buffer, name, &start, &end)
        return (textPlace(of: start), textPlace(of: end))
    }

    /// Removes the tag `name` from the whole text (`gtk_text_buffer_remove_tag_by_name`).
    func removeTag(_ name: String) {
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        gtk_text_buffer_remove_tag_by_name(buffer, name, &start, &end)
    }

    /// Whether the character at `place` carries the tag `name` (`gtk_text_iter_has_tag`).
    func has(_ name: String, at place: TextPlace) -> Bool {
        var iter = iter(at: place)
        guard let tag = gtk_text_tag_table_lookup(gtk_text_buffer_get_tag_table(buffer), name) else { return false }
        return gtk_text_iter_has_tag(&iter, tag).bool
    }

    private func textPlace(of iter: GtkTextIter) -> TextPlace {
        var iter = iter
        return TextPlace(
            line: Int(gtk_text_iter_get_line(&iter)) + 1, column: Int(gtk_text_iter_get_line_offset(&iter)) + 1)
    }
}

extension Signal where Owner: SourceBuffer, Arguments == Void {
    /// `GtkTextBuffer::changed`: the text changed (typing, undo, `load`).
    static var changed: Self { .init("changed") }
    /// `GtkTextBuffer::modified-changed`.
    static var modifiedChanged: Self { .init("modified-changed") }
    /// `notify::cursor-position`: the cursor moved.
    static var cursorMoved: Self { .init(notify: "cursor-position") }
}

/// `GtkSourceView`: a text view for code (line numbers, the current line highlighted, spaces for tabs).
@MainActor
final class SourceView: Widget {
    override class var gType: GType { gtk_source_view_get_type() }

    /// `gtk_source_init`, once: registers GtkSourceView's types and its languages and schemes.
    static func initialize() {
        guard !initialized else { return }
        initialized = true
        gtk_source_init()
    }
    private static var initialized = false

    /// `gtk_source_view_new_with_buffer`, set up for YAML and JSON: monospace, line numbers, the current line
    /// highlighted, two-space indentation with spaces.
    convenience init(buffer: SourceBuffer) {
        defer { withExtendedLifetime(buffer) {} }
        Self.initialize()
        self.init(taking: gtk_source_view_new_with_buffer(buffer.c()))
        let view: UnsafeMutablePointer<GtkSourceView> = c()
        gtk_source_view_set_show_line_numbers(view, 1)
        gtk_source_view_set_highlight_current_line(view, 1)
        gtk_source_view_set_auto_indent(view, 1)
        gtk_source_view_set_insert_spaces_instead_of_tabs(view, 1)
        gtk_source_view_set_tab_width(view, 2)
        gtk_source_view_set_indent_width(view, 2)
        gtk_text_view_set_monospace(c(), 1)
        gtk_text_view_set_left_margin(c(), 4)
        gtk_text_view_set_top_margin(c(), 4)
        gtk_text_view_set_bottom_margin(c(), 4)
    }

    /// The text place under the view's point (x, y) in widget coordinates
    /// (`gtk_text_view_window_to_buffer_coords`, `gtk_text_view_get_iter_at_location`); nil past the text.
    func place(atX x: Double, y: Double) -> TextPlace? {
        var bx: gint = 0, by: gint = 0
        gtk_text_view_window_to_buffer_coords(c(), GTK_TEXT_WINDOW_WIDGET, gint(x), gint(y), &bx, &by)
        var iter = GtkTextIter()
        guard gtk_text_view_get_iter_at_location(c(), &iter, bx, by).bool else { return nil }
        return TextPlace(
            line: Int(gtk_text_iter_get_line(&iter)) + 1, column: Int(gtk_text_iter_get_line_offset(&iter)) + 1)
    }
}
