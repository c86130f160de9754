import Foundation

/// Edits a spec where it is written: each edit is a few bytes of the file that defines the key (the entry file or an
/// include), so comments, key order, quoting, indentation and blank lines stay as they were. Every edit is applied in
/// memory and the whole spec parsed again; an edit the spec would reject is refused with `flare check`'s diagnostic,
/// and nothing is written. `write` writes atomically, and never over a file that changed since it was read.
public struct SpecEditor {
    /// The entry file as given, and the folder files are read from (`SpecLoader`'s `root`).
    public let path: String
    public let root: String?
    /// Texts edited in place of what is on disk, by absolute path: each step of `chain` edits the text the step
    /// before it made; a window's document puts its unsaved texts here (the source pane's), so an edit is made on
    /// the text the window shows.
    public var texts: [String: String] = [:]
    /// The window's parse cache and font catalog: with them, the check of an edit loads the edited spec exactly as
    /// the window loads it (`SpecLoader.load(path:cache:fonts:)`), so the window shows the edit's spec
    /// (`SpecEdit.loadResult`) without reading the files a third time.
    public var cache: SpecParseCache?
    public var fonts: (any FontCatalog)?
    /// What the editor keeps between edits (a window's): the files, their source trees and the spec.
    public var memory: SpecEditMemory?

    public init(path: String, root: String? = nil) {
        self.path = path
        self.root = root
    }

    // MARK: Edits

    /// Sets the value at `path`: replaces the scalar there, or inserts the key (and the maps above it that are
    /// missing) beside its siblings. `quoted` writes the value as a quoted string even where YAML needs no quotes.
    public func set(_ path: EditPath, to value: String, quoted: Bool = false) throws(SpecEditError) -> SpecEdit {
        let loaded = try load()
        let found = try locate(path, in: loaded)
        let file = loaded.files[found.file]
        var edit: TextEdit
        var at: Int
        var oldValue: String?
        var insertedIn: SourceLocation?
        if found.steps.count == path.components.count {
            let node = found.steps.last!.node
            guard case .scalar(let old, let style) = node.content else {
                throw .noSuchPath(
                    "'\(path)' is \(node.kindWord), not a value; set one of its \(node.isSequence ? "items" : "keys")",
                    at: location(of: node.start, in: file))
            }
            if style == .literal || style == .folded {
                throw .unsupported(
                    "'\(path)' is a block scalar (| or >); edit it in a text editor",
                    at: location(of: node.start, in: file))
            }
            // libyaml places an empty value at the next token, not after its key's colon: left to a person.
            if node.isEmptyPlain {
                throw .unsupported(
                    "'\(path)' is written with no value; write one in a text editor",
                    at: location(of: node.start, in: file))
            }
            oldValue = old
            let flow = found.inFlow
            let text =
                file.json
                ? ScalarText.json(value, previous: style, quoted: quoted)
                : ScalarText.yaml(value, flow: flow, previous: style, quoted: quoted)
            let start = file.bom + node.start, end = file.bom + node.end
            let oldText = slice(file.text, start, end)
            // The value already written (a font nobody changed) is not rewritten, however it is spelled.
            let unchanged = old == value && (!quoted || style == .singleQuoted || style == .doubleQuoted)
            edit = TextEdit(file: file.absolute, offset: start, oldText: oldText, newText: unchanged ? oldText : text)
            at = start
        } else {
            (edit, at) = try insertion(path, value: value, quoted: quoted, found: found, file: file)
            insertedIn = location(of: found.node.start, in: file)
        }
        var checked = try check(
            path, edits: [edit], at: at, insertedIn: insertedIn, file: file, loaded: loaded,
            oldValue: oldValue, newValue: value)
        try refuseInvisibleAction(checked)
        if checked.after == checked.before { checked.edits = [] }
        return checked
    }

