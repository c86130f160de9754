/// The window's undo and redo of its spec edits, as text edits on the files (never as models), so they survive a
/// reload and apply on top of what someone else changed meanwhile. An undo applies the inverse of an entry's edits
/// where the text Flare wrote is still there (found at its place, or by its surrounding text when the file moved
/// around it); when it is not, the undo is refused with the reason and no file changes, so nothing anyone typed
/// is lost.
public struct EditHistory: Sendable {
    /// One step the user can undo: the edits of one window action, in one or more files.
    public struct Entry: Sendable, Equatable {
        /// What the step did, for the redo's toast and the buttons' tooltips ("Title → Later").
        public var label: String
        /// What undoing it brings back, for the undo's toast ("Title → Not now"); nil: `label`.
        public var undoLabel: String?
        public var changes: [Change]

        public init(label: String, changes: [Change]) {
            self.label = label
            self.changes = changes
        }

        /// The entry a `SpecEdit` made (its file and every other file it changed).
        public init(label: String, undoLabel: String? = nil, edit: SpecEdit) {
            var changes = [
                Change(
                    file: edit.absoluteFile, before: edit.before, after: edit.after,
                    edits: edit.edits.filter { $0.file == edit.absoluteFile })
            ]
            for other in edit.others {
                changes.append(
                    Change(
                        file: other.absoluteFile, before: other.before, after: other.after,
                        edits: edit.edits.filter { $0.file == other.absoluteFile }))
            }
            self.init(label: label, changes: changes)
            self.undoLabel = undoLabel
        }

        var reversed: Entry { Entry(label: label, changes: changes.map(\.reversed)) }
    }

    /// One file's change: its whole text before and after, and the edits (offsets in `before`) between them.
    public struct Change: Sendable, Equatable {
        public var file: String
        public var before: String
        public var after: String
        public var edits: [TextEdit]

        /// A change whose edits are unknown is computed as one edit over the bytes that differ.
        public init(file: String, before: String, after: String, edits: [TextEdit] = []) {
            self.file = file
            self.before = before
            self.after = after
            self.edits = edits.isEmpty && before != after ? [Self.difference(file: file, before, after)] : edits
        }

        var reversed: Change {
            Change(file: file, before: after, after: before, edits: TextEdit.inverse(of: edits))
        }

        /// The one edit from `a` to `b`: their common start and end kept, the middle replaced.
        static func difference(file: String, _ a: String, _ b: String) -> TextEdit {
            let x = Array(a.utf8), y = Array(b.utf8)
            var start = 0
            while start < x.count, start < y.count, x[start] == y[start] { start += 1 }
            var end = 0
            while end < x.count - start, end < y.count - start, x[x.count - 1 - end] == y[y.count - 1 - end] {
                end += 1
            }
            // Whole characters: step back to a UTF-8 lead byte on both sides.
            while start > 0,
                (x.indices.contains(start) && x[start] & 0xC0 == 0x80)
                    || (y.indices.contains(start) && y[start] & 0xC0 == 0x80)
            {
                start -= 1
            }
            while end > 0, (x[x.count - end] & 0xC0 == 0x80) || (y[y.count - end] & 0xC0 == 0x80) { end -= 1 }
            return TextEdit(
                file: file, offset: start, oldText: String(decoding: x[start..<x.count - end], as: UTF8.self),
                newText: String(decoding: y[start..<y.count - end], as: UTF8.self))
        }
    }

    /// What to write for an undo or redo: each file's new text, written only if it still is `expected`.
    public struct Write: Sendable, Equatable {
        public var file: String
        public var expected: String
        public var text: String
    }

    /// Why an undo or redo cannot apply; no file was written.
    public struct Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    public private(set) var undoStack: [Entry] = []
    public private(set) var redoStack: [Entry] = []
    /// How many steps are kept (the oldest go first).
    public var limit = 200

    public init() {}

    public var canUndo: Bool { !undoStack.isEmpty }
    public var canRedo: Bool { !redoStack.isEmpty }

    /// Records a step the window made; a new step ends what could be redone.
    public mutating func record(_ entry: Entry) {
        guard entry.changes.contains(where: { $0.before != $0.after }) else { return }
        undoStack.append(entry)
        if undoStack.count > limit { undoStack.removeFirst(undoStack.count - limit) }
        redoStack = []
    }

    /// Forgets every step (another spec opened).
    public mutating func clear() {
        undoStack = []
        redoStack = []
    }

