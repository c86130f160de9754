import FlareCore

/// How the window wires its parts (`wire`), and its answers to their narrow protocols: each part asks for what it
/// needs by name, and the window forwards it to the part that owns it (the shared `state`, a controller, the chrome).
extension PreviewWindow {
    /// Builds the controllers and connects the parts to one another, once the chrome and the source pane exist.
    func wire(record: @escaping WindowLog.Record) {
        let (header, sidebar) = (chrome.header, chrome.sidebar)
        stageController = StageController(host: self, area: area, sidebar: sidebar, messages: messages, record: record)
        reloader = ReloadController(
            host: self, stage: stageController, source: source, header: header, sidebar: sidebar, messages: messages,
            record: record)
        viewController = ViewController(
            host: self, stage: stageController, header: header, panes: chrome.panes, area: area, record: record)
        routes = WindowRoutes(host: self, messages: messages, record: record)
        rocket = RocketStage(host: stageController, area: area, record: record)
        area.popupViews = PopupViewStage(host: stageController, record: record)
        messages.source = stageController
        messages.showFolder = { [weak self] folder in self?.window.showURI(folder.absoluteString) }
        sidebar.onSelect = { [weak self] item in self?.stageController.pick(item) }
        chrome.itemActions.window = self
        sidebar.onShowOver = { [weak self] item in self?.stageController.showOver(item.id) }
        messages.banner.onCopy = { [weak self] line in self?.messages.notice.show("Copied “\(line)”") }
        messages.banner.onOpen = { [weak self] location in self?.sourceController.openSource(at: location) }
        area.compareController = CompareController(
            host: stageController, header: header, sidebar: sidebar, area: area, record: record)
        chrome.commands = WindowCommands(host: self, messages: messages, recentMenu: header.recentMenu)
        if stateDirectory != nil { chrome.commands?.recent = .user }  // the desktop's recent files, not in tests
        chrome.actions = PreviewActions.install(on: self)
        inspector = Inspector(host: self, stage: stageController, slot: chrome.inspectorPane)
        stageController.onReport = { [weak inspector] report in inspector?.sessions.stageReported(report) }
        stageController.sessions = inspector.sessions
        area.inspect = InspectMode(
            host: area.compareController, header: header, messages: messages, source: sourceController,
            inspector: inspector,
            record: record)
        header.connect(to: viewController, inspector: inspector, inspect: area.inspect)
        header.setSidebar(visible: chrome.panes.sidebarVisible)
        area.navigation = CanvasNavigation(zooming: viewController, toplevel: window, scroller: area.stageScroller)
        sourceController.connect(to: self, toplevel: window, frames: frames, record: record)
        wireToplevel()
    }

    /// The toplevel's life (destroyed, unrealized) and what runs after each painted frame.
    private func wireToplevel() {
        window.connect(.destroy) { [weak self] in
            self?.destroyed = true
            self?.area.compare.clear()  // no tile renders for a closed window
        }
        // The panes' widths are kept when the window goes (its close button, Ctrl+Q, `close()`): it unrealizes then.
        window.connect(.unrealize) { [weak self] in
            self?.chrome.panes.save()
            self?.edits.write(closing: true)  // an edit shown and not yet written (WindowEdits)
        }
        window.connectAfterPaint { [weak self] in
            guard let self else { return }
            frames.painted(PaintedFrame(generation: generation, isFirst: state.framePainted()))
        }
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
            self?.viewController.refitIfNeeded()
            self?.viewController.rescaleAtRest()
            self?.area.compare.relayout()
        }
    }

    // MARK: The parts, as tests and the application reach them

    var messages: WindowMessages { chrome.messages }
    var source: SourcePane { sourceController.pane }
    /// The header bar (tests press its buttons).
    var headerBar: PreviewHeader { chrome.header }
    /// The compare view (Ctrl+G): the selected alert in the variants of an axis, instead of the stage.
    var compare: CompareController { area.compareController }
    /// Screenshots and saved animations of what the stage shows (Ctrl+S, Ctrl+Shift+S).
    var shots: WindowShots {
        WindowShots(
            shown: stageController, messages: messages, clipboard: { [window] in window.clipboard },
            record: { [weak self] in self?.record($0, $1) })
    }
    /// Where the window keeps what it remembers between runs: the panes' widths, the source pane and recent specs
    /// (`WindowStateFile`), the inspector's scenario state (nil: nothing is read or written there).
    var stateDirectory: String? { chrome.panes.directory }
    var routingSuspendedByUser: Bool { state.routingSuspendedByUser }
    /// False while the spec file is missing (deleted, or renamed away).
    var specExists: Bool { state.specExists }
    /// The locale shown (a code of the spec's `locales:`); nil: the spec's own text.
    var locale: String? { state.view.locale }
    /// The canvas as it is now: the scroller's size and the stage's (nil before there is a stage).
    var canvas: Canvas? { area.canvas }
    var sidebarVisible: Bool { chrome.panes.sidebarVisible }

    // The stage controller's, for the parts that show or clear what is on the stage.
    func select(_ item: SpecItem) { stageController.select(item) }
    var shownAlert: AlertSpec? { stageController.shownAlert }
    var shownPopupView: (name: String, view: PopupView)? { stageController.shownPopupView }
    func present(_ target: SpecItem) { stageController.present(target) }
    func presentAlert(_ id: String) { stageController.presentAlert(id) }

    // The view controller's, for the header, the actions, routes and the canvas's gestures.
    func setTheme(_ theme: Theme) { viewController.setTheme(theme) }
    func setDevice(_ device: Stage.Device?) { viewController.setDevice(device) }
    func setZoom(_ value: Double) { viewController.setZoom(value) }
    func setZoom(_ zoom: Zoom) { viewController.setZoom(zoom) }
    func setSidebar(visible: Bool) { viewController.setSidebar(visible: visible) }
}

