/// Whole items (an alert, rocket, queue or scenario): add, duplicate, rename (with every reference) and delete.
extension SpecEditor {
    static func sectionKey(_ item: SpecItem) -> String { item.section + "s" }

    static func id(_ item: SpecItem) -> String {
        switch item {
        case .alert(let id), .rocket(let id), .queue(let id), .scenario(let id), .screen(let id): id
        }
    }

    /// A new item's content: texts and maps of them, written in the style of the place it goes (block lines under
    /// a block map whose last item is block too, else one flow map; JSON in a JSON file).
    public indirect enum NewValue: Sendable {
        case text(String)
        case map([(key: String, value: NewValue)])
        case list([NewValue])

        var isCollection: Bool { if case .text = self { false } else { true } }

        /// `{key: value, …}` (JSON when `json`).
        func flow(json: Bool) -> String {
            switch self {
            case .text(let text): json ? ScalarText.json(text) : ScalarText.yaml(text, flow: true)
            case .map(let pairs):
                "{"
                    + pairs.map { ScalarText.key($0.key, json: json, flow: true) + ": " + $0.value.flow(json: json) }
                    .joined(separator: ", ") + "}"
            case .list(let items): "[" + items.map { $0.flow(json: json) }.joined(separator: ", ") + "]"
            }
        }

        /// A map's pairs as block lines at `indent` (each ending with `newline`), a nested map `step` deeper.
        /// A list's items as `- ` lines at `indent` (a map item's keys two columns deeper, after its dash).
        func blockLines(indent: Int, step: Int, newline: String) -> String {
            switch self {
            case .text: return ""
            case .list(let items):
                let pad = String(repeating: " ", count: indent)
                return items.map { item in
                    guard case .text(let text) = item else {
                        let lines = item.blockLines(indent: indent + 2, step: step, newline: newline)
                        return pad + "- " + lines.dropFirst(indent + 2)
                    }
                    return pad + "- " + ScalarText.yaml(text, flow: false) + newline
                }.joined()
            case .map(let pairs):
                return pairs.map { pair in
                    let key =
                        String(repeating: " ", count: indent) + ScalarText.key(pair.key, json: false, flow: false)
                    return switch pair.value {
                    case .text(let text): key + ": " + ScalarText.yaml(text, flow: false) + newline
                    case .map, .list:
                        key + ":" + newline
                            + pair.value.blockLines(indent: indent + step, step: step, newline: newline)
                    }
                }.joined()
            }
        }
    }

    /// Adds `item` with `fields` (`[("title", "New alert")]`) at the end of its section, in the file that has the
    /// section (the entry file when none has).
    public func addItem(_ item: SpecItem, fields: [(key: String, value: String)]) throws(SpecEditError) -> SpecEdit {
        try addItem(item, value: .map(fields.map { ($0.key, .text($0.value)) }))
    }

    /// Adds `item` with `value` (a rocket's blocks are maps of maps) at the end of its section, in the file that has
    /// the section (the entry file when none has).
    public func addItem(_ item: SpecItem, value: NewValue) throws(SpecEditError) -> SpecEdit {
        let loaded = try load()
        let section = EditPath([.key(Self.sectionKey(item))])
        let path = section.appending(.key(Self.id(item)))
        try refuseExisting(path, loaded: loaded)
        let found = try locate(section, in: loaded)
        let file = loaded.files[found.file]
        let (edit, at) = try insertion(
            path, value: "", quoted: false, raw: value.flow(json: file.json), block: value, found: found, file: file)
        return try check(
            path, edits: [edit], at: at, insertedIn: nil, file: file, loaded: loaded, oldValue: nil, newValue: nil)
    }

    /// Copies `item` under the id `newID`, right after it, in its file.
    public func duplicateItem(_ item: SpecItem, as newID: String) throws(SpecEditError) -> SpecEdit {
        let loaded = try load()
        let path = EditPath([.key(Self.sectionKey(item)), .key(Self.id(item))])
        let newPath = path.parent.appending(.key(newID))
        try refuseExisting(newPath, loaded: loaded)
        let (found, file) = try written(at: path, loaded: loaded)
        let step = found.steps.last!
        let pair = step.parent.pairs[step.pair]
        let key = ScalarText.key(newID, json: file.json, flow: step.parent.isFlow)
        let keyStart = file.bom + pair.key.start, keyEnd = file.bom + pair.key.end,
            valueEnd = file.bom + contentEnd(of: pair.value)
        let edit: TextEdit
        if step.parent.isFlow {
            let multiline = pair.key.line > step.parent.line
            let separator = multiline ? "," + file.newline + String(repeating: " ", count: pair.key.column - 1) : ", "
            edit = TextEdit(
                file: file.absolute, offset: valueEnd, oldText: "",
                newText: separator + key + slice(file.text, keyEnd, valueEnd))
        } else {
            let lineStart = self.lineStart(of: keyStart, in: file.text)
            let end = lineEnd(after: valueEnd, in: file.text)
            var copy = slice(file.text, lineStart, keyStart) + key + slice(file.text, keyEnd, end)
            if !copy.hasSuffix("\n") { copy = file.newline + copy }
            // Among items written with a blank line between them, the copy gets one too.
            if blankSeparated(step.parent.pairs, file: file) { copy = file.newline + copy }
            edit = TextEdit(file: file.absolute, offset: end, oldText: "", newText: copy)
        }
        return try check(
            newPath, edits: [edit], at: edit.offset, insertedIn: nil, file: file, loaded: loaded, oldValue: nil,
            newValue: nil)
    }

