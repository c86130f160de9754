import FlareCore

/// The window's three panes: the sidebar, the canvas and the inspector, side by side with dragged dividers
/// (`GtkPaned`). The sidebar hides and shows (F9, the header's sidebar button); both widths and whether the
/// sidebar shows are kept between runs (`PaneLayout`, saved when the window closes). The canvas takes what the
/// window gains or loses; the panes keep their widths.
@MainActor
final class WindowPanes {
    /// The window's child: the outer pane (the sidebar | the rest).
    let widget: Paned
    /// The canvas | the inspector.
    let right: Paned
    private let sidebar: Widget
    private let inspector: Widget
    /// Where `window.json` is kept (the window's state folder); nil (tests, `--screenshot`): the default layout,
    /// never saved, so no run depends on another's.
    let directory: String?
    private(set) var layout: PaneLayout
    private var saved: PaneLayout
    /// The inspector's saved width waits for the pane to have a size (it is set from the right-hand edge).
    private var inspectorWidthPending = true

    init(sidebar: Widget, canvas: Widget, inspector: Widget, directory: String?) {
        self.sidebar = sidebar
        self.inspector = inspector
        self.directory = directory
        layout = directory.map(PaneLayout.load) ?? PaneLayout()
        saved = layout
        sidebar.setSizeRequest(width: Double(PaneLayout.sidebarWidths.lowerBound), height: -1)
        inspector.setSizeRequest(width: Double(PaneLayout.inspectorWidths.lowerBound), height: -1)
        right = Paned(.horizontal, start: canvas, end: inspector, resizeEnd: false, shrinkEnd: false)
        right.shrinkStart = false
        widget = Paned(.horizontal, start: sidebar, end: right, resizeStart: false, shrinkStart: false)
        widget.shrinkEnd = false
        widget.position = layout.sidebarWidth
        sidebar.visible = layout.sidebarVisible
    }

    var sidebarVisible: Bool { sidebar.visible }

    /// Shows or hides the sidebar (the canvas takes its room); the sidebar comes back at its width.
    func setSidebar(visible: Bool) {
        guard visible != sidebar.visible else { return }
        if !visible { remember() }
        sidebar.visible = visible
        layout.sidebarVisible = visible
        if visible { widget.position = layout.sidebarWidth }
    }

    /// The inspector was shown: it comes back at its width, measured from the window's right-hand edge.
    func inspectorShown() {
        inspectorWidthPending = true
        placeInspector()
    }

    /// After each painted frame: the inspector's saved width once the pane has a size, and the widths the user
    /// dragged to.
    func framePainted() {
        if inspectorWidthPending { placeInspector() } else { remember() }
    }

    private func placeInspector() {
        guard inspector.visible, right.width > 0 else { return }
        inspectorWidthPending = false
        right.position = max(0, right.width - layout.inspectorWidth - 1)  // 1: the divider
    }

    /// Reads the panes' widths as they are (a drag moved a divider).
    private func remember() {
        if sidebar.visible, sidebar.width > 0 { layout.sidebarWidth = sidebar.width }
        if inspector.visible, inspector.width > 0, !inspectorWidthPending { layout.inspectorWidth = inspector.width }
    }

    /// Writes the layout when it changed since it was last read or written (the window is closing).
    func save() {
        remember()
        guard let directory, layout.clamped != saved.clamped else { return }
        try? layout.save(directory: directory)
        saved = layout
    }
}
