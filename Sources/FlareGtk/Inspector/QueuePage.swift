import CFlareShim
import CGtk
import FlareCore

/// The inspector's queue page: which queue, the top container, the operations (register, show, poll, pause,
/// next, clear; show is how a queue without autoPoll starts), the live table of queued popups, what happened last and why, and the alert stack beside it.
@MainActor
final class QueuePage {
    let widget: UnsafeMutablePointer<GtkWidget>
    let queuePicker: UnsafeMutablePointer<GtkWidget>
    let topPicker: UnsafeMutablePointer<GtkWidget>
    let registerButton: UnsafeMutablePointer<GtkWidget>
    /// One button per popup of the queue, in the register menu (by popup name).
    private(set) var registerButtons: [String: UnsafeMutablePointer<GtkWidget>] = [:]
    private(set) var buttons: [String: UnsafeMutablePointer<GtkWidget>] = [:]
    let table = InspectorTable(columns: ["Name", "Priority", "Container", "Status", "selfMaintain"],
                               placeholder: "The queue is empty. Register a popup.")
    let stackTable = InspectorTable(columns: ["#", "Alert on the stage"], placeholder: "No alert on the stage.", expanding: 1)
    let onScreen: UnsafeMutablePointer<GtkWidget>
    let lastDecision: UnsafeMutablePointer<GtkWidget>
    let mode: UnsafeMutablePointer<GtkWidget>
    private let registerList: UnsafeMutablePointer<GtkWidget>
    private let popover: UnsafeMutablePointer<GtkWidget>
    private var queueIds: [String] = []
    private var containers: [String] = []
    private var popupNames: [String] = []
    private var updating = false

    init() {
        let (scroller, content) = Gtk.page()
        widget = scroller
        self.content = content
        queuePicker = Gtk.dropDown([])
        gtk_widget_set_hexpand(queuePicker, 1)
        topPicker = Gtk.dropDown([])
        gtk_widget_set_tooltip_text(topPicker, "The container on top: popups in other containers wait")
        gtk_box_append(flare_box(content), Gtk.row([Gtk.label("Queue", "dim-label"), queuePicker,
                                                    Gtk.label("Top", "dim-label"), topPicker]))

        registerButton = gtk_menu_button_new()!
        gtk_menu_button_set_label(flare_menu_button(registerButton), "Register")
        gtk_widget_set_tooltip_text(registerButton, "Register one of the queue's popups")
        gtk_widget_add_css_class(registerButton, "suggested-action")
        popover = gtk_popover_new()!
        registerList = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        gtk_popover_set_child(flare_popover(popover), registerList)
        gtk_menu_button_set_popover(flare_menu_button(registerButton), popover)
        onScreen = Gtk.label("", "heading", wrap: true)
        lastDecision = Gtk.label("", "dim-label", wrap: true)
        mode = Gtk.label("", "caption", "dim-label", wrap: true)
    }

    private let content: UnsafeMutablePointer<GtkWidget>

    func connect(to inspector: Inspector) {
        let ops: [(String, String, @MainActor (QueueSession) -> Void)] = [
            ("Show", "The seed's show(): start the front popup if it is ready (what autoPoll does on registration)", { $0.show() }),
            ("Poll", "Show the first popup whose container is window or on top (does nothing before the first show)", { $0.poll() }),
            ("Pause", "Return a willShow popup to ready", { $0.pause() }),
            ("Next", "End the current popup and show the next", { $0.next() }),
            ("Clear", "Empty the queue", { $0.clear() }),
        ]
        var row = [registerButton]
        for (title, tooltip, op) in ops {
            let button = Gtk.button(title, tooltip: tooltip) { [weak inspector] in inspector?.queue(op) }
            buttons[title.lowercased()] = button
            row.append(button)
        }
        gtk_box_append(flare_box(content), Gtk.row(row))
        gtk_box_append(flare_box(content), mode)
        gtk_box_append(flare_box(content), onScreen)
        gtk_box_append(flare_box(content), table.widget)
        gtk_box_append(flare_box(content), lastDecision)
        gtk_box_append(flare_box(content), Gtk.heading("Alert stack"))
        gtk_box_append(flare_box(content), Gtk.label("Visible alerts, top-most last; closing one removes that one.", "caption", "dim-label", wrap: true))
        gtk_box_append(flare_box(content), stackTable.widget)

        Signals.connectPointer(queuePicker, "notify::selected") { [weak self, weak inspector] _ in
            guard let self, let inspector, !updating, let spec = inspector.window?.spec else { return }
            let index = Int(gtk_drop_down_get_selected(flare_drop_down(queuePicker)))
            guard queueIds.indices.contains(index), let queue = spec.queues.first(where: { $0.id == queueIds[index] }) else { return }
            inspector.useQueue(queue)
            inspector.refresh()
        }
        Signals.connectPointer(topPicker, "notify::selected") { [weak self, weak inspector] _ in
            guard let self, let inspector, !updating else { return }
            let index = Int(gtk_drop_down_get_selected(flare_drop_down(topPicker)))
            guard containers.indices.contains(index), inspector.queueSession?.queue.top != containers[index] else { return }
            let container = containers[index]
            inspector.queue { $0.setTop(container) }
        }
        self.inspector = inspector
    }

