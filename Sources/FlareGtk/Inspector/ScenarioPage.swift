import FlareCore
import Foundation

/// The inspector's scenario page: which scenario, its virtual clock (now, +1 h, +1 d, +1 w, a date), trigger an
/// event, try to execute, the flag switches of `customConditions`, reset, the stats, and every check with its
/// pass or fail and reason, recomputed whenever anything (the clock included) changes.
@MainActor
final class ScenarioPage {
    let widget: ScrolledWindow
    let scenarioPicker: DropDown
    let clockLabel: Label
    let dateEntry: Entry
    private(set) var buttons: [String: Button] = [:]
    let checks = InspectorTable(columns: ["", "Check", "Why"], placeholder: "No scenario.", expanding: 2, wraps: true)
    let stats: Label
    let result: Label
    let storage: Label
    private let content: Box
    /// The flag switches under their heading.
    let flags = ScenarioFlags()
    /// The numeric values the value conditions compare.
    let values = ScenarioValues()
    private var scenarioIds: [String] = []
    private var updating = false

    init() {
        (widget, content) = InspectorLayout.page()
        scenarioPicker = DropDown([])
        scenarioPicker.hexpand = true
        clockLabel = Label("", classes: ["heading"])
        dateEntry = Entry(placeholder: "2026-12-24 18:00")
        dateEntry.widthChars = 14
        dateEntry.hexpand = true
        stats = Label("", classes: ["caption", "dim-label"], wrap: true)
        result = Label("", classes: [], wrap: true)
        storage = Label("", classes: ["caption", "dim-label"], wrap: true)
        storage.selectable = true
    }

    func connect(to inspector: Inspector) {
        checks.cellClass = { text, column in
            column == 0 ? (text == "✓" ? "flare-check-passed" : "flare-check-failed") : nil
        }
        content.append(Box(row: [Label("Scenario", classes: ["dim-label"]), scenarioPicker], spacing: 6))
        content.append(InspectorLayout.heading("Virtual clock"))
        content.append(clockLabel)
        let hour = 3_600.0
        var clockButtons: [Widget] = []
        for (title, seconds) in [("+1 h", hour), ("+1 d", 24 * hour), ("+1 w", 7 * 24 * hour)] {
            let button = InspectorLayout.button(title, tooltip: "Move the virtual clock \(title)") { [weak inspector] in
                guard let inspector else { return }
                inspector.setClock(inspector.sessions.scenarioClock.now.addingTimeInterval(seconds), why: title)
            }
            buttons[title] = button
            clockButtons.append(button)
        }
        let now = InspectorLayout.button("Now", tooltip: "Set the virtual clock to the wall clock's time") {
            [weak inspector] in
            inspector?.setClock(Date(), why: "now")
        }
        buttons["now"] = now
        let set = InspectorLayout.button("Set", tooltip: "Set the virtual clock to this date (local time)") {
            [weak self, weak inspector] in
            guard let self, let inspector else { return }
            let text = dateEntry.text
            if let date = Self.parse(text) {
                dateEntry.removeClass("error")
                inspector.setClock(date, why: "set")
            } else {
                dateEntry.addClass("error")
                inspector.host?.record(
                    .scenario, "cannot read the date “\(text)”: write it as 2026-12-24 or 2026-12-24 18:00")
            }
        }
        buttons["set"] = set
        dateEntry.connect(.activate) { [weak set] in set?.emit(.clicked) }
        // Two rows, so the page fits the inspector's narrowest width.
        content.append(InspectorLayout.linked([now] + clockButtons))
        content.append(InspectorLayout.linked([dateEntry, set]))

        content.append(InspectorLayout.heading("Actions"))
        let trigger = InspectorLayout.button("Trigger event", tooltip: "Count one event now") { [weak inspector] in
            inspector?.scenario { $0.triggerEvent() }
        }
        let tryButton = InspectorLayout.button(
            "Try to execute", tooltip: "Run the checks; when all pass, it executes and shows its alert or rocket"
        ) { [weak inspector] in
            inspector?.scenario { $0.tryToExecute() }
        }
        tryButton.addClass("suggested-action")
        let reset = InspectorLayout.button("Reset", tooltip: "Forget counts and dates (the configuration stays)") {
            [weak inspector] in
            inspector?.scenario { $0.reset() }
        }
        reset.addClass("destructive-action")
        buttons["trigger"] = trigger
        buttons["try"] = tryButton
        buttons["reset"] = reset
        content.append(InspectorLayout.wrapping([trigger, tryButton, reset]))
        content.append(result)
        content.append(stats)

        content.append(InspectorLayout.heading("Checks"))
        content.append(checks.widget)
        content.append(flags.heading)
        content.append(flags.box)
        content.append(values.heading)
        content.append(values.box)
        content.append(storage)

        scenarioPicker.connect(.selectedChanged) { [weak self, weak inspector] in
            guard let self, let inspector, !updating, let spec = inspector.host?.spec else { return }
            guard let index = scenarioPicker.selected, scenarioIds.indices.contains(index),
                let scenario = spec.scenarios.first(where: { $0.id == scenarioIds[index] })
            else { return }
            inspector.useScenario(scenario)
            inspector.refresh()
        }
    }

