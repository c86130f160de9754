import Foundation

/// The inspector's sessions without its pages: which queue and scenario are in use and their live
/// `QueueSession`/`ScenarioSession`, the scenario state file and virtual clocks, and script playback. It reaches
/// the stage only through `StagePresenting` (the previewer passes its window, tests a `RecordingStage`), and the
/// window's log through `record`; the GTK inspector shows it and forwards its buttons to it.
///
/// A session is *live* (the stage's reports drive it, a scenario's state is saved in the user's state file) or
/// *scripted* (rebuilt from a script's first steps; the script's `present`/`dismiss` steps stand for the stage's
/// reports, and scenario state stays in memory). An operation from the inspector's buttons carries a scripted
/// queue session on live from where the script left it.
@MainActor
public final class InspectorSessions {
    /// Where the sessions put their alerts and rockets.
    public let stage: any StagePresenting
    /// The log the sessions write to (the window's event log): a source and a message.
    public var record: (@MainActor (EventLog.Source, String) -> Void)?
    /// Called after the queue session changed (an operation, a script step): the inspector redraws its page.
    public var onQueueChange: (@MainActor () -> Void)?
    /// Called after the scenario session or its clock changed.
    public var onScenarioChange: (@MainActor () -> Void)?

    // MARK: Queue state
    /// The queue in use, its session, whether the session was rebuilt from its script (the stage's reports are not
    /// forwarded), and how much of its log the window's log has.
    public private(set) var queueInUse = SessionUse<QueueSpec, QueueSession>()
    /// The spec's alerts as last loaded: every queue session gets them, so a mask tap follows each alert's own
    /// `shouldDismissOnTap` (a session without them treats every alert as hiding on a tap, the seed's default).
    public private(set) var alerts: [AlertSpec] = []

    // MARK: Scenario state
    /// The scenario in use, its session, whether it was rebuilt from its script, how much of its log was written.
    public private(set) var scenarioInUse = SessionUse<ScenarioSpec, ScenarioSession>()
    /// The live sessions' virtual clock: starts at the wall clock's now, moves with the page's buttons.
    public let liveClock: VirtualClock
    /// The clock of the scenario session shown (the live clock, or a script's own).
    public private(set) var scenarioClock: VirtualClock
    /// Where live scenario state is saved (nil before the first spec, or for a session in memory).
    public private(set) var stateFile: ScenarioStateFile?
    /// The spec path and state folder `stateFile` was made for (a change of either starts the scenario afresh).
    private var stateOwner: (specPath: String, directory: String?)?

    // MARK: Script playback
    public private(set) var script: ScriptPlayback?
    /// The queue in use and the step of its script the session was rebuilt to (nil: a live session, or no step
    /// yet): what a screenshot of a queue's popup is named after.
    public var shownQueueStep: (queue: String?, step: Int?) {
        let queue = queueInUse.session?.spec.id
        guard let queue, queueInUse.scripted, let script, script.source == .queue(queue), script.position > 0 else {
            return (queue, nil)
        }
        return (queue, script.position)
    }
    /// Replays log nothing but a summary of the step reached.
    private var quiet = false

    public init(stage: any StagePresenting, liveClock: VirtualClock = VirtualClock(start: Date())) {
        self.stage = stage
        self.liveClock = liveClock
        scenarioClock = liveClock
    }

    // MARK: Loading

    /// The spec at `specPath` (re)loaded: the state file follows the spec's path and `stateDirectory` (nil: scenario
    /// state stays in memory, nothing is written); each session is kept while its spec is unchanged, else started
    /// afresh; the script is kept while its queue or scenario still has one, else the first script of the spec is
    /// chosen.
    public func load(_ spec: Spec, specPath: String, stateDirectory: String?) {
        if stateOwner.map({ $0 != (specPath, stateDirectory) }) ?? true {
            stateOwner = (specPath, stateDirectory)
            stateFile = stateDirectory.map { ScenarioStateFile(specPath: specPath, directory: $0) }
            if let problem = stateFile?.problem { record?(.scenario, problem) }
            scenarioInUse.session = nil
        }
        alerts = spec.alerts
        queueInUse.session?.alerts = alerts  // a kept session follows the alerts' edits too
        let queue = spec.queues.first { $0.id == queueInUse.spec?.id } ?? spec.queues.first
        // An edit of a view popup's look or text keeps the session (the stage draws the spec's look).
        if queue?.flow != queueInUse.spec?.flow || queueInUse.session == nil {
            useQueue(queue)
        } else {
            queueInUse.spec = queue
        }
        let scenario = spec.scenarios.first { $0.id == scenarioInUse.spec?.id } ?? spec.scenarios.first
        if scenario != scenarioInUse.spec || scenarioInUse.session == nil { useScenario(scenario) }
        if let script, !Self.scriptSources(spec).contains(script.source) { self.script = nil }
        if script == nil { script = Self.scriptSources(spec).first.flatMap { ScriptPlayback($0) } }
    }

