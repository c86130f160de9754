/// libyaml's syntax errors in plain words, at the place a designer fixes them, with a hint: the four common
/// mistakes (a tab in the indentation, a line indented differently from its siblings, a key without its ':',
/// a quote never closed) get a message of their own; other problems keep libyaml's words, said more plainly, after
/// "this is not valid YAML or JSON".
public struct YAMLSyntaxHint: Sendable, Equatable {
    public var line: Int
    public var column: Int
    public var message: String

    /// Where libyaml stopped (`mark`), what it was reading (`context`, which started at `contextMark`) and its
    /// `problem`, explained against the spec's `text` (marks are 1-based, as `Yams.Mark`).
    public static func explain(
        problem: String, context: String?, contextMark: (line: Int, column: Int)?,
        mark: (line: Int, column: Int), text: String
    ) -> YAMLSyntaxHint {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
        func line(_ n: Int) -> String { lines.indices.contains(n - 1) ? lines[n - 1] : "" }
        let here = (line: max(1, mark.line), column: max(1, mark.column))

        // A tab in the indentation, on the line libyaml stopped at or before it.
        for n in stride(from: min(here.line, lines.count), through: max(1, here.line - 1), by: -1) {
            let indent = line(n).prefix { $0 == " " || $0 == "\t" }
            if let tab = indent.firstIndex(of: "\t") {
                let column = indent.distance(from: indent.startIndex, to: tab) + 1
                return YAMLSyntaxHint(
                    line: n, column: column,
                    message: "a tab indents this line; YAML indents with spaces only (replace the tab with spaces)")
            }
        }

        if context == "while scanning a quoted scalar", let start = contextMark {
            let quote = character(in: line(start.line), at: start.column) ?? "\""
            return YAMLSyntaxHint(
                line: start.line, column: start.column,
                message: "this quote is never closed (add the closing \(quote) at the end of the value)")
        }

        if problem == "could not find expected ':'", let start = contextMark {
            return missingColon(line: start.line, column: start.column, text: line(start.line))
        }

        // The line before `n` that has text (0: none).
        func previous(_ n: Int) -> Int {
            var p = n - 1
            while p >= 1, line(p).allSatisfy({ $0 == " " }) || line(p).drop(while: { $0 == " " }).hasPrefix("#") {
                p -= 1
            }
            return p
        }

        if problem == "did not find expected key" || problem == "did not find expected '-' indicator",
            let start = contextMark
        {
            let what = problem == "did not find expected key" ? "key" : "list item"
            let parent = firstContent(of: line(start.line)) ?? start.column
            let above = previous(here.line)
            var columns = "line \(start.line) starts at column \(parent)"
            if above >= 1, above != start.line, let column = firstContent(of: line(above)), column != parent {
                columns = "line \(above) starts at column \(column), \(columns)"
            }
            return YAMLSyntaxHint(
                line: here.line, column: here.column,
                message: "this line starts at column \(here.column), in line with no \(what) above it "
                    + "(\(columns)): indent it as the \(what)s it belongs with")
        }

        if problem == "mapping values are not allowed in this context" {
            let p = previous(here.line)
            let above = line(p), current = line(here.line)
            // A key without its ':' on the line above runs on into this line's key (YAML reads them as one text).
            if p >= 1, let aboveIndent = firstContent(of: above), firstContent(of: current) == aboveIndent,
                !above.contains(":"), !above.drop(while: { $0 == " " }).hasPrefix("-")
            {
                return missingColon(line: p, column: aboveIndent, text: above)
            }
            // A key indented under a key that already has a value on its line.
            if p >= 1, let aboveIndent = firstContent(of: above), let indent = firstContent(of: current),
                indent > aboveIndent, let colon = above.range(of: ": "),
                !above[colon.upperBound...].allSatisfy({ $0 == " " })
            {
                let key = above[above.index(above.startIndex, offsetBy: aboveIndent - 1)..<colon.lowerBound]
                return YAMLSyntaxHint(
                    line: here.line, column: indent,
                    message: "this line is indented more than line \(p), whose '\(key)' already "
                        + "has a value (line it up with '\(key)', or put text that contains ': ' in quotes)")
            }
        }

        let where_ =
            context.map {
                " (\($0) that starts at \(contextMark?.line ?? here.line):\(contextMark?.column ?? here.column))"
            } ?? ""
        return YAMLSyntaxHint(
            line: here.line, column: here.column,
            message: "this is not valid YAML or JSON: " + plainWords(problem) + where_)
    }

    /// libyaml's terse problems, said so a designer knows what to fix.
    static func plainWords(_ problem: String) -> String {
        switch problem {
        case "did not find expected <document start>":
            "unexpected text after the end of the document (an extra '}' or ']', or a line indented too little?)"
        case "mapping values are not allowed in this context":
            "a ':' where none may be (put text that contains ': ' in quotes, or check the indentation)"
        case "found character that cannot start any token":
            "a character that cannot start a value (quote values starting with '@' or '`')"
        default:
            problem
        }
    }

    /// A key written without its ':' at `line`:`column` (`text` is its line).
    private static func missingColon(line: Int, column: Int, text: String) -> YAMLSyntaxHint {
        let body = text.dropFirst(max(0, column - 1))
        var hint = "write 'key: value', or put text that is not a key in quotes"
        if let space = body.firstIndex(of: " ") {
            let key = body[..<space], value = body[space...].drop { $0 == " " }
            if !key.isEmpty && !value.isEmpty { hint = "did you mean '\(key): \(value)'?" }
        }
        return YAMLSyntaxHint(line: line, column: column, message: "this key has no ':' after it (\(hint))")
    }

    /// The 1-based column of the first character that is not a space (nil: a blank line).
    private static func firstContent(of line: String) -> Int? {
        line.firstIndex { $0 != " " }.map { line.distance(from: line.startIndex, to: $0) + 1 }
    }

    private static func character(in line: String, at column: Int) -> Character? {
        guard column >= 1, column <= line.count else { return nil }
        return line[line.index(line.startIndex, offsetBy: column - 1)]
    }
}
