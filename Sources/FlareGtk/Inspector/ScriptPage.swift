import CFlareShim
import CGtk
import FlareCore

/// The inspector's script page: pick a queue's or scenario's `script`, play it step by step or all at once,
/// and scrub the timeline slider back and forth; the stage, the queue table and the checks follow (the
/// inspector replays from the start for every position).
@MainActor
final class ScriptPage {
    let widget: UnsafeMutablePointer<GtkWidget>
    let sourcePicker: UnsafeMutablePointer<GtkWidget>
    let slider: UnsafeMutablePointer<GtkWidget>
    let position: UnsafeMutablePointer<GtkWidget>
    let steps = InspectorTable(columns: ["#", "Step"], placeholder: "This spec has no script: add `script:` to a queue or scenario.", expanding: 1)
    private(set) var buttons: [String: UnsafeMutablePointer<GtkWidget>] = [:]
    private let content: UnsafeMutablePointer<GtkWidget>
    private var sources: [SpecItem] = []
    private var stepCount = -1
    private var updating = false

    init() {
        let (scroller, content) = Gtk.page()
        widget = scroller
        self.content = content
        sourcePicker = Gtk.dropDown([])
        gtk_widget_set_hexpand(sourcePicker, 1)
        slider = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, 1)!
        gtk_scale_set_digits(flare_scale(slider), 0)
        gtk_scale_set_draw_value(flare_scale(slider), 0)
        gtk_widget_set_hexpand(slider, 1)
        gtk_widget_set_tooltip_text(slider, "Move through the script's steps (back replays from the start)")
        position = Gtk.label("", "heading", wrap: true)
    }

    func connect(to inspector: Inspector) {
        gtk_box_append(flare_box(content), Gtk.row([Gtk.label("Script of", "dim-label"), sourcePicker]))
        let controls: [(String, String, String, @MainActor (Inspector) -> Void)] = [
            ("start", "media-skip-backward-symbolic", "Back to the start", { $0.seekScript(to: 0) }),
            ("back", "media-seek-backward-symbolic", "One step back", { $0.stepScriptBack() }),
            ("step", "media-seek-forward-symbolic", "One step forward", { $0.stepScript() }),
            ("all", "media-skip-forward-symbolic", "Play every step at once", { $0.playWholeScript() }),
        ]
        var row: [UnsafeMutablePointer<GtkWidget>] = []
        for (name, icon, tooltip, action) in controls {
            let button = Gtk.button(name, icon: icon, tooltip: tooltip) { [weak inspector] in if let inspector { action(inspector) } }
            buttons[name] = button
            row.append(button)
        }
        let live = Gtk.button("Live", tooltip: "Leave the script: a fresh live session") { [weak inspector] in inspector?.goLive() }
        buttons["live"] = live
        gtk_box_append(flare_box(content), Gtk.row([Gtk.linked(row), slider, live]))
        gtk_box_append(flare_box(content), position)
        gtk_box_append(flare_box(content), steps.widget)

        Signals.connect(slider, "value-changed") { [weak self, weak inspector] in
            guard let self, let inspector, !updating else { return }
            let value = Int(gtk_range_get_value(flare_range(slider)).rounded())
            if value != inspector.script?.position { inspector.seekScript(to: value) }
        }
        Signals.connectPointer(sourcePicker, "notify::selected") { [weak self, weak inspector] _ in
            guard let self, let inspector, !updating else { return }
            let index = Int(gtk_drop_down_get_selected(flare_drop_down(sourcePicker)))
            if sources.indices.contains(index) { inspector.selectScript(sources[index]) }
        }
    }

    func refresh(_ inspector: Inspector) {
        updating = true
        defer { updating = false }
        guard let spec = inspector.window?.spec else { return }
        let all = inspector.scriptSources(spec)
        if all != sources {
            sources = all
            Gtk.setItems(sourcePicker, all.isEmpty ? ["(no script in this spec)"] : all.map(\.description))
        }
        guard let script = inspector.script else {
            steps.show([])
            Gtk.setText(position, "")
            for button in buttons.values { gtk_widget_set_sensitive(button, 0) }
            return
        }
        for button in buttons.values { gtk_widget_set_sensitive(button, 1) }
        if let index = all.firstIndex(of: script.source) { gtk_drop_down_set_selected(flare_drop_down(sourcePicker), guint(index)) }
        let count = script.count(in: spec)
        if count != stepCount {
            stepCount = count
            gtk_range_set_range(flare_range(slider), 0, Double(max(1, count)))
            gtk_scale_clear_marks(flare_scale(slider))
            for i in 0...count { gtk_scale_add_mark(flare_scale(slider), Double(i), GTK_POS_BOTTOM, nil) }
        }
        gtk_range_set_value(flare_range(slider), Double(script.position))
        let scripted = switch script.source {
        case .queue: inspector.queueScripted
        case .scenario: inspector.scenarioScripted
        case .alert, .rocket: false
        }
        Gtk.setText(position, !scripted ? "Not playing: press a step button or move the slider (\(count) steps)"
                    : script.position == 0 ? "At the start (\(count) steps)"
                    : "Step \(script.position) of \(count): \(script.describe(step: script.position - 1, in: spec))")
        steps.show((0..<count).map { ["\($0 + 1)", script.describe(step: $0, in: spec)] },
                   emphasised: scripted && script.position > 0 ? [script.position - 1] : [])
    }
}