    /// Removes the key at `path`, so its value returns to the preset's or the default. A map left empty is removed
    /// too. Removing a key that is not written is no edit (`edits` is empty).
    public func unset(_ path: EditPath) throws(SpecEditError) -> SpecEdit {
        let loaded = try load()
        let found = try locate(path, in: loaded)
        let file = loaded.files[found.file]
        guard found.steps.count == path.components.count else {
            // Not written: still an error when the format has no such key (the parser says so of a probe value).
            do { _ = try set(path, to: "0") } catch {
                if case .refused = error {} else { throw error }
            }
            return SpecEdit(
                path: path, file: file.display, absoluteFile: file.absolute,
                location: SourceLocation(file: file.display, line: 1, column: 1), oldValue: nil, newValue: nil,
                edits: [], before: file.text, after: file.text, others: [], previous: loaded.spec, spec: loaded.spec,
                warnings: [])
        }
        guard case .key = path.components.last else {
            throw .noSuchPath(
                "'\(path)' is a list item; unset removes keys", at: location(of: found.steps.last!.node.start, in: file)
            )
        }
        let oldValue = found.steps.last!.node.scalar
        let (edit, at) = try removal(of: found.steps, file: file)
        var result = try check(
            path, edits: [edit], at: at, insertedIn: nil, file: file, loaded: loaded, oldValue: oldValue, newValue: nil)
        let step = found.steps.last!
        result.location = location(of: step.parent.pairs[step.pair].key.start, in: file)
        try refuseInvisibleAction(result)
        return result
    }

    /// The text of a YAML quoted scalar (`"null"`, `'a: b'`), or nil when `value` is not one quoted scalar.
    public static func quotedText(_ value: String) -> String? {
        guard let tree = try? SourceTree(text: "k: " + value + "\n"), case .mapping(let pairs, _) = tree.root.content,
            pairs.count == 1, case .scalar(let text, let style) = pairs[0].value.content,
            style == .singleQuoted || style == .doubleQuoted
        else { return nil }
        return text
    }

    // MARK: Text

    /// The pair (and the maps above it that are missing) added beside its siblings: the edit, and where the value
    /// starts in the edited text.
    func insertion(
        _ path: EditPath, value: String, quoted: Bool, raw: String? = nil, block: NewValue? = nil, found: Found,
        file: File
    ) throws(SpecEditError)
        -> (TextEdit, Int)
    {
        var keys: [String] = []
        for component in path.components.dropFirst(found.steps.count) {
            guard case .key(let key) = component else {
                throw .noSuchPath(
                    "'\(path)' names a list item that is not there", at: location(of: found.node.start, in: file))
            }
            keys.append(key)
        }
        let node = found.node
        let nl = file.newline
        func flowPair(_ keys: ArraySlice<String>) -> (text: String, valueOffset: Int) {
            let key = ScalarText.key(keys.first!, json: file.json, flow: true) + ": "
            if keys.count == 1 {
                let v =
                    raw
                    ?? (file.json
                        ? ScalarText.json(value, quoted: quoted) : ScalarText.yaml(value, flow: true, quoted: quoted))
                return (key + v, key.utf8.count)
            }
            let inner = flowPair(keys.dropFirst())
            return (key + "{" + inner.text + "}", key.utf8.count + 1 + inner.valueOffset)
        }
        switch node.content {
        case .scalar:
            // `appearance:` with nothing after it: libyaml places the empty value at the next token, so the editor
            // cannot say where to write; left to a person.
            throw .unsupported(
                "'\(EditPath(Array(path.components.prefix(found.steps.count))))' is written with no value; "
                    + "write one in a text editor",
                at: location(of: node.start, in: file))
        case .mapping(let pairs, flow: true):
            let pair = flowPair(keys[...])
            guard let last = pairs.last else {
                let at = file.bom + node.start + 1
                return (
                    TextEdit(file: file.absolute, offset: at, oldText: "", newText: pair.text), at + pair.valueOffset
                )
            }
            let end = file.bom + contentEnd(of: last.value)
            let separator =
                last.key.line > node.line ? "," + nl + String(repeating: " ", count: last.key.column - 1) : ", "
            let keyAt = end + separator.utf8.count
            return (
                TextEdit(file: file.absolute, offset: end, oldText: "", newText: separator + pair.text),
                keyAt + pair.valueOffset
            )
        case .mapping(let pairs, flow: false):
            guard let first = pairs.first, let last = pairs.last else { throw .io("an empty block map") }
            let indent = first.key.column - 1
            let step = indentStep(found: found)
            var text = ""
            var valueAt = 0
            // A new map as block lines, unless the item before it is a flow map (the new one matches it).
            let lastIsFlow =
                switch (last.value.content, block) {
                case (.mapping(_, flow: true), .map?), (.sequence(_, flow: true), .list?): keys.count == 1
                default: false
                }
            for (depth, key) in keys.enumerated() {
                text +=
                    String(repeating: " ", count: indent + depth * step) + ScalarText.key(key, json: false, flow: false)
                    + ":"
                if depth == keys.count - 1 {
                    if let block, block.isCollection, !lastIsFlow {
                        text += nl
                        valueAt = text.utf8.count + indent + (depth + 1) * step
                        text += block.blockLines(indent: indent + (depth + 1) * step, step: step, newline: nl)
                        continue
                    }
                    text += " "
                    valueAt = text.utf8.count
                    text += raw ?? ScalarText.yaml(value, flow: false, quoted: quoted)
                }
                text += nl
            }
            let at = lineEnd(after: file.bom + max(contentEnd(of: last.value), contentEnd(of: last.key)), in: file.text)
            // One blank line before a new top-level section, or among siblings written with one between them.
            let section = found.steps.isEmpty && (keys.count > 1 || block?.isCollection == true)
            if section || blankSeparated(pairs, file: file) {
                text = nl + text
                valueAt += nl.utf8.count
            }
            if at == file.text.utf8.count, at > 0, byte(file.text, at - 1) != UInt8(ascii: "\n") {
                text = nl + text
                valueAt += nl.utf8.count
            }
            return (TextEdit(file: file.absolute, offset: at, oldText: "", newText: text), at + valueAt)
        default:
            throw .noSuchPath(
                "'\(EditPath(Array(path.components.prefix(found.steps.count))))' is \(node.kindWord), not a map",
                at: location(of: node.start, in: file))
        }
    }

