import CFlareShim
import CGtk
import FlareCore
import Foundation

/// Flare's main window: the spec's items in a sidebar, the device-sized stage, its animations and
/// interactions, live reload of the spec and everything it references, and deep links.
///
/// One instance per spec file. It works with or without a `GtkApplication` (tests build it bare).
@MainActor
public final class PreviewWindow {
    public let window: UnsafeMutablePointer<GtkWidget>
    /// The spec file, as opened (absolute).
    public private(set) var specPath: String
    /// The last spec that loaded without errors: what the stage shows.
    public private(set) var spec: Spec?
    /// The diagnostics of the last load attempt (errors keep the last good `spec` on screen).
    public private(set) var diagnostics: [Diagnostic] = []
    /// False while the spec file is missing (deleted, or renamed away).
    public private(set) var specExists = true
    public private(set) var selection: PreviewItem?
    /// The stage theme: the spec's, until the toggle or a URL changes it.
    public private(set) var theme: Theme = .light
    /// The device picked in the header bar (nil: the spec's).
    public private(set) var deviceOverride: Stage.Device?
    /// The locale the header's chooser shows (a code of the spec's `locales:`); nil: the spec's own text.
    public private(set) var locale: String?
    public private(set) var zoom: Double = 1
    public private(set) var stage: StageView?
    public private(set) var player: AnimationPlayer?
    /// The visible alerts, top-most last (DUX's stack with Flare's rules).
    public private(set) var stack = AlertStack()
    public private(set) var log = EventLog()
    /// The Rocket panel on the stage while the selection is a rocket (PreviewWindow+Rocket.swift).
    public internal(set) var rocketPanel: RocketPanel?
    /// Counts loads that changed what is shown; `paintedGeneration` follows once a frame showed it.
    public private(set) var generation = 0
    public private(set) var paintedGeneration = 0
    /// What the painted layout of `generation` cuts off (`refreshLayoutFindings`, PreviewWindow+Warnings.swift).
    var layoutFindings: (generation: Int, findings: [Diagnostic]) = (0, [])
    /// Called for every log entry (`flare open --log` prints them).
    public var onLog: (@MainActor (EventLog.Entry) -> Void)?
    /// Called after each frame the window paints, with the generation it showed (`flare bench reload`).
    public var onPaint: (@MainActor (Int) -> Void)?
    /// The time the last load spent parsing and building the stage, in seconds.
    public private(set) var lastLoadTimes: (parse: Double, build: Double) = (0, 0)

    /// Scotty's controller: routes wait in its single slot while the spec is (re)loading or unusable.
    private var routes: RouteController<WeakWindow>!
    private let watcher: FileWatcher?
    private let started = Date()
    private let header: HeaderBar
    let sidebar: Sidebar
    let banner: Banner
    let notice: Notice
    private(set) var timeline: Timeline?
    private let stageHost: UnsafeMutablePointer<GtkWidget>
    private let stageScroller: UnsafeMutablePointer<GtkWidget>
    let timelineSlot: UnsafeMutablePointer<GtkWidget>
    /// Room on the right for the queue inspector.
    public let inspectorSlot: UnsafeMutablePointer<GtkWidget>
    /// The inspector pane in `inspectorSlot` (queue, scenarios, script playback, event log, routes).
    public private(set) var inspector: Inspector!
    /// What the stage reports to the inspector's sessions: an alert's show animation finished, the user closed it.
    var onStageReport: (@MainActor (StageReport) -> Void)?
    /// The alert whose close animation is playing, and whether the user (not a session) closed it.
    private var closing: (id: String, byUser: Bool)?
    private var closingForSession = false
    private var themeFromUser = false
    /// The files of the last load, parsed: a save re-parses only the files whose text changed.
    private let parseCache = SpecParseCache()
    private var destroyed = false

