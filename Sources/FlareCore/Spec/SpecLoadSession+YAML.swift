import Foundation
import Yams

/// Text to nodes: YAML composed with Yams (line/column marks kept), nesting and duplicate-key problems found and
/// reported in plain words at their place.
extension SpecLoadSession {
    func compose(_ text: String, at here: SourceLocation, isRoot: Bool) -> SpecNode? {
        if let node = cache?.node(for: text, file: here.file) { return node }
        // Only the changed entry composed again and spliced into the file's last nodes (`SpecSplice`).
        if let node = cache?.spliced(text, file: here.file), Self.nestingProblem(text) == nil {
            cache?.store(node, for: text, file: here.file)
            return node
        }
        let reported = builder.diagnostics.count
        let node = composeText(text, at: here, isRoot: isRoot)
        if let node, builder.diagnostics.count == reported { cache?.store(node, for: text, file: here.file) }
        return node
    }

    func composeText(_ text: String, at here: SourceLocation, isRoot: Bool) -> SpecNode? {
        if let (line, column, message) = Self.nestingProblem(text) {
            builder.error(message, at: SourceLocation(file: here.file, line: line, column: column))
            return nil
        }
        // A key repeated in one map stops Yams; report it, rename that key in a copy of the text (same width,
        // so every other column stays true), and read on, so the file's other errors are reported too.
        var working = text
        var dropped = Set<[Int]>()
        var node: Node?
        // Many repeats: rename every one the one-pass scan finds, parse again once, and keep that only if the
        // tree confirms each finding; otherwise (or for repeats it cannot see) fall back to one per parse.
        var scanned: [DuplicateKeyScan.Repeat] = []
        var scanTried = false
        let reportedBeforeScan = builder.diagnostics.count
        while true {
            do {
                // UTF-8 named: Yams' default encoding reads the whole environment for every parser.
                node = try Yams.compose(yaml: working, .basic, .default, .utf8)
                if !scanned.isEmpty, let parsed = node, !DuplicateKeyScan.confirmed(scanned, in: parsed) {
                    (scanned, working, dropped) = ([], text, [])
                    builder.diagnostics.removeSubrange(reportedBeforeScan...)
                    continue
                }
                break
            } catch YamlError.duplicatedKeysInMapping where !scanTried {
                scanTried = true
                scanned = Array(DuplicateKeyScan.repeats(in: working).prefix(100))
                var renames: [(line: Int, column: Int, width: Int, scalar: Unicode.Scalar)] = []
                for r in scanned {
                    builder.error(
                        "duplicate key '\(r.key)': it is already defined at "
                            + "\(here.file):\(r.firstLine):\(r.firstColumn)",
                        at: SourceLocation(file: here.file, line: r.line, column: r.column))
                    dropped.insert([r.line, r.column])
                    renames.append((r.line, r.column, r.width, Unicode.Scalar(0xE000 + UInt32(dropped.count))!))
                }
                working = Self.replacing(in: working, renames)
            } catch YamlError.duplicatedKeysInMapping(let duplicates, let context) where dropped.count < 100 {
                let key = duplicates.first ?? ""
                // No place found, or the same place again (the renamed text still repeats the key: the repeat is
                // not where the text scan sees it): report the YAML error as it is rather than loop for ever.
                guard let second = Self.secondOccurrence(of: key, in: working, after: context.mark),
                    !dropped.contains([second.line, second.column])
                else {
                    reportYAMLError(
                        YamlError.duplicatedKeysInMapping(duplicates: duplicates, context: context), text: working,
                        file: here.file)
                    return nil
                }
                builder.error(
                    "duplicate key '\(key)': it is already defined at "
                        + "\(here.file):\(context.mark.line):\(context.mark.column)",
                    at: SourceLocation(file: here.file, line: second.line, column: second.column))
                dropped.insert([second.line, second.column])
                working = Self.replacing(
                    in: working, line: second.line, column: second.column, width: second.width,
                    with: Unicode.Scalar(0xE000 + UInt32(dropped.count))!)
            } catch {
                reportYAMLError(error, text: working, file: here.file)
                return nil
            }
        }
        guard let node else {
            if isRoot {
                builder.error("the file is empty; a spec starts with 'flare: 1'", at: here)
            } else {
                builder.warning("the included file is empty", at: here)
            }
            return nil
        }
        var conversion = SpecNode.Conversion(budget: text.utf8.count + 100_000, droppedKeys: dropped)
        let root: SpecNode
        do {
            root = try SpecNode.make(node, &conversion)
        } catch {
            builder.error("the spec expands to too many values (are YAML aliases repeating each other?)", at: here)
            return nil
        }
        guard case .mapping = root.content else {
            let found = root.kindDescription
            builder.error(
                "this is not a Flare spec: a spec is a map that starts with 'flare: 1', not \(found)",
                at: SourceLocation(file: here.file, line: root.line, column: root.column))
            return nil
        }
        return root
    }

