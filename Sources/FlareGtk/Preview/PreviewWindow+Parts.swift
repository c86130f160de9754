import FlareCore

/// How the window wires its parts (`wire`): each part gets the narrow protocols it needs, answered by the part that
/// owns the answer; the window answers only for what it holds itself (the shared state, the toplevel's jobs).
extension PreviewWindow {
    /// Builds the controllers and connects the parts to one another, once the chrome and the source pane exist.
    func wire(record: @escaping WindowLog.Record) {
        let (header, sidebar) = (chrome.header, chrome.sidebar)
        let stage = StageController(host: self, area: area, sidebar: sidebar, messages: messages, record: record)
        stageController = stage
        reloader = ReloadController(
            host: self, stage: stage, source: source, header: header, sidebar: sidebar, messages: messages,
            record: record)
        viewController = ViewController(
            host: self, stage: stage, header: header, panes: chrome.panes, area: area, record: record)
        routes = WindowRoutes(host: stage, view: viewController, messages: messages, record: record)
        (stage.routes, stage.source, stage.chrome) = (routes, sourceController, chrome)
        (reloader.routes, reloader.edits) = (routes, edits)
        messages.showFolder = { [weak self] folder in self?.window.showURI(folder.absoluteString) }
        messages.banner.onCopy = { [weak self] line in self?.messages.notice.show("Copied “\(line)”") }
        messages.banner.onOpen = { [weak self] location in self?.sourceController.openSource(at: location) }
        area.compareController = CompareController(
            host: stage, header: header, sidebar: sidebar, area: area, record: record)
        chrome.commands = WindowCommands(host: self, messages: messages, recentMenu: header.recentMenu)
        if chrome.panes.directory != nil { chrome.commands?.recent = .user }  // the desktop's, not in tests
        chrome.actions = PreviewActions.install(on: self)
        inspectorLinks = InspectorLinks(
            stage: stage, view: viewController, routes: routes, source: sourceController, chrome: chrome,
            log: (events, record), frames: frames, toplevel: window, edits: edits)
        chrome.itemActions.window = inspectorLinks
        inspector = Inspector(host: inspectorLinks, stage: stage, slot: chrome.inspectorPane)
        stage.onReport = { [weak inspector] report in inspector?.sessions.stageReported(report) }
        (stage.inspector, reloader.inspector) = (inspector, inspector)
        area.inspect = InspectMode(
            host: area.compareController, header: header, messages: messages, source: sourceController,
            inspector: inspector, record: record)
        header.connect(to: viewController, inspector: inspector, inspect: area.inspect)
        header.setSidebar(visible: chrome.panes.sidebarVisible)
        area.navigation = CanvasNavigation(zooming: viewController, toplevel: window, scroller: area.stageScroller)
        sourceController.connect(to: stage, loader: reloader, toplevel: window, frames: frames, record: record)
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
        chrome.opensUnfocused(window, frames: frames)
        observeFrames { [weak self] _ in
            self?.chrome.panes.framePainted()
            self?.viewController.refitIfNeeded()
            self?.viewController.rescaleAtRest()
            self?.area.compare.relayout()
        }
    }

    // MARK: The parts, as the actions and tests reach them

    var messages: WindowMessages { chrome.messages }
    var source: SourcePane { sourceController.pane }
    var toplevel: Window { window }
}

/// The window's own answers: the shared state it holds, its toplevel, and opening, reloading and closing its spec.
extension PreviewWindow: StageHost, CommandsHost, ActionsHost {}
