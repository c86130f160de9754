import FlareCore
import Foundation

/// The Properties page after an edit of values: when it shows the same alert with the same rows, only the rows
/// whose value or place changed are built again (the one edited, or those below a key that was added), and an
/// editor that already shows its new value (the spin button the designer just turned) is kept with its focus.
/// Anything else (another item, rows, actions or palette names added or removed, another theme or fonts) builds
/// the page anew (`refresh`).
extension PropertiesPage {
    /// What the page's rows were built from besides the sheet: the stage's theme, the spec's fonts and folder.
    struct BuiltFor: Equatable {
        var theme: Theme
        var fonts: [String]
        var folder: String
    }

    /// Takes the spec's values into the shown rows; false, with nothing changed, when the page must be built anew.
    func updateRows(window: PreviewWindow) -> Bool {
        if case .rocket? = window.selection { return false }
        guard pendingPart == nil, let old = sheet, let grid = rowsGrid, let spec = window.spec,
            window.shownPopupViewOwner == nil,
            let id = window.selection?.alertID ?? window.shownAlert?.id, id == old.alertID,
            case let source = SpecSource(spec: spec), let new = PropertySheet(alert: id, in: spec, source: source),
            Self.sameRows(old, new),
            builtFor
                == BuiltFor(
                    theme: window.theme, fonts: spec.fonts, folder: (spec.file as NSString).deletingLastPathComponent),
            paletteRows(sheet: new, source: source, window: window) == shownPaletteRows
        else { return false }
        let context = PropertyEditor.Context(
            palette: new.palette, theme: window.theme, families: families,
            folder: (spec.file as NSString).deletingLastPathComponent, window: window.window)
        let oldRows = old.sections.flatMap(\.rows)
        for (before, row) in zip(oldRows, new.sections.flatMap(\.rows)) where before != row {
            guard let line = rowLines[row.path], let editor = editors[row.path], let name = origins[row.path]?.parent,
                let reset = resets[row.path]
            else { return false }
            grid.remove(name)
            grid.remove(reset)
            if editor.shows(row) {
                let labels = Self.labels(row, window: window)
                grid.attach(labels.name, column: 0, row: line)
                grid.attach(labels.reset, column: 2, row: line)
                origins[row.path] = labels.origin
                resets[row.path] = labels.reset
            } else {
                let focused = editor.widget.containsFocus
                grid.remove(editor.widget)
                attach(row, to: grid, at: line, context: context, window: window)
                if focused { _ = editors[row.path]?.widget.focusSelfOrFirstChild() }
            }
        }
        for section in new.sections {
            if let part = section.part, let first = section.rows.first, let editor = editors[first.path] {
                firstEditor[part] = editor.widget
            }
        }
        sheet = new
        heading.text = spec.alert(id)?.title.map { "\($0) — \(id)" } ?? id
        return true
    }

    /// Whether two sheets have the same sections and rows (by path), so one can take the other's values in place.
    static func sameRows(_ a: PropertySheet, _ b: PropertySheet) -> Bool {
        a.sections.count == b.sections.count
            && zip(a.sections, b.sections).allSatisfy { x, y in
                x.title == y.title && x.part == y.part && x.item == y.item && x.rows.map(\.path) == y.rows.map(\.path)
            }
    }
}

extension PropertyEditor {
    /// Whether the editor already shows `row`'s value (the designer's own change, just written), so the page may
    /// keep it: a spin button, a switch, a drop-down or an entry; a color or font editor is built again.
    func shows(_ row: PropertySheet.Row) -> Bool {
        switch row.value {
        case .number(let n): return spin?.value == n && font == nil
        case .bool(let b): return toggle?.active == b
        case .choice(let word):
            guard let dropDown, let i = dropDown.selected, dropDown.items.indices.contains(i) else { return false }
            return dropDown.items[i] == word
        case .text(let text):
            return entry?.text == (row.written ?? text) && chooseFile == nil
        default: return false
        }
    }
}
