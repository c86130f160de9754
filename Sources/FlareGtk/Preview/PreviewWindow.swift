import FlareCore
import Foundation

/// Flare's main window: the spec's items in a sidebar, the device-sized stage, its animations and
/// interactions, live reload of the spec and everything it references, and deep links.
///
/// A composition root: it holds the shared `PreviewerState` (FlareCore: what is loaded, the selection, the stack, the
/// view's choices; every rule of how they change) and builds and wires the parts that do the work, each a controller
/// with its own state that answers the narrow protocols of what it owns (`RouteHost` and `SourceHost` by the
/// `StageController`, `EditsHost` by the `ReloadController`, `InspectorHost` by `InspectorLinks`, …) and reaches
/// the window only for the shared state (`SharedStateHost`, `StageHost`) and its toplevel's jobs (`ActionsHost`,
/// `CommandsHost`). Tests reach the controllers themselves (`preview.stageController.select(…)`). One instance per
/// spec file. It works with or without a `GtkApplication` (tests build it bare).
@MainActor
public final class PreviewWindow {
    /// The toplevel (`GtkWindow`); GTK's toplevel list and this wrapper hold it until `close()`.
    let window = Window()
    /// What the window shows, without its widgets: the transitions live there, the parts draw their result.
    /// (`spec`, `specPath` and `selection` read it: `SpecAndSelection`.)
    public internal(set) var state: PreviewerState
    /// Counts changes of what is shown; `paintedGeneration` follows once a frame showed it.
    public var generation: Int { state.generation }
    public var paintedGeneration: Int { state.paintedGeneration }
    public var stage: StageView? { area.stage }
    /// The window's event log (`events`); `onLog` is called for every entry (`flare open --log` prints them).
    public var log: EventLog { events.log }
    public var onLog: (@MainActor (EventLog.Entry) -> Void)? {
        get { events.onLog }
        set { events.onLog = newValue }
    }

    // The parts, each with one job.
    let events = WindowLog()
    /// The header bar, the sidebar, the panes and the actions.
    let chrome: WindowChrome
    /// The stage and what shares the canvas with it.
    let area = CanvasArea()
    /// What runs after each painted frame (`observeFrames`).
    let frames = PaintedFrames()
    /// The stage and the selection: what is shown, the stack, closing and replaying, the empty states.
    var stageController: StageController!
    /// Watching, loading and showing the spec.
    var reloader: ReloadController!
    /// Theme, device, locale, zoom and the sidebar's room.
    var viewController: ViewController!
    /// Deep links through Scotty's controller: they wait in its single slot while the spec is (re)loading.
    var routes: WindowRoutes!
    /// The spec's text beside the stage (Ctrl+E), and opening a location in it or an editor.
    let sourceController: SourceController
    /// The inspector in `chrome.inspectorPane` (queue, scenarios, script playback, event log, routes, properties).
    public internal(set) var inspector: Inspector!
    /// The inspector's host: its answers span the parts (`InspectorLinks`).
    var inspectorLinks: InspectorLinks!
    /// The window's edits of the spec, with their undo history (Properties/WindowEdits.swift).
    lazy var edits = WindowEdits(
        window: reloader, parseCache: reloader.parseCache, source: source, messages: messages, frames: frames)
    var destroyed = false

    /// Opens `specPath` in a new window (shown at once; the spec loads before the first frame), remembering its
    /// state in `stateDirectory` (nil: nothing is persisted: tests, benches, `--screenshot`).
    init(specPath: String, application: Application? = nil, stateDirectory: String? = nil) {
        state = PreviewerState(specPath: URL(fileURLWithPath: specPath).standardizedFileURL.path)
        PreviewStyle.install()
        GtkRuntime.guardTooltips()
        window.setDefaultSize(width: 1280, height: 760)
        window.title = WindowChrome.title(of: state.specPath)
        if let application { window.application = application }

        // The banner sits above the canvas, never over the stage: the fit leaves it its room.
        let messages = WindowMessages()
        let pane = SourcePane(
            beside: messages.notice.wrap(Box(column: [messages.banner.widget, area.widget, area.timelineSlot])),
            stateFile: stateDirectory.map(WindowStateFile.init(directory:)))
        sourceController = SourceController(pane: pane, messages: messages)
        chrome = WindowChrome(
            canvas: pane.paned, messages: messages, source: (pane.widget, pane.paned), directory: stateDirectory)
        window.setTitlebar(chrome.header.widget)
        window.child = chrome.panes.widget
        let record: WindowLog.Record = { [weak self] in self?.record($0, $1) }
        wire(record: record)
        chrome.commands?.opened(state.specPath)
        reloader.load(reason: "opened")
    }

    /// Opens `specPath` in a new window (shown at once; the spec loads before the first frame).
    public convenience init(specPath: String) { self.init(specPath: specPath, application: nil) }

    isolated deinit {
        if !destroyed { window.destroy() }
    }

    /// Shows the window (`gtk_window_present`).
    public func present() { window.present() }

    /// Closes the window (`gtk_window_destroy`).
    public func close() {
        guard !destroyed else { return }
        window.destroy()
    }

    /// Switches the window to another spec file (Ctrl+O, or `flare open` while Flare runs).
    public func open(specPath path: String) {
        state.open(specPath: URL(fileURLWithPath: path).standardizedFileURL.path)
        window.title = WindowChrome.title(of: specPath)
        edits.forget()
        chrome.commands?.opened(specPath)
        sourceController.pane.opened(spec: specPath)
        reloader.load(reason: "opened")
    }

    /// Reads the spec again (live reload calls it; so can a test).
    public func reload() { reloader.load(reason: "reloaded") }

    func record(_ source: EventLog.Source, _ message: String) {
        let entry = events.record(source, message)
        inspector?.logged(entry)
    }

    /// Calls `observer` after every frame the window paints (the frame clock's `after-paint`), in the order
    /// observers were added. The window's own layout warnings read the painted layout here; `FirstFrame` and
    /// `flare-dev bench reload` time the frames that show a new generation.
    public func observeFrames(_ observer: @escaping @MainActor (PaintedFrame) -> Void) {
        frames.observe(observer)
    }
}
