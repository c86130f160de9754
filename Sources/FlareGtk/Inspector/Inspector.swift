import CFlareShim
import CGtk
import FlareCore
import Foundation

/// The inspector pane on the right of the previewer window (Ctrl+I): the popup queue and the alert stack,
/// scenarios on a virtual clock, script playback with a timeline, the event log, and routes. It owns the
/// sessions; the window is their stage (`StagePresenting`) and reports back what the user does on it.
///
/// A session is *live* (the stage's reports drive it, a scenario's state is saved in the user's state folder)
/// or *scripted* (rebuilt from a script's first steps; the script's `present`/`dismiss` steps stand for the
/// stage's reports, and scenario state stays in memory). Pressing a page's buttons carries a scripted session
/// on live from where the script left it.
@MainActor
public final class Inspector {
    /// Where scenario state files go: `ScenarioStateFile.directory()` (XDG) unless a test points it elsewhere.
    public static var stateDirectory: String?

    public let widget: UnsafeMutablePointer<GtkWidget>
    let pages: UnsafeMutablePointer<GtkWidget>
    let queuePage: QueuePage
    let scenarioPage: ScenarioPage
    let scriptPage: ScriptPage
    let logPage: LogPage
    let routesPage: RoutesPage
    let checksPage: ChecksPage
    weak var window: PreviewWindow?
    /// The page buttons at the top (by page name).
    private var tabs: [(name: String, button: UnsafeMutablePointer<GtkWidget>)] = []

    // MARK: Queue state
    public private(set) var queueSpec: QueueSpec?
    public private(set) var queueSession: QueueSession?
    /// True while the queue session was rebuilt from its script (the stage's reports are not forwarded).
    public private(set) var queueScripted = false
    private var queueLogCount = 0

    // MARK: Scenario state
    public private(set) var scenarioSpec: ScenarioSpec?
    public private(set) var scenarioSession: ScenarioSession?
    public private(set) var scenarioScripted = false
    /// The live sessions' virtual clock: starts at the wall clock's now, moves with the page's buttons.
    public let liveClock = VirtualClock(start: Date())
    /// The clock of the scenario session shown (the live clock, or a script's own).
    public private(set) var scenarioClock: VirtualClock
    public private(set) var stateFile: ScenarioStateFile?
    private var scenarioLogCount = 0

    // MARK: Script playback
    public private(set) var script: ScriptPlayback?
    /// Replays log nothing but a summary of the step reached.
    private var quiet = false

    init(window: PreviewWindow) {
        self.window = window
        scenarioClock = liveClock
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_add_css_class(widget, "flare-inspector")
        gtk_widget_set_size_request(widget, 480, -1)
        pages = gtk_stack_new()!
        gtk_stack_set_transition_type(flare_stack(pages), GTK_STACK_TRANSITION_TYPE_NONE)
        gtk_widget_set_vexpand(pages, 1)
        // Linked toggle buttons rather than a GtkStackSwitcher: GTK 4.8's switcher asks for ~130 px per page.
        let switcher = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_add_css_class(switcher, "linked")
        gtk_widget_set_halign(switcher, GTK_ALIGN_CENTER)
        gtk_widget_set_margin_top(switcher, 8)
        gtk_widget_set_margin_bottom(switcher, 8)
        gtk_box_append(flare_box(widget), switcher)
        gtk_box_append(flare_box(widget), gtk_separator_new(GTK_ORIENTATION_HORIZONTAL)!)
        gtk_box_append(flare_box(widget), pages)

        queuePage = QueuePage()
        scenarioPage = ScenarioPage()
        scriptPage = ScriptPage()
        logPage = LogPage()
        routesPage = RoutesPage()
        checksPage = ChecksPage()
        for (page, name, title) in [(queuePage.widget, "queue", "Queue"), (scenarioPage.widget, "scenario", "Scenarios"),
                                    (scriptPage.widget, "script", "Script"), (logPage.widget, "log", "Log"),
                                    (routesPage.widget, "routes", "Routes"), (checksPage.widget, "checks", "Checks")] {
            gtk_stack_add_titled(flare_stack(pages), page, name, title)
            let tab = gtk_toggle_button_new_with_label(title)!
            if let first = tabs.first?.button { gtk_toggle_button_set_group(flare_toggle_button(tab), flare_toggle_button(first)) }
            Signals.connect(tab, "toggled") { [weak self] in
                if gtk_toggle_button_get_active(flare_toggle_button(tab)) != 0 { self?.showPage(name) }
            }
            tabs.append((name, tab))
            gtk_box_append(flare_box(switcher), tab)
        }
        showPage("queue")
        queuePage.connect(to: self)
        scenarioPage.connect(to: self)
        scriptPage.connect(to: self)
        logPage.connect(to: self)
        routesPage.connect(to: self)
        checksPage.connect(to: self)
        gtk_box_append(flare_box(window.inspectorSlot), widget)
        window.onStageReport = { [weak self] report in self?.stageReported(report) }
    }

