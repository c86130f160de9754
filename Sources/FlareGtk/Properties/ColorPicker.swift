import FlareCore
import Foundation

/// A color row's editor: a button with the color's swatch and its name (`foam`, or the hex), opening a popover with
/// the palette's names and the spec's colour tokens (picking one writes the name), GTK's color chooser with its
/// editor, and, for a text color, the live WCAG contrast of the text against what is behind it while the chooser
/// moves. While it is open the stage draws the chosen colour at once (`live`: `EditPreview`, nothing written);
/// "Use" or Enter (the hex field's too) writes it as hex, one undoable edit; Escape, Cancel or a click away draws
/// the value as it was. "None" clears an optional color. A color that is none opens on what the stage draws there
/// (`PropertySheet.Row.drawn`). "Add to Palette…" (`PaletteAdder`) names the colour under `palette:` and uses it.
@MainActor
final class ColorPicker {
    let button: MenuButton
    let popover: Popover
    /// GTK's chooser, built when the popover first opens (or a test asks): a page lists dozens of colors, and
    /// each chooser is a few hundred widgets.
    private(set) lazy var chooser: ColorChooser = makeChooser()
    private let chooserSlot = Box(.vertical)
    /// The colour the chooser opens on: the value as drawn, or what the stage draws where it is none.
    private let opensOn: Color?
    /// "4.62:1 against #000000 · passes AA"; nil when the row is not a text color.
    let contrast: Label?
    /// The palette's and the tokens' buttons, by name (tests click them).
    private(set) var names: [String: Button] = [:]
    let use = Button(label: "Use")
    /// How the stage previews a value while the popover is open; nil: no preview (the chooser only).
    var live: Live?
    /// "Add to Palette…", shown when the row can name a palette colour (`offerPalette`).
    let adder = PaletteAdder()
    /// Whether the popover is open and nothing was committed yet (a close then cancels the preview).
    private var choosing = false

    /// What the picker asks of the window to preview and add to the palette.
    struct Live {
        let preview: EditPreview
        /// The edit that writes a value (a hex, a name) as the row does, for the preview.
        let edit: @MainActor (String) -> EditPreview.Make
        /// Whether the last commit was refused (the stage then draws the document again).
        let refused: @MainActor () -> Bool
    }
    /// What the chooser shows now, as the spec would write it.
    var chosenText: String { chooser.rgba.hexString }
    private let behind: Color?
    private let theme: Theme

    /// `value` as drawn, `written` as the spec writes it, `palette` the spec's names, `tokens` its colour tokens;
    /// `commit` writes a value (a palette or token name, a hex, or `null`).
    init(
        value: Color?, drawn: Color? = nil, written: String?, paletteName: String?,
        palette: [(name: String, color: Color)], tokens: [(name: String, color: Color)] = [], behind: Color?,
        optional: Bool, theme: Theme, commit: @escaping @MainActor (String) -> Void
    ) {
        self.behind = behind
        self.theme = theme
        self.commit = commit
        opensOn = value ?? drawn
        let title = paletteName ?? value.map { Self.hex($0, theme) } ?? "none"
        button = MenuButton()
        button.setChild(
            Box(
                row: [
                    Self.swatch(value, theme: theme), Label(title, classes: paletteName == nil ? ["monospace"] : []),
                ],
                spacing: 6))
        button.tooltip = written.map { "Written as \($0)" } ?? "Not written: the preset's or the default"
        let column = Box(.vertical, spacing: 8)
        column.setMargins(6)
        for (title, entries) in [("Palette", palette), ("Tokens", tokens)] where !entries.isEmpty {
            let heading = Label(title, classes: ["heading"])
            heading.xalign = 0
            column.append(heading)
            let flow = FlowBox()
            flow.selectionMode = .none
            flow.maxChildrenPerLine = 3
            flow.columnSpacing = 4
            flow.rowSpacing = 4
            for entry in entries {
                let b = Button()
                b.child = Box(row: [Self.swatch(entry.color, theme: theme), Label(entry.name)], spacing: 6)
                b.tooltip = Self.hex(entry.color, theme)
                if entry.name == paletteName { b.addClass("suggested-action") }
                names[entry.name] = b
                flow.append(b)
            }
            column.append(flow)
        }
        column.append(chooserSlot)
        if behind != nil {
            let label = Label("", classes: ["numeric"])
            label.xalign = 0
            column.append(label)
            contrast = label
        } else {
            contrast = nil
        }
        column.append(adder.widget)
        var actions: [Widget] = []
        let none = Button(label: "None")
        if optional {
            none.tooltip = "No color (null)"
            actions.append(none)
        }
        let cancel = Button(label: "Cancel")
        cancel.tooltip = "Close without a change: the stage draws the value as it was (Escape)"
        use.tooltip = "Write the chosen colour (Enter)"
        use.addClass("suggested-action")
        actions += [cancel, use]
        let row = Box(row: actions, spacing: 6)
        row.halign = .end
        column.append(row)
        popover = Popover(column)
        // Enter commits the chosen colour, Escape cancels.
        let keys = KeyController()
        popover.add(keys)
        // Beside the row, over the stage, rather than under it: the picker is about 700 points tall, and a popover
        // to the side slides up and down to fit the screen (GDK's SLIDE_Y), where one below a row halfway down
        // a 768-point screen would hang off its bottom with "Use".
        // (After `setPopover`, which sets the position from the menu button's arrow.)
        button.setPopover(popover)
        popover.position = .left
        // Handlers last: setting the chooser's color above is not a pick.
        for (name, b) in names {
            b.connect(.clicked) { [weak self] in self?.finish(name) }
        }
        none.connect(.clicked) { [weak self] in self?.finish("null") }
        use.connect(.clicked) { [weak self] in
            guard let self else { return }
            finish(chosenText)
        }
        cancel.connect(.clicked) { [weak self] in self?.popover.popdown() }
        popover.connect(.map) { [weak self] in
            guard let self else { return }
            _ = chooser
            choosing = true
        }
        popover.connect(.closed) { [weak self] in self?.closed() }
        keys.connect(.keyPressed) { [weak self] keyval, _, state in
            self?.pressed(keyval, state: state) ?? false
        }
        updateContrast()
    }

