import FlareCore
import Foundation

/// The colour picker's "Add to Palette…": asks for a name (an entry under the button), refuses a name the palette
/// cannot take with the reason beside it (`SpecEditor.paletteNameProblem`: a duplicate, a CSS colour name, a name
/// that is not one), and otherwise hands the name on: the picker writes the colour under `palette:` by that name and
/// uses it, as one undoable edit.
@MainActor
final class PaletteAdder {
    let widget: Box
    /// Shows the name's entry (tests click it).
    let toggle = Button(label: "Add to Palette…")
    let entry = Entry(placeholder: "Name, e.g. brand")
    let add = Button(label: "Add")
    /// Why the name was refused; empty until one is.
    let message = Label("", classes: ["caption", "error"], wrap: true)
    private let form: Box
    /// Why a name cannot be taken (nil: it can).
    var problem: @MainActor (String) -> String? = { _ in nil }
    /// Writes the colour by that name and uses it.
    var take: @MainActor (String) -> Void = { _ in }

    /// Hidden until the picker offers it (`ColorPicker.offerPalette`).
    init() {
        toggle.tooltip = "Name this colour in the spec's palette: every key that names it follows a change of it"
        add.tooltip = "Write the colour under palette: by this name, and use it here"
        entry.hexpand = true
        message.xalign = 0
        message.visible = false
        form = Box(column: [Box(row: [entry, add], spacing: 4), message], spacing: 4)
        form.visible = false
        widget = Box(column: [toggle, form], spacing: 4)
        widget.visible = false
        toggle.halign = .start
        let submit: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            let name = entry.text.trimmingCharacters(in: .whitespaces)
            if let reason = problem(name) {
                message.text = reason
                message.visible = true
                return
            }
            message.visible = false
            take(name)
        }
        toggle.connect(.clicked) { [weak self] in
            guard let self else { return }
            form.visible = true
            toggle.visible = false
            _ = entry.grabFocus()
        }
        add.connect(.clicked, submit)
        entry.connect(.activate, submit)
    }

    /// Back to the button, the name forgotten (the picker closed).
    func reset() {
        entry.text = ""
        message.visible = false
        form.visible = false
        toggle.visible = true
    }

    /// Whether the name's entry has the focus (Enter there adds the name, not the colour).
    var isEditing: Bool { entry.containsFocus }
}