    /// A queue or scenario of `spec` picked in the sidebar becomes the one in use (a new live session unless it
    /// already is), and its script, when it has one, the one to play. False when `spec` has no such item.
    @discardableResult
    public func select(_ item: SpecItem, in spec: Spec) -> Bool {
        switch item {
        case .queue(let id):
            guard let queue = spec.queues.first(where: { $0.id == id }) else { return false }
            if queue.id != queueInUse.spec?.id { useQueue(queue) }
            if !queue.script.isEmpty { selectScript(.queue(queue.id)) }
        case .scenario(let id):
            guard let scenario = spec.scenarios.first(where: { $0.id == id }) else { return false }
            if scenario.id != scenarioInUse.spec?.id { useScenario(scenario) }
            if !scenario.script.isEmpty { selectScript(.scenario(scenario.id)) }
        case .alert, .rocket, .screen:
            return false
        }
        return true
    }

    // MARK: The stage's reports

    /// The stage's reports reach a live queue session when they concern its current popup: an alert that
    /// finished appearing (`stageDidPresent`), one the user closed (`stageDidDismiss`, which runs `next()`).
    public func stageReported(_ report: StageReport) {
        guard let session = queueInUse.session, !queueInUse.scripted, let current = session.queue.currentPopup else {
            return
        }
        switch report {
        case .presented(let target) where target.matches(current.target) && current.status == .willShow:
            session.stageDidPresent()
        case .dismissed(let target) where target.matches(current.target) && current.status == .showing:
            session.stageDidDismiss()
        default:
            return
        }
    }

    // MARK: Queue

    /// Starts a fresh live session for `spec` (nil: the spec has no queue).
    public func useQueue(_ spec: QueueSpec?) {
        queueInUse.spec = spec
        install(queue: spec.map { QueueSession($0, stage: stage) }, scripted: false)
    }

    private func install(queue session: QueueSession?, scripted: Bool) {
        queueInUse.session?.onChange = nil
        queueInUse.session = session
        queueInUse.scripted = scripted
        queueInUse.logCount = 0
        session?.alerts = alerts
        session?.onChange = { [weak self] in self?.queueChanged() }
    }

    /// Runs a queue operation from the inspector's buttons: a scripted session carries on live.
    public func queue(_ operation: (QueueSession) -> Void) {
        guard let session = queueInUse.session else { return }
        if queueInUse.scripted {
            queueInUse.scripted = false
            record?(.queue, "the script's session carries on live from step \(script?.position ?? 0)")
        }
        operation(session)
    }

    private func queueChanged() {
        guard let session = queueInUse.session else { return }
        let log = session.queue.log
        if !quiet { for entry in log[min(queueInUse.logCount, log.count)...] { record?(.queue, entry.message) } }
        queueInUse.logCount = log.count
        onQueueChange?()
    }

    // MARK: Scenarios

    /// Starts a fresh live session for `spec` on the live clock, saving to the state file (in memory without one).
    public func useScenario(_ spec: ScenarioSpec?) {
        scenarioInUse.spec = spec
        scenarioClock = liveClock
        let store: any ScenarioStateStore = stateFile ?? MemoryScenarioStore()
        install(
            scenario: spec.map { ScenarioSession($0, clock: liveClock, store: store, stage: stage) }, scripted: false)
    }

    private func install(scenario session: ScenarioSession?, scripted: Bool) {
        scenarioInUse.session?.onChange = nil
        scenarioInUse.session = session
        scenarioInUse.scripted = scripted
        scenarioInUse.logCount = 0
        session?.onChange = { [weak self] in self?.scenarioChanged() }
    }

    /// Runs a scenario operation from the inspector's buttons.
    public func scenario(_ operation: (ScenarioSession) -> Void) {
        guard let session = scenarioInUse.session else { return }
        operation(session)
        scenarioChanged()
    }

