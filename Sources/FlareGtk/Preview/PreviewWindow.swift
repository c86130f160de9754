import FlareCore
import Foundation

/// Flare's main window: the spec's items in a sidebar, the device-sized stage, its animations and
/// interactions, live reload of the spec and everything it references, and deep links.
///
/// It is a `PreviewerState` (FlareCore: what is loaded, the selection, the stack, the view's choices; every rule
/// of how they change) and the parts that draw it, which it builds and wires here: each gets a narrow protocol the
/// window answers (`RouteHost`, `RocketStageHost`, `SourceHost`, … in the conformance below), not the window. The
/// stage and selection, reload and the view are still its extensions. One instance per spec file. It works
/// with or without a `GtkApplication` (tests build it bare).
@MainActor
public final class PreviewWindow {
    /// The toplevel (`GtkWindow`); GTK's toplevel list and this wrapper hold it until `close()`.
    let window = Window()
    /// What the window shows, without its widgets: the transitions live there, the window draws their result.
    public internal(set) var state: PreviewerState
    /// The spec file, as opened (absolute).
    public var specPath: String { state.specPath }
    /// The last spec that loaded without errors: what the stage shows.
    public var spec: Spec? { state.spec }
    /// The diagnostics of the last load attempt (errors keep the last good `spec` on screen).
    public var diagnostics: [Diagnostic] { state.diagnostics }
    /// False while the spec file is missing (deleted, or renamed away).
    public var specExists: Bool { state.specExists }
    public var selection: SpecItem? { state.selection }
    /// The stage theme: the spec's, until the toggle or a URL changes it.
    public var theme: Theme { state.theme }
    /// The device picked in the header bar (nil: the spec's).
    public var deviceOverride: Stage.Device? { state.deviceOverride }
    /// The locale the header's chooser shows (a code of the spec's `locales:`); nil: the spec's own text.
    public var locale: String? { state.locale }
    public var zoom: Double { state.zoom }
    /// What the stage shows, as an export variant: the spec's scale, and the theme, device and locale the window
    /// shows. The exporter applies the device and the locale's text to the spec itself.
    var shownVariant: Variant? { state.shownVariant }
    /// Whether the user suspended routing from the Routes page (URLs wait in the single slot until resumed).
    public var routingSuspendedByUser: Bool { state.routingSuspendedByUser }
    /// The visible alerts, top-most last (DUX's stack with Flare's rules).
    public var stack: AlertStack { state.stack }
    /// Counts changes of what is shown; `paintedGeneration` follows once a frame showed it.
    public var generation: Int { state.generation }
    public var paintedGeneration: Int { state.paintedGeneration }
    public var stage: StageView? { area.stage }
    public var player: AnimationPlayer? { area.player }
    /// The window's event log (`events`).
    public var log: EventLog { events.log }
    /// The Rocket panel on the stage while the selection is a rocket (`RocketStage`).
    public var rocketPanel: RocketPanel? { area.rocketPanel }
    /// Called for every log entry (`flare open --log` prints them).
    public var onLog: (@MainActor (EventLog.Entry) -> Void)? {
        get { events.onLog }
        set { events.onLog = newValue }
    }

    /// Deep links through Scotty's controller: they wait in its single slot while the spec is (re)loading or unusable.
    private(set) var routes: WindowRoutes!
    /// The event log (`record`).
    let events = WindowLog()
    /// The compare view (Ctrl+G): the selected alert in the variants of an axis, instead of the stage.
    public var compare: CompareController { area.compareController }
    /// The rocket on the stage while the selection is one (its panel, its map, the rocket bar).
    private(set) var rocket: RocketStage!
    /// Watching, parsing and timing loads (`load`).
    let reloader = SpecReloader()
    /// The header bar, the sidebar, the panes and the actions.
    let chrome: WindowChrome
    /// The banner and the toasts.
    let messages = WindowMessages()
    /// The stage and what shares the canvas with it.
    let area = CanvasArea()
    /// The spec's text beside the stage (Ctrl+E; Source/SourcePane.swift), and opening a location in it or an editor.
    let sourceController: SourceController
    var source: SourcePane { sourceController.pane }
    /// The inspector in `chrome.inspectorPane` (queue, scenarios, script playback, event log, routes).
    public internal(set) var inspector: Inspector!
    /// What the stage reports to the inspector's sessions: an alert's show animation finished, the user closed it.
    var onStageReport: (@MainActor (StageReport) -> Void)?
    /// The window's edits of the spec, with their undo history (Properties/WindowEdits.swift).
    lazy var edits = WindowEdits(
        window: self, parseCache: reloader.parseCache, source: source, messages: messages, frames: frames)
    var destroyed = false
    /// What runs after each painted frame (`observeFrames`).
    private let frames = PaintedFrames()
    /// Screenshots and saved animations of what the stage shows (Ctrl+S, Ctrl+Shift+S).
    public var shots: WindowShots {
        WindowShots(
            shown: self, messages: messages, clipboard: { [window] in window.clipboard },
            record: { [weak self] in self?.record($0, $1) })
    }

