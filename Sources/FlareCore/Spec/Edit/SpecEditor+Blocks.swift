/// A rocket's blocks (a map, keyed by id): add, remove and move one with every `next:`, branch and `start:` that
/// names it kept pointing where the flow goes, each as one `SpecEdit` (one undo step) made of several checked steps
/// (`chain`). Also a whole value replaced (a `RocketFont` preset by a `{font, color}` map, and back) and a map's key
/// moved.
extension SpecEditor {
    /// One step of `chain`.
    public enum ChainStep: Sendable {
        case set(EditPath, String)
        case unset(EditPath)
        /// `replaceValue`: raw text.
        case replace(EditPath, String)
        /// `replaceValue`: a value written in the style of its siblings.
        case replaceWith(EditPath, NewValue)
        case moveKey(EditPath, Int)
        case removeItem(EditPath)
        case duplicateItem(EditPath)
    }

    func edit(_ step: ChainStep) throws(SpecEditError) -> SpecEdit {
        switch step {
        case .set(let path, let value): try set(path, to: value)
        case .unset(let path): try unset(path)
        case .replace(let path, let raw): try replaceValue(path, raw: raw)
        case .replaceWith(let path, let value): try replaceValue(path, with: value)
        case .moveKey(let path, let index): try moveKey(path, to: index)
        case .removeItem(let path): try removeItem(path)
        case .duplicateItem(let path): try duplicateItem(path)
        }
    }

    /// The edits `steps` make one after another, each on the text the one before made and each checked, as one
    /// edit: every file's text before the first step and after the last. A step that changes nothing is skipped.
    public func chain(_ steps: [ChainStep]) throws(SpecEditError) -> SpecEdit {
        var editor = self
        var originals: [String: (display: String, text: String)] = [:]
        var first: SpecEdit?, last: SpecEdit?
        for step in steps {
            let edit = try editor.edit(step)
            guard !edit.edits.isEmpty else { continue }
            if originals[edit.absoluteFile] == nil { originals[edit.absoluteFile] = (edit.file, edit.before) }
            editor.texts[edit.absoluteFile] = edit.after
            for other in edit.others {
                if originals[other.absoluteFile] == nil { originals[other.absoluteFile] = (other.file, other.before) }
                editor.texts[other.absoluteFile] = other.after
            }
            first = first ?? edit
            last = edit
        }
        guard let first, var result = last else {
            // Nothing changed: an empty edit.
            let loaded = try load()
            let file = loaded.files[0]
            return SpecEdit(
                path: EditPath([]), file: file.display, absoluteFile: file.absolute,
                location: SourceLocation(file: file.display, line: 1, column: 1), oldValue: nil, newValue: nil,
                edits: [], before: file.text, after: file.text, others: [], previous: loaded.spec, spec: loaded.spec,
                warnings: [])
        }
        let main = first.absoluteFile
        result.file = first.file
        result.absoluteFile = main
        result.before = originals[main]!.text
        result.after = editor.texts[main]!
        if result.location.file != first.file { result.location = first.location }
        result.previous = first.previous
        result.others = originals.filter { $0.key != main }.sorted { $0.key < $1.key }.map { file, original in
            SpecEdit.OtherFile(
                file: original.display, absoluteFile: file, before: original.text, after: editor.texts[file]!)
        }
        result.edits =
            ([(main, result.before, result.after)] + result.others.map { ($0.absoluteFile, $0.before, $0.after) })
            .filter { $0.1 != $0.2 }
            .map { EditHistory.Change.difference(file: $0.0, $0.1, $0.2) }
        return result
    }

    /// Replaces the value at `path` (a scalar, a map or a list) with `raw`, text as the spec writes it (a flow map
    /// `{font: system 20, color: "#FF0000"}`, a quoted scalar); inserts the key when it is absent.
    public func replaceValue(_ path: EditPath, raw: String) throws(SpecEditError) -> SpecEdit {
        let loaded = try load()
        let found = try locate(path, in: loaded)
        let file = loaded.files[found.file]
        guard found.steps.count == path.components.count else {
            let (edit, at) = try insertion(path, value: "", quoted: false, raw: raw, found: found, file: file)
            return try check(
                path, edits: [edit], at: at, insertedIn: location(of: found.node.start, in: file), file: file,
                loaded: loaded, oldValue: nil, newValue: raw)
        }
        let step = found.steps.last!
        guard case .mapping(let pairs, _) = step.parent.content else {
            throw .noSuchPath("'\(path)' is a list item; replace its keys", at: location(of: step.node.start, in: file))
        }
        // From just after the key (its colon and the space or line break after it) to the end of the value.
        let start = try afterColon(of: pairs[step.pair].key, path: path, in: file)
        let end = file.bom + contentEnd(of: step.node)
        let edit = TextEdit(
            file: file.absolute, offset: start, oldText: slice(file.text, start, end), newText: " " + raw)
        return try check(
            path, edits: [edit], at: start + 1, insertedIn: nil, file: file, loaded: loaded,
            oldValue: step.node.scalar, newValue: raw)
    }

