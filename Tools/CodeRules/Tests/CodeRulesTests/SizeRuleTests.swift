import Testing

@testable import CodeRules

/// Stored properties per type, files' lengths and lines' lengths, on snippets.
@Suite struct SizeRuleTests {
    @Test func storedInstancePropertiesAreCounted() {
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
                lazy var g: Int = { struct Local { let z = 1 }; return 1 }()
                var computed: Int { a + 1 }
                var accessor: Int {
                    get { a }
                    set { _ = newValue }
                }
                static let h = 1
                class var k: Int { 1 }
                func method() { let local = 1; var other = local }
                struct Inner {
                    let x: (Int, Int)
                }
            }
            extension Outer { var more: Int { 1 }; enum Kind { struct Deep { var y = 1 } } }
            enum Plain { case one; static let shared = 1 }
            """
        let types = StoredPropertyRule.types(in: SourceFile(path: "Sources/FlareCore/A.swift", text: source))
        #expect(types.map(\.name) == ["Outer", "Outer.Inner", "Outer.Kind.Deep"])
        #expect(types.map(\.properties) == [["a", "b", "c", "d", "e", "onEvent", "i", "f", "g"], ["x"], ["y"]])
    }

    @Test func aTypeOverFifteenIsAFinding() {
        let fields = (1...16).map { "    var f\($0) = 0" }.joined(separator: "\n")
        let big = SourceFile(path: "Sources/FlareGtk/A.swift", text: "struct Big {\n\(fields)\n}\n")
        let findings = StoredPropertyRule.check(big)
        #expect(findings.map(\.subject) == ["Big"] && findings.first?.count == 16 && findings.first?.line == 1)
        let fifteen = fields.split(separator: "\n").dropLast().joined(separator: "\n")
        let fits = SourceFile(path: "Sources/FlareGtk/A.swift", text: "struct S {\n\(fifteen)\n}")
        #expect(StoredPropertyRule.check(fits).isEmpty)
    }

    @Test func aFileHasAtMost400Lines() {
        let lines = String(repeating: "let a = 1\n", count: 400)
        #expect(TextRules.checkFileLength(SourceFile(path: "Tests/A.swift", text: lines)).isEmpty, "a last newline")
        let long = TextRules.checkFileLength(SourceFile(path: "Tests/A.swift", text: lines + "let b = 2"))
        #expect(long.map(\.count) == [401] && long.first?.line == 401)
    }

    @Test func aLineCountsItsCharactersNotItsBytes() {
        let fits = String(repeating: "×", count: 120)
        #expect(TextRules.checkLineLength(SourceFile(path: "A.swift", text: "// " + fits.dropFirst(3))).isEmpty)
        let long = TextRules.checkLineLength(SourceFile(path: "A.swift", text: "first\n// " + fits + "→\r\nlast"))
        #expect(long.map(\.line) == [2] && long.map(\.count) == [124])
        #expect(TextRules.checkLineLength(SourceFile(path: "A.swift", text: "//" + fits.dropFirst(2) + "\r\n")).isEmpty)
    }
}
