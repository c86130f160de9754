import FlareCore

/// The Properties page's structure controls for the shown alert: its id (Enter renames it and every reference),
/// Duplicate and Delete; each action section's move up, move down and remove; and "Add action". Each is one
/// undoable step of `WindowEdits`. Keeps the controls it built last (tests click them).
@MainActor
final class AlertStructure {
    private(set) var idEntry: Entry?
    private(set) var duplicateButton: Button?
    private(set) var deleteButton: Button?
    private(set) var addActionButton: Button?
    private(set) var actionButtons: [Int: (up: Button, down: Button, remove: Button)] = [:]

    /// Forgets the controls of the page before (it is being rebuilt).
    func clear() {
        idEntry = nil
        duplicateButton = nil
        deleteButton = nil
        addActionButton = nil
        actionButtons = [:]
    }

    /// The alert's id (Enter renames it and every reference), Duplicate and Delete.
    func header(id: String, window: any PropertiesHost) -> Widget {
        let entry = Entry(placeholder: "alert id")
        entry.text = id
        entry.tooltip = "The alert's id: press Enter to rename it and every route, popup and show: that names it"
        entry.hexpand = true
        entry.connect(.activate) { [weak window, weak entry] in
            guard let window, let entry, entry.text != id, !entry.text.isEmpty else { return }
            let newID = entry.text
            if window.edits.perform(
                .rename(id: id, to: newID),
                { editor throws(SpecEditError) in
                    try editor.renameItem(.alert(id), to: newID)
                })
            {
                window.select(.alert(newID))
            }
        }
        let duplicate = InspectorLayout.button("Duplicate", tooltip: "Copy this alert under a new id, right after it") {
            [weak window] in
            guard let window, let spec = window.spec else { return }
            let newID = PropertiesPage.freeID(id + "-copy", taken: Set(spec.alerts.map(\.id)))
            if window.edits.perform(
                .duplicate(id: id, copy: newID),
                { editor throws(SpecEditError) in try editor.duplicateItem(.alert(id), as: newID) })
            {
                window.select(.alert(newID))
            }
        }
        let delete = InspectorLayout.button(
            "Delete", tooltip: "Delete this alert (refused while something names it); Ctrl+Z brings it back"
        ) { [weak window] in
            guard let window else { return }
            window.edits.perform(.delete(id: id)) { editor throws(SpecEditError) in try editor.deleteItem(.alert(id)) }
        }
        delete.addClass("destructive-action")
        idEntry = entry
        duplicateButton = duplicate
        deleteButton = delete
        entry.widthChars = 6
        let label = Label("Id")
        label.widthChars = 10
        label.xalign = 0
        entry.hexpand = true
        // Duplicate and Delete under the id when the inspector is too narrow for one line.
        return PropertyEditor.pair(Box(row: [label, entry], spacing: 6), Box(row: [duplicate, delete], spacing: 6))
    }

    /// A section's heading; an action's section gets its move up, move down and remove buttons.
    func sectionHeading(_ section: PropertySheet.Section, count: Int, window: any PropertiesHost) -> Widget {
        let title = InspectorLayout.heading(section.title)
        title.xalign = 0
        title.hexpand = true
        title.ellipsize = .end
        guard let item = section.item, case .index(let index) = item.components.last else { return title }
        let up = Button(icon: "go-up-symbolic"), down = Button(icon: "go-down-symbolic"),
            remove = Button(icon: "user-trash-symbolic")
        up.tooltip = "Move this action up"
        down.tooltip = "Move this action down"
        remove.tooltip = "Remove this action"
        up.sensitive = index > 0
        down.sensitive = index < count - 1
        for b in [up, down, remove] { b.hasFrame = false }
        up.connect(.clicked) { [weak window] in
            window?.edits.perform(.moveAction(index: index, up: true)) { editor throws(SpecEditError) in
                try editor.moveItem(item, to: index - 1)
            }
        }
        down.connect(.clicked) { [weak window] in
            window?.edits.perform(.moveAction(index: index, up: false)) { editor throws(SpecEditError) in
                try editor.moveItem(item, to: index + 1)
            }
        }
        remove.connect(.clicked) { [weak window] in
            window?.edits.perform(.removeAction(index: index)) { editor throws(SpecEditError) in
                try editor.removeItem(item)
            }
        }
        actionButtons[index] = (up, down, remove)
        let row = Box(row: [title, up, down, remove], spacing: 2)
        row.marginTop = 6
        return row
    }

    /// "Add action": a new action at the end of alert `id`'s.
    func addAction(id: String, window: any PropertiesHost) -> Widget {
        let add = InspectorLayout.button("Add action", icon: nil, tooltip: "Add an action at the end") {
            [weak window] in
            guard let window else { return }
            window.edits.perform(.addAction(alert: id)) { editor throws(SpecEditError) in try editor.addAction(to: id) }
        }
        add.halign = .start
        addActionButton = add
        return add
    }
}