    /// Moves the shown session's virtual clock and logs `note` (why, and the time in the inspector's words);
    /// the checks follow.
    public func setClock(_ date: Date, note: String) {
        scenarioClock.now = date
        record?(.scenario, note)
        onScenarioChange?()
    }

    private func scenarioChanged() {
        guard let session = scenarioInUse.session else { return }
        let log = session.log
        if !quiet {
            for entry in log[min(scenarioInUse.logCount, log.count)...] {
                record?(.scenario, "\(session.spec.id): \(entry.message)")
            }
        }
        scenarioInUse.logCount = log.count
        onScenarioChange?()
    }

    // MARK: Script playback

    /// Queues and scenarios with a script, in the spec's order.
    public static func scriptSources(_ spec: Spec) -> [SpecItem] {
        spec.queues.filter { !$0.script.isEmpty }.map { .queue($0.id) }
            + spec.scenarios.filter { !$0.script.isEmpty }.map { .scenario($0.id) }
    }

    /// Chooses the script to play (at its start); false when it already is the one.
    @discardableResult
    public func selectScript(_ source: SpecItem) -> Bool {
        guard script?.source != source else { return false }
        script = ScriptPlayback(source)
        return true
    }

    /// Whether the session the script plays is the scripted one (not a live session beside it).
    public var isPlayingScript: Bool {
        switch script?.source {
        case .queue: queueInUse.scripted
        case .scenario: scenarioInUse.scripted
        case .alert, .rocket, .screen, nil: false
        }
    }

    /// Replays the script from the start up to `position` steps (clamped) on a fresh session, so moving back is as
    /// deterministic as moving forward; logs the step reached and what it did. Scenario state stays in memory.
    /// The caller clears the stage first (the session starts from nothing on screen). False when there is no
    /// script, or its queue or scenario is not in `spec`.
    @discardableResult
    public func seek(to position: Int, in spec: Spec) -> Bool {
        guard let script else { return false }
        let steps = script.count(in: spec)
        let target = min(max(0, position), steps)
        quiet = true
        var summary: [String] = []
        switch script.source {
        case .queue(let id):
            guard let queue = spec.queues.first(where: { $0.id == id }) else { quiet = false; return false }
            queueInUse.spec = queue
            alerts = spec.alerts
            let session = QueueSession(queue, stage: stage)
            install(queue: session, scripted: true)
            for (index, step) in queue.script.prefix(target).enumerated() {
                let before = session.queue.log.count
                session.apply(step)
                if index == target - 1 { summary = session.queue.log[before...].map(\.message) }
            }
            queueInUse.logCount = session.queue.log.count
        case .scenario(let id):
            guard let scenario = spec.scenarios.first(where: { $0.id == id }) else { quiet = false; return false }
            scenarioInUse.spec = scenario
            let clock = VirtualClock(start: ScriptPlayback.epoch)
            scenarioClock = clock
            let session = ScenarioSession(scenario, clock: clock, store: MemoryScenarioStore(), stage: stage)
            install(scenario: session, scripted: true)
            let story = ScenarioStory(main: session, scenarios: spec.scenarios)
            for (index, step) in scenario.script.prefix(target).enumerated() {
                clock.now = clock.start.addingTimeInterval(step.at)
                guard let driven = story.session(for: step) else { continue }
                let before = driven.log.count
                driven.apply(step.action)
                if index == target - 1 {
                    let whose = driven === session ? "" : "scenario \(driven.spec.id): "
                    summary = driven.log[before...].map { whose + $0.message }
                }
            }
            scenarioInUse.logCount = session.log.count
        case .alert, .rocket, .screen:
            quiet = false
            return false
        }
        quiet = false
        self.script?.position = target
        let name =
            target == 0 ? "the start" : "step \(target) of \(steps): \(script.describe(step: target - 1, in: spec))"
        record?(
            script.logSource,
            "script \(script.source): \(name)" + (summary.isEmpty ? "" : " → " + summary.joined(separator: "; ")))
        return true
    }

    /// Leaves script playback: a fresh live session for the script's queue or scenario, the script at its start.
    /// The caller clears the stage first.
    public func goLive() {
        guard let script else { return }
        switch script.source {
        case .queue: useQueue(queueInUse.spec)
        case .scenario: useScenario(scenarioInUse.spec)
        case .alert, .rocket, .screen: break
        }
        self.script?.position = 0
        record?(script.logSource, "script \(script.source): back to a live session")
    }
}
