import Yams

/// Finds repeated keys of block-style maps in one pass over the text, so a spec with many duplicates is parsed
/// twice instead of once per duplicate (Yams stops at the first duplicate of each parse: 150 duplicates in a
/// 3.9 MB spec took 21 s). It reads only lines of the form `indent key:`; what it finds is checked against the
/// parsed tree (`confirmed`), and the parser falls back to one duplicate per parse when a finding is wrong.
enum DuplicateKeyScan {
    struct Repeat: Hashable {
        var key: String
        /// 1-based line and column of the repeat, and of the key's first occurrence in the same map.
        var line: Int
        var column: Int
        var width: Int
        var firstLine: Int
        var firstColumn: Int
    }

    static func repeats(in text: String) -> [Repeat] {
        struct Scope { var indent: Int; var keys: [String: (Int, Int)] }
        var scopes: [Scope] = []
        var found: [Repeat] = []
        var blockScalarIndent: Int?  // inside `key: |` or `key: >`, lines indented deeper are text
        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = Array(rawLine.unicodeScalars)
            var indent = 0
            while indent < line.count, line[indent] == " " { indent += 1 }
            if indent == line.count || line[indent] == "#" { continue }  // blank or comment
            if let block = blockScalarIndent {
                if indent > block { continue }
                blockScalarIndent = nil
            }
            var start = indent
            // `- key:` starts a new map at the key's column.
            var newMap = false
            while start + 1 < line.count, line[start] == "-", line[start + 1] == " " {
                start += 2
                while start < line.count, line[start] == " " { start += 1 }
                newMap = true
            }
            guard let (key, width) = keyToken(line, at: start) else {
                if line[indent] != "-" { continue }
                continue
            }
            while let last = scopes.last, last.indent > start || (newMap && last.indent == start) {
                scopes.removeLast()
            }
            if scopes.last?.indent != start { scopes.append(Scope(indent: start, keys: [:])) }
            if let first = scopes[scopes.count - 1].keys[key] {
                found.append(
                    Repeat(
                        key: key, line: lineNumber, column: start + 1, width: width,
                        firstLine: first.0, firstColumn: first.1))
            } else {
                scopes[scopes.count - 1].keys[key] = (lineNumber, start + 1)
            }
            // A block scalar value (`|`, `>`, with indicators) makes the deeper lines text.
            let rest = String(String.UnicodeScalarView(line[(start + width)...])).drop { $0 == " " || $0 == ":" }
            let value = rest.split(separator: "#").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            if let first = value.first, first == "|" || first == ">",
                value.dropFirst().allSatisfy({ $0 == "-" || $0 == "+" || $0.isNumber })
            {
                blockScalarIndent = start
            }
        }
        return found
    }

    /// A plain, "double" or 'single' quoted key at `start` followed by `:` and a space or the line's end.
    private static func keyToken(_ line: [Unicode.Scalar], at start: Int) -> (String, Int)? {
        guard start < line.count else { return nil }
        var end = start
        var key = ""
        if line[start] == "\"" || line[start] == "'" {
            let quote = line[start]
            end += 1
            while end < line.count, line[end] != quote {
                if line[end] == "\\" { return nil }  // escapes: leave to the slow path
                key.unicodeScalars.append(line[end])
                end += 1
            }
            guard end < line.count else { return nil }
            end += 1
        } else {
            while end < line.count, line[end] != ":" {
                let c = line[end]
                guard
                    c.properties.isAlphabetic || c.properties.numericType != nil || c == "_" || c == "-" || c == "."
                        || c == "/"
                else { return nil }
                key.unicodeScalars.append(c)
                end += 1
            }
            guard !key.isEmpty else { return nil }
        }
        let width = end - start
        guard end < line.count, line[end] == ":", end + 1 == line.count || line[end + 1] == " " else { return nil }
        return (key, width)
    }

    /// Whether each renamed repeat sits, in the parsed tree, in a map that also has a key spelled as the original:
    /// then it really was a duplicate.
    static func confirmed(_ repeats: [Repeat], in node: Node) -> Bool {
        var siblings: [[Int]: Set<String>] = [:]
        func walk(_ node: Node) {
            switch node {
            case .mapping(let mapping):
                let names = Set(mapping.keys.compactMap(\.string))
                for key in mapping.keys { if let mark = key.mark { siblings[[mark.line, mark.column]] = names } }
                for (key, value) in mapping { walk(key); walk(value) }
            case .sequence(let sequence):
                sequence.forEach(walk)
            default:
                break
            }
        }
        walk(node)
        return repeats.allSatisfy { siblings[[$0.line, $0.column]]?.contains($0.key) == true }
    }
}