    /// Opens `specPath` in a new window (shown at once; the spec loads before the first frame).
    public init(specPath: String, application: UnsafeMutablePointer<GtkApplication>? = nil) {
        self.specPath = URL(fileURLWithPath: specPath).standardizedFileURL.path
        PreviewStyle.install()
        window = gtk_window_new()!
        g_object_ref_sink(window)
        gtk_window_set_default_size(flare_window(window), 1280, 760)
        if let application { gtk_window_set_application(flare_window(window), application) }
        header = HeaderBar()
        gtk_window_set_titlebar(flare_window(window), header.widget)
        sidebar = Sidebar()
        banner = Banner()
        notice = Notice()

        stageHost = gtk_fixed_new()!
        gtk_widget_set_halign(stageHost, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(stageHost, GTK_ALIGN_CENTER)
        gtk_widget_set_margin_top(stageHost, 24)
        gtk_widget_set_margin_bottom(stageHost, 24)
        gtk_widget_set_margin_start(stageHost, 24)
        gtk_widget_set_margin_end(stageHost, 24)
        stageScroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(flare_scrolled_window(stageScroller), stageHost)
        gtk_widget_set_vexpand(stageScroller, 1)
        gtk_widget_set_hexpand(stageScroller, 1)
        gtk_widget_add_css_class(stageScroller, "flare-canvas")
        timelineSlot = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!

        let centre = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(flare_box(centre), banner.widget)
        gtk_box_append(flare_box(centre), stageScroller)
        gtk_box_append(flare_box(centre), timelineSlot)
        let overlay = gtk_overlay_new()!
        gtk_overlay_set_child(flare_overlay(overlay), centre)
        gtk_overlay_add_overlay(flare_overlay(overlay), notice.widget)

        inspectorSlot = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_visible(inspectorSlot, 0)
        let right = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!
        gtk_paned_set_start_child(flare_paned(right), overlay)
        gtk_paned_set_end_child(flare_paned(right), inspectorSlot)
        gtk_paned_set_resize_end_child(flare_paned(right), 0)
        gtk_paned_set_shrink_end_child(flare_paned(right), 0)
        let main = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!
        gtk_paned_set_start_child(flare_paned(main), sidebar.widget)
        gtk_paned_set_end_child(flare_paned(main), right)
        gtk_paned_set_resize_start_child(flare_paned(main), 0)
        gtk_paned_set_shrink_start_child(flare_paned(main), 0)
        gtk_window_set_child(flare_window(window), main)

        watcher = try? FileWatcher()
        routes = RouteController(root: WeakWindow(self), ready: false)
        routes.onEvent = { [weak self] event in self?.record(.route, "\(event)") }
        watcher?.onChange = { [weak self] paths in self?.filesChanged(paths) }
        sidebar.onSelect = { [weak self] item in self?.select(item) }
        sidebar.onShowOver = { [weak self] item in self?.showOver(item.id) }
        banner.onCopy = { [weak self] line in self?.notice.show("Copied “\(line)”") }
        PreviewActions.install(on: self)
        header.connect(to: self)
        inspector = Inspector(window: self)

        Signals.connect(window, "destroy") { [weak self] in self?.destroyed = true }
        Signals.connect(window, "realize") { [weak self] in
            guard let self, let clock = gtk_widget_get_frame_clock(self.window) else { return }
            Signals.connect(UnsafeMutableRawPointer(clock), "after-paint") { [weak self] in self?.afterPaint() }
        }
        load(reason: "opened")
    }

    isolated deinit {
        if !destroyed { gtk_window_destroy(flare_window(window)) }
        g_object_unref(window)
    }

    /// Shows the window (`gtk_window_present`).
    public func present() {
        gtk_window_present(flare_window(window))
    }

    /// Closes the window (`gtk_window_destroy`).
    public func close() {
        guard !destroyed else { return }
        gtk_window_destroy(flare_window(window))
    }

    // MARK: Loading

    /// The spec as the stage shows it: the header bar's device, and the text of its locale.
    func effective(_ spec: Spec) -> Spec {
        var copy = spec.localized(locale)
        if let deviceOverride { copy.stage.device = deviceOverride }
        return copy
    }

    /// Switches the window to another spec file (Ctrl+O, or `flare open` while Flare runs).
    public func open(specPath path: String) {
        specPath = URL(fileURLWithPath: path).standardizedFileURL.path
        spec = nil
        selection = nil
        deviceOverride = nil
        locale = nil
        themeFromUser = false
        load(reason: "opened")
    }

    /// Reads the spec again (live reload calls it; so can a test).
    public func reload() {
        load(reason: "reloaded")
    }

    private func load(reason: String) {
        routes.suspendHandlingRoutes()
        let clock = ContinuousClock()
        let start = clock.now
        specExists = FileManager.default.fileExists(atPath: specPath)
        let name = (specPath as NSString).lastPathComponent
        guard specExists else {
            diagnostics = []
            watch(extra: [])
            banner.show(heading: "\(name) is gone (deleted or renamed). Flare shows its last version and waits for it to come back.",
                        diagnostics: [])
            record(.spec, "\(specPath) is missing; waiting for it")
            resumeRoutesIfUsable()
            return
        }
        let result = SpecLoader.load(path: specPath, cache: parseCache, fonts: FontconfigCatalog.shared)
        let parsed = clock.now
        diagnostics = result.diagnostics
        watch(extra: result.spec?.files ?? [])
        guard let newSpec = result.spec else {
            let count = result.errors.count, warnings = result.warnings.count
            let kept = spec == nil ? "Nothing to show yet." : "The preview keeps the last good version."
            let also = warnings == 0 ? "" : " and \(warnings) warning\(warnings == 1 ? "" : "s")"
            banner.show(heading: "\(name) has \(count) error\(count == 1 ? "" : "s")\(also). \(kept) Click a line to copy it.",
                        diagnostics: result.diagnostics)
            record(.spec, "\(reason) with \(count) error\(count == 1 ? "" : "s"); kept the last good render")
            lastLoadTimes = (seconds(parsed - start), 0)
            resumeRoutesIfUsable()
            return
        }
        let first = spec == nil
        if first && newSpec.routing.suspended { suspendRouting() }   // the spec starts routing suspended
        if !themeFromUser { theme = newSpec.stage.theme }
        if let code = locale, newSpec.locale(code) == nil { locale = nil }
        spec = newSpec
        header.showSpec(name: name, path: specPath, theme: theme, device: effective(newSpec).stage.device)
        header.showLocales(newSpec.locales.map(\.code), selected: locale)
        // Keep the selection when its id still exists; else the first alert (or item) of the spec.
        let items = PreviewItem.all(in: newSpec).map(\.item)
        if let selection, !items.contains(selection) { self.selection = nil }
        if selection == nil { selection = items.first { $0.kind == .alert } ?? items.first }
        sidebar.show(newSpec, selected: selection)
        rebuildStage(animate: first)
        showWarnings()
        let built = clock.now
        lastLoadTimes = (seconds(parsed - start), seconds(built - parsed))
        record(.spec, "\(reason) \(name): \(newSpec.alerts.count) alerts, \(newSpec.rockets.count) rockets, "
               + "\(newSpec.queues.count) queues, \(newSpec.scenarios.count) scenarios"
               + (result.warnings.isEmpty ? "" : ", \(result.warnings.count) warnings"))
        for warning in result.warnings { record(.spec, warning.description) }
        inspector?.specChanged()
        if !routingSuspendedByUser { routes.resumeHandlingRoutes(with: .execute) }
    }

    /// Routes run against the last good spec; while there is none they wait in the slot.
    private func resumeRoutesIfUsable() {
        if spec != nil && !routingSuspendedByUser { routes.resumeHandlingRoutes(with: .execute) }
    }

    private func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }

