import FlareCore
import Foundation

/// The Properties page of a rocket (`RocketSheet`): its own rows (start, author, close button) and each block's,
/// each with its catalog editor, its origin (`file:line`, or "default") and "Reset to default"; a `next:` or
/// `start:` as a drop-down of the rocket's blocks; a `RocketFont` as a preset, or a font and a color (the color
/// chooser with the palette's names and the live contrast against the white card). Each block's heading moves it
/// up or down, removes it, or adds a block after it (`SpecEditor.addBlock`/`moveBlock`/`removeBlock`: every `next:`
/// kept pointing where the flow goes). Every change is one undoable step of `WindowEdits`.
@MainActor
final class RocketProperties {
    private(set) var sheet: RocketSheet?
    /// The rows' editors, by path (tests drive them): the catalog's, a reference's drop-down, a font's.
    private(set) var editors: [EditPath: PropertyEditor] = [:]
    private(set) var references: [EditPath: DropDown] = [:]
    private(set) var fonts: [EditPath: RocketFontEditor] = [:]
    private(set) var resets: [EditPath: Button] = [:]
    private(set) var origins: [EditPath: Widget] = [:]
    /// Each block's heading buttons, by block id.
    private(set) var blockButtons: [String: (up: Button, down: Button, remove: Button, add: Button)] = [:]
    /// The kind of block "Add block" (and each heading's +) adds, and the button at the end of the page.
    let kinds = DropDown(SpecEditor.NewBlock.allCases.map(\.rawValue))
    private(set) var addBlockButton: Button?
    /// The first editor of each block's section, by id (a click on its card in inspect mode focuses it).
    private var firstEditor: [String: Widget] = [:]
    private var pendingBlock: String?
    /// The block whose rows were last asked for (inspect mode's click), for tests.
    private(set) var shownBlock: String?

    init() {
        kinds.selected = 0
        kinds.tooltipWhenClosed("The kind of block to add")
    }

    /// Shows rocket `id` of `spec` in `content`.
    func build(_ id: String, spec: Spec, in content: Box, window: any PropertiesHost) {
        editors = [:]
        references = [:]
        fonts = [:]
        resets = [:]
        origins = [:]
        blockButtons = [:]
        firstEditor = [:]
        let source = SpecSource(spec: spec)
        guard let sheet = RocketSheet(rocket: id, in: spec, source: source) else { self.sheet = nil; return }
        self.sheet = sheet
        let context = PropertyEditor.Context(
            palette: sheet.palette, tokens: spec.colorTokens, theme: window.theme,
            families: PropertyEditor.families(for: spec),
            folder: (spec.file as NSString).deletingLastPathComponent, window: window.toplevel,
            edits: window.edits, spec: spec)
        let grid = Grid(columnSpacing: 8, rowSpacing: 4)
        var line = 0
        for (index, section) in sheet.sections.enumerated() {
            grid.attach(
                heading(section, index: index - 1, count: sheet.blockIDs.count, rocket: id, window: window),
                column: 0, row: line, width: 3)
            line += 1
            for row in section.rows {
                let editor = attach(
                    row, to: grid, at: line, sheet: sheet, source: source, context: context, window: window)
                if let block = section.block, firstEditor[block] == nil { firstEditor[block] = editor }
                line += 1
            }
        }
        content.append(grid)
        let add = InspectorLayout.button(
            "Add block", tooltip: "Add a block of this kind after the last one, linked into the flow"
        ) {
            [weak self, weak window] in
            guard let self, let window else { return }
            addBlock(after: nil, rocket: id, window: window)
        }
        addBlockButton = add
        // The chooser outlives the page: off the old bar first, which a click on its Add block still holds while GTK
        // propagates it (else `gtk_box_append` logs a critical and the chooser goes with the old bar).
        Box.cast(kinds.parent)?.remove(kinds)
        let bar = Box(row: [kinds, add], spacing: 6)
        bar.halign = .start
        content.append(bar)
        if let block = pendingBlock, let target = firstEditor[block] {
            pendingBlock = nil
            target.grabFocus()
        }
    }

    /// Shows block `id`'s rows first: focuses its first editor (the page scrolls to it), now or after the next build.
    func show(block id: String) {
        shownBlock = id
        pendingBlock = id
        if let target = firstEditor[id] {
            pendingBlock = nil
            target.grabFocus()
        }
    }

    // MARK: Rows

