import Foundation
import Testing
import TestSupport

/// One job per type (issue #26): the alert's and the Rocket panel's views are small types wired by a thin owner, each
/// with at most `limit` stored properties. A source scan, as `LayerBoundaryTests` reads imports.
@Suite struct ViewTypeSizeTests {
    static let folders = ["FlareGtk/Alert", "FlareGtk/Rocket"]
    static let limit = 15

    /// Each type declared in `source` (classes, structs, enums, actors, nested ones apart) with its stored instance
    /// properties: the `let`s and `var`s of its body that are neither static nor computed (a `var` whose first `{`
    /// comes before any `=`, other than a `didSet`/`willSet` observer). `let a = 1, b = 2` counts two.
    static func storedProperties(in source: String) -> [(type: String, count: Int)] {
        var found: [(type: String, count: Int)] = []
        var open: [(type: String, depth: Int, count: Int)] = []
        var pending: String?
        var depth = 0
        for line in code(of: source) {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if let top = open.last, depth == top.depth, let count = declaredProperties(words) {
                open[open.count - 1].count += count
            }
            if let name = typeName(words) { pending = name }
            for ch in line where ch == "{" || ch == "}" {
                if ch == "{" {
                    depth += 1
                    if let name = pending {
                        open.append((name, depth, 0))
                        pending = nil
                    }
                } else {
                    if let top = open.last, top.depth == depth {
                        found.append((top.type, top.count))
                        open.removeLast()
                    }
                    depth -= 1
                }
            }
        }
        return found
    }

    /// The source's lines without comments and with string literals emptied (braces in them do not count).
    static func code(of source: String) -> [String] {
        var lines: [String] = []
        var inBlock = false, inMultiline = false
        for raw in source.split(separator: "\n", omittingEmptySubsequences: false) {
            var out = "", chars = Array(raw), i = 0, inString = false
            while i < chars.count {
                let rest = chars[i...]
                if inMultiline {
                    if rest.starts(with: "\"\"\"") { inMultiline = false; i += 3 } else { i += 1 }
                } else if inBlock {
                    if rest.starts(with: "*/") { inBlock = false; i += 2 } else { i += 1 }
                } else if inString {
                    if chars[i] == "\\" {
                        i += 2
                    } else {
                        if chars[i] == "\"" { inString = false; out.append("\"") }
                        i += 1
                    }
                } else if rest.starts(with: "//") {
                    break
                } else if rest.starts(with: "/*") {
                    inBlock = true; i += 2
                } else if rest.starts(with: "\"\"\"") {
                    inMultiline = true; out.append("\"\""); i += 3
                } else {
                    if chars[i] == "\"" { inString = true }
                    out.append(chars[i]); i += 1
                }
            }
            lines.append(out)
        }
        return lines
    }

    static let kinds: Set<String> = ["class", "struct", "enum", "actor"]

    /// The type a line declares (`final class Name {`), or nil.
    static func typeName(_ words: [String]) -> String? {
        guard let index = words.firstIndex(where: { kinds.contains($0) }), index + 1 < words.count else { return nil }
        let prefix = words[..<index]
        guard prefix.allSatisfy({ isModifier($0) }) else { return nil }
        let name = String(words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        return name.isEmpty || ["var", "let", "func"].contains(name) ? nil : name
    }

    static func isModifier(_ word: String) -> Bool {
        word.hasPrefix("@")
            || ["public", "private", "fileprivate", "internal", "package", "open", "final", "nonisolated", "indirect"]
                .contains(word.prefix { $0 != "(" })
    }

    /// How many stored instance properties a line of a type's body declares, or nil when it declares none.
    static func declaredProperties(_ words: [String]) -> Int? {
        guard let index = words.firstIndex(where: { $0 == "let" || $0 == "var" }),
            words[..<index].allSatisfy({ isModifier($0) || ["weak", "unowned", "lazy"].contains($0) })
        else { return nil }
        let declaration = words[index...].joined(separator: " ")
        if words[index] == "var", let brace = declaration.firstIndex(of: "{") {
            let beforeBrace = declaration[..<brace]
            let afterBrace = declaration[declaration.index(after: brace)...].drop { $0 == " " }
            let observed = afterBrace.hasPrefix("didSet") || afterBrace.hasPrefix("willSet")
            if !beforeBrace.contains("=") && !observed { return nil }
        }
        // Names declared together: commas outside brackets, parentheses and braces.
        var nesting = 0, count = 1
        for ch in declaration.replacingOccurrences(of: "->", with: " ") {
            switch ch {
            case "(", "[", "{", "<": nesting += 1
            case ")", "]", "}", ">": nesting -= 1
            case "," where nesting == 0: count += 1
            default: break
            }
        }
        return count
    }

    @Test func alertAndRocketViewTypesHaveAtMostFifteenStoredProperties() throws {
        let sources = Fixtures.root.appendingPathComponent("Sources")
        var sizes: [String: Int] = [:]
        for folder in Self.folders {
            let url = sources.appendingPathComponent(folder)
            let files = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }
            for file in files {
                let text = try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
                for (type, count) in Self.storedProperties(in: text) { sizes["\(folder)/\(file): \(type)"] = count }
            }
        }
        #expect(sizes.count > 20, "the scan found the views' types: \(sizes.keys.sorted())")
        #expect(sizes.contains { $0.key.hasSuffix(": AlertView") && $0.value > 3 }, "and read AlertView's properties")
        let large = sizes.filter { $0.value > Self.limit }.map { "\($0.key) has \($0.value)" }.sorted()
        #expect(large.isEmpty, "split these into types with one job each (at most \(Self.limit) stored properties)")
    }

    @Test func theScanCountsStoredInstancePropertiesOnly() {
        let source = """
            /// A doc comment: class Commented { let a = 1 }
            @MainActor
            public final class Outer {
                public let a: Int
                private(set) var b: [String: Int] = [:]
                weak var c: Outer?
                var d = "{ not a brace", e = 2
                let onEvent: (Int) -> Void, i: Int
                var f: Int = 0 { didSet { print(f) } }
                lazy var g: Int = { 1 }()
                var computed: Int { a + 1 }
                var accessor: Int {
                    get { a }
                    set { _ = newValue }
                }
                static let h = 1
                func method() { let local = 1; var other = local }
                struct Inner {
                    let x: (Int, Int)
                }
            }
            extension Outer { var more: Int { 1 } }
            """
        let sizes = Self.storedProperties(in: source)
        #expect(sizes.map(\.type) == ["Inner", "Outer"])
        #expect(sizes.map(\.count) == [1, 9], "Inner's x; a b c d e onEvent i f g")
    }
}
