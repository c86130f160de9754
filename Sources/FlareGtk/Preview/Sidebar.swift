import CFlareShim
import CGtk
import FlareCore

/// The sidebar: a filter entry over the spec's items, grouped under headings (`GtkSearchEntry` + `GtkListBox`).
@MainActor
final class Sidebar {
    let widget: UnsafeMutablePointer<GtkWidget>
    let filterEntry: UnsafeMutablePointer<GtkWidget>
    /// The user selected an item.
    var onSelect: (@MainActor (SpecItem) -> Void)?
    /// A secondary click on an alert: show it over the current alert (DUX's stack).
    var onShowOver: (@MainActor (SpecItem) -> Void)?
    private(set) var items: [SpecItem] = []

    private let list: UnsafeMutablePointer<GtkWidget>
    private var rows: [(row: UnsafeMutablePointer<GtkWidget>, item: SpecItem?, kind: String)] = []
    /// Each listed item's subtitle label (nil when it has none) and text, so a reload that changes only
    /// subtitles (a title edit) updates labels in place instead of rebuilding every row.
    private var subtitles: [SpecItem: (label: UnsafeMutablePointer<GtkWidget>?, text: String)] = [:]
    private var updating = false

    init() {
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        gtk_widget_add_css_class(widget, "flare-sidebar")
        gtk_widget_set_size_request(widget, 220, -1)
        filterEntry = gtk_search_entry_new()!
        gtk_widget_set_margin_start(filterEntry, 8)
        gtk_widget_set_margin_end(filterEntry, 8)
        gtk_widget_set_margin_top(filterEntry, 8)
        gtk_box_append(flare_box(widget), filterEntry)
        list = gtk_list_box_new()!
        gtk_widget_add_css_class(list, "navigation-sidebar")
        gtk_list_box_set_selection_mode(flare_list_box(list), GTK_SELECTION_SINGLE)
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(flare_scrolled_window(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(flare_scrolled_window(scroller), list)
        gtk_widget_set_vexpand(scroller, 1)
        gtk_box_append(flare_box(widget), scroller)

        Signals.connect(filterEntry, "search-changed") { [weak self] in self?.applyFilter() }
        Signals.connectPointer(list, "row-selected") { [weak self] row in
            guard let self, !updating, let row else { return }
            if let item = rows.first(where: { UnsafeMutableRawPointer($0.row) == row })?.item { onSelect?(item) }
        }
    }

    /// Lists the items of `spec`; the selection moves to `selected` when it is listed.
    func show(_ spec: Spec, selected: SpecItem?) {
        updating = true
        defer { updating = false }
        let all = SpecItem.all(in: spec)
        if all.map(\.item) == items, updateSubtitles(all) {
            select(selected)
            return
        }
        for entry in rows { gtk_list_box_remove(flare_list_box(list), entry.row) }
        rows = []
        subtitles = [:]
        items = all.map(\.item)
        for kind in SpecItem.sections {
            let members = all.filter { $0.item.section == kind }
            guard !members.isEmpty else { continue }
            let heading = gtk_label_new(Self.heading(kind))!
            gtk_widget_add_css_class(heading, "heading")
            gtk_widget_add_css_class(heading, "dim-label")
            gtk_label_set_xalign(flare_label(heading), 0)
            gtk_widget_set_margin_top(heading, 8)
            gtk_widget_set_margin_start(heading, 6)
            gtk_list_box_append(flare_list_box(list), heading)
            let headingRow = gtk_widget_get_parent(heading)!
            gtk_list_box_row_set_activatable(flare_list_box_row(headingRow), 0)
            gtk_list_box_row_set_selectable(flare_list_box_row(headingRow), 0)
            rows.append((headingRow, nil, kind))
            for (item, subtitle) in members {
                let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
                let title = gtk_label_new(item.id)!
                gtk_label_set_xalign(flare_label(title), 0)
                gtk_box_append(flare_box(box), title)
                subtitles[item] = (nil, subtitle)
                if !subtitle.isEmpty {
                    let sub = gtk_label_new(subtitle)!
                    subtitles[item] = (sub, subtitle)
                    gtk_label_set_xalign(flare_label(sub), 0)
                    gtk_label_set_ellipsize(flare_label(sub), PANGO_ELLIPSIZE_END)
                    gtk_widget_add_css_class(sub, "caption")
                    gtk_widget_add_css_class(sub, "dim-label")
                    gtk_box_append(flare_box(box), sub)
                }
                gtk_list_box_append(flare_list_box(list), box)
                rows.append((gtk_widget_get_parent(box)!, item, kind))
                if kind == "alert" {
                    gtk_widget_set_tooltip_text(box, "Click to show; right-click to show it over the current alert")
                    let click = gtk_gesture_click_new()!
                    gtk_gesture_single_set_button(flare_gesture_single(UnsafeMutableRawPointer(click)), 3)
                    Signals.connectClick(UnsafeMutableRawPointer(click), "released") { [weak self] _, _, _ in
                        self?.onShowOver?(item)
                    }
                    gtk_widget_add_controller(box, flare_event_controller(UnsafeMutableRawPointer(click)))
                }
            }
        }
        select(selected)
        applyFilter()
    }

    /// Sets the subtitles of the listed items in place; false when a row would need a label it has not got
    /// (the caller then rebuilds every row).
    private func updateSubtitles(_ all: [(item: SpecItem, subtitle: String)]) -> Bool {
        for (item, text) in all where subtitles[item]?.text != text {
            guard let label = subtitles[item]?.label else { return false }
            gtk_label_set_text(flare_label(label), text)
            gtk_widget_set_visible(label, text.isEmpty ? 0 : 1)
            subtitles[item] = (label, text)
        }
        return true
    }

    /// Moves the highlight to `item` without reporting it.
    func select(_ item: SpecItem?) {
        updating = true
        defer { updating = false }
        if let item, let row = rows.first(where: { $0.item == item })?.row {
            gtk_list_box_select_row(flare_list_box(list), flare_list_box_row(row))
        } else {
            gtk_list_box_unselect_all(flare_list_box(list))
        }
    }

    /// The items the filter leaves visible.
    var visibleItems: [SpecItem] {
        rows.compactMap { gtk_widget_get_visible($0.row) != 0 ? $0.item : nil }
    }

    /// Shows the items whose id or kind contains the filter text (case-insensitive), and their headings.
    private func applyFilter() {
        let needle = String(cString: gtk_editable_get_text(flare_editable(filterEntry))).lowercased()
        var shownKinds: Set<String> = []
        for entry in rows {
            guard let item = entry.item else { continue }
            let shown = needle.isEmpty || item.id.lowercased().contains(needle) || item.section.contains(needle)
            gtk_widget_set_visible(entry.row, shown ? 1 : 0)
            if shown { shownKinds.insert(item.section) }
        }
        for entry in rows where entry.item == nil {
            gtk_widget_set_visible(entry.row, shownKinds.contains(entry.kind) ? 1 : 0)
        }
    }

    /// A section's heading: `Alerts`, `Rockets`, `Queues`, `Scenarios`.
    static func heading(_ section: String) -> String { section.prefix(1).uppercased() + section.dropFirst() + "s" }
}