    /// Where the text after `key`'s colon starts (past a JSON key's closing quote and the spaces before the colon).
    func afterColon(of key: SourceTree.Node, path: EditPath, in file: File) throws(SpecEditError) -> Int {
        var start = file.bom + key.end
        let bytes = Array(file.text.utf8)
        if bytes.indices.contains(start), bytes[start] == UInt8(ascii: "\"") { start += 1 }
        while bytes.indices.contains(start), bytes[start] == UInt8(ascii: " ") { start += 1 }
        guard bytes.indices.contains(start), bytes[start] == UInt8(ascii: ":") else {
            throw .unsupported(
                "'\(path)' is written in a way the editor leaves to a person", at: location(of: key.start, in: file))
        }
        return start + 1
    }

    /// The file that writes the longest part of `path`.
    func file(of path: EditPath) throws(SpecEditError) -> File {
        let loaded = try load()
        return loaded.files[try locate(path, in: loaded).file]
    }

    /// `value` as `path`'s file writes it in a flow collection (`"#FF0000"`, `text`).
    public func flowText(_ value: String, at path: EditPath) throws(SpecEditError) -> String {
        let file = try file(of: path)
        return file.json ? ScalarText.json(value) : ScalarText.yaml(value, flow: true)
    }

    /// A flow map of `fields` as `path`'s file writes it (`{font: system 20, color: "#FF0000"}`).
    public func flowMap(_ fields: [(key: String, value: String)], at path: EditPath) throws(SpecEditError) -> String {
        let file = try file(of: path)
        return "{"
            + fields.map {
                ScalarText.key($0.key, json: file.json, flow: true) + ": "
                    + (file.json ? ScalarText.json($0.value) : ScalarText.yaml($0.value, flow: true))
            }.joined(separator: ", ") + "}"
    }

    /// Moves the key at `path` to `index` among its map's keys, its text whole (comments on its lines and the comment
    /// lines right above it with it); the other text between keys stays where it is.
    public func moveKey(_ path: EditPath, to index: Int) throws(SpecEditError) -> SpecEdit {
        let loaded = try load()
        let (found, file) = try written(at: path, loaded: loaded)
        let step = found.steps.last!
        guard case .mapping(let pairs, let flow) = step.parent.content else {
            throw .noSuchPath("'\(path)' is not a key", at: nil)
        }
        guard pairs.indices.contains(index) else {
            throw .noSuchPath(
                "'\(path.parent)' has \(pairs.count) keys; cannot move to [\(index)]",
                at: location(of: step.parent.start, in: file))
        }
        let from = step.pair
        let bytes = Array(file.text.utf8)
        var chunks: [Range<Int>] = []
        for pair in pairs {
            let start = file.bom + pair.key.start, end = file.bom + contentEnd(of: pair.value)
            if flow { chunks.append(start..<end); continue }
            let lineStart = self.lineStart(of: start, in: file.text)
            guard bytes[lineStart..<start].allSatisfy({ $0 == UInt8(ascii: " ") }) else {
                throw .unsupported(
                    "'\(path.parent)' is written in a way the editor leaves to a person",
                    at: location(of: pair.key.start, in: file))
            }
            // The comment lines right above a key travel with it.
            var from = lineStart
            while from > (chunks.last?.upperBound ?? 0) {
                let above = self.lineStart(of: from - 1, in: file.text)
                guard bytes[above..<from].drop(while: { $0 == UInt8(ascii: " ") }).first == UInt8(ascii: "#") else {
                    break
                }
                from = above
            }
            chunks.append(from..<lineEnd(after: end, in: file.text))
        }
        var order = Array(chunks.indices)
        order.insert(order.remove(at: from), at: index)
        let region = chunks.first!.lowerBound..<chunks.last!.upperBound
        var text = ""
        var movedAt = region.lowerBound
        for (slot, item) in order.enumerated() {
            if item == from { movedAt = region.lowerBound + text.utf8.count }
            var chunk = slice(file.text, chunks[item].lowerBound, chunks[item].upperBound)
            if !flow, !chunk.hasSuffix("\n") { chunk += file.newline }
            text += chunk
            if slot + 1 < order.count { text += slice(file.text, chunks[slot].upperBound, chunks[slot + 1].lowerBound) }
        }
        let old = slice(file.text, region.lowerBound, region.upperBound)
        if !flow, !old.hasSuffix("\n"), text.hasSuffix(file.newline) { text.removeLast() }
        let edit = TextEdit(file: file.absolute, offset: region.lowerBound, oldText: old, newText: text)
        return try check(
            path, edits: [edit], at: movedAt, insertedIn: nil, file: file, loaded: loaded, oldValue: nil, newValue: nil)
    }

