import FlareCore
@testable import FlareGtk
import Foundation
import Testing
import TestSupport

/// The fontconfig catalog on this machine's real fonts (no display needed), and width words in the pixels.
@Suite struct FontconfigCatalogTests {
    static let lobster = Fixtures.examples.appendingPathComponent("assets/fonts/LobsterTwo-BoldItalic.otf").path
    let catalog = FontconfigCatalog.shared

    @Test func bundledIsInterInEveryWeightFromAssets() {
        let inter = catalog.bundled.filter { $0.family == "Inter" }
        #expect(inter.count == 9)
        #expect(Set(inter.map(\.style)).isSuperset(of: ["Regular", "Bold", "Semi Bold", "Black", "Thin"]))
        #expect(inter.allSatisfy { $0.file.hasPrefix(Assets.fonts.path) })
    }

    @Test func installedListsTheMachinesFamiliesWithTheirStyles() {
        // fonts-dejavu-core is one of Flare's build dependencies (Makefile APT_PACKAGES).
        let dejavu = catalog.installed.filter { $0.family == "DejaVu Sans" }
        #expect(dejavu.contains { $0.style == "Book" && $0.file.hasSuffix("DejaVuSans.ttf") })
        #expect(
            !catalog.installed.contains { $0.family == "Inter" && $0.file.hasPrefix(Assets.fonts.path) },
            "bundled fonts are not 'installed'")
    }

    @Test func aDeclaredFileNamesItsFamilyAndStyle() {
        #expect(
            catalog.faces(inFile: Self.lobster) == [
                FontFace(family: "Lobster Two", style: "Bold Italic", file: Self.lobster)
            ])
        #expect(catalog.faces(inFile: Fixtures.root.appendingPathComponent("README.md").path).isEmpty)
    }

    @Test func matchResolvesAsFontconfigDraws() throws {
        let semibold = try #require(catalog.match(.system(17, .semibold), declared: []))
        #expect(
            semibold.family == "Inter"
                && semibold.file == Assets.fonts.appendingPathComponent("Inter-SemiBold.otf").path)
        let demi = try #require(catalog.match(try FontSyntax.parse("Inter Demi 20").get(), declared: []))
        #expect(demi.style == "Semi Bold")
        let lobsterFont = try FontSyntax.parse("Lobster Two Bold Italic 24").get()
        let lobster = try #require(catalog.match(lobsterFont, declared: [Self.lobster]))
        #expect(lobster.file == Self.lobster)
        #expect(
            catalog.match(lobsterFont, declared: [])?.family != "Lobster Two",
            "one spec's fonts never answer for another's")
        let condensed = try #require(
            catalog.match(try FontSyntax.parse("DejaVu Sans Condensed Bold 12").get(), declared: []))
        #expect(condensed.family == "DejaVu Sans" && condensed.style == "Condensed Bold")
        let missing = try #require(catalog.match(try FontSyntax.parse("Comic Sanz 15").get(), declared: []))
        #expect(missing.family != "Comic Sanz" && catalog.installed.contains { $0.family == missing.family })
    }

    /// A spec on disk checked with real fontconfig: bundled and declared families pass, an unknown one warns.
    @Test func specWarningsWithRealFontconfig() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flare-fc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(atPath: Self.lobster, toPath: dir.appendingPathComponent("lobster.otf").path)
        let spec = dir.appendingPathComponent("spec.yaml")
        try Data(
            """
            flare: 1
            fonts: [lobster.otf]
            alerts:
              a:
                title: Hi
                message: There
                appearance:
                  titleFont: Lobster Two Bold Italic 24
                  messageFont: Inter Semi Bold 15
                actions:
                  - title: OK
                    appearance: {actionFont: DejaVu Sanz Bold 17}

            """.utf8
        ).write(to: spec)
        let result = SpecLoader.load(path: spec.path, fonts: catalog)
        #expect(result.errors.isEmpty)
        #expect(
            result.warnings.map { "\($0.location.line):\($0.location.column): \($0.message)" } == [
                "12:34: font family 'DejaVu Sanz' is not installed, bundled or declared in 'fonts:'; "
                    + "DejaVu Sans will draw instead (did you mean 'DejaVu Sans'?)"
            ])
    }
}
