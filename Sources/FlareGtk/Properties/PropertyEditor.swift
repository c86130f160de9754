import FlareCore
import Foundation

/// The editor of one `PropertySheet.Row`, chosen by its kind: a color picker, a font's family, size and weight, a
/// spin button with the catalog's range, a drop-down of words, a switch, an entry, an image chooser. Every change
/// calls `commit` with the text to write (a value as the spec writes it); the page writes it through `WindowEdits`.
@MainActor
final class PropertyEditor {
    let widget: Widget
    /// The typed controls, for tests that drive an editor as a person would.
    private(set) var color: ColorPicker?
    private(set) var spin: SpinButton?
    private(set) var dropDown: DropDown?
    private(set) var toggle: Switch?
    private(set) var entry: Entry?
    private(set) var font: (family: FontPicker, size: SpinButton, weight: DropDown)?
    private(set) var chooseFile: Button?

    struct Context {
        var palette: [(name: String, color: Color)]
        /// The spec's colour tokens (`Spec.colorTokens`), offered beside the palette.
        var tokens: [(name: String, color: Color)] = []
        var theme: Theme
        /// Families Flare can draw: bundled, declared in the spec's `fonts:`, installed.
        var families: [String]
        /// The spec's folder: images are chosen inside it and written relative to it.
        var folder: String
        var window: Window?
        /// The window's edits: the pickers preview through them (`EditPreview`) and add palette colours.
        var edits: WindowEdits?
        /// The shown spec: the palette names a new one must not repeat. Nil: no "Add to Palette…" (a palette
        /// colour's own row, whose value is a literal).
        var spec: Spec?
    }

    /// The row the editor was built for or last took (`take`).
    private(set) var row: PropertySheet.Row
    /// On while `take` sets a control: the control's signal is not a person's edit.
    private let taking = Flag()

    final class Flag {
        var on = false
    }