    // MARK: Showing the pane

    public var isVisible: Bool { window.map { gtk_widget_get_visible($0.inspectorSlot) != 0 } ?? false }

    /// Shows or hides the pane (`gtk_widget_set_visible` on the window's inspector slot) and its header toggle.
    public func setVisible(_ visible: Bool) {
        guard let window else { return }
        gtk_widget_set_visible(window.inspectorSlot, visible ? 1 : 0)
        window.headerBar.setInspector(visible: visible)
        if visible && stale {
            stale = false
            if let spec = window.spec {
                routesPage.show(spec.routes)
                routesPage.show(spec.routing)
            }
            routesPage.showRouting(window)
            refresh()
        }
    }

    /// True when the pages missed updates while the pane was hidden (a hidden pane is not redrawn on every
    /// reload: that cost every save of the spec a millisecond); showing it refreshes them.
    private var stale = false

    public func toggle() { setVisible(!isVisible) }

    /// Brings page `name` (`queue`, `scenario`, `script`, `log`, `routes`, `checks`) to the front.
    public func showPage(_ name: String) {
        gtk_stack_set_visible_child_name(flare_stack(pages), name)
        if name == "checks" && isVisible { refreshChecks() }
        if let tab = tabs.first(where: { $0.name == name })?.button, gtk_toggle_button_get_active(flare_toggle_button(tab)) == 0 {
            gtk_toggle_button_set_active(flare_toggle_button(tab), 1)
        }
    }

    public var visiblePage: String {
        gtk_stack_get_visible_child_name(flare_stack(pages)).map { String(cString: $0) } ?? ""
    }

    // MARK: From the window

    /// The spec (re)loaded: keep each session while its spec is unchanged, else start afresh.
    func specChanged() {
        guard let window, let spec = window.spec else { return }
        let directory = Self.stateDirectory ?? ScenarioStateFile.directory()
        if stateFile?.specPath != window.specPath || stateFile.map({ ($0.path as NSString).deletingLastPathComponent }) !=
            (ScenarioStateFile.path(forSpec: window.specPath, directory: directory) as NSString).deletingLastPathComponent {
            let file = ScenarioStateFile(specPath: window.specPath, directory: directory)
            stateFile = file
            if let problem = file.problem { window.record(.scenario, problem) }
            scenarioSession = nil
        }
        let queue = spec.queues.first { $0.id == queueSpec?.id } ?? spec.queues.first
        if queue != queueSpec || queueSession == nil { useQueue(queue) }
        let scenario = spec.scenarios.first { $0.id == scenarioSpec?.id } ?? spec.scenarios.first
        if scenario != scenarioSpec || scenarioSession == nil { useScenario(scenario) }
        if let script, !scriptSources(spec).contains(script.source) { self.script = nil }
        if script == nil { script = scriptSources(spec).first.flatMap { ScriptPlayback($0) } }
        if isVisible {
            routesPage.show(spec.routes)
            routesPage.show(spec.routing)
            routesPage.showRouting(window)
        } else {
            stale = true
        }
        checksPage.invalidate()
        refresh()
    }

    /// The Checks page measures the shown spec (on the window's device) while it is the page in front.
    private func refreshChecks() {
        guard let window, var spec = window.spec else { return }
        if let device = window.deviceOverride { spec.stage.device = device }
        checksPage.refresh(spec)
    }

