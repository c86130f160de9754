import FlareCore

/// A previewer window as the benches drive it (`BenchHooks`): it opens the window, owns it, and answers the hooks
/// from the window's parts. flare-dev reaches the window only through it.
@MainActor
public final class WindowBench: BenchHooks {
    private let preview: PreviewWindow

    /// Opens `specPath` in a new window (not shown until `present`; nothing is persisted).
    public init(specPath: String) {
        preview = PreviewWindow(specPath: specPath)
    }

    public var spec: Spec? { preview.spec }
    public var generation: Int { preview.generation }
    public var paintedGeneration: Int { preview.paintedGeneration }
    public func present() { preview.present() }
    public func close() { preview.close() }
    public func setZoom(_ value: Double) { preview.viewController.setZoom(value) }
    public func setCompare(_ axis: CompareGrid.Axis?) { preview.area.compareController.set(axis) }

    public func observeFrames(_ observer: @escaping @MainActor (PaintedFrame) -> Void) {
        preview.observeFrames(observer)
    }

    /// Calls `body` on every tick of the window's frame clock while it returns true, which keeps the clock ticking
    /// every frame even when nothing changes (`gtk_widget_add_tick_callback`): `flare-dev bench reload --compare`
    /// measures how long the main loop held the next frame back, whether or not that frame had anything to paint.
    public func onEveryFrameTick(_ body: @escaping @MainActor () -> Bool) {
        preview.toplevel.addTickCallback { _ in body() }
    }

    /// Whether a save that changes only the shown alert's texts or stylesheet values updates it in place
    /// (`StageController.updateStageInPlace`); off, every reload rebuilds the stage (`flare-dev bench reload
    /// --rebuild` compares the two in one run).
    public var reloadsInPlace: Bool {
        get { preview.reloader.inPlace }
        set { preview.reloader.inPlace = newValue }
    }

    public var lastLoadTimes: (parse: Double, build: Double) { preview.reloader.lastLoadTimes }

    /// `flare-dev bench reload --tile-budget`; the grid always draws at least one tile per tick.
    public var compareFrameBudget: Double {
        get { preview.area.compare.frameBudget }
        set { preview.area.compare.frameBudget = newValue }
    }

    /// `flare-dev bench reload --compare`.
    public var compareTiles: (count: Int, complete: Bool) {
        (preview.area.compare.cells.count, preview.area.compare.isComplete)
    }

    /// `path` in yq's form (`alerts.low-battery.appearance.borderCornerRadius`), written through `SpecEditor`,
    /// reloaded at once, undoable; the toast says why when refused (`flare-dev bench edit`).
    @discardableResult
    public func setProperty(_ path: String, to value: String) -> Bool {
        guard let parsed = try? EditPath(parsing: path) else { return false }
        return preview.edits.set(parsed, to: value)
    }

    public func showPropertiesPage() {
        preview.inspector.setVisible(true)
        preview.inspector.showPage("properties")
    }

    /// `flare-dev bench keystroke`; false when the text has no `needle`.
    public func placeSourceCursor(after needle: String) -> Bool {
        preview.sourceController.placeCursor(after: needle)
    }

    public func keystrokeInSource(_ text: String?) { preview.sourceController.keystroke(text) }
}
