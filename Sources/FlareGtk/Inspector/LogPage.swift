import FlareCore

/// The inspector's event log: everything the window recorded (spec, stage, stack, route, queue, scenario,
/// rocket), filterable by source and text, and copyable to the clipboard as shown.
@MainActor
final class LogPage {
    let widget: Box
    let filterEntry: SearchEntry
    let copyButton: Button
    /// One toggle per source (by source).
    private(set) var sourceToggles: [EventLog.Source: ToggleButton] = [:]
    private let textView: TextView
    private let count: Label
    private(set) var sources = Set(EventLog.Source.allCases)
    /// The entries shown, one a line (the view caught up first).
    var text: String {
        catchUp()
        return shownText
    }
    /// Lines in `text`.
    var lineCount: Int {
        catchUp()
        return shownLines
    }
    private var shownText = ""
    /// Lines in `shownText` (counted, not re-split, on every append).
    private var shownLines = 0
    /// Entries arrived while the page was not in front: the view refills when it is shown (`catchUp`), rather
    /// than appending to a hidden text view on every reload.
    private(set) var isBehind = false
    /// What the text view holds (for tests).
    var viewText: String { textView.text }
    private weak var inspector: Inspector?

    init() {
        widget = Box(.vertical, spacing: 6)
        widget.setMargins(12)
        filterEntry = SearchEntry()
        filterEntry.hexpand = true
        copyButton = Button(icon: "edit-copy-symbolic")
        copyButton.tooltip = "Copy the entries shown"
        count = Label("", classes: ["caption", "dim-label"])
        textView = TextView()
        textView.editable = false
        textView.cursorVisible = false
        textView.monospace = true
        textView.wrapMode = .wordChar
        textView.leftMargin = 8
        textView.topMargin = 6
    }

    func connect(to inspector: Inspector) {
        self.inspector = inspector
        widget.append(Box(row: [filterEntry, copyButton], spacing: 6))
        var toggles: [Widget] = []
        for source in EventLog.Source.allCases {
            let toggle = ToggleButton(label: source.rawValue)
            toggle.active = true
            toggle.addClass("caption")
            toggle.tooltip = "Show \(source.rawValue) events"
            toggle.connect(.toggled) { [weak self, weak toggle] in
                guard let self, let toggle else { return }
                if toggle.active { sources.insert(source) } else { sources.remove(source) }
                rebuild()
            }
            sourceToggles[source] = toggle
            toggles.append(toggle)
        }
        // The sources wrap to a second line in a narrow inspector, as its tabs do.
        let filters = InspectorLayout.wrapping(toggles, spacing: 2)
        filters.addClass("flare-sources")
        widget.append(filters)
        let scroller = ScrolledWindow(textView)
        scroller.vexpand = true
        scroller.addClass("card")
        widget.append(scroller)
        widget.append(count)
        filterEntry.connect(.searchChanged) { [weak self] in self?.rebuild() }
        copyButton.connect(.clicked) { [weak self] in self?.copy() }
        rebuild()
    }

    /// The filter's text.
    var filterText: String { filterEntry.text }

    /// Shows only `sources` (the toggles follow).
    func show(sources wanted: Set<EventLog.Source>) {
        for (source, toggle) in sourceToggles { toggle.active = wanted.contains(source) }
    }

    /// A new entry: appended at the end when it passes the filter, while the page is in front.
    func append(_ entry: EventLog.Entry) {
        guard inspector?.visiblePage == "log", inspector?.isVisible == true else {
            isBehind = true
            return
        }
        catchUp()
        guard matches(entry) else {
            updateCount()
            return
        }
        // The log drops its oldest entries past its capacity; the view follows by refilling, a tenth late so
        // a long session refills once per few hundred entries, not on every one.
        if let capacity = inspector?.host?.log.capacity, shownLines >= capacity + capacity / 10 { return rebuild() }
        let line = entry.description + "\n"
        shownText += line
        shownLines += 1
        textView.append(line)
        updateCount()
    }

    private func matches(_ entry: EventLog.Entry) -> Bool {
        let needle = filterText.lowercased()
        return sources.contains(entry.source) && (needle.isEmpty || entry.message.lowercased().contains(needle))
    }

    /// Refills the view when entries arrived while the page was not in front (the inspector calls it when the
    /// page is shown).
    func catchUp() {
        if isBehind { rebuild() }
    }

    /// Refills the view from the window's log with the current filter.
    func rebuild() {
        isBehind = false
        let entries = inspector?.host?.log.filtered(sources: sources, text: filterText) ?? []
        shownText = entries.map { $0.description + "\n" }.joined()
        shownLines = entries.count
        textView.text = shownText
        updateCount()
    }

    private func updateCount() {
        let all = inspector?.host?.log.entries.count ?? 0
        count.text = shownLines == all ? "\(all) entries" : "\(shownLines) of \(all) entries shown"
    }

    /// Copies the entries shown to the clipboard.
    func copy() {
        widget.clipboard.set(text)
        inspector?.host?.showNotice("Copied \(lineCount) log \(lineCount == 1 ? "entry" : "entries")")
    }
}
