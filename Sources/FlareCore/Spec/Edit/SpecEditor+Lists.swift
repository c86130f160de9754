/// List items (actions, rocket blocks, queue popups, script steps): add, duplicate, remove and move, each item's text
/// moved whole (its comments on its lines with it), the text between items left where it is.
extension SpecEditor {
    /// Where each item of a list is written: a block item from its line's start (the `- `) to the end of its last
    /// line, a flow item from its first to its last character.
    struct Items {
        var list: SourceTree.Node
        var chunks: [Range<Int>]
        var flow: Bool
        /// The dash's column (block) or the first item's column (flow), 0-based.
        var indent: Int
        var multiline: Bool
    }

    func items(of list: SourceTree.Node, path: EditPath, file: File) throws(SpecEditError) -> Items {
        guard case .sequence(let nodes, let flow) = list.content else {
            throw .noSuchPath("'\(path)' is \(list.kindWord), not a list", at: location(of: list.start, in: file))
        }
        let bytes = Array(file.text.utf8)
        var chunks: [Range<Int>] = []
        var indent = max(0, (nodes.first?.column ?? 1) - 1)
        for node in nodes {
            let start = file.bom + node.start, end = file.bom + contentEnd(of: node)
            guard !flow else { chunks.append(start..<end); continue }
            var dash = start
            while dash > 0, [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[dash - 1]) {
                dash -= 1
            }
            let lineStart = self.lineStart(of: max(0, dash - 1), in: file.text)
            guard dash > 0, bytes[dash - 1] == UInt8(ascii: "-"),
                bytes[lineStart..<dash - 1].allSatisfy({ $0 == UInt8(ascii: " ") })
            else {
                throw .unsupported(
                    "'\(path)' is a list written in a way the editor leaves to a person (two dashes on a line?)",
                    at: location(of: node.start, in: file))
            }
            indent = dash - 1 - lineStart
            chunks.append(lineStart..<lineEnd(after: end, in: file.text))
        }
        let multiline = flow && nodes.count > 0 && nodes.last!.line > list.line
        return Items(list: list, chunks: chunks, flow: flow, indent: indent, multiline: multiline)
    }

    /// The list at `path` (a list item's path: its list) and the file it is in.
    func written(at path: EditPath, loaded: Loaded) throws(SpecEditError) -> (Found, File) {
        let found = try locate(path, in: loaded)
        guard found.steps.count == path.components.count else {
            throw .noSuchPath("'\(path)' is not written in the spec", at: nil)
        }
        return (found, loaded.files[found.file])
    }

    /// The list item at `path` (`alerts.a.actions[2]`): the spec as loaded, its list, the file and the item's index.
    struct ListItem {
        var loaded: Loaded
        var found: Found
        var file: File
        var items: Items
        var index: Int
    }

    func listItem(at path: EditPath) throws(SpecEditError) -> ListItem {
        let loaded = try load()
        guard case .index(let index) = path.components.last else {
            throw .noSuchPath("'\(path)' is not a list item", at: nil)
        }
        let (found, file) = try written(at: path.parent, loaded: loaded)
        let items = try items(of: found.node, path: path.parent, file: file)
        guard items.chunks.indices.contains(index) else {
            throw .noSuchPath(
                "'\(path.parent)' has \(items.chunks.count) items; [\(index)] is past its end",
                at: location(of: found.node.start, in: file))
        }
        return ListItem(loaded: loaded, found: found, file: file, items: items, index: index)
    }

    /// Moves the item at `path` (`alerts.a.actions[2]`) to `index` in its list.
    public func moveItem(_ path: EditPath, to index: Int) throws(SpecEditError) -> SpecEdit {
        let item = try listItem(at: path)
        let (loaded, found, file, items, from) = (item.loaded, item.found, item.file, item.items, item.index)
        guard items.chunks.indices.contains(index) else {
            throw .noSuchPath(
                "'\(path.parent)' has \(items.chunks.count) items; cannot move to [\(index)]",
                at: location(of: found.node.start, in: file))
        }
        var order = Array(items.chunks.indices)
        order.insert(order.remove(at: from), at: index)
        let region = items.chunks.first!.lowerBound..<items.chunks.last!.upperBound
        var text = ""
        var movedAt = region.lowerBound
        for (slot, item) in order.enumerated() {
            if item == from { movedAt = region.lowerBound + text.utf8.count }
            var chunk = slice(file.text, items.chunks[item].lowerBound, items.chunks[item].upperBound)
            if !items.flow, !chunk.hasSuffix("\n") { chunk += file.newline }
            text += chunk
            if slot + 1 < order.count {
                text += slice(file.text, items.chunks[slot].upperBound, items.chunks[slot + 1].lowerBound)
            }
        }
        let old = slice(file.text, region.lowerBound, region.upperBound)
        // "\r\n" is one Character
        if !items.flow, !old.hasSuffix("\n"), text.hasSuffix(file.newline) { text.removeLast() }
        let edit = TextEdit(file: file.absolute, offset: region.lowerBound, oldText: old, newText: text)
        return try check(
            path.parent.appending(.index(index)), edits: [edit], at: movedAt, insertedIn: nil, file: file,
            loaded: loaded, oldValue: nil, newValue: nil)
    }

