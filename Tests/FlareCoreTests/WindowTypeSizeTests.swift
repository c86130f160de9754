import Foundation
import Testing
import TestSupport

/// One job per type (ARCHITECTURE.md, "The window"): every type the window is built of (`Sources/FlareGtk/Preview`)
/// keeps at most `limit` stored properties; a type that needs more holds a part that does one of its jobs.
@Suite struct WindowTypeSizeTests {
    static let limit = 15
    static let folders = ["FlareGtk/Preview"]
    /// Types not split yet, with the count they must not exceed (issue 26: each becomes parts with one job).
    static let pending = ["InspectLayer": 31]

    /// The stored properties of each type declared in `text` (nested types count on their own), by type name.
    /// Reads declarations line by line: `let`, and `var` without a getter (`lazy`, observed and initialised ones
    /// included); `static` ones belong to no instance. String literals and comments are skipped.
    static func storedProperties(in text: String) -> [String: [String]] {
        var result: [String: [String]] = [:]
        // The open scopes: a type's name, or nil for any other brace (a function, a closure, an extension).
        var scopes: [String?] = []
        var inMultilineString = false
        let lines = text.components(separatedBy: "\n")
        for (index, raw) in lines.enumerated() {
            if raw.contains("\"\"\"") {
                if raw.components(separatedBy: "\"\"\"").count == 2 { inMultilineString.toggle() }
                continue
            }
            if inMultilineString { continue }
            let line = Self.code(of: raw)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let owner = scopes.last, let type = owner, let name = Self.storedName(trimmed, next: lines, after: index)
            {
                result[type, default: []].append(name)
            }
            let opens = line.filter { $0 == "{" }.count, closes = line.filter { $0 == "}" }.count
            let declared = Self.typeName(trimmed)
            for i in 0..<opens { scopes.append(i == 0 ? declared : nil) }
            for _ in 0..<closes where !scopes.isEmpty { scopes.removeLast() }
        }
        return result
    }

    /// `line` without its string literals' contents and its `//` comment.
    static func code(of line: String) -> String {
        var out = "", inString = false, previous: Character = " "
        for c in line {
            if inString {
                if c == "\"" && previous != "\\" { inString = false }
            } else if c == "\"" {
                inString = true
            } else if c == "/" && previous == "/" {
                out.removeLast()
                break
            } else {
                out.append(c)
            }
            previous = c
        }
        return out
    }

    /// The name of the class, struct, actor or enum `line` declares, if it declares one.
    static func typeName(_ line: String) -> String? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "<" || $0 == "{" }).map(String.init)
        guard let i = words.firstIndex(where: { ["class", "struct", "actor", "enum"].contains($0) }),
            i + 1 < words.count, words[..<i].allSatisfy({ !["func", "var", "let", "case"].contains($0) })
        else { return nil }
        return words[i + 1]
    }

    /// The name of the stored property `line` declares, if it declares one.
    static func storedName(_ line: String, next lines: [String], after index: Int) -> String? {
        var words = line.split(separator: " ").map(String.init)
        while let first = words.first,
            first.hasPrefix("@") || Self.modifiers.contains(first) || first.hasSuffix("(set)")
        {
            if first == "static" || first == "class" { return nil }
            words.removeFirst()
        }
        guard words.count >= 2, words[0] == "let" || words[0] == "var" else { return nil }
        let name = String(words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        if words[0] == "let" || line.contains("lazy var") { return name }
        // `var name: T { … }` is computed unless its block observes (`didSet`, `willSet`); `= { … }` is a stored
        // closure, and `= value { didSet … }` an observed stored property.
        guard let brace = line.firstIndex(of: "{"), line.firstIndex(of: "=").map({ brace < $0 }) ?? true else {
            return name
        }
        let after = line[line.index(after: brace)...].trimmingCharacters(in: .whitespaces)
        let body = after.isEmpty ? lines.dropFirst(index + 1).first?.trimmingCharacters(in: .whitespaces) ?? "" : after
        return body.hasPrefix("didSet") || body.hasPrefix("willSet") ? name : nil
    }

    static let modifiers: Set<String> = [
        "public", "internal", "private", "fileprivate", "open", "final", "weak", "unowned", "lazy", "nonisolated",
        "static", "class", "override", "unowned(unsafe)",
    ]

    @Test func everyWindowTypeHasAtMostFifteenStoredProperties() throws {
        let sources = Fixtures.root.appendingPathComponent("Sources")
        var sizes: [String: [String]] = [:]
        for folder in Self.folders {
            let paths = try #require(
                FileManager.default.enumerator(atPath: sources.appendingPathComponent(folder).path)
            )
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
            for path in paths {
                let text = try String(contentsOf: sources.appendingPathComponent(folder + "/" + path), encoding: .utf8)
                sizes.merge(Self.storedProperties(in: text)) { $0 + $1 }
            }
        }
        #expect(sizes["PreviewWindow"] != nil && sizes.count > 10)
        let large = sizes.filter { $0.value.count > Self.pending[$0.key, default: Self.limit] }
            .map { "\($0.key): \($0.value.count)" }.sorted()
        #expect(large.isEmpty, "more than \(Self.limit) stored properties (split off a part with one job): \(large)")
    }

    @Test func theScanCountsStoredPropertiesOnly() {
        let text = """
            @MainActor
            final class Sample {
                let a = 1
                public internal(set) var b: Int?  // a comment with { a brace
                private var c: [String] = [] { didSet { } }
                lazy var d = Other(self)
                var e: @MainActor () -> Void = { print("}") }
                var computed: Int { a + 1 }
                public var forwarded: String? { other.name }
                var watched: Int { didSet { print(watched) } }
                var getter: Int {
                    get { a }
                }
                var observed = 0 {
                    didSet { print(observed) }
                }
                static let shared = 1
                func f() {
                    let local = 2
                    var other = local
                }
                struct Inner {
                    var x: Int
                }
            }
            """
        let found = Self.storedProperties(in: text)
        #expect(found["Sample"] == ["a", "b", "c", "d", "e", "watched", "observed"])
        #expect(found["Inner"] == ["x"])
    }
}
