import FlareCore

/// The scenario page's flags: one switch per flag of `customConditions` (and per flag set or bound), under a
/// "Flags" heading shown only when the scenario has flags (no empty section).
@MainActor
final class ScenarioFlags {
    /// The "Flags" heading, and the switches' rows under it: both hidden until a scenario with flags is shown.
    let heading = InspectorLayout.heading("Flags")
    let box = Box(.vertical, spacing: 4)
    /// One switch per flag (by name).
    private(set) var switches: [String: Switch] = [:]
    private var names: [String] = []
    /// True while `show` sets the switches: their changes are not the user's.
    private var updating = false

    init() {
        heading.visible = false
        box.visible = false
    }

    /// Shows the flags `names` of `session`, each switch set as the session has it; a switch the user turns sets
    /// its flag in the inspector's scenario session.
    func show(_ names: [String], session: ScenarioSession?, inspector: Inspector) {
        updating = true
        defer { updating = false }
        if names != self.names {
            self.names = names
            box.removeAll()
            switches = [:]
            for name in names {
                let toggle = Switch()
                toggle.valign = .center
                let required = session?.spec.customConditions.contains(name) == true
                let label = Label(name, classes: [])
                label.hexpand = true
                var note = required ? "required" : ""
                if let binding = session?.spec.bindings[name] {
                    // A bound flag follows its scenario: shown, not switched.
                    note += (note.isEmpty ? "" : ", ") + "follows '\(binding.scenario)'"
                    toggle.sensitive = false
                    toggle.tooltip = "On while \(binding)"
                }
                let row = Box(row: [label, Label(note, classes: ["caption", "dim-label"]), toggle], spacing: 6)
                toggle.connect(.activeChanged) { [weak self, weak inspector, weak toggle] in
                    guard let self, let toggle, !updating else { return }
                    let on = toggle.active
                    inspector?.scenario { $0.setFlags([name: on]) }
                }
                switches[name] = toggle
                box.append(row)
            }
            heading.visible = !names.isEmpty
            box.visible = !names.isEmpty
        }
        for (name, toggle) in switches { toggle.active = session?.flagValue(name) == true }
    }
}
