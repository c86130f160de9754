import FlareCore
import Foundation

/// The Properties page after an edit of values: when it shows the same alert with the same rows, only the rows
/// whose value or place changed are touched (the one edited, or those below a key that was added). An editor takes
/// its new value in its controls (`PropertyEditor.take`: the spin button the designer turns keeps its focus, and
/// nothing is laid out anew); a row's name and "Reset to default" are built again only when where its value lives
/// changed, its editor only when it cannot take the value (a color, a font, an image). Anything else (another item,
/// rows, actions or palette names added or removed, another theme or fonts) builds the page anew (`refresh`).
extension PropertiesPage {
    /// What the page's rows were built from besides the sheet: the stage's theme, the spec's fonts and folder.
    struct BuiltFor: Equatable {
        var theme: Theme
        var fonts: [String]
        var folder: String
    }

    /// Takes the spec's values into the shown rows; false, with nothing changed, when the page must be built anew.
    func updateRows(window: any PropertiesHost) -> Bool {
        if case .rocket? = window.selection { return false }
        guard pendingPart == nil, let old = sheet, let grid = rows.grid, let spec = window.spec,
            window.shownPopupViewOwner == nil,
            let id = window.selection?.alertID ?? window.shownAlert?.id, id == old.alertID,
            case let source = window.edits.source(for: spec),
            let new = PropertySheet(alert: id, in: spec, source: source),
            Self.sameRows(old, new),
            rows.builtFor
                == BuiltFor(
                    theme: window.theme, fonts: spec.fonts, folder: (spec.file as NSString).deletingLastPathComponent),
            paletteRows(sheet: new, source: source, window: window) == rows.paletteRows
        else { return false }
        let context = PropertyEditor.Context(
            palette: new.palette, tokens: spec.colorTokens, theme: window.theme, families: rows.families,
            folder: (spec.file as NSString).deletingLastPathComponent, window: window.toplevel,
            edits: window.edits, spec: spec)
        let oldRows = old.sections.flatMap(\.rows)
        for (before, row) in zip(oldRows, new.sections.flatMap(\.rows)) where before != row {
            guard let line = rows.lines[row.path], let editor = editors[row.path], let name = origins[row.path]?.parent,
                let reset = resets[row.path]
            else { return false }
            // The editor takes the new value in its controls (a spin button, a switch…): nothing is laid out anew.
            if editor.take(row) {
                guard Self.labelsChanged(before, row) else { continue }
                grid.remove(name)
                grid.remove(reset)
                let labels = Self.labels(row, window: window)
                grid.attach(labels.name, column: 0, row: line)
                grid.attach(labels.reset, column: 2, row: line)
                origins[row.path] = labels.origin
                rows.tokens[row.path] = labels.token
                resets[row.path] = labels.reset
            } else {
                grid.remove(name)
                grid.remove(reset)
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

    /// Whether a row's name, where its value lives or its "Reset to default" differ between `a` and `b`.
    static func labelsChanged(_ a: PropertySheet.Row, _ b: PropertySheet.Row) -> Bool {
        a.label != b.label || a.key != b.key || a.doc != b.doc || a.origin != b.origin || a.token != b.token
    }

    /// Whether two sheets have the same sections and rows (by path), so one can take the other's values in place.
    static func sameRows(_ a: PropertySheet, _ b: PropertySheet) -> Bool {
        a.sections.count == b.sections.count
            && zip(a.sections, b.sections).allSatisfy { x, y in
                x.title == y.title && x.part == y.part && x.item == y.item && x.rows.map(\.path) == y.rows.map(\.path)
            }
    }
}
