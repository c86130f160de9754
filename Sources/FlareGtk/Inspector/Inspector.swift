import FlareCore
import Foundation

/// The inspector pane on the right of the previewer window (Ctrl+I): the popup queue and the alert stack,
/// scenarios on a virtual clock, script playback with a timeline, the event log, routes and checks. The
/// sessions and script playback are `InspectorSessions` (FlareCore), with the window as their stage
/// (`WindowStage`); the inspector shows them on its pages, forwards the pages' buttons and the stage's reports
/// to them, and clears the stage before a script replays.
@MainActor
public final class Inspector {
    /// The pages in a stack under their tabs.
    private let tabs = InspectorTabs()
    var widget: Box { tabs.widget }
    let queuePage: QueuePage
    let scenarioPage: ScenarioPage
    let scriptPage: ScriptPage
    let logPage: LogPage
    let routesPage: RoutesPage
    let checksPage: ChecksPage
    let propertiesPage: PropertiesPage
    /// What the pages read and ask of the window (`InspectorHost`).
    weak var host: (any InspectorHost)?
    /// The window's inspector slot.
    private let slot: Box
    /// The queue and scenario sessions and the script playback.
    public let sessions: InspectorSessions
    /// Where the page last chosen is kept between runs (nil: nothing is remembered).
    private let windowState: WindowStateFile?
    /// On while `showPage` runs: the tab it makes active calls it again, which has nothing left to do.
    private var showing = false

    /// The inspector in `slot`, its pages reading `host`, its sessions presenting on `stage`.
    init(host: any InspectorHost, stage: any StagePresenting, slot: Box) {
        self.host = host
        windowState = host.stateDirectory.map(WindowStateFile.init(directory:))
        sessions = InspectorSessions(stage: WindowStage(stage))
        queuePage = QueuePage()
        scenarioPage = ScenarioPage()
        scriptPage = ScriptPage()
        logPage = LogPage()
        routesPage = RoutesPage()
        checksPage = ChecksPage()
        propertiesPage = PropertiesPage()
        self.slot = slot
        let all: [(Widget, String, String)] = [
            (queuePage.widget, "queue", "Queue"), (scenarioPage.widget, "scenario", "Scenarios"),
            (scriptPage.widget, "script", "Script"), (logPage.widget, "log", "Log"),
            (routesPage.widget, "routes", "Routes"), (checksPage.widget, "checks", "Checks"),
            (propertiesPage.widget, "properties", "Properties"),
        ]
        for (page, name, title) in all {
            tabs.add(page, name: name, title: title) { [weak self] name in self?.showPage(name) }
        }
        // The page last chosen (a Queue or Scenarios page with nothing to show gives way when the spec loads).
        let remembered = windowState?.read().inspectorPage
        showPage(remembered.flatMap { r in all.contains { $0.1 == r } ? r : nil } ?? "queue", remember: false)
        sessions.record = { [weak self] source, message in self?.host?.record(source, message) }
        sessions.onQueueChange = { [weak self] in if let self { queuePage.refresh(self) } }
        sessions.onScenarioChange = { [weak self] in if let self { scenarioPage.refresh(self) } }
        queuePage.connect(to: self)
        scenarioPage.connect(to: self)
        scriptPage.connect(to: self)
        logPage.connect(to: self)
        routesPage.connect(to: self)
        checksPage.connect(to: self)
        propertiesPage.connect(to: self)
        // Narrower than its tabs and rows (every pane open in a small window, `PaneFit`), it scrolls sideways.
        let narrow = ScrolledWindow(widget, horizontal: .automatic, vertical: .never)
        narrow.propagateNaturalWidth = true
        narrow.vexpand = true
        slot.append(narrow)
    }

    // MARK: Showing the pane

    public var isVisible: Bool { host != nil && slot.visible }