    /// Where the window keeps what it remembers between runs: the panes' widths, the source pane and recent specs
    /// (`WindowStateFile`), the inspector's scenario state. Nil (tests, benches, `--screenshot`): nothing is read or
    /// written there, so no run depends on another's.
    public var stateDirectory: String? { chrome.panes.directory }

    /// Opens `specPath` in a new window (shown at once; the spec loads before the first frame), remembering its
    /// state in `stateDirectory` (nil: nothing is persisted).
    init(specPath: String, application: Application? = nil, stateDirectory: String? = nil) {
        state = PreviewerState(specPath: URL(fileURLWithPath: specPath).standardizedFileURL.path)
        PreviewStyle.install()
        GtkRuntime.guardTooltips()
        window.setDefaultSize(width: 1280, height: 760)
        window.title = Self.title(of: state.specPath)
        if let application { window.application = application }

        // The banner sits above the canvas, never over the stage: the fit leaves it its room.
        let pane = SourcePane(
            beside: messages.notice.wrap(Box(column: [messages.banner.widget, area.widget, area.timelineSlot])),
            stateFile: stateDirectory.map(WindowStateFile.init(directory:)))
        sourceController = SourceController(pane: pane, messages: messages)
        chrome = WindowChrome(canvas: pane.paned, source: (pane.widget, pane.paned), directory: stateDirectory)
        window.setTitlebar(chrome.header.widget)
        window.child = chrome.panes.widget
        let record: WindowLog.Record = { [weak self] in self?.record($0, $1) }

        routes = WindowRoutes(host: self, messages: messages, record: record)
        rocket = RocketStage(host: self, area: area, record: record)
        area.popupViews = PopupViewStage(host: self, record: record)
        messages.source = self
        messages.showFolder = { [weak self] folder in self?.window.showURI(folder.absoluteString) }
        reloader.watcher?.onChange = { [weak self] paths in self?.filesChanged(paths) }
        chrome.sidebar.onSelect = { [weak self] item in self?.pick(item) }
        chrome.itemActions.window = self
        chrome.sidebar.onShowOver = { [weak self] item in self?.showOver(item.id) }
        messages.banner.onCopy = { [weak self] line in self?.messages.notice.show("Copied “\(line)”") }
        messages.banner.onOpen = { [weak self] location in self?.sourceController.openSource(at: location) }
        area.compareController = CompareController(
            host: self, header: chrome.header, sidebar: chrome.sidebar, area: area, record: record)
        chrome.commands = WindowCommands(host: self, messages: messages, recentMenu: chrome.header.recentMenu)
        if stateDirectory != nil { chrome.commands?.recent = .user }  // the desktop's recent files, not in tests
        chrome.actions = PreviewActions.install(on: self)
        inspector = Inspector(window: self)
        area.inspect = InspectMode(
            host: self, header: chrome.header, messages: messages, source: sourceController, inspector: inspector,
            record: record)
        chrome.header.connect(to: self, inspector: inspector, inspect: area.inspect)
        chrome.header.setSidebar(visible: chrome.panes.sidebarVisible)
        area.navigation = CanvasNavigation(zooming: self, scroller: area.stageScroller)
        sourceController.connect(to: self, toplevel: window, frames: frames, record: record)

        window.connect(.destroy) { [weak self] in
            self?.destroyed = true
            self?.area.compare.clear()  // no tile renders for a closed window
        }
        // The panes' widths are kept when the window goes (its close button, Ctrl+Q, `close()`): it unrealizes then.
        window.connect(.unrealize) { [weak self] in
            self?.chrome.panes.save()
            self?.edits.write(closing: true)  // an edit shown and not yet written (WindowEdits)
        }
        window.connectAfterPaint { [weak self] in self?.afterPaint() }
        observeFrames { [weak messages] frame in messages?.layoutPainted(frame) }
        // GTK focuses the first focusable widget when the window maps: the sidebar's filter, where Space and letters
        // would type. The window opens with nothing focused instead (Ctrl+F and Tab focus the filter).
        var opened = false
        observeFrames { [weak self] _ in
            guard !opened, let self else { return }
            opened = true
            if self.window.focus?.takesText == true { self.window.setFocus(nil) }
        }
        observeFrames { [weak self] _ in
            self?.chrome.panes.framePainted()
            self?.refitIfNeeded()
            self?.rescaleAtRest()
            self?.area.compare.relayout()
        }
        chrome.commands?.opened(state.specPath)
        load(reason: "opened")
    }