    private weak var inspector: Inspector?

    /// Shows the inspector's queue session: pickers, register menu, table, stack.
    func refresh(_ inspector: Inspector) {
        updating = true
        defer { updating = false }
        let spec = inspector.window?.spec
        let ids = spec?.queues.map(\.id) ?? []
        if ids != queueIds {
            queueIds = ids
            Gtk.setItems(queuePicker, ids.isEmpty ? ["(no queue in this spec)"] : ids)
        }
        if let id = inspector.queueSpec?.id, let index = ids.firstIndex(of: id) {
            gtk_drop_down_set_selected(flare_drop_down(queuePicker), guint(index))
        }
        let queueSpec = inspector.queueSpec
        if queueSpec?.containers ?? [] != containers {
            containers = queueSpec?.containers ?? []
            Gtk.setItems(topPicker, containers)
        }
        let names = queueSpec?.popups.map(\.name) ?? []
        if names != popupNames, let queueSpec {
            popupNames = names
            Gtk.removeChildren(registerList)
            registerButtons = [:]
            for popup in queueSpec.popups {
                let title = "\(popup.name) · priority \(popup.priority) · \(popup.show)"
                    + (popup.container == QueueSpec.window ? "" : " · in \(popup.container)")
                let button = Gtk.button(title) { [weak self, weak inspector] in
                    if let popover = self?.popover { gtk_popover_popdown(flare_popover(popover)) }
                    inspector?.queue { $0.register(popup.name) }
                }
                gtk_widget_add_css_class(button, "flat")
                if let label = gtk_button_get_child(flare_button(button)) { gtk_label_set_xalign(flare_label(label), 0) }
                registerButtons[popup.name] = button
                gtk_box_append(flare_box(registerList), button)
            }
        }
        let sensitive: gboolean = inspector.queueSession == nil ? 0 : 1
        for button in [registerButton, topPicker] + Array(buttons.values) { gtk_widget_set_sensitive(button, sensitive) }

        guard let session = inspector.queueSession else {
            table.show([])
            Gtk.setText(onScreen, "No queue")
            Gtk.setText(mode, "This spec defines no queue.")
            Gtk.setText(lastDecision, "")
            showStack(inspector)
            return
        }
        let queue = session.queue
        if let index = containers.firstIndex(of: queue.top) { gtk_drop_down_set_selected(flare_drop_down(topPicker), guint(index)) }
        table.show(queue.queued.map { [$0.name, "\($0.priority)", $0.container, $0.status.rawValue, $0.selfMaintain ? "yes" : "no"] },
                   emphasised: queue.currentPopup == nil ? [] : [0])
        if let showing = queue.showing {
            Gtk.setText(onScreen, "On screen: \(showing.name) (\(showing.target))")
        } else if let current = queue.currentPopup {
            Gtk.setText(onScreen, "\(current.name) will show (\(current.target))")
        } else {
            Gtk.setText(onScreen, "Nothing on screen")
        }
        Gtk.setText(mode, inspector.queueScripted
                    ? "Script, step \(inspector.script?.position ?? 0): the script's present and dismiss steps stand for the stage"
                    : "Live: the stage reports when an alert has appeared and when you close it"
                        + (queue.autoPoll ? "; autoPoll on" : "; autoPoll off"))
        Gtk.setText(lastDecision, queue.log.last.map { "Last: \($0.message)" } ?? "Nothing has happened yet.")
        showStack(inspector)
    }

    private func showStack(_ inspector: Inspector) {
        let alerts = inspector.window?.stack.alerts ?? []
        stackTable.show(alerts.enumerated().map { ["\($0.offset + 1)", $0.element + ($0.offset == alerts.count - 1 ? "  (top)" : "")] })
    }
}
