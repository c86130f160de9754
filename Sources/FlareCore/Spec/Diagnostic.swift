/// Where a node sits in a spec file: 1-based line and column, as editors count them.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }

    /// How many lines `text` has as YAML counts them (so the last valid `line`): LF, CR LF, a lone CR, NEL and the
    /// line and paragraph separators each end a line. The fuzzer and the mutation tests check diagnostics against it.
    public static func lineCount(in text: String) -> Int {
        var count = 1
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": if previous != "\r" { count += 1 }
            case "\r", "\u{85}", "\u{2028}", "\u{2029}": count += 1
            default: break
            }
            previous = scalar
        }
        return count
    }
}

/// One finding about a spec: `path:line:col: error|warning: message`.
public struct Diagnostic: Sendable, Hashable, Codable, CustomStringConvertible, Error {
    public enum Severity: String, Sendable, Hashable, Codable {
        case error, warning
    }

    public var severity: Severity
    public var message: String
    public var location: SourceLocation

    public init(_ severity: Severity, _ message: String, at location: SourceLocation) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    public var isError: Bool { severity == .error }

    /// The one-line form every tool prints: `spec.yaml:12:5: error: unknown key 'titelFont' (did you mean
    /// 'titleFont'?)`. Control characters a spec put in the path or message are escaped (`TerminalText`).
    public var description: String { TerminalText.escaped("\(location): \(severity.rawValue): \(message)") }
}