    // MARK: Blocks

    /// A new block's kinds and what it is written with.
    public enum NewBlock: String, Sendable, CaseIterable {
        case text, button, image, input, doubleButton
    }

    /// Adds a block `id` of `kind` right after block `after` (at the end when nil): written after it, and linked
    /// into the flow there (`after`'s `next:` names it, and it names what `after` named; after a double button,
    /// `RocketBlock.insertionLinks`: the sides that led nowhere, else its right side).
    public func addBlock(
        _ kind: NewBlock, id: String, to rocket: String, after: String?
    ) throws(SpecEditError) -> SpecEdit {
        let loaded = try load()
        guard let spec = loaded.spec.rockets.first(where: { $0.id == rocket }) else {
            throw .noSuchPath("no rocket '\(rocket)' in rockets", at: nil)
        }
        let blocks = EditPath([.key("rockets"), .key(rocket), .key("blocks")])
        let at = blocks.appending(.key(id))
        let ids = spec.blocks.map(\.id)
        let after = after ?? ids.last
        let links = after.flatMap { after in spec.block(after)?.insertionLinks(at: blocks.appending(.key(after))) }
        // The new block leads where `after` led: its `next:` (a double button's right side).
        let onward: [(key: String, value: NewValue)] = links?.onward.map { [("next", .text($0))] } ?? []
        var steps: [ChainStep] = []
        switch kind {
        case .text: steps.append(.set(at.appending(.key("text")), "New block"))
        case .button: steps.append(.set(at.appending(.key("title")), "Continue"))
        case .image: steps.append(.set(at.appending(.key("image")), "builtin:info"))
        case .input:
            steps.append(.set(at.appending(.key("text")), "What do you think?"))
            let buttonTitle = PropertyCatalog.inputBlock[\.buttonTitle]
            steps.append(.set(at.appending(.key(buttonTitle.key)), RocketBlock.InputBlock(text: "").buttonTitle))
        case .doubleButton:
            // In the style of the blocks beside it: block lines among block maps, one flow map among flow maps.
            let right: [(key: String, value: NewValue)] = [("title", .text("No"))] + onward
            steps.append(.replaceWith(at, .map([("left", .map([("title", .text("Yes"))])), ("right", .map(right))])))
        }
        if let after, let position = ids.firstIndex(of: after), position + 1 < ids.count {
            steps.append(.moveKey(at, position + 1))
        }
        if let old = links?.onward, kind != .doubleButton {
            steps.append(.set(at.appending(.key("next")), old))
        }
        // Linked into the flow there, so the new block is reached.
        for path in links?.paths ?? [] {
            steps.append(.set(path, id))
        }
        return try chain(steps)
    }

    /// Removes block `id`: what named it (a `next:`, a branch, `start:`) names the block it led to, or, when it led
    /// nowhere, ends the rocket there (a branch is removed, a `next:` too).
    public func removeBlock(_ id: String, from rocket: String) throws(SpecEditError) -> SpecEdit {
        let loaded = try load()
        guard let spec = loaded.spec.rockets.first(where: { $0.id == rocket }), let removed = spec.block(id) else {
            throw .noSuchPath("no block '\(id)' in rocket '\(rocket)'", at: nil)
        }
        let base = EditPath([.key("rockets"), .key(rocket)])
        let blocks = base.appending(.key("blocks"))
        let successor = removed.hasNext ? removed.next.flatMap { $0 == id ? nil : $0 } : nil
        var steps: [ChainStep] = []
        func retarget(_ path: EditPath, removable: Bool = true) {
            if let successor {
                steps.append(.set(path, successor))
            } else if removable {
                steps.append(.unset(path))
            }
        }
        for block in spec.blocks where block.id != id {
            let at = blocks.appending(.key(block.id))
            switch block.content {
            case .text(let b) where b.next == id: retarget(at.appending(.key("next")))
            case .image(let b) where b.next == id: retarget(at.appending(.key("next")))
            case .button(let b) where b.next == id: retarget(at.appending(.key("next")))
            case .doubleButton(let left, let right):
                if left.next == id { retarget(at.appending(.key("left")).appending(.key("next"))) }
                if right.next == id { retarget(at.appending(.key("right")).appending(.key("next"))) }
            case .input(let b):
                if b.next == id { retarget(at.appending(.key("next"))) }
                // Last first: removing a branch moves the ones after it.
                for (index, branch) in b.branches.enumerated().reversed() where branch.next == id {
                    let path = at.appending(.key("branches")).appending(.index(index))
                    if successor != nil {
                        retarget(path.appending(.key("next")))
                    } else {
                        steps.append(.removeItem(path))
                    }
                }
            default: break
            }
        }
        let startKey = PropertyCatalog.rocket[\.start].key
        let startWritten = spec.keys[startKey] != nil
        if spec.start == id {
            if startWritten {
                retarget(base.appending(.key(startKey)))
            } else if let successor, spec.blocks.first(where: { $0.id != id })?.id != successor {
                steps.append(.set(base.appending(.key(startKey)), successor))
            }
        }
        steps.append(.unset(blocks.appending(.key(id))))
        return try chain(steps)
    }

