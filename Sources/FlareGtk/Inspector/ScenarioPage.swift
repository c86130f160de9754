import CFlareShim
import CGtk
import FlareCore
import Foundation

/// The inspector's scenario page: which scenario, its virtual clock (now, +1 h, +1 d, +1 w, a date), trigger an
/// event, try to execute, the flag switches of `customConditions`, reset, the stats, and every check with its
/// pass or fail and reason, recomputed whenever anything (the clock included) changes.
@MainActor
final class ScenarioPage {
    let widget: UnsafeMutablePointer<GtkWidget>
    let scenarioPicker: UnsafeMutablePointer<GtkWidget>
    let clockLabel: UnsafeMutablePointer<GtkWidget>
    let dateEntry: UnsafeMutablePointer<GtkWidget>
    private(set) var buttons: [String: UnsafeMutablePointer<GtkWidget>] = [:]
    /// One switch per flag (by name).
    private(set) var flagSwitches: [String: UnsafeMutablePointer<GtkWidget>] = [:]
    let checks = InspectorTable(columns: ["", "Check", "Why"], placeholder: "No scenario.", expanding: 2, wraps: true)
    let stats: UnsafeMutablePointer<GtkWidget>
    let result: UnsafeMutablePointer<GtkWidget>
    let storage: UnsafeMutablePointer<GtkWidget>
    private let content: UnsafeMutablePointer<GtkWidget>
    private let flagsBox: UnsafeMutablePointer<GtkWidget>
    private var scenarioIds: [String] = []
    private var flagNames: [String] = []
    private var updating = false

    init() {
        let (scroller, content) = Gtk.page()
        widget = scroller
        self.content = content
        scenarioPicker = Gtk.dropDown([])
        gtk_widget_set_hexpand(scenarioPicker, 1)
        clockLabel = Gtk.label("", "heading")
        dateEntry = gtk_entry_new()!
        gtk_entry_set_placeholder_text(flare_entry(dateEntry), "2026-12-24 18:00")
        gtk_editable_set_width_chars(flare_editable(dateEntry), 14)
        gtk_widget_set_hexpand(dateEntry, 1)
        stats = Gtk.label("", "caption", "dim-label", wrap: true)
        result = Gtk.label("", wrap: true)
        storage = Gtk.label("", "caption", "dim-label", wrap: true)
        gtk_label_set_selectable(flare_label(storage), 1)
        flagsBox = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
    }

    func connect(to inspector: Inspector) {
        checks.cellClass = { text, column in
            column == 0 ? (text == "✓" ? "flare-check-passed" : "flare-check-failed") : nil
        }
        gtk_box_append(flare_box(content), Gtk.row([Gtk.label("Scenario", "dim-label"), scenarioPicker]))
        gtk_box_append(flare_box(content), Gtk.heading("Virtual clock"))
        gtk_box_append(flare_box(content), clockLabel)
        let hour = 3_600.0
        var clockButtons: [UnsafeMutablePointer<GtkWidget>] = []
        for (title, seconds) in [("+1 h", hour), ("+1 d", 24 * hour), ("+1 w", 7 * 24 * hour)] {
            let button = Gtk.button(title, tooltip: "Move the virtual clock \(title)") { [weak inspector] in
                guard let inspector else { return }
                inspector.setClock(inspector.scenarioClock.now.addingTimeInterval(seconds), why: title)
            }
            buttons[title] = button
            clockButtons.append(button)
        }
        let now = Gtk.button("Now", tooltip: "Set the virtual clock to the wall clock's time") { [weak inspector] in
            inspector?.setClock(Date(), why: "now")
        }
        buttons["now"] = now
        let set = Gtk.button("Set", tooltip: "Set the virtual clock to this date (local time)") { [weak self, weak inspector] in
            guard let self, let inspector else { return }
            let text = String(cString: gtk_editable_get_text(flare_editable(dateEntry)))
            if let date = Self.parse(text) {
                gtk_widget_remove_css_class(dateEntry, "error")
                inspector.setClock(date, why: "set")
            } else {
                gtk_widget_add_css_class(dateEntry, "error")
                inspector.window?.record(.scenario, "cannot read the date “\(text)”: write it as 2026-12-24 or 2026-12-24 18:00")
            }
        }
        buttons["set"] = set
        Signals.connect(dateEntry, "activate") { flare_signal_emit(set, "clicked") }
        gtk_box_append(flare_box(content), Gtk.row([Gtk.linked([now] + clockButtons), Gtk.linked([dateEntry, set])]))

        gtk_box_append(flare_box(content), Gtk.heading("Actions"))
        let trigger = Gtk.button("Trigger event", tooltip: "Count one event now") { [weak inspector] in
            inspector?.scenario { $0.triggerEvent() }
        }
        let tryButton = Gtk.button("Try to execute", tooltip: "Run the checks; when all pass, it executes and shows its alert or rocket") { [weak inspector] in
            inspector?.scenario { $0.tryToExecute() }
        }
        gtk_widget_add_css_class(tryButton, "suggested-action")
        let reset = Gtk.button("Reset", tooltip: "Forget counts and dates (the configuration stays)") { [weak inspector] in
            inspector?.scenario { $0.reset() }
        }
        gtk_widget_add_css_class(reset, "destructive-action")
        buttons["trigger"] = trigger
        buttons["try"] = tryButton
        buttons["reset"] = reset
        gtk_box_append(flare_box(content), Gtk.row([trigger, tryButton, reset]))
        gtk_box_append(flare_box(content), result)
        gtk_box_append(flare_box(content), stats)

        gtk_box_append(flare_box(content), Gtk.heading("Checks"))
        gtk_box_append(flare_box(content), checks.widget)
        gtk_box_append(flare_box(content), Gtk.heading("Flags"))
        gtk_box_append(flare_box(content), flagsBox)
        gtk_box_append(flare_box(content), storage)

        Signals.connectPointer(scenarioPicker, "notify::selected") { [weak self, weak inspector] _ in
            guard let self, let inspector, !updating, let spec = inspector.window?.spec else { return }
            let index = Int(gtk_drop_down_get_selected(flare_drop_down(scenarioPicker)))
            guard scenarioIds.indices.contains(index),
                  let scenario = spec.scenarios.first(where: { $0.id == scenarioIds[index] }) else { return }
            inspector.useScenario(scenario)
            inspector.refresh()
        }
    }