    private func watch(extra: [String]) {
        // The root file always; the previous set too, so a broken include keeps being watched.
        watcher?.watch(Array(Set([specPath] + extra + (spec?.files ?? []))))
    }

    private func filesChanged(_ paths: Set<String>) {
        record(.spec, "changed: " + paths.map { ($0 as NSString).lastPathComponent }.sorted().joined(separator: ", "))
        load(reason: "reloaded")
    }

    /// Builds a fresh stage for the shown spec, theme and device, and puts the selection on it.
    private func rebuildStage(animate: Bool) {
        guard let spec else { return }
        let old = stage
        let newStage = StageView(spec: effective(spec), theme: theme, scale: max(1, Int(zoom.rounded(.up))))
        newStage.rightToLeft = locale.flatMap(spec.locale)?.isRightToLeft == true
        newStage.onMaskTap = { [weak self] in self?.maskTapped() }
        let newPlayer = AnimationPlayer(stage: newStage)
        if let old { gtk_fixed_remove(flare_fixed(stageHost), old.widget) }
        stage = newStage
        player = newPlayer
        gtk_fixed_put(flare_fixed(stageHost), newStage.widget, 0, 0)
        applyZoom()
        let newTimeline = Timeline(player: newPlayer)
        if let t = timeline { gtk_box_remove(flare_box(timelineSlot), t.widget) }
        timeline = newTimeline
        gtk_box_append(flare_box(timelineSlot), newTimeline.widget)
        newPlayer.onFrame = { [weak newTimeline] _, _ in newTimeline?.update() }
        newPlayer.onFinished = { [weak self] animation in self?.animationFinished(animation) }
        generation += 1
        showSelection(animate: animate)
    }

