import FlareCore
import Foundation
import Testing

/// Font warnings with an in-memory catalog: which families are fine, and what an unknown one says and where.
@Suite struct FontCheckTests {
    static let catalog = InMemoryFontCatalog(
        bundled: ["Regular", "Bold", "Semi Bold"].map {
            FontFace(family: "Inter", style: $0, file: "/assets/Inter-\($0).otf")
        },
        systemFamily: "Inter",
        installed: [
            FontFace(family: "DejaVu Sans", style: "Book", file: "/usr/DejaVuSans.ttf"),
            FontFace(family: "Comic Sans MS", style: "Regular", file: "/usr/comic.ttf"),
            FontFace(family: "URW Gothic", style: "Demi", file: "/usr/URWGothic-Demi.otf"),
        ],
        files: [:], fallback: "DejaVu Sans")

    /// Parses `body` after `flare: 1` as `spec.yaml` in a fresh folder holding `font.otf`, with `catalog`
    /// (whose `font.otf` holds Lobster Two).
    func load(_ body: String, catalog: InMemoryFontCatalog? = Self.catalog) throws -> LoadResult {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flare-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let font = dir.appendingPathComponent("font.otf")
        try Data("not read by the fake".utf8).write(to: font)
        var catalog = catalog
        catalog?.files[font.path] = [FontFace(family: "Lobster Two", style: "Bold Italic", file: font.path)]
        return SpecLoader.parse(
            text: "flare: 1\n" + body, path: dir.appendingPathComponent("spec.yaml").path, fonts: catalog)
    }

    func alert(_ appearance: String) -> String {
        "alerts:\n  a:\n    title: Hi\n    appearance:\n" + appearance
    }

    @Test func bundledSystemDeclaredAndInstalledFamiliesAreFine() throws {
        let result = try load(
            "fonts: [font.otf]\n"
                + alert(
                    """
                          titleFont: Inter Bold 17
                          messageFont: system 15 semibold

                    """) + """
                        actions:
                          - title: A
                            appearance: {actionFont: Lobster Two Bold Italic 17}
                          - title: B
                            appearance: {actionFont: dejavusans 17}
                          - title: C
                            appearance: {actionFont: URW Gothic Demi 20}
                    """ + "\n")
        #expect(result.spec != nil)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(
            result.spec?.fontUses.map(\.key) == ["titleFont", "messageFont", "actionFont", "actionFont", "actionFont"])
    }

    @Test func anUnknownFamilyWarnsAtItsValueWithTheFallbackAndTheNearestFamily() throws {
        let result = try load(alert("      titleFont: Comic Sanz 15\n      messageFont: Helvetica Neue Bold 17\n"))
        #expect(result.spec != nil)
        #expect(
            SpecText.lines(result) == [
                "6:18: warning: font family 'Comic Sanz' is not installed, bundled or declared in 'fonts:'; "
                    + "DejaVu Sans will draw instead (did you mean 'Comic Sans MS'?)",
                "7:20: warning: font family 'Helvetica Neue' is not installed, bundled or declared in 'fonts:'; "
                    + "DejaVu Sans will draw instead (install it, or add its file to 'fonts:')",
            ])
    }

    @Test func aMapWarnsAtItsFamily() throws {
        let result = try load(alert("      titleFont:\n        size: 15\n        family: Lobster Too\n"))
        #expect(
            SpecText.lines(result) == [
                "8:17: warning: font family 'Lobster Too' is not installed, bundled or declared in 'fonts:'; "
                    + "DejaVu Sans will draw instead (install it, or add its file to 'fonts:')"
            ])
        // Declared, the near family is a suggestion.
        let declared = try load("fonts: [font.otf]\n" + alert("      titleFont: {size: 15, family: Lobster Too}\n"))
        #expect(declared.warnings.map(\.message).first?.hasSuffix("(did you mean 'Lobster Two'?)") == true)
    }

    /// `Condensed` is a width word, so `Roboto Condensed 12` asks for Roboto (as Pango reads it too); the hint
    /// points at the family, which the map form names as written.
    @Test func aFamilyNamedWithAStyleWordIsSuggestedAndTheMapFormNamesIt() throws {
        var catalog = Self.catalog
        catalog.installed.append(
            FontFace(family: "Roboto Condensed", style: "Regular", file: "/usr/RobotoCondensed.ttf"))
        let described = try load(alert("      titleFont: Roboto Condensed 12\n"), catalog: catalog)
        #expect(described.warnings.map(\.message).first?.hasPrefix("font family 'Roboto' is not installed") == true)
        #expect(described.warnings.map(\.message).first?.hasSuffix("(did you mean 'Roboto Condensed'?)") == true)
        let mapped = try load(alert("      titleFont: {family: Roboto Condensed, size: 12}\n"), catalog: catalog)
        #expect(mapped.diagnostics.isEmpty, "\(mapped.diagnostics)")
    }

    @Test func aRocketFontIsCheckedToo() throws {
        let result = try load(
            """
            rockets:
              r:
                start: a
                blocks:
                  a: {text: Hi, font: {font: Papyrus 18, color: "#000000"}}
            """)
        #expect(result.warnings.map(\.location.line) == [6])
        #expect(result.warnings.first?.message.contains("'Papyrus'") == true)
    }

    @Test func withoutACatalogThereIsNoFontWarning() throws {
        let result = try load(alert("      titleFont: Comic Sanz 15\n"), catalog: nil)
        #expect(result.diagnostics.isEmpty)
        #expect(result.spec?.fontUses.first?.font.family == "Comic Sanz")
    }

    @Test func resolutionsNameTheSourceAndTheFace() throws {
        let spec = try #require(
            try load(
                "fonts: [font.otf]\n"
                    + alert("      titleFont: Lobster Two Bold Italic 24\n      messageFont: Comic Sanz 15\n")
            ).spec)
        let check = FontCheck(catalog: Self.catalog.with(files: spec.fonts), declaredFiles: spec.fonts)
        let resolved = spec.fontUses.map(check.resolve)
        #expect(resolved.map(\.source) == [.declared, nil])
        #expect(resolved.map { $0.face?.family } == ["Lobster Two", "DejaVu Sans"])
        #expect(check.source(of: .system(12)) == .bundled)
        #expect(check.face(.system(12, .semibold))?.file == "/assets/Inter-Semi Bold.otf")
    }
}

extension InMemoryFontCatalog {
    /// The same catalog with each of `files` holding Lobster Two.
    func with(files paths: [String]) -> InMemoryFontCatalog {
        var copy = self
        for path in paths { copy.files[path] = [FontFace(family: "Lobster Two", style: "Bold Italic", file: path)] }
        return copy
    }
}