extension PreviewWindow: RouteHost, EditsHost, InspectorHost, SourceHost, StageHost, ReloadHost, CommandsHost,
    ActionsHost
{
    var routing: any RoutingControls { routes }

    func showNotice(_ message: String) { messages.notice.show(message) }

    func openSource(at location: SourceLocation) { sourceController.openSource(at: location) }

    func redrawPopupViews(of session: QueueSession?) { area.popupViews.redraw(of: session) }

    func inspectorShown(_ visible: Bool) {
        headerBar.setInspector(visible: visible)
        if visible { chrome.panes.inspectorShown() }
        stageController.inspectorVisibilityChanged()
    }

    /// The queue and popup of the banner on the stage, for the Properties page (nil: no view popup is up).
    var shownPopupViewOwner: (queue: String, popup: String)? {
        guard let popup = shownPopupView?.name, let queue = stageController.sessionQueueID else { return nil }
        return (queue, popup)
    }

    /// Starts the rocket on the stage again at `block` (nil: its start); false when there is none or no such block.
    @discardableResult
    public func restartRocket(at block: String? = nil) -> Bool { rocket.restart(at: block) }

    var toplevel: Window { window }

    func openInEditor(_ location: SourceLocation) { sourceController.openInEditor(location) }

    func sourceEdited() { load(reason: "edited", specTextOnly: true, diskUnchanged: true) }

    func reloadSpecText(loaded: LoadResult?) { reloader.reloadSpecText(loaded: loaded) }

    func setRoutingSuspended(byUser suspended: Bool) { state.setRoutingSuspendedByUser(suspended) }

    func applyLink(theme: Theme?, scale: Int?) { viewController.applyLink(theme: theme, scale: scale) }

    func selectionShown(_ item: SpecItem) { inspector?.selectionChanged(item) }

    // StageHost
    func showRocket(on stage: StageView, animate: Bool) -> Bool { rocket.showSelection(on: stage, animate: animate) }
    var comparing: Bool { compare.axis != nil }
    func refreshCompare() { compare.refresh() }
    var inspectorVisible: Bool { inspector.isVisible }
    func openInspector(on page: String) {
        inspector.setVisible(true)
        inspector.showPage(page)
    }
    func openRoute(_ url: String) { routes.open(url: url) }
    func setZoomEnabled(_ enabled: Bool) { chrome.setZoomEnabled(enabled) }

    // ReloadHost
    func isOwnWrite(_ paths: Set<String>) -> Bool { edits.isOwnWrite(paths) }
    func loadStarted() { routes.loadStarted() }
    func loadEnded() { routes.loadEnded() }
    func suspendRouting() { routes.suspendRouting() }
    func specChanged() { inspector?.specChanged() }
}