    /// Opens `specPath` in a new window (shown at once; the spec loads before the first frame).
    public convenience init(specPath: String) { self.init(specPath: specPath, application: nil) }

    isolated deinit {
        if !destroyed { window.destroy() }
    }

    /// Disables the actions that leave the window (`PreviewActions.outsideTheWindow`): their shortcuts and menu
    /// items do nothing. For `flare monkey`, whose random input is about Flare's window, not GTK's inspector.
    public func leaveActionsOut() {
        for name in PreviewActions.outsideTheWindow { chrome.actions?.setEnabled(name, false) }
        window.deletable = false  // nor the title bar's close button (a click on it ends the window, as Quit does)
    }

    /// Shows the window (`gtk_window_present`).
    public func present() {
        window.present()
    }

    /// Closes the window (`gtk_window_destroy`).
    public func close() {
        guard !destroyed else { return }
        window.destroy()
    }

    // MARK: Loading

    /// The spec as the stage shows it: the header bar's device, and the text of its locale.
    func effective(_ spec: Spec) -> Spec { state.effective(spec) }

    /// Switches the window to another spec file (Ctrl+O, or `flare open` while Flare runs).
    public func open(specPath path: String) {
        state.open(specPath: URL(fileURLWithPath: path).standardizedFileURL.path)
        window.title = Self.title(of: specPath)
        edits.forget()
        chrome.commands?.opened(specPath)
        source.opened(spec: specPath)
        load(reason: "opened")
    }

    /// Reads the spec again (live reload calls it; so can a test).
    public func reload() {
        load(reason: "reloaded")
    }

    /// The window's title: the spec's file name and its folder (`showcase.yaml — examples`), as GNOME's
    /// document apps title a window by the document.
    static func title(of specPath: String) -> String {
        let url = URL(fileURLWithPath: specPath)
        let folder = url.deletingLastPathComponent().lastPathComponent
        return folder.isEmpty || folder == "/" ? url.lastPathComponent : "\(url.lastPathComponent) — \(folder)"
    }

    // MARK: Log and frames

    /// The centre of `widget` in the window's surface coordinates (what `xdotool mousemove --window` takes).
    func windowPoint(of widget: Widget) -> (x: Double, y: Double)? {
        guard let point = widget.point(Double(widget.width) / 2, Double(widget.height) / 2, in: window) else {
            return nil
        }
        let offset = window.surfaceTransform
        return (point.x + offset.x, point.y + offset.y)
    }

    func record(_ source: EventLog.Source, _ message: String) {
        let entry = events.record(source, message)
        inspector?.logged(entry)
    }

    /// Calls `observer` after every frame the window paints (the frame clock's `after-paint`), in the order
    /// observers were added. The window's own layout warnings read the painted layout here; `FirstFrame` and
    /// `flare bench reload` time the frames that show a new generation.
    public func observeFrames(_ observer: @escaping @MainActor (PaintedFrame) -> Void) {
        frames.observe(observer)
    }

    func afterPaint() {
        frames.painted(PaintedFrame(generation: generation, isFirst: state.framePainted()))
    }

    /// Whether what the window shows is at rest: a spec (or its error) is shown, the zoom fits the canvas as it
    /// is now (when it follows it), a shown alert is drawn at the zoom's raster scale (`rescaleAtRest`), a rocket
    /// shows its first card (or the block asked for) with its motion ended, and no show or close animation runs; in the
    /// compare view, every tile is drawn and laid out for the canvas.
    var isSettled: Bool {
        guard spec != nil || !diagnostics.isEmpty else { return false }
        // Errors and no spec shown before: the window shows its banner over an empty canvas, with nothing to fit.
        if spec == nil { return generation == paintedGeneration }
        if compare.axis != nil {
            return area.compare.isComplete && area.compare.isLaidOut && generation == paintedGeneration
        }
        if state.zoomFits, let canvas, canvas.isSized, area.navigation.fitted != canvas { return false }
        if let stage, stage.scale < state.stageScale, let id = selection?.alertID, stack.alerts == [id] { return false }
        // A rocket is at rest once a card (its first, or the block a link jumped to) is shown and nothing moves.
        if let panel = rocketPanel, !panel.isGone,
            panel.flow.visible.isEmpty || panel.cards.isEmpty || panel.isAnimating
        {
            return false
        }
        return player?.isRunning != true && generation == paintedGeneration
    }

