import FlareCore

/// What the benches (`flare-dev bench reload`, `edit`, `keystroke`) reach in a window beyond what a user does:
/// switches and timings no user needs, and the edits and keystrokes they time. The one door developer tools have into
/// the window (`WindowBench` answers it); nothing in the product calls these.
@MainActor
public protocol BenchHooks: AnyObject {
    /// The last spec that loaded without errors.
    var spec: Spec? { get }
    /// Counts changes of what is shown; `paintedGeneration` follows once a frame showed it.
    var generation: Int { get }
    var paintedGeneration: Int { get }
    /// Shows the window (`gtk_window_present`); `close` destroys it.
    func present()
    func close()
    /// Zooms to `value` (a factor) as the user would pick it.
    func setZoom(_ value: Double)
    /// Shows the compare view on `axis` (nil: the single view).
    func setCompare(_ axis: CompareGrid.Axis?)
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