    /// A queue or scenario picked in the sidebar becomes the inspector's, and the pane opens on its page (the
    /// stage has nothing else to show for it).
    func selectionChanged(_ item: SpecItem) {
        guard let spec = window?.spec else { return }
        switch item {
        case .queue:
            guard let queue = spec.queues.first(where: { $0.id == item.id }) else { return }
            if queue.id != queueSpec?.id { useQueue(queue) }
            if queue.script.isEmpty == false { selectScript(.queue(queue.id)) }
            showPage("queue")
            // Selecting a queue shows its popup on the stage again (the sidebar took it off).
            if let current = queueSession?.queue.currentPopup, current.status == .showing || current.status == .willShow,
               case .alert(let id) = current.target, window?.shownAlert?.id != id {
                window?.present(current.target)
            }
        case .scenario:
            guard let scenario = spec.scenarios.first(where: { $0.id == item.id }) else { return }
            if scenario.id != scenarioSpec?.id { useScenario(scenario) }
            if scenario.script.isEmpty == false { selectScript(.scenario(scenario.id)) }
            showPage("scenario")
        case .alert, .rocket:
            return
        }
        setVisible(true)
        refresh()
    }

    /// A log entry was recorded: the log page appends it when it passes the filter.
    func logged(_ entry: EventLog.Entry) {
        logPage.append(entry)
        if entry.source == .stack {
            if isVisible { queuePage.refresh(self) } else { stale = true }
        }
    }

    /// The stage's reports reach a live queue session when they concern its current popup.
    private func stageReported(_ report: StageReport) {
        guard let session = queueSession, !queueScripted, let current = session.queue.currentPopup else { return }
        switch report {
        case .presented(let target) where target == current.target && current.status == .willShow:
            session.stageDidPresent()
        case .dismissed(let target) where target == current.target && current.status == .showing:
            session.stageDidDismiss()
        default:
            return
        }
    }

    // MARK: Queue

    /// Starts a fresh live session for `spec` (nil: the spec has no queue).
    func useQueue(_ spec: QueueSpec?) {
        queueSpec = spec
        install(queue: spec.map { QueueSession($0, stage: WindowStage(window)) }, scripted: false)
    }

    private func install(queue session: QueueSession?, scripted: Bool) {
        queueSession?.onChange = nil
        queueSession = session
        queueScripted = scripted
        queueLogCount = 0
        session?.onChange = { [weak self] in self?.queueChanged() }
    }

    /// Runs a queue operation from the page's buttons: a scripted session carries on live.
    func queue(_ operation: (QueueSession) -> Void) {
        guard let session = queueSession else { return }
        if queueScripted {
            queueScripted = false
            window?.record(.queue, "the script's session carries on live from step \(script?.position ?? 0)")
        }
        operation(session)
    }

    private func queueChanged() {
        guard let session = queueSession else { return }
        let log = session.queue.log
        if !quiet { for entry in log[min(queueLogCount, log.count)...] { window?.record(.queue, entry.message) } }
        queueLogCount = log.count
        queuePage.refresh(self)
    }

    // MARK: Scenarios

    func useScenario(_ spec: ScenarioSpec?) {
        scenarioSpec = spec
        scenarioClock = liveClock
        let store: any ScenarioStateStore = stateFile ?? MemoryScenarioStore()
        install(scenario: spec.map { ScenarioSession($0, clock: liveClock, store: store, stage: WindowStage(window)) }, scripted: false)
    }

    private func install(scenario session: ScenarioSession?, scripted: Bool) {
        scenarioSession?.onChange = nil
        scenarioSession = session
        scenarioScripted = scripted
        scenarioLogCount = 0
        session?.onChange = { [weak self] in self?.scenarioChanged() }
    }

    /// Runs a scenario operation from the page's buttons.
    func scenario(_ operation: (ScenarioSession) -> Void) {
        guard let session = scenarioSession else { return }
        operation(session)
        scenarioChanged()
    }

    /// Moves the shown session's virtual clock (now, +1 h, +1 d, +1 w, a date); the checks follow.
    func setClock(_ date: Date, why: String) {
        scenarioClock.now = date
        window?.record(.scenario, "clock \(why): \(ScenarioPage.format(date))")
        scenarioPage.refresh(self)
    }

