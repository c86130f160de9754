import FlareCore

/// The pieces the inspector's pages repeat, built from the typed wrappers: a scrolling page, section
/// headings, GNOME's linked button groups and buttons with their action.
@MainActor
enum InspectorLayout {
    /// A vertical page with GNOME's margins, in a scrolled window: vertically, and sideways when the pane is
    /// dragged narrower than the page's widest row (so no page holds the pane wider than its tabs).
    static func page() -> (scroller: ScrolledWindow, content: Box) {
        // A long page (the Properties page's rows) costs every frame of the window only what shows of it.
        let content = Box(culling: .vertical, spacing: 8)
        content.setMargins(12)
        let scroller = ScrolledWindow(content, horizontal: .automatic, vertical: .automatic)
        scroller.vexpand = true
        return (scroller, content)
    }

    /// A section heading (`heading` class) above a group, as GNOME's preferences pages show them.
    static func heading(_ text: String) -> Label {
        let label = Label(text, classes: ["heading"])
        label.marginTop = 6
        return label
    }

    /// A horizontal `linked` box of `children` (GNOME's grouped buttons).
    static func linked(_ children: [Widget]) -> Box {
        let box = Box(row: children)
        box.addClass("linked")
        return box
    }

    /// `children` in a row that wraps to a second line in a narrow inspector (`append` adds more).
    static func wrapping(_ children: [Widget], spacing: Int = 6) -> FlowBox {
        let box = FlowBox()
        box.selectionMode = .none
        box.columnSpacing = spacing
        box.rowSpacing = spacing
        children.forEach { append($0, to: box) }
        return box
    }

    /// Adds `child` to a `wrapping` row: all its children on one line when there is room, and at most two lines
    /// (a window's height is measured at its narrowest, where one child a line would be tall).
    static func append(_ child: Widget, to box: FlowBox) {
        box.append(child)
        let count = box.children.count
        box.maxChildrenPerLine = count
        box.minChildrenPerLine = (count + 1) / 2
    }

    /// A button titled `title` (or showing `icon`), its `clicked` running `action`.
    static func button(
        _ title: String, icon: String? = nil, tooltip: String? = nil,
        _ action: @escaping @MainActor () -> Void
    ) -> Button {
        let button = icon.map { Button(icon: $0) } ?? Button(label: title)
        if let tooltip { button.tooltip = tooltip }
        button.connect(.clicked, action)
        return button
    }
}
