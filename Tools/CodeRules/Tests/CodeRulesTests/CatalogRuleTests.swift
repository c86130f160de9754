import Testing

@testable import CodeRules

/// Catalogue keys spelled once and fields named in few files, on a made-up catalogue.
@Suite struct CatalogRuleTests {
    static let catalog = SourceFile(
        path: "Sources/FlareCore/Spec/Catalog/PropertyCatalog.swift",
        text: """
            let rows = [
                P("titleFont", in: path, \\.titleFont, .font, "The title's font.", seed: seed("titleFont")),
                P("borderWidth", in: path, \\.appearance.borderWidth, .number, aliases: ["bordrWidth"]),
                P("title", in: path, \\.title, .text),
                notARow("color", \\.color),
            ]
            """)
    static let structure = SourceFile(path: "Sources/FlareCore/Spec/SpecKeys.swift", text: #"let alert = ["title"]"#)

    @Test func rowsAreReadFromTheSyntax() {
        let rows = CatalogRules.rows(in: Self.catalog)
        #expect(rows.map(\.key) == ["titleFont", "borderWidth", "title"])
        #expect(rows.map(\.field) == ["titleFont", "borderWidth", "title"])
        #expect(rows.map(\.aliases) == [[], ["bordrWidth"], []])
    }

    @Test func aKeySpelledOutsideTheCatalogIsAFinding() {
        let other = SourceFile(
            path: "Sources/FlareGtk/Inspector/Page.swift",
            text: """
                let a = "titleFont" // "borderWidth"
                let b = "bordrWidth", c = "title", d = "x \\(titleFont)"
                """)
        let findings = CatalogRules.checkSpelling([Self.catalog, Self.structure, other])
        #expect(findings.map(\.subject) == ["titleFont", "bordrWidth"], "comments, structure words, interpolations")
        #expect(findings.map(\.line) == [1, 2] && findings.map(\.column) == [9, 9])
        #expect(findings.allSatisfy { $0.path == other.path && $0.rule == .catalogKeys })
        #expect(CatalogRules.checkSpelling([Self.catalog, Self.structure]).isEmpty, "the row's own literal")
        let test = SourceFile(path: "Tests/FlareCoreTests/A.swift", text: #"let a = "titleFont""#)
        #expect(CatalogRules.checkSpelling([Self.catalog, test]).isEmpty, "tests spell keys as specs do")
    }

    @Test func aLookKeyInsideOtherTextIsAFinding() {
        let message = SourceFile(
            path: "Sources/FlareCore/Lint/Message.swift",
            text: #"""
                let a = "a titleFont of \(size) is small", b = "titleFonts", c = "the title", d = "borderWidth"
                """#)
        let findings = CatalogRules.checkSpelling([Self.catalog, Self.structure, message])
        #expect(findings.map(\.subject) == ["titleFont", "borderWidth"], "a word, not a part of one; not structure")
        #expect(findings.map(\.column) == [10, 83])
        let rocket = SourceFile(
            path: "Sources/FlareCore/Spec/Catalog/PropertyCatalog+Rocket.swift", text: Self.catalog.text)
        let exact = CatalogRules.checkSpelling([rocket, Self.structure, message])
        #expect(exact.map(\.subject) == ["borderWidth"], "other tables' keys: whole literals only")
    }

    @Test func aFieldNamedInMoreThanFiveFilesIsAFinding() {
        func user(_ n: Int) -> SourceFile {
            SourceFile(path: "Sources/FlareGtk/U\(n).swift", text: "let v\(n) = look.borderWidth // titleFont")
        }
        let five = (1...4).map(user)
        #expect(CatalogRules.checkSpread([Self.catalog] + five) { _, _ in false }.isEmpty)
        let six = (1...5).map(user)
        let findings = CatalogRules.checkSpread([Self.catalog] + six) { _, _ in false }
        #expect(findings.count == 6 && Set(findings.map(\.subject)) == ["borderWidth"])
        #expect(findings.allSatisfy { $0.count == 6 })
        let excused = CatalogRules.checkSpread([Self.catalog] + six) { _, path in path.hasSuffix("U5.swift") }
        #expect(excused.isEmpty, "an excused file is not counted")
    }
}