    /// Shows or hides the pane (the window's inspector slot) and its header toggle.
    public func setVisible(_ visible: Bool) {
        guard let host else { return }
        slot.visible = visible
        host.inspectorShown(visible)
        if visible && visiblePage == "log" { logPage.catchUp() }
        if visible && stale {
            stale = false
            behind.remove("routes")
            refresh(page: "routes")
            refresh()
        }
        if visible, behind.remove(visiblePage) != nil { refresh(page: visiblePage) }
    }

    /// True when the pages missed updates while the pane was hidden (a hidden pane is not redrawn on every
    /// reload: that cost every save of the spec a millisecond); showing it refreshes them.
    private var stale = false

    public func toggle() { setVisible(!isVisible) }

    /// Brings page `name` (`queue`, `scenario`, `script`, `log`, `routes`, `checks`, `properties`) to the front;
    /// `remember`: kept in the window's state file, so the next window opens on it (a page chosen, not one the spec
    /// made fit).
    public func showPage(_ name: String, remember: Bool = true) {
        guard !showing else { return }
        showing = true
        defer { showing = false }
        if remember, let windowState, windowState.read().inspectorPage != name {
            windowState.update { $0.inspectorPage = name }
        }
        tabs.pages.visibleChildName = name
        if isVisible, behind.remove(name) != nil { refresh(page: name) }
        if name == "checks" && isVisible { refreshChecks() }
        if name == "properties" && isVisible { propertiesPage.refresh() }
        if name == "log" && isVisible { logPage.catchUp() }
        tabs.activate(name)
    }

    public var visiblePage: String { tabs.visiblePage }

    /// The page tabs, in order (tests check each is in sight in a narrow pane).
    var tabButtons: [ToggleButton] { tabs.tabButtons }

    // MARK: The sessions, as the pages read them

    public var script: ScriptPlayback? { sessions.script }

    // MARK: From the window

    /// The spec (re)loaded: the sessions keep each session while its spec is unchanged, else start afresh.
    func specChanged() {
        guard let host, let spec = host.spec else { return }
        sessions.load(spec, specPath: host.specPath, stateDirectory: host.stateDirectory)
        host.redrawPopupViews(of: sessions.queueInUse.session)
        // A Queue or Scenarios page with nothing to show gives way to the page that fits the spec.
        if (visiblePage == "queue" && spec.queues.isEmpty) || (visiblePage == "scenario" && spec.scenarios.isEmpty) {
            showPage(InspectorPage.fitting(spec, selection: host.selection).rawValue, remember: false)
        }
        checksPage.invalidate()
        guard isVisible else {
            stale = true
            return
        }
        // Only the page in front follows the spec now; the others when they are shown (an edit on the Properties
        // page rebuilds nothing the designer cannot see).
        behind = Self.specPages.subtracting([visiblePage])
        refresh(page: visiblePage)
    }

    /// The pages that show the spec (the log and checks follow it their own way).
    private static let specPages: Set<String> = ["queue", "scenario", "script", "routes", "properties"]

    /// Pages that missed a change of the spec while another page was in front: each is refreshed when shown.
    private(set) var behind: Set<String> = []

    /// Refreshes the page `name` for the spec as it is now.
    private func refresh(page name: String) {
        switch name {
        case "queue": queuePage.refresh(self)
        case "scenario": scenarioPage.refresh(self)
        case "script": scriptPage.refresh(self)
        case "routes":
            guard let host else { return }
            if let spec = host.spec {
                routesPage.show(spec.routes)
                routesPage.show(spec.routing)
            }
            routesPage.showRouting(host.routing)
        case "checks": refreshChecks()
        case "properties": propertiesPage.scheduleRefresh()
        default: break
        }
    }

    /// The Checks page measures the shown spec (on the window's device) while it is the page in front.
    private func refreshChecks() {
        guard let host, var spec = host.spec else { return }
        if let device = host.deviceOverride { spec.stage.device = device }
        checksPage.refresh(spec)
    }