    /// The edit that removes the last step's pair from its map, and where it was. A block map left empty goes too.
    func removal(of steps: [Step], file: File) throws(SpecEditError) -> (TextEdit, Int) {
        let step = steps.last!
        guard case .mapping(let pairs, let flow) = step.parent.content else { throw .io("not a map") }
        let pair = pairs[step.pair]
        let keyStart = file.bom + pair.key.start
        func edit(_ start: Int, _ end: Int, _ replacement: String = "") -> (TextEdit, Int) {
            (
                TextEdit(
                    file: file.absolute, offset: start, oldText: slice(file.text, start, end), newText: replacement),
                start
            )
        }
        if pairs.count == 1, steps.count > 1, case .mapping = steps[steps.count - 2].parent.content {
            return try removal(of: Array(steps.dropLast()), file: file)
        }
        if flow {
            if pairs.count == 1 { return edit(keyStart, file.bom + contentEnd(of: pair.value)) }
            if step.pair + 1 < pairs.count { return edit(keyStart, file.bom + pairs[step.pair + 1].key.start) }
            return edit(file.bom + contentEnd(of: pairs[step.pair - 1].value), file.bom + contentEnd(of: pair.value))
        }
        let lineStart = self.lineStart(of: keyStart, in: file.text)
        let onlyIndent = slice(file.text, lineStart, keyStart).allSatisfy { $0 == " " }
        if onlyIndent {
            let lines = lineStart..<lineEnd(after: file.bom + contentEnd(of: pair.value), in: file.text)
            let removed = collapsingBlankLines(lines, in: file.text)
            return (
                TextEdit(
                    file: file.absolute, offset: removed.lowerBound,
                    oldText: slice(file.text, removed.lowerBound, removed.upperBound), newText: ""),
                removed.lowerBound
            )
        }
        // The first key of a list item (`- title: OK`): the next key moves up beside the dash.
        if step.pair + 1 < pairs.count { return edit(keyStart, file.bom + pairs[step.pair + 1].key.start) }
        return edit(keyStart, file.bom + contentEnd(of: pair.value), "{}")
    }

