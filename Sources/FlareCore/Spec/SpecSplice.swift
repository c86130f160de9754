import Yams

/// Parses only what an edit changed: when a file's new text differs from its previous one (whose nodes are known)
/// inside one block-mapping entry, and not on that entry's key line, only that entry is composed again (its lines,
/// at their own line numbers) and spliced into the previous nodes; the nodes after it move by the lines the edit
/// added or removed. A save of one alert's title composes that alert's few lines instead of the whole file.
///
/// Nil whenever the result might differ from composing the whole new text (the caller then does that): an anchor or
/// alias (`&`, `*`) in the entry before or after, a tab or a line in the new entry that is not indented past its
/// key (a new sibling, a key moved out), a `%` directive, a flow collection around the entry, an entry that does not
/// compose on its own or composes to anything but the same key at the same place, or a node placed past the entry's
/// last line (an empty value can be placed at the token after it, which lies outside the entry), or an end that is
/// not at a line's end, or a line break other than LF and CR LF anywhere in either text (libyaml ends a line at a lone
/// CR, NEL, LS and PS too, and nodes are placed by its lines; the splice counts LFs). `SpecSpliceTests` checks random
/// edits to every example against a whole parse.
enum SpecSplice {
    static func parse(old: String, root: SpecNode, new: String) -> SpecNode? {
        let a = Array(old.utf8), b = Array(new.utf8)
        guard !a.isEmpty, !b.isEmpty else { return nil }
        var prefix = 0
        let shorter = min(a.count, b.count)
        while prefix < shorter, a[prefix] == b[prefix] { prefix += 1 }
        if prefix == a.count && a.count == b.count { return root }
        var suffix = 0
        while suffix < shorter - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let oldEnd = a.count - suffix  // the old text's changed bytes: prefix..<oldEnd
        let newEnd = b.count - suffix
        // A directive changes how the whole document reads; an alias anywhere copies nodes with their anchor's
        // places (which an edit above could move).
        if hasDirective(a) || (a.contains(UInt8(ascii: "*")) && a.contains(UInt8(ascii: "&"))) { return nil }
        if hasOtherBreaks(a) || hasOtherBreaks(b) { return nil }
        let starts = a.withUnsafeBufferPointer(lineStarts)  // starts[line - 1]: where 1-based `line` begins

        // The deepest block-mapping entry whose lines hold the change below its key line.
        var path: [Int] = []
        var entry: (pair: SpecNode.Pair, start: Int, end: Int)?
        var node = root
        var end = a.count
        while case .mapping(let pairs) = node.content, let first = pairs.first,
            first.key.line == node.line, first.key.column == node.column  // a block mapping: marked at its first key
        {
            var found: (Int, Int, Int)?
            var previous = -1
            for (index, pair) in pairs.enumerated() {
                guard let start = keyLineStart(pair.key, starts, a), start > previous else { break }
                previous = start
                let next = index + 1 < pairs.count ? keyLineStart(pairs[index + 1].key, starts, a) : end
                guard let next, next > start else { break }
                if prefix >= start && oldEnd <= next {
                    found = (index, start, next)
                    break
                }
            }
            guard let (index, start, next) = found else { break }
            let pair = pairs[index]
            guard let keyLineEnd = a[start...].firstIndex(of: UInt8(ascii: "\n")), prefix > keyLineEnd,
                keyLineEnd < next
            else { break }
            path.append(index)
            entry = (pair, start, next)
            node = pair.value
            end = next
        }
        guard let entry else { return nil }

        // The entry in the new text: the same first byte; its end moved by the edit.
        let newEntryEnd = entry.end + (newEnd - oldEnd)
        // It ends where a line ends (an edit that joins the next key's line onto the entry's last line does not).
        guard newEntryEnd > entry.start, newEntryEnd <= b.count,
            newEntryEnd == b.count || b[newEntryEnd - 1] == UInt8(ascii: "\n")
        else { return nil }
        let indent = entry.pair.key.column - 1
        guard safe(a[entry.start..<entry.end], indent: indent), safe(b[entry.start..<newEntryEnd], indent: indent)
        else { return nil }

        // Compose the entry alone, at its own lines: as many line breaks before it as lines above it.
        let line = entry.pair.key.line
        var fragment = [UInt8](repeating: UInt8(ascii: "\n"), count: line - 1)
        fragment += b[entry.start..<newEntryEnd]
        guard let text = String(validating: fragment, as: UTF8.self),
            let composed = try? Yams.compose(yaml: text, .basic, .default, .utf8)
        else { return nil }
        var conversion = SpecNode.Conversion(budget: fragment.count + 100_000)
        guard let spliced = try? SpecNode.make(composed, &conversion),
            case .mapping(let newPairs) = spliced.content, newPairs.count == 1,
            spliced.line == line, spliced.column == entry.pair.key.column,
            newPairs[0].key.sameAs(entry.pair.key)
        else { return nil }
        // Lines of the new entry: every node must lie on one of them (an empty value at its end is placed where the
        // next token starts, which a whole parse finds after the entry).
        let entryLines = b[entry.start..<newEntryEnd].reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let lastLine = line + entryLines - (b[newEntryEnd - 1] == UInt8(ascii: "\n") ? 1 : 0)
        guard newPairs[0].value.lastLine <= lastLine else { return nil }

        let shift = entryLines - a[entry.start..<entry.end].reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        return root.replacing(at: path[...], with: newPairs[0], shiftingAfter: line, by: shift)
    }

