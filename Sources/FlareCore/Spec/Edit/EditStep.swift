/// One step of the window's edits in the designer's words, as the undo and redo toasts and the undo buttons'
/// tooltips say it. A field is named by the label the Properties page shows it under, with the part it belongs to
/// where the page repeats that label ("Title" for the alert's title text, "Action 2 title", "Block “intro” text"),
/// and a field's undo says the value it brings back ("Undid Title → Later"); every other step says what it did
/// ("Undid Add block “intro”"), never a key path or a bare id.
public enum EditStep: Sendable, Equatable {
    /// A field set to `value`.
    case set(field: String, value: String)
    /// A field's key removed: it draws its preset's value or the default.
    case reset(field: String)
    /// A field whose value is a map (a rocket's `{font, color}`) changed as a whole.
    case change(field: String, value: String)
    /// A colour added to the palette as `name` and a field set to it.
    case paletteColor(field: String, name: String)
    /// An alert or a rocket added.
    case addItem(kind: Kind, id: String)
    case duplicate(id: String, copy: String)
    case rename(id: String, to: String)
    case delete(id: String)
    /// An action added at the end of alert `alert`'s.
    case addAction(alert: String)
    /// Action `index` (from 0) moved up or down, or removed.
    case moveAction(index: Int, up: Bool)
    case removeAction(index: Int)
    case addBlock(id: String)
    case moveBlock(id: String, up: Bool)
    case removeBlock(id: String)

    public enum Kind: String, Sendable {
        case alert, rocket
    }

    /// The step as done: the redo's toast ("Redid Title → Later") and the Undo button's tooltip.
    public var done: String {
        switch self {
        case .set(let field, let value), .change(let field, let value): "\(field) → \(value)"
        case .reset(let field): "\(field) → default"
        case .paletteColor(let field, let name): "\(field) → \(name), new in the palette"
        case .addItem(let kind, let id): "Add \(kind.rawValue) “\(id)”"
        case .duplicate(let id, let copy): "Duplicate “\(id)” as “\(copy)”"
        case .rename(let id, let newID): "Rename “\(id)” to “\(newID)”"
        case .delete(let id): "Delete “\(id)”"
        case .addAction(let alert): "Add action to “\(alert)”"
        case .moveAction(let index, let up): "Move action \(index + 1) \(up ? "up" : "down")"
        case .removeAction(let index): "Remove action \(index + 1)"
        case .addBlock(let id): "Add block “\(id)”"
        case .moveBlock(let id, let up): "Move block “\(id)” \(up ? "up" : "down")"
        case .removeBlock(let id): "Remove block “\(id)”"
        }
    }

    /// What undoing `edit` (the edit this step made) says: a field and the value it has again (the value the edit
    /// replaced; "default" when the edit wrote a key that was not there); any other step as done.
    public func undone(_ edit: SpecEdit) -> String {
        switch self {
        case .set(let field, _), .reset(let field):
            "\(field) → \(edit.oldValue ?? "default")"
        case .change(let field, _):
            // The value replaced was a map or a name: said as it was written, or "default" when nothing was.
            "\(field) → \(edit.oldValue ?? (edit.edits.contains { !$0.oldText.isEmpty } ? "as before" : "default"))"
        case .paletteColor(let field, let name):
            "Add “\(name)” to the palette for \(field)"
        default:
            done
        }
    }

    /// The toast after an undo or a redo of an entry labelled `label`.
    public static func toast(undo: Bool, _ label: String) -> String { (undo ? "Undid " : "Redid ") + label }

    /// The field at `path` as the toasts name it, from the label the Properties page shows (`label`): qualified by
    /// the action or block it belongs to (every action has a "Title", every block a "Text"), and the alert's
    /// title and message texts (both "Text" on the page) by their section.
    public static func field(_ label: String, at path: EditPath) -> String {
        let rest = Array(path.components.dropFirst(2))
        let lowered = label.prefix(1).lowercased() + label.dropFirst()
        switch (path.components.first, rest.first, rest.dropFirst().first) {
        case (.key("alerts"), .key("actions"), .index(let i)?):
            return "Action \(i + 1) \(lowered)"
        case (.key("rockets"), .key("blocks"), .key(let block)?):
            return "Block “\(block)” \(lowered)"
        case (.key("alerts"), .key(let key)?, nil) where label == "Text":
            return key.prefix(1).uppercased() + key.dropFirst()
        default:
            return label
        }
    }
}