    func refresh(_ inspector: Inspector) {
        updating = true
        defer { updating = false }
        let ids = inspector.window?.spec?.scenarios.map(\.id) ?? []
        if ids != scenarioIds {
            scenarioIds = ids
            Gtk.setItems(scenarioPicker, ids.isEmpty ? ["(no scenario in this spec)"] : ids)
        }
        if let id = inspector.scenarioSpec?.id, let index = ids.firstIndex(of: id) {
            gtk_drop_down_set_selected(flare_drop_down(scenarioPicker), guint(index))
        }
        let script = inspector.scenarioScripted ? inspector.script : nil
        let clock = inspector.scenarioClock
        Gtk.setText(clockLabel, Self.format(clock.now) + (script != nil
            ? "  (script time \(DurationText.format(clock.now.timeIntervalSince(clock.start))))" : ""))
        guard let session = inspector.scenarioSession else {
            checks.show([])
            Gtk.setText(result, "This spec defines no scenario.")
            Gtk.setText(stats, "")
            Gtk.setText(storage, "")
            showFlags([], session: nil, inspector: inspector)
            return
        }
        let all = session.checks
        checks.show(all.map { [$0.passed ? "✓" : "✗", Self.title($0.name), $0.reason] })
        let failing = all.filter { !$0.passed }.count
        Gtk.setText(result, failing == 0 ? "Every check passes: trying now executes and shows \(session.spec.show)."
                    : "\(failing) of \(all.count) checks fail: trying now does not execute.")
        let s = session.stats
        func date(_ d: Date?) -> String { d.map { Self.format($0) } ?? "never" }
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        Gtk.setText(stats, "\(count(s.eventsCount, "event")), \(count(s.executionsCount, "execution")) · first event \(date(s.firstEventDate))"
                    + " · last event \(date(s.lastEventDate)) · last execution \(date(s.lastExecutionDate))")
        if let script {
            Gtk.setText(storage, "Playing the script \(script.source) (step \(script.position)): state in memory, your saved state is untouched.")
        } else if let file = inspector.stateFile, let problem = file.unreadableProblem {
            Gtk.setText(storage, "Not saved: " + problem)
        } else if let file = inspector.stateFile {
            Gtk.setText(storage, "State saved in \(file.path)" + (session.saveError.map { " — \($0.description)" } ?? ""))
        } else {
            Gtk.setText(storage, "State in memory")
        }
        showFlags(Array(Set(session.spec.customConditions).union(session.flags.keys).union(session.spec.bindings.keys)).sorted(),
                  session: session, inspector: inspector)
    }

    private func showFlags(_ names: [String], session: ScenarioSession?, inspector: Inspector) {
        if names != flagNames {
            flagNames = names
            Gtk.removeChildren(flagsBox)
            flagSwitches = [:]
            for name in names {
                let toggle = gtk_switch_new()!
                gtk_widget_set_valign(toggle, GTK_ALIGN_CENTER)
                let required = session?.spec.customConditions.contains(name) == true
                let label = Gtk.label(name)
                gtk_widget_set_hexpand(label, 1)
                var note = required ? "required" : ""
                if let binding = session?.spec.bindings[name] {
                    // A bound flag follows its scenario: shown, not switched.
                    note += (note.isEmpty ? "" : ", ") + "follows '\(binding.scenario)'"
                    gtk_widget_set_sensitive(toggle, 0)
                    gtk_widget_set_tooltip_text(toggle, "On while \(binding)")
                }
                let row = Gtk.row([label, Gtk.label(note, "caption", "dim-label"), toggle])
                Signals.connectPointer(toggle, "notify::active") { [weak self, weak inspector] _ in
                    guard let self, !updating else { return }
                    let on = gtk_switch_get_active(flare_switch(toggle)) != 0
                    inspector?.scenario { $0.setFlags([name: on]) }
                }
                flagSwitches[name] = toggle
                gtk_box_append(flare_box(flagsBox), row)
            }
            if names.isEmpty { gtk_box_append(flare_box(flagsBox), Gtk.label("No flags: customConditions is empty.", "dim-label")) }
        }
        for (name, toggle) in flagSwitches {
            gtk_switch_set_active(flare_switch(toggle), session?.flagValue(name) == true ? 1 : 0)
        }
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