    /// The writes that undo the last step, given each file's current text (`read`: nil when unreadable).
    public func planUndo(read: (String) -> String?) -> Result<(label: String, writes: [Write]), Refusal> {
        guard let entry = undoStack.last else { return .failure(Refusal(message: "Nothing to undo")) }
        return Self.plan(entry.reversed, read: read, verb: "undo").map { (entry.undoLabel ?? entry.label, $0) }
    }

    /// The writes that redo the last undone step.
    public func planRedo(read: (String) -> String?) -> Result<(label: String, writes: [Write]), Refusal> {
        guard let entry = redoStack.last else { return .failure(Refusal(message: "Nothing to redo")) }
        return Self.plan(entry, read: read, verb: "redo").map { (entry.label, $0) }
    }

    /// The undo planned last was written: its step moves to the redo stack.
    public mutating func undone() {
        if let entry = undoStack.popLast() { redoStack.append(entry) }
    }

    /// The redo planned last was written.
    public mutating func redone() {
        if let entry = redoStack.popLast() { undoStack.append(entry) }
    }

    /// A step whose refusal is final (the text is gone) can be dropped so the steps below it stay reachable.
    public mutating func dropUndo() { _ = undoStack.popLast() }
    public mutating func dropRedo() { _ = redoStack.popLast() }

    /// Applies `entry`'s changes to the files as they are now: all of them, or none with the reason.
    static func plan(_ entry: Entry, read: (String) -> String?, verb: String) -> Result<[Write], Refusal> {
        var writes: [Write] = []
        for change in entry.changes where change.before != change.after {
            let name = change.file.split(separator: "/").last.map(String.init) ?? change.file
            guard let current = read(change.file) else {
                return .failure(Refusal(message: "Cannot \(verb) “\(entry.label)”: \(name) cannot be read"))
            }
            guard let text = apply(change, to: current) else {
                let line = change.edits.first.map { lineNumber(of: $0.offset, in: change.before) } ?? 1
                return .failure(
                    Refusal(
                        message: "Cannot \(verb) “\(entry.label)”: \(name) changed outside Flare at line \(line), "
                            + "where Flare's edit was; nothing was changed"))
            }
            writes.append(Write(file: change.file, expected: current, text: text))
        }
        return .success(writes)
    }

    /// `change` applied to `current`: exactly when `current` is its `before`; else each edit where its text still
    /// is, at its offset or found once by the text around it.
    static func apply(_ change: Change, to current: String) -> String? {
        if current == change.before { return change.after }
        let from = Array(change.before.utf8), now = Array(current.utf8)
        var moved: [TextEdit] = []
        for edit in change.edits {
            guard let offset = relocate(edit, from: from, in: now) else { return nil }
            var e = edit
            e.offset = offset
            moved.append(e)
        }
        // Two edits found at overlapping places would corrupt the text.
        let sorted = moved.sorted { $0.offset < $1.offset }
        for (a, b) in zip(sorted, sorted.dropFirst()) where a.range.upperBound > b.offset { return nil }
        return TextEdit.apply(moved, to: current)
    }

    /// Where `edit` (made on `from`) applies in `now`: its offset when the bytes there and around it are the same,
    /// else the one place where its old text sits between the same neighbours.
    static func relocate(_ edit: TextEdit, from: [UInt8], in now: [UInt8]) -> Int? {
        let old = Array(edit.oldText.utf8)
        for context in [32, 12, 4] {
            let beforeStart = max(0, edit.offset - context),
                afterEnd = min(from.count, edit.offset + old.count + context)
            let prefix = Array(from[beforeStart..<edit.offset]),
                suffix = Array(from[(edit.offset + old.count)..<afterEnd])
            let needle = prefix + old + suffix
            // The edit's own place first.
            let at = edit.offset - prefix.count
            if at >= 0, at + needle.count <= now.count, now[at..<at + needle.count].elementsEqual(needle) {
                return edit.offset
            }
            let hits = occurrences(of: needle, in: now, limit: 2)
            if hits.count == 1 { return hits[0] + prefix.count }
            if hits.count > 1 { return nil }  // more context cannot make an ambiguous match unique
        }
        return nil
    }

    static func occurrences(of needle: [UInt8], in haystack: [UInt8], limit: Int) -> [Int] {
        guard !needle.isEmpty, needle.count <= haystack.count else { return [] }
        var hits: [Int] = []
        var i = 0
        let first = needle[0]
        while i + needle.count <= haystack.count {
            if haystack[i] == first, haystack[i..<i + needle.count].elementsEqual(needle) {
                hits.append(i)
                if hits.count >= limit { break }
            }
            i += 1
        }
        return hits
    }

    static func lineNumber(of offset: Int, in text: String) -> Int {
        1 + text.utf8.prefix(offset).reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }
}
