/// Values written as a person would write them beside their siblings (issue 45, item 8): a map that replaces a
/// value in a block map of a YAML file goes on block lines under its key, unless a sibling is a flow map (then it
/// is one too); JSON, and a value inside a flow collection, stay one flow map.
extension SpecEditor {
    /// Replaces the value at `path` with `value` (or adds it when not written), in the style of its siblings.
    public func replaceValue(_ path: EditPath, with value: NewValue) throws(SpecEditError) -> SpecEdit {
        let loaded = try load()
        let found = try locate(path, in: loaded)
        let file = loaded.files[found.file]
        guard found.steps.count == path.components.count else {
            let (edit, at) = try insertion(
                path, value: "", quoted: false, raw: value.flow(json: file.json), block: value, found: found,
                file: file)
            return try check(
                path, edits: [edit], at: at, insertedIn: location(of: found.node.start, in: file), file: file,
                loaded: loaded, oldValue: nil, newValue: value.flow(json: file.json))
        }
        let step = found.steps.last!
        guard case .map = value, !file.json, !found.inFlow, case .mapping(let pairs, flow: false) = step.parent.content,
            !pairs.contains(where: { if case .mapping(_, flow: true) = $0.value.content { true } else { false } })
        else { return try replaceValue(path, raw: value.flow(json: file.json)) }
        let key = pairs[step.pair].key
        // The step between this map's keys and its parent's, else the step of the map being replaced, else 2.
        var indentStep = 2
        if found.steps.count >= 2, case .mapping(let above, _) = found.steps[found.steps.count - 2].parent.content {
            let parentKey = above[found.steps[found.steps.count - 2].pair].key
            if key.column > parentKey.column { indentStep = key.column - parentKey.column }
        }
        if case .mapping(let inner, flow: false) = step.node.content, let first = inner.first,
            first.key.column > key.column
        {
            indentStep = first.key.column - key.column
        }
        var lines = value.blockLines(indent: key.column - 1 + indentStep, step: indentStep, newline: file.newline)
        if lines.hasSuffix(file.newline) { lines.removeLast() }  // "\r\n" is one Character
        // From the end of the key (past its colon) to the end of the old value: the new lines under the key.
        let start = try afterColon(of: key, path: path, in: file)
        let end = file.bom + contentEnd(of: step.node)
        let old = slice(file.text, start, end)
        let edit = TextEdit(file: file.absolute, offset: start, oldText: old, newText: file.newline + lines)
        return try check(
            path, edits: [edit], at: start + file.newline.utf8.count, insertedIn: nil, file: file, loaded: loaded,
            oldValue: step.node.scalar, newValue: value.flow(json: false))
    }
}