    /// Deletes `item`. Refused while something still names it (a route, a popup, a scenario): the diagnostics say
    /// where.
    public func deleteItem(_ item: SpecItem) throws(SpecEditError) -> SpecEdit {
        let loaded = try load()
        let path = EditPath([.key(Self.sectionKey(item)), .key(Self.id(item))])
        let (found, file) = try written(at: path, loaded: loaded)
        let (edit, at) = try removal(of: found.steps, file: file)
        return try check(
            path, edits: [edit], at: at, insertedIn: nil, file: file, loaded: loaded, oldValue: Self.id(item),
            newValue: nil)
    }

    /// Renames `item` to `newID`, and every reference to it in every file of the spec: the values the spec reads as
    /// the item (routes, `flare://` URLs, `show:`, popups, locales' keys) are the ones the parser reports as naming
    /// an item that does not exist once the key alone is renamed.
    public func renameItem(_ item: SpecItem, to newID: String) throws(SpecEditError) -> SpecEdit {
        let loaded = try load()
        let old = Self.id(item)
        let path = EditPath([.key(Self.sectionKey(item)), .key(old)])
        let newPath = path.parent.appending(.key(newID))
        try refuseExisting(newPath, loaded: loaded)
        let (found, file) = try written(at: path, loaded: loaded)
        let step = found.steps.last!
        let keyNode = step.parent.pairs[step.pair].key
        let newKey =
            file.json
            ? ScalarText.json(newID, previous: keyNode.style)
            : ScalarText.yaml(newID, flow: step.parent.isFlow, previous: keyNode.style)
        let keyEdit = TextEdit(
            file: file.absolute, offset: file.bom + keyNode.start,
            oldText: slice(file.text, file.bom + keyNode.start, file.bom + keyNode.end), newText: newKey)
        // The references: what the spec reports once the key alone is renamed.
        let session = SpecLoadSession(root: root)
        session.overrides[file.absolute] = TextEdit.apply([keyEdit], to: file.text)
        let shift = keyEdit.newText.unicodeScalars.count - keyEdit.oldText.unicodeScalars.count
        var edits: [String: [TextEdit]] = [file.absolute: [keyEdit]]
        for diagnostic in session.run(displayPath: self.path, text: nil).errors
        where diagnostic.message.contains("'\(old)'") {
            guard let target = loaded.files.first(where: { $0.display == diagnostic.location.file }) else { continue }
            var column = diagnostic.location.column
            if target.absolute == file.absolute, diagnostic.location.line == keyNode.line, column > keyNode.column {
                column -= shift
            }
            guard let (node, flow) = scalar(at: diagnostic.location.line, column, in: target.tree.root, flow: false),
                case .scalar(let value, let style) = node.content, style != .literal, style != .folded
            else { continue }
            let renamed = Self.replacingID(old, with: newID, in: value)
            guard renamed != value else { continue }
            let text =
                target.json
                ? ScalarText.json(renamed, previous: style) : ScalarText.yaml(renamed, flow: flow, previous: style)
            let start = target.bom + node.start, end = target.bom + node.end
            let edit = TextEdit(
                file: target.absolute, offset: start, oldText: slice(target.text, start, end), newText: text)
            if !(edits[target.absolute]?.contains(edit) ?? false) { edits[target.absolute, default: []].append(edit) }
        }
        let others = loaded.files.filter { $0.absolute != file.absolute }.compactMap { other in
            edits[other.absolute].map { (file: other, edits: $0) }
        }
        return try check(
            newPath, edits: edits[file.absolute]!, at: file.bom + keyNode.start, insertedIn: nil, file: file,
            loaded: loaded, oldValue: old, newValue: newID, also: others)
    }

    func refuseExisting(_ path: EditPath, loaded: Loaded) throws(SpecEditError) {
        for file in loaded.files {
            var node = file.tree.root
            var found = true
            for case .key(let key) in path.components {
                guard let pair = node.pairs.last(where: { $0.key.scalar == key }) else { found = false; break }
                node = pair.value
            }
            if found {
                throw .refused([Diagnostic(.error, "'\(path)' already exists", at: location(of: node.start, in: file))])
            }
        }
    }

    /// The scalar (key or value) that starts at `line`:`column`, and whether it sits in a flow collection.
    func scalar(at line: Int, _ column: Int, in node: SourceTree.Node, flow: Bool) -> (SourceTree.Node, Bool)? {
        switch node.content {
        case .scalar:
            return node.line == line && node.column == column ? (node, flow) : nil
        case .mapping(let pairs, let isFlow):
            for pair in pairs {
                if let hit = scalar(at: line, column, in: pair.key, flow: flow || isFlow)
                    ?? scalar(at: line, column, in: pair.value, flow: flow || isFlow)
                {
                    return hit
                }
            }
            return nil
        case .sequence(let items, let isFlow):
            for item in items {
                if let hit = scalar(at: line, column, in: item, flow: flow || isFlow) { return hit }
            }
            return nil
        case .alias:
            return nil
        }
    }

    /// `text` with each whole-word `old` (not part of a longer id) replaced: `flare://alert/old?theme=dark`, `old`.
    static func replacingID(_ old: String, with new: String, in text: String) -> String {
        let isIDCharacter: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: old) {
            let before = rest[..<range.lowerBound]
            let previous = before.last ?? result.last
            let next = rest[range.upperBound...].first
            result += before
            if previous.map(isIDCharacter) ?? false || next.map(isIDCharacter) ?? false {
                result += old
            } else {
                result += new
            }
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}

extension SourceTree.Node {
    var style: SourceTree.Node.Style? {
        if case .scalar(_, let style) = content { return style }
        return nil
    }
}