    init(
        _ row: PropertySheet.Row, context: Context,
        commit person: @escaping @MainActor (_ text: String, _ quoted: Bool) -> Void
    ) {
        self.row = row
        let taking = taking
        let commit: @MainActor (String, Bool) -> Void = { text, quoted in if !taking.on { person(text, quoted) } }
        switch row.editor {
        case .text:
            let e = Self.entry(row.written ?? Self.word(row.value) ?? "", placeholder: "Not set")
            e.connect(.activate) { [weak e] in if let e { commit(e.text, false) } }
            entry = e
            widget = e
        case .words(let words):
            let d = Self.dropDown(words, selected: Self.word(row.value))
            d.connect(.selectedChanged) { [weak d] in
                if let d, let i = d.selected, words.indices.contains(i) { commit(words[i], false) }
            }
            dropDown = d
            widget = d
        case .catalog(let kind):
            switch kind {
            case .color, .optionalColor:
                let value: Color? = if case .color(let c) = row.value { c } else { nil }
                let picker = ColorPicker(
                    value: value, drawn: row.drawn, written: row.written, paletteName: row.paletteName,
                    palette: context.palette, tokens: context.tokens, behind: row.behind,
                    optional: kind == .optionalColor, theme: context.theme
                ) { commit($0, false) }
                let path = row.path, label = row.label
                if let edits = context.edits {
                    picker.live = Self.live(edits) { text in { editor throws(SpecEditError) in
                            try editor.set(path, to: text)
                        }
                    }
                    if let spec = context.spec {
                        picker.offerPalette(problem: { SpecEditor.paletteNameProblem($0, in: spec) }) {
                            [weak edits] name, hex in
                            let field = EditStep.field(label, at: path)
                            edits?.perform(.paletteColor(field: field, name: name)) { editor throws(SpecEditError) in
                                try editor.addPaletteColor(name, hex, then: [.set(path, name)])
                            }
                        }
                    }
                }
                color = picker
                widget = picker.button
            case .length, .duration, .number:
                let range = row.range ?? 0...1000
                let step = kind == .duration ? 0.05 : 1
                let s = SpinButton(min: range.lowerBound, max: range.upperBound, step: step)
                s.widthChars = 4
                s.digits = kind == .duration ? 2 : kind == .number ? 0 : 1
                if case .number(let n) = row.value { s.value = n }
                s.connect(.valueChanged) { [weak s] in if let s { commit(SpecRanges.format(s.value), false) } }
                spin = s
                widget = s
            case .choice(let words):
                let d = Self.dropDown(words, selected: Self.word(row.value))
                d.connect(.selectedChanged) { [weak d] in
                    if let d, let i = d.selected, words.indices.contains(i) { commit(words[i], false) }
                }
                dropDown = d
                widget = d
            case .bool:
                let s = Switch()
                if case .bool(let b) = row.value { s.active = b }
                s.halign = .start
                s.valign = .center
                s.connect(.activeChanged) { [weak s] in if let s { commit(s.active ? "true" : "false", false) } }
                toggle = s
                widget = s
            case .font:
                let current: FontSpec = if case .font(let f) = row.value { f } else { .system(17) }
                // The picker's family and face, with the size and weight beside it (`write`, below).
                let family = FontPicker.forRow(current, context: context)
                let size = SpinButton(min: 1, max: 1000, step: 1)
                size.digits = 0
                size.value = current.size
                let weights = FontWeight.allCases
                let weight = Self.dropDown(weights.map(\.word), selected: current.weight.word)
                // Two lines (the family, then size and weight), so the row fits a narrow inspector.
                weight.hexpand = true
                let box = Box(column: [family.button, Self.sizeAndWeight(size, weight)], spacing: 4)
                family.button.hexpand = true
                let write: @MainActor () -> Void = { [weak family, weak size, weak weight] in
                    guard let family, let size, let weight else { return }
                    var f = family.chosen
                    f.size = size.value
                    if let i = weight.selected, weights.indices.contains(i) { f.weight = weights[i] }
                    commit(f.description, false)
                }
                // A face picked sets the weight; the size is the row's.
                family.commit = { [weak size] font in
                    guard let size else { return }
                    var f = font
                    f.size = size.value
                    commit(f.description, false)
                }
                if let edits = context.edits {
                    let path = row.path
                    family.live = Self.live(edits) { text in { editor throws(SpecEditError) in
                            try editor.set(path, to: text)
                        }
                    }
                }
                size.connect(.valueChanged, write)
                weight.connect(.selectedChanged, write)
                font = (family, size, weight)
                widget = box
            case .image:
                let e = Self.entry(row.written ?? "", placeholder: "builtin:info or a file")
                e.connect(.activate) { [weak e] in if let e { commit(e.text, false) } }
                let choose = Button(icon: "document-open-symbolic")
                choose.tooltip = "Choose an image in \(context.folder)"
                let folder = context.folder
                let window = context.window
                // Weakly: the button lives in that window, and a strong reference would keep the window's wrapper
                // alive.
                choose.connect(.clicked) { [weak window] in
                    Self.chooseImage(in: folder, parent: window, commit: { commit($0, false) })
                }
                e.hexpand = true
                entry = e
                chooseFile = choose
                widget = Box(row: [e, choose], spacing: 4)
            case .text, .blockReference:
                let e = Self.entry(row.written ?? Self.word(row.value) ?? "", placeholder: "Not set")
                e.connect(.activate) { [weak e] in if let e { commit(e.text, false) } }
                entry = e
                widget = e
            case .rocketFont:
                // A preset by name; a `{font, color}` map is edited through its own rows (font, color).
                let names = RocketFont.presets.keys.sorted()
                let current: String? = if case .rocketFont(let f) = row.value { f.presetName } else { nil }
                let d = Self.dropDown(names, selected: current)
                if d.selected == nil { d.items = names + ["custom"]; d.selected = names.count }
                d.connect(.selectedChanged) { [weak d] in
                    if let d, let i = d.selected, names.indices.contains(i) { commit(names[i], false) }
                }
                dropDown = d
                widget = d
            case .edgeInsets:
                let e = Self.entry(row.written ?? "", placeholder: "8, or {top: 8, left: 12, bottom: 8, right: 12}")
                e.connect(.activate) { [weak e] in if let e { commit(e.text, false) } }
                entry = e
                widget = e
            }
        }
        widget.hexpand = true
        // A drop-down's tooltip stays off its open list (the list is its child: GTK asked it for its tooltip there).
        if let dropDown {
            dropDown.tooltipWhenClosed(row.doc)
        } else if let font {
            font.family.button.tooltip = row.doc
            font.weight.tooltipWhenClosed(row.doc)
            font.size.tooltip = row.doc
        } else {
            widget.tooltip = widget.tooltip ?? row.doc
        }
        // Ctrl+Z in these is the spec's undo while they show the file's value (`EditorUndo`).
        if let entry { EditorUndo.showsFile(entry) }
        if let spin { EditorUndo.showsFile(spin) }
        if let font { EditorUndo.showsFile(font.size) }
    }

