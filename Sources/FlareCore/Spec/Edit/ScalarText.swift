import Foundation

/// A value as YAML or JSON text: plain when YAML reads it back as the same text, else quoted. `SourceTree` reads
/// every plain candidate back, so a rule missed here can only make a value quoted, never change it.
enum ScalarText {
    /// `value` for a YAML file, in a flow collection (`{…}`, `[…]`) or in block style. A value that was quoted keeps
    /// its quotes (`previous`); `quoted` asks for quotes (a text that would otherwise read as `null`, `true` or a
    /// number).
    static func yaml(
        _ value: String, flow: Bool, previous: SourceTree.Node.Style? = nil, quoted: Bool = false
    ) -> String {
        if previous == .singleQuoted,
            !value.contains(where: { $0.isNewline || $0.asciiValue.map { $0 < 0x20 } == true })
        {
            return "'" + value.replacingOccurrences(of: "'", with: "''") + "'"
        }
        if quoted || previous == .doubleQuoted || !readsBackPlain(value, flow: flow) { return doubleQuoted(value) }
        return value
    }

    /// `value` for a JSON file: numbers, `true`, `false` and `null` bare unless `quoted` or the old value was a string.
    static func json(_ value: String, previous: SourceTree.Node.Style? = nil, quoted: Bool = false) -> String {
        let bare = ["true", "false", "null"].contains(value) || isJSONNumber(value)
        return bare && !quoted && previous != .doubleQuoted && previous != .singleQuoted ? value : doubleQuoted(value)
    }

    /// A key for a new pair.
    static func key(_ key: String, json: Bool, flow: Bool) -> String {
        json ? doubleQuoted(key) : yaml(key, flow: flow)
    }

    static func doubleQuoted(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar == "\u{FEFF}"
                {
                    out +=
                        "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                        + String(scalar.value, radix: 16, uppercase: true)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// True when `value` written bare reads back as exactly `value`, as a plain scalar, in that context.
    static func readsBackPlain(_ value: String, flow: Bool) -> Bool {
        guard let first = value.unicodeScalars.first, let last = value.unicodeScalars.last,
            first != " ", last != " ", !value.contains(": "), !value.contains(" #"), last != ":"
        else { return false }
        if value.unicodeScalars.contains(where: {
            $0.value < 0x20 || $0.value == 0x7F || $0.value >= 0x80 && $0.value <= 0x9F
                || $0 == "\u{2028}" || $0 == "\u{2029}" || $0 == "\u{FEFF}"
        }) {
            return false
        }
        if "!&*?:,[]{}#|>@`%'\"".unicodeScalars.contains(first) { return false }
        if first == "-", value.unicodeScalars.count == 1 || value.unicodeScalars.dropFirst().first == " " {
            return false
        }
        if flow, value.unicodeScalars.contains(where: { ",[]{}:".unicodeScalars.contains($0) }) { return false }
        let probe = flow ? "{k: \(value)}" : "k: \(value)\n"
        guard let tree = try? SourceTree(text: probe), case .mapping(let pairs, _) = tree.root.content,
            pairs.count == 1,
            case .scalar(let read, .plain) = pairs[0].value.content
        else { return false }
        return read == value
    }

    static func isJSONNumber(_ text: String) -> Bool {
        var s = Substring(text)
        if s.first == "-" { s = s.dropFirst() }
        let digits = s.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, !(digits.count > 1 && digits.first == "0") else { return false }
        s = s.dropFirst(digits.count)
        if s.first == "." {
            s = s.dropFirst()
            let fraction = s.prefix { $0.isASCII && $0.isNumber }
            guard !fraction.isEmpty else { return false }
            s = s.dropFirst(fraction.count)
        }
        if s.first == "e" || s.first == "E" {
            s = s.dropFirst()
            if s.first == "+" || s.first == "-" { s = s.dropFirst() }
            let exponent = s.prefix { $0.isASCII && $0.isNumber }
            guard !exponent.isEmpty else { return false }
            s = s.dropFirst(exponent.count)
        }
        return s.isEmpty
    }
}