    private let commit: @MainActor (String) -> Void

    /// Offers "Add to Palette…": `problem` says why a name cannot be taken, `add` writes the chosen colour (a hex)
    /// under `palette:` by a name and uses it.
    func offerPalette(
        problem: @escaping @MainActor (String) -> String?,
        add: @escaping @MainActor (_ name: String, _ hex: String) -> Void
    ) {
        adder.problem = problem
        adder.take = { [weak self] name in
            guard let self else { return }
            let hex = chosenText
            finish { add(name, hex) }
        }
        adder.widget.visible = true
    }

    /// Enter commits the chosen colour (not in the palette name's entry: it adds the name); Escape cancels.
    func pressed(_ keyval: UInt, state: UInt) -> Bool {
        Self.pressed(keyval, closing: popover) { [weak self] in
            guard let self, !adder.isEditing else { return false }
            finish(chosenText)
            return true
        }
    }

    static let returnKey: UInt = 0xFF0D  // GDK_KEY_Return
    static let enterKey: UInt = 0xFF8D  // GDK_KEY_KP_Enter
    static let escapeKey: UInt = 0xFF1B  // GDK_KEY_Escape

    /// A picker's keys: Escape closes `popover` (its close cancels), Enter `commit`s (false: not handled).
    static func pressed(_ keyval: UInt, closing popover: Popover, commit: () -> Bool) -> Bool {
        switch keyval {
        case escapeKey:
            popover.popdown()
            return true
        case returnKey, enterKey: return commit()
        default: return false
        }
    }

    /// Commits `text` (a hex, a name, `null`): the popover closes and the value is written, one edit.
    private func finish(_ text: String) { finish { [commit] in commit(text) } }

    private func finish(_ body: () -> Void) {
        choosing = false
        popover.popdown()
        adder.reset()
        if let live {
            live.preview.commit(body, refused: live.refused)
        } else {
            body()
        }
    }

    /// The popover closed without a commit: the stage draws the value as it was, and the chooser shows it again.
    private func closed() {
        guard choosing else { return }
        choosing = false
        adder.reset()
        live?.preview.cancel()
        if chooserBuilt, let opensOn { chooser.rgba = opensOn.resolved(for: theme) }
    }

    /// The chooser's colour changed: the contrast line follows, and the stage draws it while the popover is open.
    private func chosen() {
        updateContrast()
        guard choosing, let live else { return }
        live.preview.show(live.edit(chosenText))
    }

    private func makeChooser() -> ColorChooser {
        let chooser = ColorChooser()
        chooser.useAlpha = true
        if let opensOn { chooser.rgba = opensOn.resolved(for: theme) }
        chooser.showEditor(true)
        chooserSlot.append(chooser)
        chooser.connect(.rgbaChanged) { [weak self] in self?.chosen() }
        // Enter in the editor's hex field: GTK applies the text to the colour first (its handler was connected
        // when the editor was built), then the colour is written.
        if let field = Entry.cast(chooser.descendant(named: "entry")) {
            field.connect(.activate) { [weak self] in
                guard let self else { return }
                finish(chosenText)
            }
        }
        return chooser
    }

    /// The editor's hex field (tests type in it).
    var hexField: Entry? { Entry.cast(chooser.descendant(named: "entry")) }

    /// The contrast line for the chooser's color (composited over what is behind the text).
    func updateContrast() {
        guard let contrast, let behind else { return }
        // Before the chooser exists, the value as drawn.
        let shown = chooserBuilt ? Color(chooser.rgba) : (opensOn ?? Color(.clear))
        let ratio = PropertySheet.contrast(of: shown, behind: behind, theme: theme)
        let verdict =
            ratio >= 7
            ? "passes AAA"
            : ratio >= 4.5 ? "passes AA" : ratio >= 3 ? "large text only (below 4.5:1)" : "fails (below 3:1)"
        contrast.text = "Contrast \(Contrast.format(ratio)) against \(Self.hex(behind, theme)) · \(verdict)"
    }

    private var chooserBuilt: Bool { chooserSlot.firstChild != nil }

    /// The shown contrast ratio's text (tests read it).
    var contrastText: String? { contrast?.text }

    static func hex(_ color: Color, _ theme: Theme) -> String { color.resolved(for: theme).hexString }

    /// A small square of `color` (a checker-free Pango background: enough to tell colors apart beside their name).
    static func swatch(_ color: Color?, theme: Theme) -> Label {
        let label = Label("")
        guard let color else {
            label.setMarkup("<span font_family='monospace'>∅</span>")
            return label
        }
        let c = color.resolved(for: theme)
        let rgb = RGBA(red: c.red, green: c.green, blue: c.blue).hexString
        let alpha = Int((c.alpha * 100).rounded())
        label.setMarkup(
            "<span background='\(rgb)' bgalpha='\(max(1, alpha))%' "
                + "font_family='monospace'>\u{2007}\u{2007}\u{2007}</span>"
        )
        label.addClass("flare-swatch")
        return label
    }
}