    /// Removes the item at `path` from its list; the last item of a block list takes its key with it.
    public func removeItem(_ path: EditPath) throws(SpecEditError) -> SpecEdit {
        let item = try listItem(at: path)
        let (loaded, found, file, items, index) = (item.loaded, item.found, item.file, item.items, item.index)
        let chunks = items.chunks
        let range: Range<Int>
        if items.flow {
            if chunks.count == 1 {
                range = chunks[0]
            } else if index + 1 < chunks.count {
                range = chunks[index].lowerBound..<chunks[index + 1].lowerBound
            } else {
                range = chunks[index - 1].upperBound..<chunks[index].upperBound
            }
        } else if chunks.count == 1, !found.steps.isEmpty, case .mapping = found.steps.last!.parent.content {
            let (edit, at) = try removal(of: found.steps, file: file)
            return try check(
                path, edits: [edit], at: at, insertedIn: nil, file: file, loaded: loaded, oldValue: nil, newValue: nil)
        } else {
            range = chunks[index]
        }
        let edit = TextEdit(
            file: file.absolute, offset: range.lowerBound,
            oldText: slice(file.text, range.lowerBound, range.upperBound), newText: "")
        return try check(
            path, edits: [edit], at: range.lowerBound, insertedIn: nil, file: file, loaded: loaded, oldValue: nil,
            newValue: nil)
    }

    /// Copies the item at `path` right after it.
    public func duplicateItem(_ path: EditPath) throws(SpecEditError) -> SpecEdit {
        let item = try listItem(at: path)
        let (loaded, file, items, index) = (item.loaded, item.file, item.items, item.index)
        let chunk = items.chunks[index]
        var copy = slice(file.text, chunk.lowerBound, chunk.upperBound)
        let edit: TextEdit
        if items.flow {
            let separator = items.multiline ? "," + file.newline + String(repeating: " ", count: items.indent) : ", "
            edit = TextEdit(file: file.absolute, offset: chunk.upperBound, oldText: "", newText: separator + copy)
        } else {
            if !copy.hasSuffix("\n") { copy = file.newline + copy }
            edit = TextEdit(file: file.absolute, offset: chunk.upperBound, oldText: "", newText: copy)
        }
        return try check(
            path.parent.appending(.index(index + 1)), edits: [edit], at: chunk.upperBound, insertedIn: nil,
            file: file, loaded: loaded, oldValue: nil, newValue: nil)
    }

    /// Adds an item of `fields` (`[("title", "Later"), ("style", "cancel")]`) to the list at `path`, before the item at
    /// `index` or at the end; a list that is not written yet is added as `key: [{…}]`.
    public func addItem(
        to path: EditPath, fields: [(key: String, value: String)], at index: Int? = nil
    ) throws(SpecEditError) -> SpecEdit {
        let loaded = try load()
        let found = try locate(path, in: loaded)
        let file = loaded.files[found.file]
        func flowItem() -> String {
            "{"
                + fields.map {
                    ScalarText.key($0.key, json: file.json, flow: true) + ": "
                        + (file.json ? ScalarText.json($0.value) : ScalarText.yaml($0.value, flow: true))
                }.joined(separator: ", ") + "}"
        }
        guard found.steps.count == path.components.count else {
            // In a block map, a block list (`- title: OK`), as a person writes it; else `[{…}]`.
            let list = NewValue.list([.map(fields.map { ($0.key, .text($0.value)) })])
            let (edit, at) = try insertion(
                path, value: "", quoted: false, raw: "[" + flowItem() + "]", block: file.json ? nil : list,
                found: found, file: file)
            return try check(
                path.appending(.index(0)), edits: [edit], at: at, insertedIn: location(of: found.node.start, in: file),
                file: file, loaded: loaded, oldValue: nil, newValue: nil)
        }
        let items = try items(of: found.node, path: path, file: file)
        let position = min(index ?? items.chunks.count, items.chunks.count)
        let edit: TextEdit
        if items.flow {
            let separator = items.multiline ? "," + file.newline + String(repeating: " ", count: items.indent) : ", "
            if items.chunks.isEmpty {
                edit = TextEdit(
                    file: file.absolute, offset: file.bom + found.node.start + 1, oldText: "", newText: flowItem())
            } else if position < items.chunks.count {
                edit = TextEdit(
                    file: file.absolute, offset: items.chunks[position].lowerBound, oldText: "",
                    newText: flowItem() + separator)
            } else {
                edit = TextEdit(
                    file: file.absolute, offset: items.chunks.last!.upperBound, oldText: "",
                    newText: separator + flowItem())
            }
        } else {
            let pad = String(repeating: " ", count: items.indent)
            var text = ""
            for (i, field) in fields.enumerated() {
                text +=
                    (i == 0 ? pad + "- " : pad + "  ") + ScalarText.key(field.key, json: false, flow: false) + ": "
                    + ScalarText.yaml(field.value, flow: false) + file.newline
            }
            let at = position < items.chunks.count ? items.chunks[position].lowerBound : items.chunks.last!.upperBound
            if at == file.text.utf8.count, at > 0, byte(file.text, at - 1) != UInt8(ascii: "\n") {
                text = file.newline + text
            }
            edit = TextEdit(file: file.absolute, offset: at, oldText: "", newText: text)
        }
        return try check(
            path.appending(.index(position)), edits: [edit], at: edit.offset, insertedIn: nil, file: file,
            loaded: loaded, oldValue: nil, newValue: nil)
    }
}
