/// One rule of the code's own (ARCHITECTURE.md, "Code rules"); its raw value is how `flare-lint-code` names it.
public enum Rule: String, CaseIterable, Sendable {
    /// Each target imports only the project's modules below it; only `FlareGtk/Gtk/` imports the C modules.
    case layers
    /// gtk_/g_/adw_/… and the shim's flare_ functions are called only in `FlareGtk/Gtk/`.
    case cCalls = "c-calls"
    /// A class, struct or actor has at most 15 stored instance properties.
    case storedProperties = "stored-properties"
    /// A Swift file has at most 400 lines.
    case fileLength = "file-length"
    /// A line has at most 120 characters (Unicode scalars).
    case lineLength = "line-length"
    /// A catalogue key is spelled as a string literal in its catalogue row's file only.
    case catalogKeys = "catalog-keys"
    /// A catalogue row's model field is named in the code of at most five files.
    case identifierSpread = "identifier-spread"
    /// No test or suite is `@MainActor`, and no test calls `MainActor.run` (the tests' host holds the main actor).
    case testIsolation = "test-isolation"
    /// An exception that excuses nothing any more.
    case staleException = "stale-exception"
}

/// A broken rule at a place: `path:line:column: [rule] message`. `subject` is what the rule is about (a module, a
/// type, a key, a function), which an exception names; `count` is the measure a counting rule found.
public struct Finding: Hashable, Comparable, CustomStringConvertible, Sendable {
    public var rule: Rule
    public var path: String
    public var line: Int
    public var column: Int
    public var subject: String
    public var count: Int?
    public var message: String

    public init(
        _ rule: Rule, _ path: String, line: Int, column: Int = 1, subject: String, count: Int? = nil, _ message: String
    ) {
        self.rule = rule
        self.path = path
        self.line = line
        self.column = column
        self.subject = subject
        self.count = count
        self.message = message
    }

    public var description: String { "\(path):\(line):\(column): [\(rule.rawValue)] \(message)" }

    public static func < (a: Finding, b: Finding) -> Bool {
        (a.path, a.line, a.column, a.rule.rawValue, a.subject) < (b.path, b.line, b.column, b.rule.rawValue, b.subject)
    }
}
