import FlareCore

/// The queue page's Register button and its menu: one button per popup of the queue (name, priority, target,
/// container), each registering that popup in the inspector's queue session.
@MainActor
final class QueueRegisterMenu {
    let button = MenuButton(label: "Register")
    /// One button per popup of the queue, in the menu (by popup name).
    private(set) var buttons: [String: Button] = [:]
    private let list = Box(.vertical, spacing: 2)
    private let popover: Popover
    private var names: [String] = []

    init() {
        button.tooltip = "Register one of the queue's popups"
        button.addClass("suggested-action")
        popover = Popover(list)
        button.setPopover(popover)
    }

    /// Lists the popups of `queue` (built again only when their names changed); a click registers one.
    func show(_ queue: QueueSpec, inspector: Inspector) {
        let names = queue.popups.map(\.name)
        guard names != self.names else { return }
        self.names = names
        list.removeAll()
        buttons = [:]
        for popup in queue.popups {
            let title =
                "\(popup.name) · priority \(popup.priority) · \(popup.target)"
                + (popup.container == QueueSpec.window ? "" : " · in \(popup.container)")
            let button = InspectorLayout.button(title) { [weak self, weak inspector] in
                self?.popover.popdown()
                inspector?.queue { $0.register(popup.name) }
            }
            button.addClass("flat")
            if let label = Label.cast(button.child) { label.xalign = 0 }
            buttons[popup.name] = button
            list.append(button)
        }
    }
}