    // MARK: Selection and the stage

    /// Shows `item` on the stage (with its show animation) and highlights it in the sidebar.
    public func select(_ item: PreviewItem) {
        guard let spec, PreviewItem.all(in: spec).contains(where: { $0.item == item }) else { return }
        selection = item
        sidebar.select(item)
        showSelection(animate: true)
        generation += 1
        inspector?.selectionChanged(item)
    }

    /// Puts `id` on top of the stack (PreviewWindow+Stack.swift).
    func stackPush(_ id: String) {
        if stack.push(id) { record(.stack, "stack: \(stack.alerts.joined(separator: ", "))") }
    }

    /// Selects `item` in the window and the sidebar without rebuilding the stage (the stack draws it).
    func setSelectionKeepingStage(_ item: PreviewItem) {
        selection = item
        sidebar.select(item)
        generation += 1
        inspector?.selectionChanged(item)
    }

    private func showSelection(animate: Bool) {
        guard let stage, let spec, let player else { return }
        for id in stack.clear() { record(.stack, "closed \(id) (the stage changed)") }
        // The timeline scrubs an alert's show and close animations: it is hidden while no alert is selected.
        if showRocketSelection(on: stage, animate: animate) {
            stage.show(alert: nil)
            gtk_widget_set_visible(timelineSlot, 0)
            return
        }
        guard let selection, selection.kind == .alert, let alert = effective(spec).alert(selection.id) else {
            stage.show(alert: nil)
            gtk_widget_set_visible(timelineSlot, 0)
            return
        }
        gtk_widget_set_visible(timelineSlot, 1)
        stage.show(alert: alert)
        wire(stage.alertView, alert: alert)
        if stack.push(alert.id) { record(.stack, "showing \(alert.id); stack: \(stack.alerts.joined(separator: ", "))") }
        let animation = AlertAnimation(type: alert.appearance.animationType, phase: .show,
                                       duration: alert.appearance.animationDuration)
        if animate {
            player.play(animation)
        } else {
            // A reload keeps the alert where it was: fully shown, no animation replayed.
            player.settle(animation)
        }
        timeline?.update()
        if banner.kind == .warnings || !banner.isShown { showWarnings() }
    }

    func wire(_ view: AlertView?, alert: AlertSpec) {
        guard let view else { return }
        view.onAction = { [weak self] index in self?.actionTapped(alert: alert, index: index) }
        view.onInputFocus = { [weak self] focused in
            guard let self else { return }
            self.stage?.setKeyboard(visible: focused)
            record(.stage, focused ? "keyboard up (the alert moves up by its height)" : "keyboard down")
        }
        view.onSlideCompleted = { [weak self] completed in
            guard let self else { return }
            record(.stage, completed ? "slide completed (past 60 %)" : "slide released before 60 %: snapped back")
            if completed { closeShownAlert(reason: "slide completed") }
        }
    }

    /// The alert on the stage (nil when none is shown or it is closing).
    public var shownAlert: AlertSpec? {
        guard let selection, selection.kind == .alert, stack.contains(selection.id) else { return nil }
        return spec.map(effective)?.alert(selection.id)
    }

    private func actionTapped(alert: AlertSpec, index: Int) {
        guard alert.actions.indices.contains(index), stack.contains(alert.id) else { return }
        let action = alert.actions[index]
        record(.stage, "tapped “\(action.title)” on \(alert.id)")
        // DUX: the action's effect runs first, then the alert always closes.
        closeShownAlert(reason: "action “\(action.title)”")
        if let route = action.route { open(url: route) }
    }

    private func maskTapped() {
        guard let alert = shownAlert else { return }
        if alert.appearance.shouldDismissOnTap {
            record(.stage, "mask tapped: closing \(alert.id)")
            closeShownAlert(reason: "mask tap")
        } else {
            record(.stage, "mask tapped: \(alert.id) stays (shouldDismissOnTap is false)")
        }
    }

