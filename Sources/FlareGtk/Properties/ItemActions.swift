import FlareCore
import Foundation

/// The bar under the sidebar's list: add an alert (from a preset) or a rocket, and duplicate, rename or delete the
/// selected item (a rename updates every route, popup, `show:` and `next:` that names it). Each is one undoable
/// step of `WindowEdits`.
@MainActor
final class ItemActions {
    let widget: Box
    let addButton = MenuButton(icon: "list-add-symbolic")
    let presets = DropDown(AlertPreset.allCases.map(\.rawValue))
    let addAlertButton = Button(label: "Add Alert")
    let addRocketButton = Button(label: "Add Rocket")
    let duplicateButton = Button(icon: "edit-copy-symbolic")
    let renameButton = MenuButton(icon: "document-edit-symbolic")
    let renameEntry = Entry(placeholder: "new id")
    let deleteButton = Button(icon: "user-trash-symbolic")
    /// The window whose spec the bar edits (set once the window exists).
    weak var window: (any ItemActionsHost)?

    init() {
        addButton.tooltip = "Add an alert or a rocket"
        duplicateButton.tooltip = "Duplicate the selected item"
        renameButton.tooltip = "Rename the selected item (and every reference to it)"
        deleteButton.tooltip = "Delete the selected item (the toast’s Undo or Ctrl+Z brings it back)"
        presets.selected = AlertPreset.allCases.firstIndex(of: .system)
        presets.tooltipWhenClosed("The new alert's preset")
        let presetLabel = Label("Preset")
        presetLabel.xalign = 0
        let add = Box(
            column: [presetLabel, presets, addAlertButton, Separator(.horizontal), addRocketButton], spacing: 6)
        add.setMargins(6)
        let addPopover = Popover(add)
        addButton.setPopover(addPopover)
        let renameBox = Box(row: [renameEntry], spacing: 6)
        renameBox.setMargins(6)
        let renamePopover = Popover(renameBox)
        renameButton.setPopover(renamePopover)
        for b in [duplicateButton, deleteButton] { b.hasFrame = false }
        for b in [addButton, renameButton] { b.addClass("flat") }
        let spacer = Box(.horizontal)
        spacer.hexpand = true
        widget = Box(row: [addButton, spacer, duplicateButton, renameButton, deleteButton], spacing: 2)
        widget.setMargins(6)

        // The button closes its popover: a weak reference to the popover's wrapper, gone after init, closed nothing.
        addAlertButton.connect(.clicked) { [weak self] in
            self?.addButton.popdown()
            self?.addAlert()
        }
        addRocketButton.connect(.clicked) { [weak self] in
            self?.addButton.popdown()
            self?.addRocket()
        }
        duplicateButton.connect(.clicked) { [weak self] in self?.duplicate() }
        deleteButton.connect(.clicked) { [weak self] in self?.delete() }
        renamePopover.connect(.map) { [weak self] in
            guard let self, let item = self.window?.selection else { return }
            renameEntry.text = item.id
        }
        renameEntry.connect(.activate) { [weak self] in
            guard let self else { return }
            renameButton.popdown()
            self.rename(to: renameEntry.text)
        }
    }

    private var taken: Set<String> {
        guard let spec = window?.spec else { return [] }
        return Set(SpecItem.all(in: spec).map(\.item.id))
    }

    /// Adds an alert of the chosen preset, with a title, a message and one action, and selects it.
    func addAlert() {
        guard let window else { return }
        let preset = presets.selected.map { AlertPreset.allCases[$0] } ?? .system
        let id = PropertiesPage.freeID("new-alert", taken: taken)
        var fields: [(key: String, value: String)] = []
        if preset != .default { fields.append(("preset", preset.rawValue)) }
        fields += [("title", "New alert"), ("message", "Say what happened and what to do next.")]
        if window.edits.perform(
            .addItem(kind: .alert, id: id),
            { editor throws(SpecEditError) in try editor.addItem(.alert(id), fields: fields) })
        {
            // One action, as a list the Properties page can extend.
            window.edits.perform(.addAction(alert: id)) { editor throws(SpecEditError) in
                try editor.addItem(
                    to: EditPath([.key("alerts"), .key(id), .key("actions")]), fields: [("title", "OK")])
            }
            window.select(.alert(id))
        }
    }

    /// Adds a rocket of one text block and selects it.
    func addRocket() {
        guard let window else { return }
        let id = PropertiesPage.freeID("new-rocket", taken: taken)
        let blocks = SpecEditor.NewValue.map([
            ("blocks", .map([("hello", .map([("text", .text("Hello! Tell people what this flow is about."))]))]))
        ])
        if window.edits.perform(
            .addItem(kind: .rocket, id: id),
            { editor throws(SpecEditError) in try editor.addItem(.rocket(id), value: blocks) })
        {
            window.select(.rocket(id))
        }
    }

    func duplicate() {
        guard let window, let item = window.selection else { return }
        let id = PropertiesPage.freeID(item.id + "-copy", taken: taken)
        if window.edits.perform(
            .duplicate(id: item.id, copy: id),
            { editor throws(SpecEditError) in try editor.duplicateItem(item, as: id) })
        {
            window.select(item.with(id: id))
        }
    }

    func rename(to newID: String) {
        guard let window, let item = window.selection, !newID.isEmpty, newID != item.id else { return }
        if window.edits.perform(
            .rename(id: item.id, to: newID), { editor throws(SpecEditError) in try editor.renameItem(item, to: newID) })
        {
            window.select(item.with(id: newID))
        }
    }

    func delete() {
        guard let window, let item = window.selection else { return }
        if window.edits.perform(.delete(id: item.id), { editor throws(SpecEditError) in try editor.deleteItem(item) }) {
            window.edits.offerUndo("Deleted “\(item.id)”")
        }
    }
}

extension SpecItem {
    /// The same kind of item under another id.
    func with(id: String) -> SpecItem {
        switch self {
        case .alert: .alert(id)
        case .rocket: .rocket(id)
        case .queue: .queue(id)
        case .scenario: .scenario(id)
        case .screen: .screen(id)
        }
    }
}
