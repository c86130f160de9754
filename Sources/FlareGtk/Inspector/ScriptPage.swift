import FlareCore

/// The inspector's script page: pick a queue's or scenario's `script`, play it step by step or all at once,
/// and scrub the timeline slider back and forth; the stage, the queue table and the checks follow (the
/// inspector replays from the start for every position).
@MainActor
final class ScriptPage {
    let widget: ScrolledWindow
    let sourcePicker: DropDown
    let slider: Scale
    let position: Label
    let steps = InspectorTable(
        columns: ["#", "Step"], placeholder: "This spec has no script: add `script:` to a queue or scenario.",
        expanding: 1)
    private(set) var buttons: [String: Button] = [:]
    private let content: Box
    private var sources: [SpecItem] = []
    private var stepCount = -1
    private var updating = false

    init() {
        (widget, content) = InspectorLayout.page()
        sourcePicker = DropDown([])
        sourcePicker.hexpand = true
        slider = Scale(.horizontal, min: 0, max: 1, step: 1)
        slider.digits = 0
        slider.drawValue = false
        slider.hexpand = true
        slider.tooltip = "Move through the script's steps (back replays from the start)"
        position = Label("", classes: ["heading"], wrap: true)
    }

    func connect(to inspector: Inspector) {
        content.append(Box(row: [Label("Script of", classes: ["dim-label"]), sourcePicker], spacing: 6))
        let controls: [(String, String, String, @MainActor (Inspector) -> Void)] = [
            ("start", "media-skip-backward-symbolic", "Back to the start", { $0.seekScript(to: 0) }),
            ("back", "media-seek-backward-symbolic", "One step back", { $0.stepScriptBack() }),
            ("step", "media-seek-forward-symbolic", "One step forward", { $0.stepScript() }),
            ("all", "media-skip-forward-symbolic", "Play every step at once", { $0.playWholeScript() }),
        ]
        var row: [Widget] = []
        for (name, icon, tooltip, action) in controls {
            let button = InspectorLayout.button(name, icon: icon, tooltip: tooltip) { [weak inspector] in
                if let inspector { action(inspector) }
            }
            buttons[name] = button
            row.append(button)
        }
        let live = InspectorLayout.button("Live", tooltip: "Leave the script: a fresh live session") {
            [weak inspector] in inspector?.goLive()
        }
        buttons["live"] = live
        content.append(InspectorLayout.wrapping([InspectorLayout.linked(row), slider, live]))
        content.append(position)
        content.append(steps.widget)

        slider.connect(.valueChanged) { [weak self, weak inspector] in
            guard let self, let inspector, !updating else { return }
            let value = Int(slider.value.rounded())
            if value != inspector.script?.position { inspector.seekScript(to: value) }
        }
        sourcePicker.connect(.selectedChanged) { [weak self, weak inspector] in
            guard let self, let inspector, !updating else { return }
            if let index = sourcePicker.selected, sources.indices.contains(index) {
                inspector.selectScript(sources[index])
            }
        }
    }

    func refresh(_ inspector: Inspector) {
        updating = true
        defer { updating = false }
        guard let spec = inspector.host?.spec else { return }
        let all = inspector.scriptSources(spec)
        if all != sources {
            sources = all
            sourcePicker.items = all.isEmpty ? ["(no script in this spec)"] : all.map(\.description)
        }
        guard let script = inspector.script else {
            steps.show([])
            position.text = ""
            for button in buttons.values { button.sensitive = false }
            return
        }
        for button in buttons.values { button.sensitive = true }
        if let index = all.firstIndex(of: script.source) { sourcePicker.selected = index }
        let count = script.count(in: spec)
        if count != stepCount {
            stepCount = count
            slider.setRange(min: 0, max: Double(max(1, count)))
            slider.clearMarks()
            for i in 0...count { slider.addMark(Double(i)) }
        }
        slider.value = Double(script.position)
        let scripted = inspector.sessions.isPlayingScript
        position.text =
            !scripted
            ? "Not playing: press a step button or move the slider (\(count) steps)"
            : script.position == 0
                ? "At the start (\(count) steps)"
                : "Step \(script.position) of \(count): \(script.describe(step: script.position - 1, in: spec))"
        steps.show(
            (0..<count).map { ["\($0 + 1)", script.describe(step: $0, in: spec)] },
            emphasised: scripted && script.position > 0 ? [script.position - 1] : [])
    }
}