    /// Closes the alert on the stage with its close animation; the stack forgets it at once, as DUX does.
    public func closeShownAlert(reason: String = "closed") {
        guard let alert = shownAlert, let player else { return }
        stack.close(alert.id)
        closing = (alert.id, !closingForSession)
        stage?.setKeyboard(visible: false)
        record(.stack, "closing \(alert.id) (\(reason)); stack: \(stack.alerts.isEmpty ? "empty" : stack.alerts.joined(separator: ", "))")
        player.play(AlertAnimation(type: alert.appearance.animationType, phase: .close,
                                   duration: alert.appearance.animationDuration))
        timeline?.update()
    }

    private func animationFinished(_ animation: AlertAnimation) {
        timeline?.update()
        if animation.phase == .show, let alert = shownAlert, let view = stage?.alertView {
            let targets = zip(alert.actions, view.actionButtons).compactMap { action, button in
                gtk_widget_get_width(button) == 0 ? nil : windowPoint(of: button).map { "“\(action.title)” at \(Int($0.x)),\(Int($0.y))" }
            }
            record(.stage, "shown \(alert.id)" + (targets.isEmpty ? "" : "; tap targets (window pixels): "
                                                    + targets.joined(separator: ", ")))
            onStageReport?(.presented(.alert(alert.id)))
        }
        if animation.phase == .close, let id = selection?.id {
            record(.stage, "\(id) closed")
            if !revealBelow() { stage?.show(alert: nil) }
            if let closed = closing, closed.byUser { onStageReport?(.dismissed(.alert(closed.id))) }
        }
        if animation.phase == .close { closing = nil }
    }

    /// Replays the selection's show animation (Ctrl+R); a closed alert comes back.
    public func replay() {
        guard spec != nil else { return }
        showSelection(animate: true)
    }

    /// Pauses a running animation, or plays it on from where it is (Ctrl+Space).
    public func togglePause() {
        guard let player else { return }
        if player.isRunning { player.pause() } else if player.isPaused { player.resume() } else { player.replay() }
        timeline?.update()
    }

    // MARK: Theme, device, zoom

    public func setTheme(_ newTheme: Theme) {
        themeFromUser = true
        guard newTheme != theme else { return }
        theme = newTheme
        header.setTheme(newTheme)
        record(.stage, "stage theme \(newTheme.rawValue)")
        rebuildStage(animate: false)
    }

    public func setDevice(_ device: Stage.Device?) {
        guard device != deviceOverride else { return }
        deviceOverride = device
        if let spec { header.setDevice(effective(spec).stage.device) }
        record(.stage, "device \(device.map { "\($0)" } ?? "from the spec")")
        rebuildStage(animate: false)
    }

    /// Shows the spec's text in `code` (one of its `locales:`; nil: its own text), as the header's chooser does.
    public func setLocale(_ code: String?) {
        let code = code.flatMap { spec?.locale($0) }?.code
        guard code != locale else { return }
        locale = code
        if let spec { header.showLocales(spec.locales.map(\.code), selected: code) }
        record(.stage, "locale \(code ?? "from the spec")")
        rebuildStage(animate: false)
    }

    public static let zoomLevels: [Double] = [0.25, 0.33, 0.5, 0.67, 0.75, 0.9, 1, 1.25, 1.5, 2, 2.5, 3]

    public func setZoom(_ value: Double) {
        let clamped = min(Zoom.range.upperBound, max(Zoom.range.lowerBound, value))
        guard clamped != zoom else { return }
        let rebuild = Int(clamped.rounded(.up)) != Int(zoom.rounded(.up))
        zoom = clamped
        header.setZoom(clamped)
        record(.stage, "zoom \(CSS.number(clamped * 100)) %")
        // Images are rasterised for the zoom's whole scale, so zooming in stays crisp.
        if rebuild { rebuildStage(animate: false) } else { applyZoom() }
    }

    /// Zooms to a percentage, or to `fit`: the largest zoom (within `Zoom.range`) at which the whole stage fits
    /// the canvas as it is now; before the canvas has a size, on its first frame with one.
    public func setZoom(_ zoom: Zoom) {
        switch zoom {
        case .percent(let p):
            setZoom(p / 100)
        case .fit:
            guard gtk_widget_get_width(stageScroller) > 0 else {
                Signals.addTickCallback(stageScroller) { [weak self] _ in
                    guard let self, gtk_widget_get_width(self.stageScroller) > 0 else { return self != nil }
                    self.setZoom(.fit)
                    return false
                }
                return
            }
            guard let spec else { return }
            let (w, h) = effective(spec).stage.device.size
            let margin = 48.0   // the stage's 24-point margin on each side
            let room = (Double(gtk_widget_get_width(stageScroller)) - margin, Double(gtk_widget_get_height(stageScroller)) - margin)
            setZoom(min(room.0 / w, room.1 / h))
        }
    }