    /// Shows `row`'s value in the controls already there, as `init` would show it, without writing anything: true
    /// when this editor can (a spin button, a switch, a drop-down of words or an entry, for the same kind of row); a
    /// color, a font or an image is built anew.
    func take(_ new: PropertySheet.Row) -> Bool {
        guard new.editor == row.editor, new.range == row.range, color == nil, font == nil, chooseFile == nil else {
            return false
        }
        taking.on = true
        defer { taking.on = false }
        if let entry {
            // As `init` fills it: the text as the spec writes it (an inset's only that).
            let text = new.written ?? (new.editor == .catalog(.edgeInsets) ? nil : Self.word(new.value)) ?? ""
            if entry.text != text { entry.text = text }
            EditorUndo.showsFile(entry)
            row = new
            return true
        }
        switch new.value {
        case .number(let n) where spin != nil: spin?.value = n
        case .bool(let b) where toggle != nil: toggle?.active = b
        case .choice(let word) where dropDown != nil, .text(let word) where dropDown != nil:
            guard let dropDown, let i = dropDown.items.firstIndex(of: word) else { return false }
            dropDown.selected = i
        default: return false
        }
        if let spin { EditorUndo.showsFile(spin) }
        row = new
        return true
    }

    /// A picker's live preview through `edits`: `edit` makes a value's edit.
    static func live(
        _ edits: WindowEdits, edit: @escaping @MainActor (String) -> EditPreview.Make
    ) -> ColorPicker.Live {
        ColorPicker.Live(preview: edits.preview, edit: edit, refused: { [weak edits] in edits?.lastRefusal != nil })
    }

    /// A font's size and weight side by side, or one under the other when the inspector is too narrow for both.
    static func sizeAndWeight(_ size: SpinButton, _ weight: DropDown) -> FlowBox {
        size.widthChars = 4
        size.hexpand = true
        return pair(size, weight)
    }

    /// Two controls side by side, or one under the other when the inspector is too narrow for both.
    static func pair(_ first: Widget, _ second: Widget) -> FlowBox {
        let flow = FlowBox()
        flow.addClass("flare-font-size-weight")
        flow.selectionMode = .none
        flow.columnSpacing = 4
        flow.rowSpacing = 4
        flow.maxChildrenPerLine = 2
        flow.append(first)
        flow.append(second)
        return flow
    }

    static func entry(_ text: String, placeholder: String) -> Entry {
        let e = Entry(placeholder: placeholder)
        e.text = text
        // Narrow at least (the grid gives it the pane's width): the row fits a 320 px inspector.
        e.widthChars = 4
        return e
    }

    static func dropDown(_ words: [String], selected: String?) -> DropDown {
        let d = DropDown(words)
        d.selected = selected.flatMap { words.firstIndex(of: $0) }
        return d
    }

    /// A word or text value's string.
    static func word(_ value: PropertyValue) -> String? {
        switch value {
        case .choice(let word), .text(let word): word
        default: nil
        }
    }

    /// The open image choosers, kept until they answer.
    private static var choosers: [FileChooserNative] = []

    /// A file chooser opened in the spec's folder; a file outside it is refused (a spec's images live under its
    /// root, written relative to the spec).
    static func chooseImage(in folder: String, parent: Window?, commit: @escaping @MainActor (String) -> Void) {
        let dialog = FileChooserNative.opening(
            title: "Choose an Image", parent: parent, accept: "_Choose", cancel: "_Cancel")
        dialog.add(
            FileFilter(
                name: "Images (PNG, JPEG, SVG)",
                patterns: ["*.png", "*.jpg", "*.jpeg", "*.svg", "*.PNG", "*.JPG", "*.SVG"]))
        dialog.setFolder(folder)
        dialog.connect(.response) { [weak dialog] response in
            guard let dialog else { return }
            defer { choosers.removeAll { $0 === dialog } }
            guard response == FileChooserNative.accepted, let path = dialog.path else { return }
            commit(relative(path, to: folder) ?? path)
        }
        choosers.append(dialog)
        dialog.show()
    }

    /// `path` relative to `folder` when it is inside it; nil otherwise.
    static func relative(_ path: String, to folder: String) -> String? {
        let base = URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath().path
        let file = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        guard file.hasPrefix(base + "/") else { return nil }
        return String(file.dropFirst(base.count + 1))
    }

    /// The families Flare can draw for `spec`: bundled, declared in its `fonts:`, installed; sorted, no repeats.
    static func families(for spec: Spec) -> [String] {
        let catalog = FontconfigCatalog.shared
        var names = Set(catalog.bundled.map(\.family))
        for file in spec.fonts { names.formUnion(catalog.faces(inFile: file).map(\.family)) }
        names.formUnion(catalog.installed.map(\.family))
        return names.sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending }
    }
}
