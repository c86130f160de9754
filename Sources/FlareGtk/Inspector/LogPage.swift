import CFlareShim
import CGtk
import FlareCore

/// The inspector's event log: everything the window recorded (spec, stage, stack, route, queue, scenario,
/// rocket), filterable by source and text, and copyable to the clipboard as shown.
@MainActor
final class LogPage {
    let widget: UnsafeMutablePointer<GtkWidget>
    let filterEntry: UnsafeMutablePointer<GtkWidget>
    let copyButton: UnsafeMutablePointer<GtkWidget>
    /// One toggle per source (by source).
    private(set) var sourceToggles: [EventLog.Source: UnsafeMutablePointer<GtkWidget>] = [:]
    private let textView: UnsafeMutablePointer<GtkWidget>
    private let count: UnsafeMutablePointer<GtkWidget>
    private(set) var sources = Set(EventLog.Source.allCases)
    private(set) var text = ""
    /// Lines in `text` (counted, not re-split, on every append).
    private(set) var lineCount = 0
    private weak var inspector: Inspector?

    init() {
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        for side in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            side(widget, 12)
        }
        filterEntry = gtk_search_entry_new()!
        gtk_widget_set_hexpand(filterEntry, 1)
        copyButton = gtk_button_new_from_icon_name("edit-copy-symbolic")!
        gtk_widget_set_tooltip_text(copyButton, "Copy the entries shown")
        count = Gtk.label("", "caption", "dim-label")
        textView = gtk_text_view_new()!
        gtk_text_view_set_editable(flare_text_view(textView), 0)
        gtk_text_view_set_cursor_visible(flare_text_view(textView), 0)
        gtk_text_view_set_monospace(flare_text_view(textView), 1)
        gtk_text_view_set_wrap_mode(flare_text_view(textView), GTK_WRAP_WORD_CHAR)
        gtk_text_view_set_left_margin(flare_text_view(textView), 8)
        gtk_text_view_set_top_margin(flare_text_view(textView), 6)
    }

    func connect(to inspector: Inspector) {
        self.inspector = inspector
        gtk_box_append(flare_box(widget), Gtk.row([filterEntry, copyButton]))
        var toggles: [UnsafeMutablePointer<GtkWidget>] = []
        for source in EventLog.Source.allCases {
            let toggle = gtk_toggle_button_new_with_label(source.rawValue)!
            gtk_toggle_button_set_active(flare_toggle_button(toggle), 1)
            gtk_widget_add_css_class(toggle, "caption")
            gtk_widget_set_tooltip_text(toggle, "Show \(source.rawValue) events")
            Signals.connect(toggle, "toggled") { [weak self] in
                guard let self else { return }
                if gtk_toggle_button_get_active(flare_toggle_button(toggle)) != 0 { sources.insert(source) } else { sources.remove(source) }
                rebuild()
            }
            sourceToggles[source] = toggle
            toggles.append(toggle)
        }
        let linked = Gtk.linked(toggles)
        gtk_widget_add_css_class(linked, "flare-sources")
        gtk_widget_set_halign(linked, GTK_ALIGN_CENTER)
        gtk_box_append(flare_box(widget), linked)
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(flare_scrolled_window(scroller), textView)
        gtk_widget_set_vexpand(scroller, 1)
        gtk_widget_add_css_class(scroller, "card")
        gtk_box_append(flare_box(widget), scroller)
        gtk_box_append(flare_box(widget), count)
        Signals.connect(filterEntry, "search-changed") { [weak self] in self?.rebuild() }
        Signals.connect(copyButton, "clicked") { [weak self] in self?.copy() }
        rebuild()
    }

    /// The filter's text (`gtk_editable_get_text`).
    var filterText: String { String(cString: gtk_editable_get_text(flare_editable(filterEntry))) }

    /// Shows only `sources` (the toggles follow).
    func show(sources wanted: Set<EventLog.Source>) {
        for (source, toggle) in sourceToggles {
            gtk_toggle_button_set_active(flare_toggle_button(toggle), wanted.contains(source) ? 1 : 0)
        }
    }

    /// A new entry: appended at the end when it passes the filter.
    func append(_ entry: EventLog.Entry) {
        guard matches(entry) else {
            updateCount()
            return
        }
        // The log drops its oldest entries past its capacity; the view follows by refilling, a tenth late so
        // a long session refills once per few hundred entries, not on every one.
        if let capacity = inspector?.window?.log.capacity, lineCount >= capacity + capacity / 10 { return rebuild() }
        let line = entry.description + "\n"
        text += line
        lineCount += 1
        let buffer = gtk_text_view_get_buffer(flare_text_view(textView))
        var end = GtkTextIter()
        gtk_text_buffer_get_end_iter(buffer, &end)
        gtk_text_buffer_insert(buffer, &end, line, -1)
        updateCount()
    }

    private func matches(_ entry: EventLog.Entry) -> Bool {
        let needle = filterText.lowercased()
        return sources.contains(entry.source) && (needle.isEmpty || entry.message.lowercased().contains(needle))
    }

    /// Refills the view from the window's log with the current filter.
    func rebuild() {
        let entries = inspector?.window?.log.filtered(sources: sources, text: filterText) ?? []
        text = entries.map { $0.description + "\n" }.joined()
        lineCount = entries.count
        gtk_text_buffer_set_text(gtk_text_view_get_buffer(flare_text_view(textView)), text, -1)
        updateCount()
    }

    private func updateCount() {
        let all = inspector?.window?.log.entries.count ?? 0
        Gtk.setText(count, lineCount == all ? "\(all) entries" : "\(lineCount) of \(all) entries shown")
    }

    /// Copies the entries shown to the clipboard (`gdk_clipboard_set_text`).
    func copy() {
        gdk_clipboard_set_text(gtk_widget_get_clipboard(widget), text)
        inspector?.window?.notice.show("Copied \(lineCount) log \(lineCount == 1 ? "entry" : "entries")")
    }
}