    /// Moves block `id` one place up (`by: -1`) or down (`by: 1`) in the spec. When it and the block it swaps with
    /// follow each other in the flow (the upper one's `next:` names the lower one), they swap places in the flow too;
    /// otherwise the flow stays as it was (a `start:` is written when the first block moves).
    public func moveBlock(_ id: String, in rocket: String, by offset: Int) throws(SpecEditError) -> SpecEdit {
        let loaded = try load()
        guard let spec = loaded.spec.rockets.first(where: { $0.id == rocket }),
            let from = spec.blocks.firstIndex(where: { $0.id == id })
        else {
            throw .noSuchPath("no block '\(id)' in rocket '\(rocket)'", at: nil)
        }
        let to = from + offset
        guard spec.blocks.indices.contains(to), offset != 0 else {
            throw .noSuchPath("block '\(id)' is already \(offset < 0 ? "first" : "last")", at: nil)
        }
        let base = EditPath([.key("rockets"), .key(rocket)])
        let blocks = base.appending(.key("blocks"))
        let upper = spec.blocks[min(from, to)], lower = spec.blocks[max(from, to)]
        var steps: [ChainStep] = []
        let startKey = PropertyCatalog.rocket[\.start].key
        let startWritten = spec.keys[startKey] != nil
        if upper.hasNext, lower.hasNext, upper.next == lower.id, lower.next != upper.id {
            // P → upper → lower → N becomes P → lower → upper → N; each step leaves a valid spec.
            let upperNext = blocks.appending(.key(upper.id)).appending(.key("next"))
            if let n = lower.next {
                steps.append(.set(upperNext, n))
            } else {
                steps.append(.unset(upperNext))
            }
            steps.append(.set(blocks.appending(.key(lower.id)).appending(.key("next")), upper.id))
            for block in spec.blocks where block.id != upper.id && block.id != lower.id {
                for path in block.references(to: upper.id, at: blocks.appending(.key(block.id))) {
                    steps.append(.set(path, lower.id))
                }
            }
            if spec.start == upper.id, startWritten {
                steps.append(.set(base.appending(.key(startKey)), lower.id))
            }
        } else if !startWritten, spec.blocks.first?.id == upper.id {
            // The first block written is the start: say so, so the flow stays.
            steps.append(.set(base.appending(.key(startKey)), upper.id))
        }
        steps.append(.moveKey(blocks.appending(.key(id)), to))
        return try chain(steps)
    }
}

extension RocketBlock {
    /// Whether the block has one `next:` (text, image, button).
    public var hasNext: Bool {
        switch content {
        case .text, .image, .button: true
        case .doubleButton, .input: false
        }
    }

    /// Its one `next:` (text, image, button).
    public var next: String? {
        switch content {
        case .text(let b): b.next
        case .image(let b): b.next
        case .button(let b): b.next
        case .doubleButton, .input: nil
        }
    }

    /// The paths (under `at`, the block's own) of every `next:` of this block that names `id`.
    func references(to id: String, at: EditPath) -> [EditPath] {
        let next = at.appending(.key("next"))
        switch content {
        case .text(let b): return b.next == id ? [next] : []
        case .image(let b): return b.next == id ? [next] : []
        case .button(let b): return b.next == id ? [next] : []
        case .doubleButton(let left, let right):
            return (left.next == id ? [at.appending(.key("left")).appending(.key("next"))] : [])
                + (right.next == id ? [at.appending(.key("right")).appending(.key("next"))] : [])
        case .input(let b):
            return (b.next == id ? [next] : [])
                + b.branches.enumerated().filter { $0.element.next == id }
                .map { at.appending(.key("branches")).appending(.index($0.offset)).appending(.key("next")) }
        }
    }
}
