/// The inspector's frame: its pages in a stack, with toggle buttons above them (rather than a GtkStackSwitcher:
/// GTK 4.8's switcher asks for ~130 px per page) that wrap to a second line in a narrow inspector (every tab
/// stays in sight), and "Copy Swift" under them.
@MainActor
final class InspectorTabs {
    let widget = Box(.vertical)
    let pages = Stack(transition: .none)
    /// The tabs, in one line when the pane has room for them, else in two (`InspectorLayout.wrapping`).
    let switcher = InspectorLayout.wrapping([], spacing: 2)
    /// The page buttons at the top (by page name).
    private var tabs: [(name: String, button: ToggleButton)] = []

    init() {
        widget.addClass("flare-inspector")
        pages.vexpand = true
        // The shown page's width, not the widest page's: a page that fits a narrow pane is not pushed past it.
        pages.hhomogeneous = false
        switcher.addClass("flare-inspector-tabs")
        switcher.marginTop = 8
        switcher.marginBottom = 8
        widget.append(switcher)
        widget.append(Separator(.horizontal))
        widget.append(pages)
        // `flare code --id` of the selected item, on the clipboard (CopySwift).
        let copySwift = Button(label: "Copy Swift")
        copySwift.actionName = "win.copy-swift"
        copySwift.tooltip = "Copy the Swift that builds the selected item (flare code --id ID)"
        copySwift.halign = .end
        copySwift.setMargins(8)
        widget.append(copySwift)
    }

    /// Adds `page` as `name`, with a tab titled `title` that calls `chosen` with the name when it is made active.
    func add(_ page: Widget, name: String, title: String, chosen: @escaping @MainActor (String) -> Void) {
        pages.addTitled(page, name: name, title: title)
        let tab = ToggleButton(label: title)
        tab.join(tabs.first?.button)
        tab.connect(.toggled) { [weak tab] in
            if tab?.active == true { chosen(name) }
        }
        tabs.append((name, tab))
        InspectorLayout.append(tab, to: switcher)
    }

    /// Makes page `name`'s tab the active one (`pages` shows the page).
    func activate(_ name: String) {
        if let tab = tabs.first(where: { $0.name == name })?.button, !tab.active { tab.active = true }
    }

    var visiblePage: String { pages.visibleChildName ?? "" }

    /// The tab buttons, in order (tests check each is in sight).
    var tabButtons: [ToggleButton] { tabs.map(\.button) }
}
