import CFlareShim
import CGtk

/// `GtkEditable`'s text, shared by `Entry` and `SearchEntry`.
@MainActor
class Editable: Widget {
    override class var gType: GType { gtk_editable_get_type() }

    /// `gtk_editable_get_text` / `gtk_editable_set_text`.
    var text: String {
        get { String(cString: gtk_editable_get_text(opaque)) }
        set { gtk_editable_set_text(opaque, newValue) }
    }
    /// `gtk_editable_set_width_chars`.
    var widthChars: Int {
        get { Int(gtk_editable_get_width_chars(opaque)) }
        set { gtk_editable_set_width_chars(opaque, gint(newValue)) }
    }
    /// `gtk_editable_set_editable`.
    var editable: Bool {
        get { gtk_editable_get_editable(opaque).bool }
        set { gtk_editable_set_editable(opaque, newValue.g) }
    }
    /// Starts the text's undo history at the text it shows now (`gtk_editable_set_enable_undo` off and on clears
    /// it): a value set from the file is where a person's undo stops, not an insertion Ctrl+Z takes back.
    func startUndoHere() { Self.startUndo(opaque) }

    /// `startUndoHere` of any `GtkEditable` (a spin button too).
    static func startUndo(_ editable: OpaquePointer) {
        gtk_editable_set_enable_undo(editable, 0)
        gtk_editable_set_enable_undo(editable, 1)
    }
}

extension Signal where Owner: Editable, Arguments == Void {
    /// `GtkEditable::changed`.
    static var changed: Self { .init("changed") }
}

/// `GtkEntry`: one line of text.
@MainActor
class Entry: Editable {
    override class var gType: GType { gtk_entry_get_type() }

    /// `gtk_entry_new`.
    convenience init(placeholder: String? = nil) {
        self.init(taking: gtk_entry_new())
        if let placeholder { self.placeholder = placeholder }
    }
    /// `gtk_entry_get_placeholder_text` / `gtk_entry_set_placeholder_text`.
    var placeholder: String? {
        get { gtk_entry_get_placeholder_text(c()).map { String(cString: $0) } }
        set { gtk_entry_set_placeholder_text(c(), newValue) }
    }
}

extension Signal where Owner: Entry, Arguments == Void {
    /// `GtkEntry::activate`: Enter pressed.
    static var activate: Self { .init("activate") }
}

/// `GtkSearchEntry`.
@MainActor
class SearchEntry: Editable {
    override class var gType: GType { gtk_search_entry_get_type() }

    /// `gtk_search_entry_new`.
    convenience init() { self.init(taking: gtk_search_entry_new()) }

    /// The grey hint shown while it is empty (the `placeholder-text` property: GTK 4.8 has no setter function).
    func setPlaceholder(_ text: String) { set("placeholder-text", text) }
}

extension Signal where Owner: SearchEntry, Arguments == Void {
    /// `GtkSearchEntry::search-changed` (after GTK's short delay).
    static var searchChanged: Self { .init("search-changed") }
    /// `GtkSearchEntry::activate`.
    static var activate: Self { .init("activate") }
}
