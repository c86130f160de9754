/// Which key of a spec file a place in its text is in, and what on the stage that key styles: the source pane moves
/// the stage's selection with its cursor.
public enum SourcePlace {
    /// The path of the innermost key whose key or value holds the place (1-based line, column in characters) in
    /// `text`, YAML or JSON: `alerts.hello.actions[0].title`. Nil when the text does not parse or the place is in no
    /// key.
    public static func path(atLine line: Int, column: Int, in text: String) -> EditPath? {
        guard let offset = utf8Offset(line: line, column: column, in: text),
            let tree = try? SourceTree(text: text)
        else { return nil }
        var components: [EditPath.Component] = []
        var node = tree.root
        descending: while true {
            switch node.content {
            case .mapping(let pairs, _):
                for pair in pairs where pair.key.start <= offset && offset <= max(pair.key.end, pair.value.end) {
                    guard let key = pair.key.scalar else { break descending }
                    components.append(.key(key))
                    node = pair.value
                    continue descending
                }
                break descending
            case .sequence(let items, _):
                for (index, item) in items.enumerated() where item.start <= offset && offset <= item.end {
                    components.append(.index(index))
                    node = item
                    continue descending
                }
                break descending
            case .scalar, .alias:
                break descending
            }
        }
        return components.isEmpty ? nil : EditPath(components)
    }

    /// What `path` styles on the stage: its item (`alerts.hello…` → the alert `hello`) and, inside an alert, the part
    /// (`title`, `actions[1]`, an appearance key by the catalog's placement); nil outside the four sections.
    public static func target(of path: EditPath) -> (item: SpecItem, part: AlertPart?)? {
        let c = path.components
        guard c.count >= 2, case .key(let section) = c[0], case .key(let id) = c[1] else { return nil }
        switch section {
        case "alerts": return (.alert(id), c.count > 2 ? part(of: Array(c.dropFirst(2))) : nil)
        case "rockets": return (.rocket(id), nil)
        case "queues": return (.queue(id), nil)
        case "scenarios": return (.scenario(id), nil)
        default: return nil
        }
    }

    /// The alert part the keys below an alert (`title`, `actions[1].title`, `appearance.titleColor`) style.
    static func part(of keys: [EditPath.Component]) -> AlertPart {
        guard case .key(let first) = keys[0] else { return .alert }
        switch first {
        case "title": return .title
        case "message": return .message
        case "icon": return .icon
        case "custom": return .custom
        case "actions":
            if keys.count > 1, case .index(let i) = keys[1] { return .action(i) }
            return .action(0)
        case "appearance":
            guard keys.count > 1, case .key(let key) = keys[1],
                let row = PropertyCatalog.alertAppearance.first(where: { $0.id == "appearance.\(key)" })
            else { return .alert }
            switch row.inspector.parts.first ?? .alert {
            case .alert: return .alert
            case .title: return .title
            case .message: return .message
            case .icon: return .icon
            case .custom: return .custom
            case .action: return .action(0)
            }
        default: return .alert
        }
    }

    /// The UTF-8 offset of (line, column) in `text`, lines ended by LF; the column counts Unicode scalars (GTK's
    /// characters) and is clamped to the line. Nil past the last line.
    static func utf8Offset(line: Int, column: Int, in text: String) -> Int? {
        var currentLine = 1
        var offset = 0
        var scalars = text.unicodeScalars.makeIterator()
        while currentLine < line {
            guard let scalar = scalars.next() else { return nil }
            offset += String(scalar).utf8.count
            if scalar == "\n" { currentLine += 1 }
        }
        var column = column
        while column > 1, let scalar = scalars.next(), scalar != "\n" {
            offset += String(scalar).utf8.count
            column -= 1
        }
        return offset
    }
}