    /// A queue or scenario picked in the sidebar becomes the inspector's, and the pane opens on its page (the
    /// stage has nothing else to show for it).
    func selectionChanged(_ item: SpecItem) {
        if visiblePage == "properties" && isVisible { propertiesPage.refresh() }
        guard let spec = host?.spec, sessions.select(item, in: spec) else { return }
        if case .queue = item {
            showPage("queue")
            // Selecting a queue shows its popup on the stage again (the sidebar took it off).
            if let current = sessions.queueInUse.session?.queue.currentPopup,
                current.status == .showing || current.status == .willShow
            {
                switch current.target {
                case .item(.alert(let id)) where host?.shownAlert?.id != id: sessions.stage.present(.alert(id))
                case .view(let name, let view) where host?.shownPopupView?.name != name:
                    sessions.stage.present(view: view, named: name)
                default: break
                }
            }
        } else {
            showPage("scenario")
        }
        setVisible(true)
        refresh()
    }

    /// A log entry was recorded: the log page appends it when it passes the filter (when it is in front).
    func logged(_ entry: EventLog.Entry) {
        logPage.append(entry)
        if entry.source == .stack {
            if isVisible { queuePage.refresh(self) } else { stale = true }
        }
    }

    // MARK: The pages' buttons

    /// Starts a fresh live queue session for `spec`.
    func useQueue(_ spec: QueueSpec?) { sessions.useQueue(spec) }
    /// Runs a queue operation from the page's buttons: a scripted session carries on live.
    func queue(_ operation: (QueueSession) -> Void) { sessions.queue(operation) }
    func useScenario(_ spec: ScenarioSpec?) { sessions.useScenario(spec) }
    /// Runs a scenario operation from the page's buttons.
    func scenario(_ operation: (ScenarioSession) -> Void) { sessions.scenario(operation) }

    /// Moves the shown session's virtual clock (now, +1 h, +1 d, +1 w, a date); the checks follow.
    func setClock(_ date: Date, why: String) {
        sessions.setClock(date, note: "clock \(why): \(ScenarioPage.format(date))")
    }

    // MARK: Script playback

    /// Queues and scenarios with a script, in the spec's order.
    func scriptSources(_ spec: Spec) -> [SpecItem] { InspectorSessions.scriptSources(spec) }

    func selectScript(_ source: SpecItem) {
        if sessions.selectScript(source) { scriptPage.refresh(self) }
    }

    /// Replays the script from the start up to `position` steps on a fresh session with the window as the
    /// stage (the alert shown is closed first), so moving back is as deterministic as moving forward.
    public func seekScript(to position: Int) {
        guard let host, let spec = host.spec, script != nil else { return }
        if let shown = host.shownAlert { sessions.stage.dismiss(.alert(shown.id)) }
        if sessions.seek(to: position, in: spec) { refresh() }
    }

    /// One step forward (after the last step: nothing).
    public func stepScript() { seekScript(to: (script?.position ?? 0) + 1) }
    public func stepScriptBack() { seekScript(to: (script?.position ?? 0) - 1) }
    /// Plays every step at once.
    public func playWholeScript() {
        guard let spec = host?.spec, let script else { return }
        seekScript(to: script.count(in: spec))
    }

    /// Leaves script playback: fresh live sessions for the script's queue or scenario.
    public func goLive() {
        guard script != nil else { return }
        if let shown = host?.shownAlert { sessions.stage.dismiss(.alert(shown.id)) }
        sessions.goLive()
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
        behind.subtract(["queue", "scenario", "script"])
        if visiblePage == "checks" { refreshChecks() }
        if visiblePage == "properties" { propertiesPage.scheduleRefresh() }
    }

    /// Opens the inspector on its Properties page, showing `part` of the selected alert first.
    func showProperties(of part: AlertPart) {
        setVisible(true)
        showPage("properties")
        propertiesPage.show(part: part)
    }

    /// Shows rocket block `id`'s rows on the Properties page: at once when the page is open, else when `open`
    /// (the popover's "Edit in Properties") opens it.
    func showProperties(ofBlock id: String, open: Bool) {
        let shown = isVisible && visiblePage == "properties"
        guard shown || open else { return }
        setVisible(true)
        showPage("properties")
        propertiesPage.show(block: id)
    }
}