    public func zoom(by steps: Int) {
        let levels = Self.zoomLevels
        let index = levels.firstIndex { $0 >= zoom - 0.001 } ?? levels.count - 1
        setZoom(levels[min(levels.count - 1, max(0, index + steps))])
    }

    private func applyZoom() {
        guard let stage else { return }
        let (w, h) = stage.deviceSize
        gtk_widget_set_size_request(stageHost, gint((w * zoom).rounded()), gint((h * zoom).rounded()))
        let transform = gsk_transform_scale(nil, Float(zoom), Float(zoom))
        gtk_fixed_set_child_transform(flare_fixed(stageHost), stage.widget, transform)
        gsk_transform_unref(transform)
    }

    // MARK: Deep links

    /// Opens a `flare://` URL or one of the spec's route patterns. While the spec is loading (or there is no
    /// good spec yet) it waits in the single pending slot; a newer URL replaces it.
    public func open(url: String) {
        record(.route, "open \(url)")
        // A spec route may say it never waits (`suspendable: false`); while there is no spec, every URL waits.
        let suspendable = (try? RouteResolver(spec: spec).resolve(url).get())?.via?.suspendable ?? true
        routes.open(Route(identifier: RouteIdentifier(url), isSuspendable: suspendable) { root, _ in
            root.window?.navigate(to: url) ?? false
        })
    }

    /// The URL waiting for the spec (or for routing to resume), if any.
    public var pendingRoute: String? { routes.pendingRoute?.rawValue }

    /// Whether the user suspended routing from the Routes page (URLs wait in the single slot until resumed).
    public private(set) var routingSuspendedByUser = false

    /// Suspends routing (Scotty's `suspendHandlingRoutes`): suspendable URLs wait in the single slot, a newer one
    /// replacing it; non-suspendable ones still run.
    public func suspendRouting() {
        routingSuspendedByUser = true
        routes.suspendHandlingRoutes()
        record(.route, "routing suspended: URLs wait in the single pending slot")
    }

    /// Resumes routing with `policy`: `execute` opens the waiting URL, `clear` drops it, `none` keeps it waiting.
    func resumeRouting(_ policy: StoredRoutePolicy<WeakWindow>) {
        routingSuspendedByUser = false
        let waiting = pendingRoute
        routes.resumeHandlingRoutes(with: policy)
        let name = switch policy { case .execute: "execute"; case .clear: "clear"; case .none: "none"; default: "custom" }
        record(.route, "routing resumed (\(name))" + (waiting.map { ": \($0) was waiting" } ?? ""))
    }

    private func navigate(to url: String) -> Bool {
        switch RouteResolver(spec: spec).resolve(url) {
        case .failure(let failure):
            notice.show("Cannot open \(url): \(failure.message)")
            record(.route, "\(url) does not resolve: \(failure.message)")
            return false
        case .success(let resolution):
            let destination = resolution.destination
            if let theme = destination.theme, theme != self.theme {
                themeFromUser = true
                self.theme = theme
                header.setTheme(theme)
                rebuildStage(animate: false)
            }
            if let zoom = destination.zoom { setZoom(zoom) }
            let item: PreviewItem = switch destination.kind {
            case .alert(let id): PreviewItem(.alert, id)
            case .rocket(let id, _): PreviewItem(.rocket, id)
            case .queue(let id): PreviewItem(.queue, id)
            case .scenario(let id): PreviewItem(.scenario, id)
            }
            // A deep link to an alert while another is shown stacks it on top, as the app would present it.
            if case .alert(let id) = destination.kind, destination.theme == nil, shownAlert != nil, closing == nil,
               !stack.alerts.contains(id) {
                showOver(id)
            } else {
                select(item)
            }
            record(.route, "\(url) → \(resolution)")
            if let action = resolution.via?.action { perform(action, for: url) }
            return selection == item
        }
    }

    // MARK: Screenshot