    private func scenarioChanged() {
        guard let session = scenarioSession else { return }
        let log = session.log
        if !quiet { for entry in log[min(scenarioLogCount, log.count)...] { window?.record(.scenario, "\(session.spec.id): \(entry.message)") } }
        scenarioLogCount = log.count
        scenarioPage.refresh(self)
    }

    // MARK: Script playback

    /// Queues and scenarios with a script, in the spec's order.
    func scriptSources(_ spec: Spec) -> [SpecItem] {
        spec.queues.filter { !$0.script.isEmpty }.map { .queue($0.id) }
            + spec.scenarios.filter { !$0.script.isEmpty }.map { .scenario($0.id) }
    }

    func selectScript(_ source: SpecItem) {
        guard script?.source != source else { return }
        script = ScriptPlayback(source)
        scriptPage.refresh(self)
    }

    /// Replays the script from the start up to `position` steps on a fresh session with the window as the
    /// stage, so moving back is as deterministic as moving forward. Scenario state stays in memory.
    public func seekScript(to position: Int) {
        guard let window, let spec = window.spec, let script else { return }
        let steps = script.count(in: spec)
        let target = min(max(0, position), steps)
        if let shown = window.shownAlert { window.dismiss(.alert(shown.id)) }
        quiet = true
        var summary: [String] = []
        switch script.source {
        case .queue(let id):
            guard let queue = spec.queues.first(where: { $0.id == id }) else { quiet = false; return }
            queueSpec = queue
            let session = QueueSession(queue, stage: WindowStage(window))
            install(queue: session, scripted: true)
            for (index, step) in queue.script.prefix(target).enumerated() {
                let before = session.queue.log.count
                session.apply(step)
                if index == target - 1 { summary = session.queue.log[before...].map(\.message) }
            }
            queueLogCount = session.queue.log.count
        case .scenario(let id):
            guard let scenario = spec.scenarios.first(where: { $0.id == id }) else { quiet = false; return }
            scenarioSpec = scenario
            let clock = VirtualClock(start: ScriptPlayback.epoch)
            scenarioClock = clock
            let session = ScenarioSession(scenario, clock: clock, store: MemoryScenarioStore(), stage: WindowStage(window))
            install(scenario: session, scripted: true)
            for (index, step) in scenario.script.prefix(target).enumerated() {
                clock.now = clock.start.addingTimeInterval(step.at)
                let before = session.log.count
                session.apply(step.action)
                if index == target - 1 { summary = session.log[before...].map(\.message) }
            }
            scenarioLogCount = session.log.count
        case .alert, .rocket:
            quiet = false
            return
        }
        quiet = false
        self.script?.position = target
        let name = target == 0 ? "the start" : "step \(target) of \(steps): \(script.describe(step: target - 1, in: spec))"
        window.record(script.logSource, "script \(script.source): \(name)"
                      + (summary.isEmpty ? "" : " → " + summary.joined(separator: "; ")))
        refresh()
    }

    /// One step forward (after the last step: nothing).
    public func stepScript() { seekScript(to: (script?.position ?? 0) + 1) }
    public func stepScriptBack() { seekScript(to: (script?.position ?? 0) - 1) }
    /// Plays every step at once.
    public func playWholeScript() {
        guard let spec = window?.spec, let script else { return }
        seekScript(to: script.count(in: spec))
    }

    /// Leaves script playback: fresh live sessions for the script's queue or scenario.
    public func goLive() {
        guard let script else { return }
        if let shown = window?.shownAlert { window?.dismiss(.alert(shown.id)) }
        switch script.source {
        case .queue: useQueue(queueSpec)
        case .scenario: useScenario(scenarioSpec)
        case .alert, .rocket: break
        }
        self.script?.position = 0
        window?.record(script.logSource, "script \(script.source): back to a live session")
        refresh()
    }

    // MARK: Refresh

    func refresh() {
        guard isVisible else {
            stale = true
            return
        }
        queuePage.refresh(self)
        scenarioPage.refresh(self)
        scriptPage.refresh(self)
        if visiblePage == "checks" { refreshChecks() }
    }
}