    @discardableResult
    private func attach(
        _ row: PropertySheet.Row, to grid: Grid, at index: Int, sheet: RocketSheet, source: SpecSource,
        context: PropertyEditor.Context, window: any PropertiesHost
    ) -> Widget {
        let path = row.path
        let name = row.label
        let widget: Widget
        switch row.editor {
        case .catalog(.blockReference):
            let start = row.key == PropertyCatalog.rocket[\.start].key
            let none = start ? "first block" : "none (dismiss)"
            let current: String? = if case .text(let id) = row.value { id } else { nil }
            let choices = [none] + sheet.blockIDs
            let d = PropertyEditor.dropDown(choices, selected: row.isWritten ? current : none)
            d.tooltipWhenClosed(row.doc)
            d.connect(.selectedChanged) { [weak window, weak d] in
                guard let window, let d, let i = d.selected else { return }
                if i == 0 {
                    window.edits.unset(path, named: name)
                } else {
                    window.edits.set(path, to: choices[i], named: name)
                }
            }
            d.hexpand = true
            references[path] = d
            widget = d
        case .catalog(.rocketFont):
            let colorPath = path.appending(.key("color"))
            let written = source.written(colorPath)
            let font = RocketFontEditor(
                row, colorWritten: written?.text,
                colorName: written.flatMap { w in sheet.palette.contains { $0.name == w.text } ? w.text : nil },
                context: context, window: window)
            fonts[path] = font
            widget = font.widget
        default:
            var shown = row
            // An unset showNextAfter waits for a tap, as 0 does.
            if case .catalog(.duration) = row.editor, row.value == .none { shown.value = .number(0) }
            let editor = PropertyEditor(shown, context: context) { [weak window] text, quoted in
                window?.edits.set(path, to: text, quoted: quoted, named: name)
            }
            editors[path] = editor
            widget = editor.widget
        }
        let (origin, reset, _) = PropertiesPage.attach(row, editor: widget, to: grid, at: index, window: window)
        resets[path] = reset
        origins[path] = origin
        return widget
    }

    // MARK: Blocks

    /// A section's heading; a block's has its up, down, remove and add-after buttons.
    private func heading(
        _ section: RocketSheet.Section, index: Int, count: Int, rocket: String, window: any PropertiesHost
    ) -> Widget {
        let title = InspectorLayout.heading(section.title)
        title.xalign = 0
        title.hexpand = true
        title.ellipsize = .end
        guard let block = section.block else { return title }
        let up = Button(icon: "go-up-symbolic"), down = Button(icon: "go-down-symbolic")
        let remove = Button(icon: "user-trash-symbolic"), add = Button(icon: "list-add-symbolic")
        up.tooltip = "Move this block up (a block it follows in the flow swaps places with it)"
        down.tooltip = "Move this block down (a block it leads to swaps places with it)"
        remove.tooltip = "Remove this block: what led to it leads where it led (Ctrl+Z brings it back)"
        add.tooltip = "Add a block after this one, linked into the flow"
        up.sensitive = index > 0
        down.sensitive = index < count - 1
        remove.sensitive = count > 1
        for b in [up, down, remove, add] { b.hasFrame = false }
        up.connect(.clicked) { [weak window] in
            window?.edits.perform(.moveBlock(id: block, up: true)) { editor throws(SpecEditError) in
                try editor.moveBlock(block, in: rocket, by: -1)
            }
        }
        down.connect(.clicked) { [weak window] in
            window?.edits.perform(.moveBlock(id: block, up: false)) { editor throws(SpecEditError) in
                try editor.moveBlock(block, in: rocket, by: 1)
            }
        }
        remove.connect(.clicked) { [weak window] in
            window?.edits.perform(.removeBlock(id: block)) { editor throws(SpecEditError) in
                try editor.removeBlock(block, from: rocket)
            }
        }
        add.connect(.clicked) { [weak self, weak window] in
            guard let self, let window else { return }
            addBlock(after: block, rocket: rocket, window: window)
        }
        blockButtons[block] = (up, down, remove, add)
        let row = Box(row: [title, add, up, down, remove], spacing: 2)
        row.marginTop = 6
        return row
    }

    /// Adds a block of the chosen kind after `after` (the last when nil), under a free id.
    func addBlock(after: String?, rocket: String, window: any PropertiesHost) {
        let kind = kinds.selected.map { SpecEditor.NewBlock.allCases[$0] } ?? .text
        let id = PropertiesPage.freeID(kind == .text ? "block" : kind.rawValue, taken: Set(sheet?.blockIDs ?? []))
        window.edits.perform(.addBlock(id: id)) { editor throws(SpecEditError) in
            try editor.addBlock(kind, id: id, to: rocket, after: after)
        }
        pendingBlock = id
    }
}