    /// Saves what the stage shows as `flare export` would render it: the shown alert (also one a queue or scenario
    /// session presented), or the rocket at its current step on the stage, at the spec's `stage.scale` in the
    /// shown theme and device; named as the export names it (`<id>[-dark][-<device>][@<n>x]`) plus the time,
    /// under Pictures/Flare, and copied to the clipboard. Returns the file.
    @discardableResult
    public func screenshot(into folder: URL? = nil) -> URL? {
        guard let spec else { return nil }
        let shown = effective(spec)
        let variant = Variant(theme: theme, scale: shown.stage.scale, device: shown.stage.device, locale: locale)
        let options = Exporter.Options().with(variant)
        let selected = selection.flatMap { $0.kind == .alert ? shown.alert($0.id) : nil }
        do {
            let id: String, raster: Raster
            if let panel = rocketPanel {
                id = panel.rocket.id
                raster = try Exporter.renderRocket(panel.rocket, in: shown, flow: panel.flow, options: options)
            } else if let alert = shownAlert ?? selected {
                id = alert.id
                raster = try Exporter.render(alert, in: shown, options: options)
            } else {
                notice.show("Show an alert or a rocket to take a screenshot of it.")
                return nil
            }
            let file = try Screenshot.save(raster, as: variant.fileName(id: id, stage: spec.stage),
                                           into: folder ?? Screenshot.defaultFolder(), clipboard: gtk_widget_get_clipboard(window))
            notice.show("Saved “\(file.lastPathComponent)” in \(file.deletingLastPathComponent().path) and copied it")
            record(.stage, "screenshot \(file.path)")
            return file
        } catch {
            notice.show("Could not save the screenshot: \(error)")
            record(.stage, "screenshot failed: \(error)")
            return nil
        }
    }

    // MARK: Log and frames

    /// The centre of `widget` in the window's surface coordinates (what `xdotool mousemove --window` takes).
    func windowPoint(of widget: UnsafeMutablePointer<GtkWidget>) -> (x: Double, y: Double)? {
        var centre = graphene_point_t(x: Float(gtk_widget_get_width(widget)) / 2, y: Float(gtk_widget_get_height(widget)) / 2)
        var out = graphene_point_t()
        guard gtk_widget_compute_point(widget, window, &centre, &out) != 0 else { return nil }
        var dx = 0.0, dy = 0.0
        gtk_native_get_surface_transform(OpaquePointer(window), &dx, &dy)
        return (Double(out.x) + dx, Double(out.y) + dy)
    }

    func record(_ source: EventLog.Source, _ message: String) {
        let entry = EventLog.Entry(time: Date().timeIntervalSince(started), source: source, message: message)
        log.append(entry)
        onLog?(entry)
        inspector?.logged(entry)
    }

    private func afterPaint() {
        // A live rocket's column grows between generations; an alert's layout changes only with one.
        if rocketPanel != nil || paintedGeneration != generation { refreshLayoutFindings() }
        guard paintedGeneration != generation else { return }
        paintedGeneration = generation
        onPaint?(generation)
    }

    /// The header bar (tests press its buttons).
    var headerBar: HeaderBar { header }
}

// MARK: Stage presenter (the inspector's queue and scenario sessions)

extension PreviewWindow: StagePresenting {
    /// Puts `target` on the stage: an alert with its show animation (reported as presented when it ends), a
    /// rocket by selecting it (reported at once, on the next main-loop turn).
    public func present(_ target: Target) {
        switch target {
        case .alert(let id):
            guard spec?.alert(id) != nil else {
                record(.stage, "cannot present \(target): the spec has no alert '\(id)'")
                return
            }
            // Over an alert still on the stage, as DUX stacks its alert windows; else the stage starts anew.
            if shownAlert != nil && closing == nil && !stack.alerts.contains(id) {
                showOver(id)
            } else {
                select(PreviewItem(.alert, id))
            }
        case .rocket(let id):
            select(PreviewItem(.rocket, id))
            MainLoop.post { [weak self] in self?.onStageReport?(.presented(target)) }
        }
    }

    /// Takes `target` off the stage because a session asked (not reported back as a user's dismissal).
    public func dismiss(_ target: Target) {
        guard case .alert(let id) = target, shownAlert?.id == id else { return }
        closingForSession = true
        defer { closingForSession = false }
        closeShownAlert(reason: "closed by the inspector")
    }
}

/// The route controller's root: the window, held weakly so the controller does not keep it alive.
struct WeakWindow {
    weak var window: PreviewWindow?
    init(_ window: PreviewWindow) { self.window = window }
}
