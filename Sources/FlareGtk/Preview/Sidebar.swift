import FlareCore

/// The sidebar: a filter entry over the spec's items, grouped under headings (`GtkSearchEntry` + `GtkListBox`).
@MainActor
final class Sidebar {
    let widget = Box(.vertical, spacing: 6)
    let filterEntry = SearchEntry()
    /// The user selected an item.
    var onSelect: (@MainActor (SpecItem) -> Void)?
    /// A secondary click on an alert: show it over the current alert (DUX's stack).
    var onShowOver: (@MainActor (SpecItem) -> Void)?
    private(set) var items: [SpecItem] = []

    private let list = ListBox(selection: .single)
    /// The filter's empty state: "No items match 'x'" with a hint, in place of a blank list.
    private let noMatch = Box(.vertical, spacing: 8)
    private let noMatchTitle = Label("", classes: ["heading"], wrap: true)
    private let scroller: ScrolledWindow
    private var rows: [(row: ListBoxRow, item: SpecItem?, kind: String)] = []
    /// Each listed item's subtitle label (nil when it has none) and text, so a reload that changes only
    /// subtitles (a title edit) updates labels in place instead of rebuilding every row.
    private var subtitles: [SpecItem: (label: Label?, text: String)] = [:]
    private var updating = false

    init() {
        widget.addClass("flare-sidebar")
        filterEntry.setPlaceholder("Filter alerts, rockets…")
        filterEntry.marginStart = 8
        filterEntry.marginEnd = 8
        filterEntry.marginTop = 8
        widget.append(filterEntry)
        list.addClass("navigation-sidebar")
        scroller = ScrolledWindow(list, horizontal: .never, vertical: .automatic)
        scroller.vexpand = true
        widget.append(scroller)
        let icon = Image(icon: "edit-find-symbolic")
        icon.setPixelSize(48)
        icon.addClass("dim-label")
        let hint = Label(
            "Filter by an item's title, id or kind (alert, rocket, queue, scenario). Esc clears the filter.",
            classes: ["dim-label"], wrap: true)
        for label in [noMatchTitle, hint] {
            label.xalign = 0.5
            label.justify = .center
            label.maxWidthChars = 24
        }
        [icon, noMatchTitle, hint].forEach(noMatch.append)
        noMatch.valign = .start
        noMatch.vexpand = true
        noMatch.setMargins(16)
        noMatch.marginTop = 48
        noMatch.visible = false
        widget.append(noMatch)

        filterEntry.connect(.searchChanged) { [weak self] in self?.applyFilter() }
        list.connect(.rowSelected) { [weak self] (row: ListBoxRow?) in
            guard let self, !updating, let row else { return }
            if let item = rows.first(where: { $0.row == row })?.item { onSelect?(item) }
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
        for entry in rows { list.remove(entry.row) }
        rows = []
        subtitles = [:]
        items = all.map(\.item)
        for kind in SpecItem.sections {
            let members = all.filter { $0.item.section == kind }
            guard !members.isEmpty else { continue }
            // In line with the rows' text (the row's own padding is the indent), GNOME's sidebar headings.
            let heading = Label(Self.heading(kind), classes: ["heading", "dim-label"])
            heading.marginTop = 8
            heading.xalign = 0
            let headingRow = list.append(heading)
            headingRow.setActivatableAndSelectable(false)
            rows.append((headingRow, nil, kind))
            for (item, subtitle) in members {
                // An alert leads with its title (what a designer recognises), its id under it; the other items
                // lead with their id, a summary under it ("6 blocks").
                let titled = kind == "alert" && !subtitle.isEmpty
                let title = Label(titled ? subtitle : item.id)
                title.xalign = 0
                title.ellipsize = .end
                let box = Box(column: [title], spacing: 2)
                // Even space above and below the text inside the row's highlight (libadwaita's sidebar rows are
                // taller than two lines and would keep it all at the bottom).
                box.marginTop = 4
                box.marginBottom = 4
                box.valign = .center
                subtitles[item] = (titled ? title : nil, subtitle)
                if !subtitle.isEmpty {
                    let sub = Label(titled ? item.id : subtitle)
                    if !titled { subtitles[item] = (sub, subtitle) }
                    sub.xalign = 0
                    sub.ellipsize = .end
                    sub.addClasses("caption", "dim-label")
                    box.append(sub)
                }
                rows.append((list.append(box), item, kind))
                if kind == "alert" {
                    box.tooltip = "Click to show; right-click to show it over the current alert"
                    let click = GestureClick(button: 3)
                    click.connect(.released) { [weak self] _, _, _ in self?.onShowOver?(item) }
                    box.add(click)
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
            guard let label = subtitles[item]?.label, !text.isEmpty else { return false }
            label.text = text
            label.visible = !text.isEmpty
            subtitles[item] = (label, text)
        }
        return true
    }

    /// Moves the highlight to `item` without reporting it.
    func select(_ item: SpecItem?) {
        updating = true
        defer { updating = false }
        list.select(item.flatMap { item in rows.first(where: { $0.item == item })?.row })
    }

    /// The items the filter leaves visible.
    var visibleItems: [SpecItem] {
        rows.compactMap { $0.row.visible ? $0.item : nil }
    }

    /// Shows the items whose id or kind contains the filter text (case-insensitive), and their headings.
    private func applyFilter() {
        let needle = filterEntry.text.lowercased()
        var shownKinds: Set<String> = []
        for entry in rows {
            guard let item = entry.item else { continue }
            let shown =
                needle.isEmpty || item.id.lowercased().contains(needle) || item.section.contains(needle)
                // or its title
                || (item.section == "alert" && subtitles[item]?.text.lowercased().contains(needle) == true)
            entry.row.visible = shown
            if shown { shownKinds.insert(item.section) }
        }
        for entry in rows where entry.item == nil {
            entry.row.visible = shownKinds.contains(entry.kind)
        }
        // No match: say so where the list was, rather than leave the sidebar blank.
        let none = !needle.isEmpty && shownKinds.isEmpty
        noMatchTitle.text = "No items match “\(filterEntry.text)”"
        noMatch.visible = none
        scroller.visible = !none
    }

    /// What the filter's empty state says (nil while items are listed), for tests.
    var emptyMessage: String? { noMatch.visible ? noMatchTitle.text : nil }

    /// A section's heading: `Alerts`, `Rockets`, `Queues`, `Scenarios`.
    static func heading(_ section: String) -> String { section.prefix(1).uppercased() + section.dropFirst() + "s" }
}