    /// Where a node's own text ends: a block collection's end mark lies after the comments that follow it, so its
    /// last child's end is taken instead.
    func contentEnd(of node: SourceTree.Node) -> Int {
        switch node.content {
        case .mapping(let pairs, false):
            guard let last = pairs.last else { return node.end }
            return max(contentEnd(of: last.key), contentEnd(of: last.value))
        case .sequence(let items, false):
            return items.last.map(contentEnd) ?? node.end
        case .scalar(_, .literal), .scalar(_, .folded):
            return node.end
        default:
            return node.end
        }
    }

    /// The indentation a new nested map gets: the step between the found map's keys and its parent's, else 2.
    func indentStep(found: Found) -> Int {
        // At the top of the file (a new section): the step of the first section written in block style.
        if found.steps.isEmpty, case .mapping(let pairs, false) = found.node.content, let first = pairs.first {
            for pair in pairs {
                if case .mapping(let inner, false) = pair.value.content, let key = inner.first?.key,
                    key.column > first.key.column
                {
                    return key.column - first.key.column
                }
            }
            return 2
        }
        guard found.steps.count >= 1, case .mapping(let pairs, false) = found.node.content, let first = pairs.first,
            case .mapping(let parentPairs, false) = found.steps.last!.parent.content,
            let parentFirst = parentPairs.first,
            first.key.column > parentFirst.key.column
        else { return 2 }
        return first.key.column - parentFirst.key.column
    }

    /// Parses the whole spec with the edited texts (`file`'s, and `also` other files'): the edit when the spec takes
    /// it, else the diagnostics `flare check` would give.
    func check(
        _ path: EditPath, edits: [TextEdit], at: Int, insertedIn: SourceLocation?, file: File, loaded: Loaded,
        oldValue: String?, newValue: String?, also: [(file: File, edits: [TextEdit])] = []
    ) throws(SpecEditError) -> SpecEdit {
        let edits = keepingCommentColumns(edits, in: file.text)
        let also = also.map { (file: $0.file, edits: keepingCommentColumns($0.edits, in: $0.file.text)) }
        guard let after = TextEdit.apply(edits, to: file.text) else { throw .io("the edit does not fit the text") }
        let session = SpecLoadSession(cache: cache, root: root, fonts: fonts)
        session.overrides = texts
        session.overrides[file.absolute] = after
        var others: [SpecEdit.OtherFile] = []
        for (other, otherEdits) in also {
            guard let text = TextEdit.apply(otherEdits, to: other.text) else {
                throw .io("the edit does not fit the text")
            }
            session.overrides[other.absolute] = text
            others.append(
                SpecEdit.OtherFile(file: other.display, absoluteFile: other.absolute, before: other.text, after: text))
        }
        let result = session.run(displayPath: self.path, text: nil)
        let location = location(of: at, inText: after, display: file.display, bom: file.bom)
        if let spec = result.spec {
            return SpecEdit(
                path: path, file: file.display, absoluteFile: file.absolute, location: location,
                oldValue: oldValue, newValue: newValue, edits: edits + also.flatMap(\.edits), before: file.text,
                after: after, others: others, previous: loaded.spec, spec: spec, warnings: result.warnings)
        }
        if let parent = insertedIn, let inserted = edits.first {
            // A key the format does not have, among the keys just added: the path names nothing.
            let first = self.location(of: inserted.offset, inText: after, display: file.display, bom: file.bom).line
            let last = self.location(
                of: inserted.offset + inserted.newText.utf8.count, inText: after, display: file.display, bom: file.bom
            ).line
            if let unknown = result.errors.first(where: {
                $0.location.file == file.display && (first...last).contains($0.location.line)
                    && $0.message.hasPrefix("unknown key")
            }) {
                throw .noSuchPath(unknown.message, at: parent)
            }
        }
        throw .refused(result.errors)
    }
}
