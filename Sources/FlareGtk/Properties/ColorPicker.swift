import FlareCore
import Foundation

/// A color row's editor: a button with the color's swatch and its name (`foam`, or the hex), opening a popover with
/// the palette's names and the spec's colour tokens (picking one writes the name), GTK's color chooser with its
/// editor, and, for a text color, the live WCAG contrast of the text against what is behind it while the chooser
/// moves. "Use" writes the chosen color as hex; "None" clears an optional color.
@MainActor
final class ColorPicker {
    let button: MenuButton
    let popover: Popover
    /// GTK's chooser, built when the popover first opens (or a test asks): a page lists dozens of colors, and
    /// each chooser is a few hundred widgets.
    private(set) lazy var chooser: ColorChooser = makeChooser()
    private let chooserSlot = Box(.vertical)
    private let value: Color?
    /// "4.62:1 against #000000 · passes AA"; nil when the row is not a text color.
    let contrast: Label?
    /// The palette's and the tokens' buttons, by name (tests click them).
    private(set) var names: [String: Button] = [:]
    let use = Button(label: "Use")
    /// What the chooser shows now, as the spec would write it.
    var chosenText: String { chooser.rgba.hexString }
    private let behind: Color?
    private let theme: Theme

    /// `value` as drawn, `written` as the spec writes it, `palette` the spec's names, `tokens` its colour tokens;
    /// `commit` writes a value (a palette or token name, a hex, or `null`).
    init(
        value: Color?, written: String?, paletteName: String?, palette: [(name: String, color: Color)],
        tokens: [(name: String, color: Color)] = [], behind: Color?, optional: Bool, theme: Theme,
        commit: @escaping @MainActor (String) -> Void
    ) {
        self.behind = behind
        self.theme = theme
        self.value = value
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
        var actions: [Widget] = []
        if optional {
            let none = Button(label: "None")
            none.tooltip = "No color (null)"
            none.connect(.clicked) { commit("null") }
            actions.append(none)
        }
        use.addClass("suggested-action")
        actions.append(use)
        let row = Box(row: actions, spacing: 6)
        row.halign = .end
        column.append(row)
        popover = Popover(column)
        // Beside the row, over the stage, rather than under it: the picker is about 700 points tall, and a popover
        // to the side slides up and down to fit the screen (GDK's SLIDE_Y), where one below a row halfway down
        // a 768-point screen would hang off its bottom with "Use".
        // (After `setPopover`, which sets the position from the menu button's arrow.)
        button.setPopover(popover)
        popover.position = .left
        // Handlers last: setting the chooser's color above is not a pick.
        for (name, b) in names {
            b.connect(.clicked) { [weak self] in
                self?.popover.popdown()
                commit(name)
            }
        }
        use.connect(.clicked) { [weak self] in
            guard let self else { return }
            popover.popdown()
            commit(chosenText)
        }
        popover.connect(.map) { [weak self] in _ = self?.chooser }
        updateContrast()
    }

    private func makeChooser() -> ColorChooser {
        let chooser = ColorChooser()
        chooser.useAlpha = true
        if let value { chooser.rgba = value.resolved(for: theme) }
        chooser.showEditor(true)
        chooserSlot.append(chooser)
        chooser.connect(.rgbaChanged) { [weak self] in self?.updateContrast() }
        return chooser
    }

    /// The contrast line for the chooser's color (composited over what is behind the text).
    func updateContrast() {
        guard let contrast, let behind else { return }
        // Before the chooser exists, the value as drawn.
        let shown = chooserBuilt ? Color(chooser.rgba) : (value ?? Color(.clear))
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
