import FlareCore
import Foundation

/// Flare's main window: the spec's items in a sidebar, the device-sized stage, its animations and
/// interactions, live reload of the spec and everything it references, and deep links.
///
/// It is a `PreviewerState` (FlareCore: what is loaded, the selection, the stack, the view's choices; every rule
/// of how they change) and the GTK views that draw it; the extensions each take one job of drawing it.
/// One instance per spec file. It works with or without a `GtkApplication` (tests build it bare).
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
    /// The Rocket panel on the stage while the selection is a rocket (PreviewWindow+Rocket.swift).
    public var rocketPanel: RocketPanel? { area.rocketPanel }
    /// Called for every log entry (`flare open --log` prints them).
    public var onLog: (@MainActor (EventLog.Entry) -> Void)? {
        get { events.onLog }
        set { events.onLog = newValue }
    }
    /// Whether a save that changes only the shown alert's texts or stylesheet values updates it in place
    /// (`updateStageInPlace`); off,
    /// every reload rebuilds the stage (`flare bench reload --rebuild` compares the two in one run).
    public var reloadsInPlace: Bool {
        get { reloader.inPlace }
        set { reloader.inPlace = newValue }
    }
    /// The time the last load spent parsing and building the stage, in seconds.
    public var lastLoadTimes: (parse: Double, build: Double) { reloader.lastLoadTimes }

    /// Scotty's controller: routes wait in its single slot while the spec is (re)loading or unusable.
    var routes: RouteController<WeakWindow>!
    /// The event log (`record`).
    let events = WindowLog()
    /// Watching, parsing and timing loads (`load`).
    let reloader = SpecReloader()
    /// The header bar, the sidebar, the panes and the actions.
    let chrome: WindowChrome
    /// The banner and the toasts.
    let messages = WindowMessages()
    /// The stage and what shares the canvas with it.
    let area = CanvasArea()
    /// The spec's text beside the stage (Ctrl+E; Source/SourcePane.swift).
    let source: SourcePane
    /// The inspector in `chrome.inspectorPane` (queue, scenarios, script playback, event log, routes).
    public internal(set) var inspector: Inspector!
    /// What the stage reports to the inspector's sessions: an alert's show animation finished, the user closed it.
    var onStageReport: (@MainActor (StageReport) -> Void)?
    /// The window's edits of the spec, with their undo history (Properties/WindowEdits.swift).
    lazy var edits = WindowEdits(window: self)
    var destroyed = false
    /// What runs after each painted frame (`observeFrames`).
    private var frameObservers: [@MainActor (PaintedFrame) -> Void] = []

    /// Where the window keeps what it remembers between runs: the panes' widths, the source pane and recent specs
    /// (`WindowStateFile`), the inspector's scenario state. Nil (tests, benches, `--screenshot`): nothing is read or
    /// written there, so no run depends on another's.
    public let stateDirectory: String?

    /// Opens `specPath` in a new window (shown at once; the spec loads before the first frame), remembering its
    /// state in `stateDirectory` (nil: nothing is persisted).
    init(specPath: String, application: Application? = nil, stateDirectory: String? = nil) {
        state = PreviewerState(specPath: URL(fileURLWithPath: specPath).standardizedFileURL.path)
        self.stateDirectory = stateDirectory
        PreviewStyle.install()
        GtkRuntime.guardTooltips()
        window.setDefaultSize(width: 1280, height: 760)
        window.title = Self.title(of: state.specPath)
        if let application { window.application = application }

        // The banner sits above the canvas, never over the stage: the fit leaves it its room.
        source = SourcePane(
            beside: messages.notice.wrap(Box(column: [messages.banner.widget, area.widget, area.timelineSlot])),
            stateFile: stateDirectory.map(WindowStateFile.init(directory:)))
        chrome = WindowChrome(canvas: source.paned, directory: stateDirectory)
        window.setTitlebar(chrome.header.widget)
        window.child = chrome.panes.widget

        routes = RouteController(root: WeakWindow(self), ready: false)
        routes.onEvent = { [weak self] event in self?.record(.route, "\(event)") }
        messages.showFolder = { [weak self] folder in self?.window.showURI(folder.absoluteString) }
        reloader.watcher?.onChange = { [weak self] paths in self?.filesChanged(paths) }
        chrome.sidebar.onSelect = { [weak self] item in self?.pick(item) }
        chrome.itemActions.window = self
        chrome.sidebar.onShowOver = { [weak self] item in self?.showOver(item.id) }
        messages.banner.onCopy = { [weak self] line in self?.messages.notice.show("Copied “\(line)”") }
        messages.banner.onOpen = { [weak self] location in self?.openSource(at: location) }
        area.compare.onOpen = { [weak self] tile in self?.open(tile) }
        area.compare.onRefreshed = { [weak self] count, ms in
            self?.record(.stage, "compare: \(count) tiles in \(Int(ms.rounded())) ms")
        }
        chrome.actions = PreviewActions.install(on: self)
        chrome.header.connect(to: self)
        chrome.header.setSidebar(visible: chrome.panes.sidebarVisible)
        inspector = Inspector(window: self)
        area.navigation = CanvasNavigation(window: self)
        wireSource()

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
        observeFrames { [weak self] frame in self?.layoutPainted(frame) }
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

    /// `specTextOnly`: only spec text files (YAML, JSON) changed since the shown load, so the stage may be updated
    /// in place (`updateStageInPlace`); an image or font file's change, or an unknown one, rebuilds it. `loaded`:
    /// the files' load when the caller already made it (`reloadSpecText`).
    /// `diskUnchanged`: no file on disk changed since the last load (the source pane's typing), so the watch stays
    /// as it is when the spec names the same files.
    func load(
        reason: String, specTextOnly: Bool = false, diskUnchanged: Bool = false, loaded preloaded: LoadResult? = nil
    ) {
        routes.suspendHandlingRoutes()
        let clock = ContinuousClock()
        let start = clock.now
        let name = (specPath as NSString).lastPathComponent
        // The header names the spec whatever its state; the device is the shown one (the spec's default while
        // there is no good spec yet), so a broken first load does not show a device the stage will not use.
        chrome.header.showSpec(
            name: name, path: specPath, theme: theme,
            device: spec.map { effective($0).stage.device } ?? deviceOverride ?? Stage().device)
        guard FileManager.default.fileExists(atPath: specPath) else {
            state.specMissing()
            watch(extra: [])
            messages.banner.show(
                heading:
                    "\(name) is gone (deleted or renamed). Flare shows its last version and waits for it to come back.",
                diagnostics: [])
            record(.spec, "\(specPath) is missing; waiting for it")
            resumeRoutesIfUsable()
            return
        }
        let result =
            preloaded
            ?? SpecLoader.load(
                path: specPath, texts: source.unsavedTexts, cache: reloader.parseCache, fonts: FontconfigCatalog.shared)
        defer { sourceLoaded(result) }
        let parsed = clock.now
        guard let newSpec = result.spec else {
            state.loadFailed(result.diagnostics)
            watch(extra: [])
            let count = result.errors.count, warnings = result.warnings.count
            let kept = spec == nil ? "Nothing to show yet." : "The preview keeps the last good version."
            let also = warnings == 0 ? "" : " and \(warnings) warning\(warnings == 1 ? "" : "s")"
            messages.banner.show(
                heading:
                    "\(name) has \(count) error\(count == 1 ? "" : "s")\(also). \(kept) "
                    + "Click a line to open it in your editor.",
                diagnostics: result.diagnostics)
            record(.spec, "\(reason) with \(count) error\(count == 1 ? "" : "s"); kept the last good render")
            reloader.lastLoadTimes = (SpecReloader.seconds(parsed - start), 0)
            resumeRoutesIfUsable()
            return
        }
        if !diskUnchanged || newSpec.files != spec?.files { watch(extra: newSpec.files) }
        let loaded = state.loaded(newSpec, diagnostics: result.diagnostics)
        if loaded.first && newSpec.routing.suspended { suspendRouting() }  // the spec starts routing suspended
        chrome.header.showSpec(name: name, path: specPath, theme: theme, device: effective(newSpec).stage.device)
        chrome.header.showLocales(newSpec.locales.map(\.code), selected: locale)
        chrome.sidebar.show(newSpec, selected: selection)
        if loaded.first || !specTextOnly || !reloader.inPlace || !updateStageInPlace(reset: loaded.reset) {
            rebuildStage(animate: loaded.first, reset: loaded.reset)
        }
        showWarnings()
        let built = clock.now
        reloader.lastLoadTimes = (SpecReloader.seconds(parsed - start), SpecReloader.seconds(built - parsed))
        record(
            .spec,
            "\(reason) \(name): \(newSpec.alerts.count) alerts, \(newSpec.rockets.count) rockets, "
                + "\(newSpec.queues.count) queues, \(newSpec.scenarios.count) scenarios"
                + (result.warnings.isEmpty ? "" : ", \(result.warnings.count) warnings"))
        for warning in result.warnings { record(.spec, warning.description) }
        inspector?.specChanged()
        if !routingSuspendedByUser { routes.resumeHandlingRoutes(with: .execute) }
    }

    /// Routes run against the last good spec; while there is none they wait in the slot.
    func resumeRoutesIfUsable() {
        if spec != nil && !routingSuspendedByUser { routes.resumeHandlingRoutes(with: .execute) }
    }

    func watch(extra: [String]) {
        // The root file always; the previous set too, so a broken include keeps being watched.
        reloader.watch([specPath] + extra + (spec?.files ?? []))
    }

    func filesChanged(_ paths: Set<String>) {
        if edits.isOwnWrite(paths) { return }  // Flare's own edit: already reloaded
        record(.spec, "changed: " + paths.map { ($0 as NSString).lastPathComponent }.sorted().joined(separator: ", "))
        source.diskChanged(paths)
        load(reason: "reloaded", specTextOnly: paths.allSatisfy(SpecReloader.isSpecText))
    }

    /// Builds a fresh stage for the shown spec, theme and device, and puts the selection on it (`reset`: the
    /// stack a load already started anew).
    func rebuildStage(animate: Bool, reset: PreviewerState.StageReset? = nil) {
        guard let spec else { return }
        // The compare view hides the stage: it is built when the single view comes back (`setCompare`).
        if compareAxis != nil, stage != nil {
            area.compare.stageIsStale = true
            state.stageChanged()  // what the window shows changed all the same: the grid
            refreshCompare()
            return
        }
        area.compare.stageIsStale = false
        let old = stage
        let newStage = StageView(spec: effective(spec), theme: theme, scale: state.stageScale)
        newStage.warnings.forEach(Exporter.printWarning)  // a font file or backdrop image it cannot read
        newStage.rightToLeft = shownVariant?.isRightToLeft(in: spec) == true
        newStage.onMaskTap = { [weak self] in self?.maskTapped() }
        let newPlayer = AnimationPlayer(stage: newStage)
        if let old { area.stageHost.remove(old.widget) }
        area.stage = newStage
        area.player = newPlayer
        area.stageHost.put(newStage.widget, x: 0, y: 0)
        applyZoom()
        applyCanvasLayers()
        let newTimeline = Timeline(player: newPlayer)
        if let t = area.timeline { area.timelineSlot.remove(t.widget) }
        area.timeline = newTimeline
        area.timelineSlot.append(newTimeline.widget)
        newPlayer.onFrame = { [weak newTimeline] _, _ in newTimeline?.update() }
        newPlayer.onFinished = { [weak self] animation in self?.animationFinished(animation) }
        state.stageChanged()
        showSelection(animate: animate, reset: reset)
        refreshCompare()
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

    /// A frame the window painted: the generation it showed, and whether it is the first frame showing it.
    public struct PaintedFrame: Sendable {
        public let generation: Int
        public let isFirst: Bool
    }

    /// Calls `observer` after every frame the window paints (the frame clock's `after-paint`), in the order
    /// observers were added. The window's own layout warnings read the painted layout here; `FirstFrame` and
    /// `flare bench reload` time the frames that show a new generation.
    public func observeFrames(_ observer: @escaping @MainActor (PaintedFrame) -> Void) {
        frameObservers.append(observer)
    }

    func afterPaint() {
        let frame = PaintedFrame(generation: generation, isFirst: state.framePainted())
        for observer in frameObservers { observer(frame) }
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

    /// Takes `target` off the stage because a session asked (not reported back as a user's dismissal).
    public func dismiss(_ target: SpecItem) {
        guard case .alert(let id) = target, shownAlert?.id == id else { return }
        closeShownAlert(reason: "closed by the inspector", byUser: false)
    }
}

/// The route controller's root: the window, held weakly so the controller does not keep it alive.
struct WeakWindow {
    weak var window: PreviewWindow?
    init(_ window: PreviewWindow) { self.window = window }
}