    /// The byte where `key`'s line starts, when only spaces stand before the key on that line (a block key).
    private static func keyLineStart(_ key: SpecNode, _ starts: [Int], _ text: [UInt8]) -> Int? {
        guard key.line >= 1, key.line <= starts.count else { return nil }
        let start = starts[key.line - 1]
        var i = start
        var column = 1
        while column < key.column {
            guard i < text.count, text[i] == UInt8(ascii: " ") else { return nil }
            i += 1
            column += 1
        }
        return start
    }

    /// No anchor, alias or tab; every line after the first that is not blank or a comment indented past `indent`.
    private static func safe(_ bytes: ArraySlice<UInt8>, indent: Int) -> Bool {
        var lineStart = true
        var spaces = 0
        var first = true
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                return false
            case UInt8(ascii: "\n"):
                lineStart = true
                spaces = 0
                first = false
            case UInt8(ascii: " ") where lineStart:
                spaces += 1
            default:
                if lineStart && !first && byte != UInt8(ascii: "#") && spaces <= indent { return false }
                lineStart = false
            }
        }
        return true
    }

    /// A `%` directive (`%YAML`, `%TAG`) at the start of a line: it changes how the whole document reads.
    private static func hasDirective(_ text: [UInt8]) -> Bool {
        var atLineStart = true
        for byte in text {
            if atLineStart && byte == UInt8(ascii: "%") { return true }
            atLineStart = byte == UInt8(ascii: "\n")
        }
        return false
    }

    /// A line break libyaml counts that an LF count does not: a CR not followed by LF, NEL (U+0085), LS (U+2028) or
    /// PS (U+2029). A text with one places its nodes on lines that `lineStarts` and an LF count cannot find.
    static func hasOtherBreaks(_ bytes: [UInt8]) -> Bool {
        var i = 0
        while i < bytes.count {
            switch bytes[i] {
            case 0x0D where i + 1 == bytes.count || bytes[i + 1] != 0x0A: return true
            case 0xC2 where i + 1 < bytes.count && bytes[i + 1] == 0x85: return true
            case 0xE2 where i + 2 < bytes.count && bytes[i + 1] == 0x80 && (0xA8...0xA9).contains(bytes[i + 2]):
                return true
            default: break
            }
            i += 1
        }
        return false
    }

    /// The UTF-8 offset where each line of `bytes` starts (by bytes, as libyaml counts lines: "\r\n" ends one).
    static func lineStarts(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts = [0]
        for index in 0..<bytes.count where bytes[index] == UInt8(ascii: "\n") { starts.append(index + 1) }
        return starts
    }
}

extension SpecNode {
    /// The last line any node of this tree is placed on.
    var lastLine: Int {
        switch content {
        case .scalar: line
        case .mapping(let pairs): pairs.reduce(line) { max($0, $1.key.lastLine, $1.value.lastLine) }
        case .sequence(let items): items.reduce(line) { max($0, $1.lastLine) }
        }
    }

    /// This tree with the entry at `path` (indices of mapping pairs, from this node down) replaced by `pair`, and
    /// every node placed after line `after` outside that entry moved down by `shift` lines.
    func replacing(at path: ArraySlice<Int>, with pair: Pair, shiftingAfter after: Int, by shift: Int) -> SpecNode {
        guard let index = path.first, case .mapping(var pairs) = content else { return self }
        if path.count == 1 {
            pairs[index] = pair
        } else {
            let inner = pairs[index].value.replacing(at: path.dropFirst(), with: pair, shiftingAfter: after, by: shift)
            pairs[index].value = inner
        }
        if shift != 0 {
            for i in (index + 1)..<pairs.count {
                pairs[i].key = pairs[i].key.shifted(by: shift)
                pairs[i].value = pairs[i].value.shifted(by: shift)
            }
        }
        var copy = self
        copy.content = .mapping(pairs)
        return copy
    }

    /// This tree placed `lines` further down.
    func shifted(by lines: Int) -> SpecNode {
        var copy = self
        copy.line += lines
        switch content {
        case .scalar: break
        case .mapping(let pairs):
            copy.content = .mapping(
                pairs.map { Pair(key: $0.key.shifted(by: lines), value: $0.value.shifted(by: lines)) })
        case .sequence(let items): copy.content = .sequence(items.map { $0.shifted(by: lines) })
        }
        return copy
    }
}
