import FlareCore

/// The window's panes: the sidebar, the source pane, the canvas and the inspector, side by side with dragged dividers
/// (`GtkPaned`). The sidebar hides and shows (F9, the header's sidebar button); both widths and whether the
/// sidebar shows are kept between runs (`PaneLayout`, saved when the window closes; the source pane's width in the
/// window's state file). The canvas takes what the window gains or loses while it keeps half the window; past that
/// the side panes shrink together to their minimums (`PaneFitter`), and their widths come back in a wider window.
@MainActor
final class WindowPanes {
    /// The window's child: the outer pane (the sidebar | the rest).
    let widget: Paned
    /// The canvas | the inspector.
    let right: Paned
    private let sidebar: Widget
    private let inspector: Widget
    /// The source pane and the pane that holds it beside the canvas.
    private let source: (widget: Widget, paned: Paned)
    private let stateFile: WindowStateFile?
    /// The source pane's width as the user left it (the fitter may draw it narrower).
    private var sourceWidth: Int
    private var fitter: PaneFitter!
    /// Where `window.json` is kept (the window's state folder); nil (tests, `--screenshot`): the default layout,
    /// never saved, so no run depends on another's.
    let directory: String?
    private(set) var layout: PaneLayout
    private var saved: PaneLayout
    /// The inspector's saved width waits for the pane to have a size (it is set from the right-hand edge).
    private var inspectorWidthPending = true

    /// The panes around `canvas`, the source pane `source` (its pane holds the canvas) left of it.
    init(
        sidebar: Widget, canvas: Widget, source: (widget: Widget, paned: Paned), inspector: Widget,
        directory: String?
    ) {
        self.sidebar = sidebar
        self.inspector = inspector
        self.source = source
        self.directory = directory
        stateFile = directory.map(WindowStateFile.init(directory:))
        sourceWidth = source.paned.position
        layout = directory.map(PaneLayout.load) ?? PaneLayout()
        saved = layout
        sidebar.setSizeRequest(width: Double(PaneLayout.sidebarWidths.lowerBound), height: -1)
        inspector.setSizeRequest(width: Double(PaneLayout.inspectorWidths.lowerBound), height: -1)
        source.widget.setSizeRequest(width: Double(PaneLayout.sourceMinimum), height: -1)
        right = Paned(.horizontal, start: canvas, end: inspector, resizeEnd: false, shrinkEnd: false)
        right.shrinkStart = false
        widget = Paned(.horizontal, start: sidebar, end: right, resizeStart: false, shrinkStart: false)
        widget.shrinkEnd = false
        widget.position = layout.sidebarWidth
        sidebar.visible = layout.sidebarVisible
        fitter = makeFitter()
        source.paned.connect(.positionChanged) { [weak self] in self?.rememberSource() }
        // Fitted in the layout phase, once GTK has allocated the window at its width: the positions set are
        // allocated again before the frame is painted, never after it (a window left to lay out after its paint
        // has no render node: it drew black offscreen).
        widget.connectAfterLayout { [weak self] in self?.laidOut() }
    }

    /// The sidebar, the source pane and the inspector, fitted in the outer pane's width.
    private func makeFitter() -> PaneFitter {
        let divider = PaneFitter.divider
        return PaneFitter(
            panes: [
                FittedPane(
                    widget: sidebar, minimum: PaneLayout.sidebarWidths.lowerBound,
                    preferred: { [unowned self] in layout.sidebarWidth },
                    apply: { [unowned self] width, _, _ in widget.position = width }),
                FittedPane(
                    widget: source.widget, minimum: PaneLayout.sourceMinimum,
                    preferred: { [unowned self] in sourceWidth },
                    apply: { [unowned self] width, _, _ in source.paned.position = width }),
                FittedPane(
                    widget: inspector, minimum: PaneLayout.inspectorWidths.lowerBound,
                    preferred: { [unowned self] in layout.inspectorWidth },
                    apply: { [unowned self] width, total, _ in
                        // Measured from the right-hand edge of the pane right of the sidebar.
                        let rightWidth = total - (sidebar.visible ? widget.position + divider : 0)
                        inspectorWidthPending = false
                        right.position = max(0, rightWidth - width - divider)
                    }),
            ], sharing: widget)
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
        fitter.invalidate()
    }

    /// After each pass of a frame's layout: the panes fitted when the window's width or the shown panes changed
    /// (`PaneFitter`; nothing is set otherwise, so the layout settles).
    private func laidOut() {
        if fitter.fit() { inspectorWidthPending = false }
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
        // While the fitter draws panes narrower than their widths, GTK may clamp them further on the way (the
        // canvas's minimum follows the stage until it refits): none of those widths is the user's.
        guard !fitter.shrunk else { return }
        if sidebar.visible, sidebar.width > 0, !fitter.isFitted(sidebar, width: sidebar.width) {
            layout.sidebarWidth = sidebar.width
        }
        if inspector.visible, inspector.width > 0, !inspectorWidthPending,
            !fitter.isFitted(inspector, width: inspector.width)
        {
            layout.inspectorWidth = inspector.width
        }
    }

    /// The source pane's handle moved: a drag (not the fitter) is its new width, kept in the state file.
    private func rememberSource() {
        let width = source.paned.position
        guard source.widget.visible, width > 0, !fitter.shrunk, !fitter.isFitted(source.widget, width: width)
        else { return }
        sourceWidth = width
        stateFile?.update { $0.sourcePaneWidth = width }
    }

    /// Writes the layout when it changed since it was last read or written (the window is closing).
    func save() {
        remember()
        guard let directory, layout.clamped != saved.clamped else { return }
        try? layout.save(directory: directory)
        saved = layout
    }
}
