import FlareCore

/// The inspector's host (`InspectorHost`, with the Properties page's `PropertiesHost` and the sidebar's
/// `ItemActionsHost`): its answers span the window's parts, so it holds those parts and sends each question to the
/// one that owns it: what is shown to the stage controller, the theme to the view controller, the routing to the
/// routes, a location to the source pane, the pane's room to the chrome, the log, the frames and the edits to theirs.
/// The window builds it and keeps it; the inspector and the item actions hold it weakly.
@MainActor
final class InspectorLinks: InspectorHost {
    private let stageController: StageController
    private let view: ViewController
    private let routes: WindowRoutes
    private let source: SourceController
    private let chrome: WindowChrome
    private let events: WindowLog
    private let frames: PaintedFrames
    private let write: WindowLog.Record
    let toplevel: Window
    let edits: WindowEdits

    init(
        stage: StageController, view: ViewController, routes: WindowRoutes, source: SourceController,
        chrome: WindowChrome, log: (events: WindowLog, record: WindowLog.Record), frames: PaintedFrames,
        toplevel: Window, edits: WindowEdits
    ) {
        stageController = stage
        self.view = view
        self.routes = routes
        self.source = source
        self.chrome = chrome
        events = log.events
        write = log.record
        self.frames = frames
        self.toplevel = toplevel
        self.edits = edits
    }

    // What the stage shows (`StageController`, from the shared state).
    var spec: Spec? { stageController.spec }
    var specPath: String { stageController.state.specPath }
    var selection: SpecItem? { stageController.selection }
    var theme: Theme { stageController.theme }
    var deviceOverride: Stage.Device? { stageController.state.view.deviceOverride }
    var stack: AlertStack { stageController.stack }
    var stage: StageView? { stageController.stage }
    var shownAlert: AlertSpec? { stageController.shownAlert }
    var shownPopupView: (name: String, view: PopupView)? { stageController.shownPopupView }
    func select(_ item: SpecItem) { stageController.select(item) }
    func redrawPopupViews(of session: QueueSession?) { stageController.area.popupViews.redraw(of: session) }

    /// The queue and popup of the banner on the stage, for the Properties page (nil: no view popup is up).
    var shownPopupViewOwner: (queue: String, popup: String)? {
        guard let popup = shownPopupView?.name, let queue = stageController.sessionQueueID else { return nil }
        return (queue, popup)
    }

    func setTheme(_ theme: Theme) { view.setTheme(theme) }
    var routing: any RoutingControls { routes }
    func openSource(at location: SourceLocation) { source.openSource(at: location) }
    func openInEditor(_ location: SourceLocation) { source.openInEditor(location) }

    /// Where the window keeps what it remembers between runs (nil: nothing is persisted).
    var stateDirectory: String? { chrome.panes.directory }
    func showNotice(_ message: String) { chrome.messages.notice.show(message) }

    func inspectorShown(_ visible: Bool) {
        chrome.header.setInspector(visible: visible)
        if visible { chrome.panes.inspectorShown() }
        stageController.inspectorVisibilityChanged()
    }

    var log: EventLog { events.log }
    func record(_ source: EventLog.Source, _ message: String) { write(source, message) }
    func observeFrames(_ observer: @escaping @MainActor (PaintedFrame) -> Void) { frames.observe(observer) }
}
