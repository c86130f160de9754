import FlareCore

/// The inspector's queue page: which queue, the top container, the operations (register, show, poll, pause,
/// next, clear; show is how a queue without autoPoll starts), the live table of queued popups, what happened last and
/// why, and the alert stack beside it.
@MainActor
final class QueuePage {
    let widget: ScrolledWindow
    let queuePicker: DropDown
    let topPicker: DropDown
    /// The Register button and its menu of the queue's popups.
    let register = QueueRegisterMenu()
    private(set) var buttons: [String: Button] = [:]
    let table = InspectorTable(
        columns: ["Name", "Priority", "Container", "Status", "selfMaintain"],
        placeholder: "The queue is empty. Register a popup.")
    let stackTable = InspectorTable(
        columns: ["#", "Alert on the stage"], placeholder: "No alert on the stage.", expanding: 1)
    let onScreen: Label
    let lastDecision: Label
    let mode: Label
    private let content: Box
    private var queueIds: [String] = []
    private var containers: [String] = []
    private var updating = false

    init() {
        (widget, content) = InspectorLayout.page()
        queuePicker = DropDown([])
        queuePicker.hexpand = true
        topPicker = DropDown([])
        topPicker.tooltipWhenClosed("The container on top: popups in other containers wait")
        topPicker.hexpand = true
        content.append(Box(row: [Label("Queue", classes: ["dim-label"]), queuePicker], spacing: 6))
        content.append(Box(row: [Label("Top container", classes: ["dim-label"]), topPicker], spacing: 6))

        onScreen = Label("", classes: ["heading"], wrap: true)
        lastDecision = Label("", classes: ["dim-label"], wrap: true)
        mode = Label("", classes: ["caption", "dim-label"], wrap: true)
    }

    func connect(to inspector: Inspector) {
        let ops: [(String, String, @MainActor (QueueSession) -> Void)] = [
            (
                "Show", "The seed's show(): start the front popup if it is ready (what autoPoll does on registration)",
                { $0.show() }
            ),
            (
                "Poll", "Show the first popup whose container is window or on top (does nothing before the first show)",
                { $0.poll() }
            ),
            ("Pause", "Return a willShow popup to ready", { $0.pause() }),
            ("Next", "End the current popup and show the next", { $0.next() }),
            ("Clear", "Empty the queue", { $0.clear() }),
        ]
        var row: [Widget] = []
        for (title, tooltip, op) in ops {
            let button = InspectorLayout.button(title, tooltip: tooltip) { [weak inspector] in inspector?.queue(op) }
            buttons[title.lowercased()] = button
            row.append(button)
        }
        // Register and the queue's operations, on as many lines as the inspector's width needs.
        content.append(InspectorLayout.wrapping([register.button] + row, spacing: 4))
        content.append(mode)
        content.append(onScreen)
        content.append(table.widget)
        content.append(lastDecision)
        content.append(InspectorLayout.heading("Alert stack"))
        content.append(
            Label(
                "Visible alerts, top-most last; closing one removes that one.", classes: ["caption", "dim-label"],
                wrap: true))
        content.append(stackTable.widget)

        queuePicker.connect(.selectedChanged) { [weak self, weak inspector] in
            guard let self, let inspector, !updating, let spec = inspector.host?.spec else { return }
            guard let index = queuePicker.selected, queueIds.indices.contains(index),
                let queue = spec.queues.first(where: { $0.id == queueIds[index] })
            else { return }
            inspector.useQueue(queue)
            inspector.refresh()
        }
        topPicker.connect(.selectedChanged) { [weak self, weak inspector] in
            guard let self, let inspector, !updating else { return }
            guard let index = topPicker.selected, containers.indices.contains(index),
                inspector.sessions.queueInUse.session?.queue.top != containers[index]
            else { return }
            let container = containers[index]
            inspector.queue { $0.setTop(container) }
        }
    }

    /// Shows the inspector's queue session: pickers, register menu, table, stack.
    func refresh(_ inspector: Inspector) {
        updating = true
        defer { updating = false }
        let spec = inspector.host?.spec
        let ids = spec?.queues.map(\.id) ?? []
        if ids != queueIds {
            queueIds = ids
            queuePicker.items = ids.isEmpty ? ["(no queue in this spec)"] : ids
        }
        if let id = inspector.sessions.queueInUse.spec?.id, let index = ids.firstIndex(of: id) {
            queuePicker.selected = index
        }
        let queueSpec = inspector.sessions.queueInUse.spec
        if queueSpec?.containers ?? [] != containers {
            containers = queueSpec?.containers ?? []
            topPicker.items = containers
        }
        if let queueSpec { register.show(queueSpec, inspector: inspector) }
        let sensitive = inspector.sessions.queueInUse.session != nil
        let controls: [Widget] = [register.button, topPicker] + buttons.values.map { $0 }
        for control in controls { control.sensitive = sensitive }

        guard let session = inspector.sessions.queueInUse.session else {
            table.show([])
            onScreen.text = "No queue"
            mode.text = "This spec defines no queue."
            lastDecision.text = ""
            showStack(inspector)
            return
        }
        let queue = session.queue
        if let index = containers.firstIndex(of: queue.top) { topPicker.selected = index }
        table.show(
            queue.queued.map {
                [$0.name, "\($0.priority)", $0.container, $0.status.rawValue, $0.selfMaintain ? "yes" : "no"]
            },
            emphasised: queue.currentPopup == nil ? [] : [0])
        if let showing = queue.showing {
            onScreen.text = "On screen: \(showing.name) (\(showing.target))"
        } else if let current = queue.currentPopup {
            onScreen.text = "\(current.name) will show (\(current.target))"
        } else {
            onScreen.text = "Nothing on screen"
        }
        mode.text =
            inspector.sessions.queueInUse.scripted
            ? "Script, step \(inspector.script?.position ?? 0): the script's present and dismiss steps stand for the "
                + "stage"
            : "Live: the stage reports when an alert has appeared and when you close it"
                + (queue.autoPoll ? "; autoPoll on" : "; autoPoll off")
        lastDecision.text = queue.log.last.map { "Last: \($0.message)" } ?? "Nothing has happened yet."
        showStack(inspector)
    }

    private func showStack(_ inspector: Inspector) {
        let alerts = inspector.host?.stack.alerts ?? []
        stackTable.show(
            alerts.enumerated().map {
                ["\($0.offset + 1)", $0.element + ($0.offset == alerts.count - 1 ? "  (top)" : "")]
            })
    }
}
