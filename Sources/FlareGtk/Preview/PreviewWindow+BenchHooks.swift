import FlareCore

/// What the benches (`flare bench reload`, `edit`, `keystroke`; `FirstFrame`) reach in the window beyond what a
/// user does: switches and timings no user needs, and the edits and keystrokes they time. The window's one door for
/// developer tools; nothing in the product calls these.
@MainActor
public protocol BenchHooks: AnyObject {
    /// Counts changes of what is shown; `paintedGeneration` follows once a frame showed it.
    var generation: Int { get }
    var paintedGeneration: Int { get }
    /// Calls `observer` after every frame the window paints.
    func observeFrames(_ observer: @escaping @MainActor (PaintedFrame) -> Void)
    /// Calls `body` on every tick of the window's frame clock while it returns true.
    func onEveryFrameTick(_ body: @escaping @MainActor () -> Bool)
    /// Whether a save that changes only the shown alert's texts or stylesheet values updates it in place.
    var reloadsInPlace: Bool { get set }
    /// The time the last load spent parsing and building the stage, in seconds.
    var lastLoadTimes: (parse: Double, build: Double) { get }
    /// The most time one tick of the frame clock spends drawing the compare grid's tiles, in seconds.
    var compareFrameBudget: Double { get set }
    /// The compare view's tile count, and whether every tile of its last refresh is drawn.
    var compareTiles: (count: Int, complete: Bool) { get }
    /// Sets the value at `path` as the Properties page does; false when refused.
    @discardableResult func setProperty(_ path: String, to value: String) -> Bool
    /// Opens the inspector on its Properties page (of the selected alert).
    func showPropertiesPage()
    /// Shows the source pane with the cursor just after the first `needle` of the spec's text.
    func placeSourceCursor(after needle: String) -> Bool
    /// A keystroke in the source pane's shown tab: `text` typed at the cursor, or Backspace when nil.
    func keystrokeInSource(_ text: String?)
}

extension PreviewWindow: BenchHooks {
    /// Calls `body` on every tick of the window's frame clock while it returns true, which keeps the clock ticking
    /// every frame even when nothing changes (`gtk_widget_add_tick_callback`): `flare bench reload --compare`
    /// measures how long the main loop held the next frame back, whether or not that frame had anything to paint.
    public func onEveryFrameTick(_ body: @escaping @MainActor () -> Bool) {
        window.addTickCallback { _ in body() }
    }

    /// Whether a save that changes only the shown alert's texts or stylesheet values updates it in place
    /// (`updateStageInPlace`); off, every reload rebuilds the stage (`flare bench reload --rebuild` compares the two
    /// in one run).
    public var reloadsInPlace: Bool {
        get { reloader.inPlace }
        set { reloader.inPlace = newValue }
    }

    public var lastLoadTimes: (parse: Double, build: Double) { reloader.lastLoadTimes }

    /// `flare bench reload --tile-budget`; the grid always draws at least one tile per tick.
    public var compareFrameBudget: Double {
        get { area.compare.frameBudget }
        set { area.compare.frameBudget = newValue }
    }

    /// `flare bench reload --compare`.
    public var compareTiles: (count: Int, complete: Bool) { (area.compare.cells.count, area.compare.isComplete) }

    /// `path` in yq's form (`alerts.low-battery.appearance.borderCornerRadius`), written through `SpecEditor`,
    /// reloaded at once, undoable; the toast says why when refused (`flare bench edit`).
    @discardableResult
    public func setProperty(_ path: String, to value: String) -> Bool {
        guard let parsed = try? EditPath(parsing: path) else { return false }
        return edits.set(parsed, to: value)
    }

    public func showPropertiesPage() {
        inspector.setVisible(true)
        inspector.showPage("properties")
    }

    /// `flare bench keystroke`; false when the text has no `needle`.
    public func placeSourceCursor(after needle: String) -> Bool { sourceController.placeCursor(after: needle) }

    public func keystrokeInSource(_ text: String?) { sourceController.keystroke(text) }
}