    /// Refuses nesting deep enough to exhaust the stack while Yams recurses (never reached by a real spec).
    static func nestingProblem(_ text: String) -> (Int, Int, String)? {
        var text = text
        guard let (line, column, tooDeep) = text.withUTF8(firstTooDeep) else { return nil }
        return (
            line, column,
            tooDeep
                ? "brackets nest more than \(maximumFlowDepth) levels deep here; a spec does not nest that deep"
                : "this line is indented more than \(maximumIndent) columns; a spec does not nest that deep"
        )
    }

    /// Where brackets first nest deeper than `maximumFlowDepth` (true) or a line is first indented past
    /// `maximumIndent` (false). Every load of every file runs it, so a text with too few brackets to nest that deep
    /// and no line long enough to be indented that far is passed after a count and a `memchr` per line.
    private static func firstTooDeep(_ bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int, Bool)? {
        if !mayBeTooDeep(bytes) { return nil }
        return scanTooDeep(bytes)
    }

    private static func mayBeTooDeep(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var opening = 0
        for byte in bytes { opening &+= byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") ? 1 : 0 }
        if opening > maximumFlowDepth { return true }
        guard let base = bytes.baseAddress else { return false }
        var start = 0
        while start < bytes.count {
            let rest = bytes.count - start
            guard let newline = memchr(base + start, Int32(UInt8(ascii: "\n")), rest) else {
                return rest > maximumIndent
            }
            let end = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
            if end - start > maximumIndent { return true }
            start = end + 1
        }
        return false
    }

    private static func scanTooDeep(_ bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int, Bool)? {
        var depth = 0
        var line = 1
        var lineStart = 0
        var atLineStart = true
        for index in 0..<bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = index + 1
                atLineStart = true
                continue
            case UInt8(ascii: " ") where atLineStart:
                if index - lineStart + 1 > maximumIndent { return (line, index - lineStart + 1, false) }
                continue
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > maximumFlowDepth { return (line, index - lineStart + 1, true) }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
            default:
                break
            }
            atLineStart = false
        }
        return nil
    }

    func reportYAMLError(_ error: Error, text: String, file: String) {
        func at(_ mark: Mark) -> SourceLocation {
            SourceLocation(file: file, line: max(1, mark.line), column: max(1, mark.column))
        }
        guard let yamlError = error as? YamlError else {
            builder.error(
                "this is not valid YAML or JSON: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
            return
        }
        switch yamlError {
        case .scanner(let c, let problem, let mark, _), .parser(let c, let problem, let mark, _),
            .composer(let c, let problem, let mark, _):
            let hint = YAMLSyntaxHint.explain(
                problem: problem, context: c?.text, contextMark: c.map { ($0.mark.line, $0.mark.column) },
                mark: (mark.line, mark.column), text: text)
            builder.error(hint.message, at: SourceLocation(file: file, line: hint.line, column: hint.column))
        case .reader(let problem, let offset, _, _):
            var line = 1, column = 1
            if let offset {
                for (i, byte) in text.utf8.enumerated() where i < offset {
                    if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
                }
            }
            builder.error(
                "this file cannot be read as text: \(problem)",
                at: SourceLocation(file: file, line: line, column: column))
        case .duplicatedKeysInMapping(let duplicates, let c):
            let key = duplicates.first ?? ""
            let first = at(c.mark)
            if let second = Self.secondOccurrence(of: key, in: text, after: c.mark) {
                builder.error(
                    "duplicate key '\(key)': it is already defined at \(first)",
                    at: SourceLocation(file: file, line: second.line, column: second.column))
            } else {
                builder.error("duplicate key '\(key)' in this map", at: first)
            }
        default:
            builder.error(
                "this is not valid YAML or JSON: \(yamlError)", at: SourceLocation(file: file, line: 1, column: 1))
        }
    }

    /// Where `key` is written as a key again after `mark` (plain, `"key"` or `'key'`, then `:`), and how many
    /// characters it spans. In block style the repeat must sit in the same column, so a same-named key of a
    /// nested map is never mistaken for it.
    static func secondOccurrence(
        of key: String, in text: String, after mark: Mark
    ) -> (line: Int, column: Int, width: Int)? {
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        guard mark.line >= 1, mark.line - 1 < lines.count else { return nil }
        let firstLine = Array(lines[mark.line - 1])
        let blockStyle = firstLine.prefix(max(0, mark.column - 1)).allSatisfy { $0 == " " || $0 == "-" || $0 == "\t" }
        let forms = [key, "\"\(key)\"", "'\(key)'"].map { Array($0.unicodeScalars) }
        for lineIndex in (mark.line - 1)..<lines.count {
            let scalars = Array(lines[lineIndex])
            let start = lineIndex == mark.line - 1 ? mark.column : 0  // skip the first occurrence itself
            var i = start
            while i < scalars.count {
                defer { i += 1 }
                if blockStyle && i != mark.column - 1 { continue }
                for form in forms {
                    guard i + form.count <= scalars.count, Array(scalars[i..<i + form.count]) == form else { continue }
                    // A key begins a line (after indentation or '- '), or follows '{' / ','.
                    let before = scalars[..<i].reversed().first { $0 != " " && $0 != "\t" }
                    guard before == nil || before == "{" || before == "," || before == "-" else { continue }
                    var j = i + form.count
                    while j < scalars.count, scalars[j] == " " || scalars[j] == "\t" { j += 1 }
                    if j < scalars.count, scalars[j] == ":" { return (lineIndex + 1, i + 1, form.count) }
                }
            }
        }
        return nil
    }

    /// `text` with each `width` characters at `line:column` replaced by `scalar` repeated, in one pass.
    static func replacing(
        in text: String, _ renames: [(line: Int, column: Int, width: Int, scalar: Unicode.Scalar)]
    ) -> String {
        guard !renames.isEmpty else { return text }
        var scalars = Array(text.unicodeScalars)
        var lineStarts = [0, 0]  // 1-based: lineStarts[1] == 0
        for (index, scalar) in scalars.enumerated() where scalar == "\n" { lineStarts.append(index + 1) }
        for r in renames where r.line < lineStarts.count {
            let start = lineStarts[r.line] + r.column - 1
            guard start >= 0, start + r.width <= scalars.count else { continue }
            scalars.replaceSubrange(start..<start + r.width, with: repeatElement(r.scalar, count: r.width))
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }

    /// `text` with `width` characters at `line:column` replaced by `scalar` repeated (a private-use character,
    /// so the renamed key cannot collide with a real one).
    static func replacing(in text: String, line: Int, column: Int, width: Int, with scalar: Unicode.Scalar) -> String {
        var scalars = Array(text.unicodeScalars)
        var currentLine = 1, index = 0
        while index < scalars.count, currentLine < line {
            if scalars[index] == "\n" { currentLine += 1 }
            index += 1
        }
        let start = index + column - 1
        guard start >= 0, start + width <= scalars.count else { return text }
        scalars.replaceSubrange(start..<start + width, with: repeatElement(scalar, count: width))
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }

    static func describe(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue))
        }
        return nsError.localizedDescription
    }
}
