import FlareCore
import Foundation

/// The Properties page of a queue's banner popup while it is on the stage (`PopupViewSheet`): its card, text color
/// and font, each with its catalog editor, its origin (`file:line`, or "default") and "Reset to default", written
/// through `WindowEdits` as an alert's rows are (one undoable step each).
@MainActor
final class PopupViewProperties {
    private(set) var sheet: PopupViewSheet?
    /// The rows' editors, reset buttons and origins, by path (tests drive them).
    private(set) var editors: [EditPath: PropertyEditor] = [:]
    private(set) var resets: [EditPath: Button] = [:]
    private(set) var origins: [EditPath: Widget] = [:]

    /// Shows popup `name` of queue `id` in `content`; false (nothing shown) when it is not a banner of the spec.
    func build(queue id: String, popup name: String, spec: Spec, in content: Box, window: any PropertiesHost) -> Bool {
        editors = [:]
        resets = [:]
        origins = [:]
        guard let sheet = PopupViewSheet(queue: id, popup: name, in: spec) else {
            self.sheet = nil
            return false
        }
        self.sheet = sheet
        let context = PropertyEditor.Context(
            palette: sheet.palette, tokens: spec.colorTokens, theme: window.theme,
            families: PropertyEditor.families(for: spec),
            folder: (spec.file as NSString).deletingLastPathComponent, window: window.toplevel,
            edits: window.edits, spec: spec)
        let note = Label(
            "The banner on the stage: popup \(name) of queue \(id). Its text is the popup's 'banner'.",
            classes: ["caption"], wrap: true)
        note.xalign = 0
        content.append(note)
        let grid = Grid(columnSpacing: 8, rowSpacing: 4)
        grid.attach(InspectorLayout.heading("Banner"), column: 0, row: 0, width: 3)
        for (index, row) in sheet.rows.enumerated() {
            let path = row.path
            let label = row.label
            let editor = PropertyEditor(row, context: context) { [weak window] text, quoted in
                window?.edits.set(path, to: text, quoted: quoted, named: label)
            }
            let (origin, reset, _) = PropertiesPage.attach(
                row, editor: editor.widget, to: grid, at: index + 1, window: window)
            editors[path] = editor
            resets[path] = reset
            origins[path] = origin
        }
        content.append(grid)
        return true
    }
}