    func refresh(_ inspector: Inspector) {
        updating = true
        defer { updating = false }
        let ids = inspector.host?.spec?.scenarios.map(\.id) ?? []
        if ids != scenarioIds {
            scenarioIds = ids
            scenarioPicker.items = ids.isEmpty ? ["(no scenario in this spec)"] : ids
        }
        if let id = inspector.sessions.scenarioInUse.spec?.id, let index = ids.firstIndex(of: id) {
            scenarioPicker.selected = index
        }
        let script = inspector.sessions.scenarioInUse.scripted ? inspector.script : nil
        let clock = inspector.sessions.scenarioClock
        clockLabel.text =
            Self.format(clock.now)
            + (script != nil
                ? "  (script time \(DurationText.format(clock.now.timeIntervalSince(clock.start))))" : "")
        // Without a scenario there is nothing to trigger, try, reset or move the clock of.
        for button in buttons.values { button.sensitive = inspector.sessions.scenarioInUse.session != nil }
        dateEntry.sensitive = inspector.sessions.scenarioInUse.session != nil
        guard let session = inspector.sessions.scenarioInUse.session else {
            checks.show([])
            result.text = "This spec defines no scenario."
            stats.text = ""
            storage.text = ""
            flags.show([], session: nil, inspector: inspector)
            values.show(nil, inspector: inspector)
            return
        }
        let all = session.checks
        checks.show(all.map { [$0.passed ? "✓" : "✗", Self.title($0.name), $0.reason] })
        let failing = all.filter { !$0.passed }.count
        result.text =
            failing == 0
            ? "Every check passes: trying now executes and shows \(session.spec.show)."
            : "\(failing) of \(all.count) checks \(failing == 1 ? "fails" : "fail"): trying now does not execute."
        let s = session.stats
        func date(_ d: Date?) -> String { d.map { Self.format($0) } ?? "never" }
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        stats.text =
            "\(count(s.eventsCount, "event")), \(count(s.executionsCount, "execution")) "
            + "· first event \(date(s.firstEventDate))"
            + " · last event \(date(s.lastEventDate)) · last execution \(date(s.lastExecutionDate))"
        if let script {
            storage.text =
                "Playing the script \(script.source) (step \(script.position)): state in memory, "
                + "your saved state is untouched."
        } else if let file = inspector.sessions.stateFile, let problem = file.unreadableProblem {
            storage.text = "Not saved: " + problem
        } else if let file = inspector.sessions.stateFile {
            storage.text = "State saved in \(file.path)" + (session.saveError.map { " — \($0.description)" } ?? "")
        } else {
            storage.text = "State in memory"
        }
        flags.show(
            Array(Set(session.spec.customConditions).union(session.flags.keys).union(session.spec.bindings.keys))
                .sorted(),
            session: session, inspector: inspector)
        values.show(session, inspector: inspector)
    }

    static func title(_ name: ScenarioCheck.Name) -> String {
        switch name {
        case .events: "Events"
        case .sinceFirstEvent: "Since first event"
        case .sinceLastEvent: "Since last event"
        case .executions: "Executions"
        case .betweenExecutions: "Between executions"
        case .customConditions: "Flags"
        }
    }

    /// `Tue 24 Nov 2026 18:00` in local time.
    static func format(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.dateFormat = "EEE d MMM yyyy HH:mm"
        return formatter.string(from: date)
    }

    /// `2026-12-24` or `2026-12-24 18:00` (local time), or nil.
    static func parse(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        for format in ["yyyy-MM-dd HH:mm", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd"] {
            formatter.dateFormat = format
            if let date = formatter.date(from: text.trimmingCharacters(in: .whitespaces)) { return date }
        }
        return nil
    }
}