    /// Shows `content` as the canvas's empty state, over the stage.
    func showStatus(_ content: EmptyState.Content) {
        area.status.show(content)
        chrome.setZoomEnabled(false)
    }

    func hideStatus() {
        area.status.hide()
        chrome.setZoomEnabled(true)
    }

    /// The header bar (tests press its buttons).
    var headerBar: PreviewHeader { chrome.header }
}

// MARK: Stage presenter (the inspector's queue and scenario sessions)

extension PreviewWindow: StagePresenting {
    /// Puts `target` on the stage: an alert with its show animation (reported as presented when it ends), a
    /// rocket by selecting it (reported at once, on the next main-loop turn).
    public func present(_ target: SpecItem) {
        switch target {
        case .alert(let id):
            guard spec?.alert(id) != nil else {
                record(.stage, "cannot present \(target): the spec has no alert '\(id)'")
                return
            }
            hideStatus()
            presentAlert(id)
        case .rocket(let id):
            select(SpecItem.rocket(id))
            MainLoop.post { [weak self] in self?.onStageReport?(.presented(.item(target))) }
        case .queue, .scenario, .screen:
            record(.stage, "cannot present \(target): only alerts and rockets go on the stage")
        }
    }

    public func present(view: PopupView, named name: String) { area.popupViews.present(view: view, named: name) }

    public func dismiss(viewNamed name: String) { area.popupViews.dismiss(viewNamed: name) }

    /// The custom view popup on the stage, if any.
    public var shownPopupView: (name: String, view: PopupView)? { area.popupViews.shown }

    /// Takes `target` off the stage because a session asked (not reported back as a user's dismissal).
    public func dismiss(_ target: SpecItem) {
        guard case .alert(let id) = target, shownAlert?.id == id else { return }
        closeShownAlert(reason: "closed by the inspector", byUser: false)
    }
}

extension PreviewWindow: ShownOnStage, InspectModeHost, HeaderCommands, RouteHost, CanvasZooming, EditsHost,
    PropertiesHost, SourceHost, WarningSource, RocketStageHost, PopupViewHost, CompareHost, CommandsHost
{
    var shownSpec: Spec? { spec.map(effective) }

    var sessionQueueID: String? { inspector?.queueSession?.spec.id }

    /// The queue and popup of the banner on the stage, for the Properties page (nil: no view popup is up).
    var shownPopupViewOwner: (queue: String, popup: String)? {
        guard let popup = shownPopupView?.name, let queue = sessionQueueID else { return nil }
        return (queue, popup)
    }

    var selectedRocket: RocketSpec? { selection?.rocketID.flatMap { spec.map(effective)?.rocket($0) } }

    var shownDevice: Stage.Device { deviceOverride ?? spec?.stage.device ?? Stage().device }

    func stageReported(_ report: StageReport) { onStageReport?(report) }

    /// Starts the rocket on the stage again at `block` (nil: its start); false when there is none or no such block.
    @discardableResult
    public func restartRocket(at block: String? = nil) -> Bool { rocket.restart(at: block) }

    var toplevel: Window { window }

    func openInEditor(_ location: SourceLocation) { sourceController.openInEditor(location) }

    func sourceEdited() { load(reason: "edited", specTextOnly: true, diskUnchanged: true) }

    func setRoutingSuspended(byUser suspended: Bool) { state.setRoutingSuspendedByUser(suspended) }

    func applyLink(theme: Theme?, scale: Int?) {
        let themed = theme.map { theme in state.applyLinkTheme(theme) } ?? false
        if themed, let theme { chrome.header.setTheme(theme) }
        // `scale=`: screenshots at that scale, the stage's images rasterised at least at it.
        let scaled = scale.map { scale in state.applyLinkScale(scale) } ?? false
        if themed || scaled { rebuildStage(animate: false) }
    }

    var shownQueueStep: (queue: String?, step: Int?) {
        let queue = inspector.queueSession?.spec.id
        guard let queue, inspector.queueScripted, let script = inspector.script, script.source == .queue(queue),
            script.position > 0
        else { return (queue, nil) }
        return (queue, script.position)
    }

    func leaveCompare() {
        if compare.axis != nil { compare.set(nil) }
    }

    var compareAxis: CompareGrid.Axis? { compare.axis }

    func setCompare(_ axis: CompareGrid.Axis?) { compare.set(axis) }

    func setTextFill(_ fill: TextStress) { compare.setTextFill(fill) }

    func showStage(rebuilt: Bool, animate: Bool) {
        if rebuilt { rebuildStage(animate: animate) } else { showSelection(animate: animate) }
    }

    func selectionShown(_ item: SpecItem) { inspector?.selectionChanged(item) }
}
