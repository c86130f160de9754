import Foundation
import Testing
import TestSupport
@testable import FlareCore

/// The engine under the window's pickers: "Add to Palette…" (`SpecEditor.addPaletteColor`, written byte for byte
/// beside its siblings; names refused with the reason), the colour an unset optional colour opens on
/// (`PropertySheet.Row.drawn`), and a family's faces as the font picker lists them (`FontFaces`).
@Suite struct PickerEngineTests {
    static let withPalette = """
        flare: 1
        palette:
          ink: "#1C1C1E"   # body text
          sea: {light: "#0A84FF", dark: "#409CFF"}
        alerts:
          a:
            title: A
            appearance:
              titleColor: ink

        """

    static let withoutPalette = """
        flare: 1
        alerts:
          a:
            title: A
            appearance:
              titleColor: "#101010"

        """

    @Test func aNewPaletteColourIsWrittenBesideItsSiblingsAndUsedInOneEdit() throws {
        let (editor, _) = try SpecEditorTests.spec(Self.withPalette)
        let edit = try editor.addPaletteColor(
            "brand", "#E01010", then: [.set(try EditPath(parsing: "alerts.a.appearance.titleColor"), "brand")])
        #expect(
            edit.after
                == """
                flare: 1
                palette:
                  ink: "#1C1C1E"   # body text
                  sea: {light: "#0A84FF", dark: "#409CFF"}
                  brand: "#E01010"
                alerts:
                  a:
                    title: A
                    appearance:
                      titleColor: brand

                """, "\(edit.after)")
        #expect(edit.spec.palette["brand"] == Color(hex: 0xE01010))
        #expect(edit.spec.alert("a")?.appearance.titleColor == Color(hex: 0xE01010))
        #expect(edit.before == Self.withPalette, "one edit from the text before")
    }

    @Test func aSpecWithoutAPaletteGetsOneAsABlock() throws {
        let (editor, _) = try SpecEditorTests.spec(Self.withoutPalette)
        let edit = try editor.addPaletteColor(
            "brand", "#E01010", then: [.set(try EditPath(parsing: "alerts.a.appearance.titleColor"), "brand")])
        #expect(edit.spec.palette["brand"] == Color(hex: 0xE01010))
        #expect(edit.after.contains("palette:\n  brand: \"#E01010\"\n"), "\(edit.after)")
        // The value keeps the quotes it was written with.
        #expect(edit.after.contains("      titleColor: \"brand\"\n"), "\(edit.after)")
        #expect(edit.spec.alert("a")?.appearance.titleColor == Color(hex: 0xE01010))
    }

    @Test func namesThePaletteCannotTakeAreRefusedWithTheReason() throws {
        let (editor, _) = try SpecEditorTests.spec(Self.withPalette)
        let spec = try #require(SpecLoader.load(path: editor.path).spec)
        #expect(SpecEditor.paletteNameProblem("brand", in: spec) == nil)
        #expect(SpecEditor.paletteNameProblem("brand-2_b", in: spec) == nil)
        #expect(SpecEditor.paletteNameProblem("ink", in: spec)?.contains("has “ink” already") == true)
        #expect(SpecEditor.paletteNameProblem("red", in: spec)?.contains("colour name") == true)
        #expect(SpecEditor.paletteNameProblem("yes", in: spec)?.contains("YAML") == true)
        #expect(SpecEditor.paletteNameProblem("", in: spec) == "Name the colour first.")
        for bad in ["2tone", "my colour", "brand.primary", "#abc", "ünï"] {
            #expect(SpecEditor.paletteNameProblem(bad, in: spec)?.contains("not a palette name") == true, "\(bad)")
        }
        #expect(throws: SpecEditError.self) { try editor.addPaletteColor("ink", "#E01010") }
    }

    @Test func anUnsetOptionalColourOpensOnWhatTheStageDraws() throws {
        let (editor, _) = try SpecEditorTests.spec(
            """
            flare: 1
            alerts:
              a:
                title: A
                icon: builtin:info
                appearance: {backgroundColor: "#203040"}
                actions: [{title: OK}]
              w:
                title: W
                preset: warningAlert
            """)
        let spec = try #require(SpecLoader.load(path: editor.path).spec)
        let sheet = try #require(PropertySheet(alert: "a", in: spec))
        let tint = try #require(sheet.row(try EditPath(parsing: "alerts.a.appearance.imageTintColor")))
        #expect(tint.value == .none && tint.drawn == .systemBlue)
        let border = try #require(sheet.row(try EditPath(parsing: "alerts.a.appearance.borderColor")))
        #expect(border.drawn == Color(hex: 0x203040))
        let back = try #require(
            sheet.sections.flatMap(\.rows).first { $0.path.description.hasSuffix("actionBackgroundColor") })
        #expect(back.drawn == Color(hex: 0x203040))
        let title = try #require(sheet.row(try EditPath(parsing: "alerts.a.appearance.titleColor")))
        #expect(title.drawn == nil, "a colour that is set opens on itself")
        // A preset's tint is the value itself.
        let warning = try #require(PropertySheet(alert: "w", in: spec))
        let presetTint = try #require(warning.row(try EditPath(parsing: "alerts.w.appearance.imageTintColor")))
        #expect(presetTint.value == .color(Color(hex: 0xFFCC00)) && presetTint.drawn == nil)
    }

    @Test func aFamilysFacesAreReadFromFontconfigsStyles() {
        let faces = [
            FontFace(family: "Lobster Two", style: "Bold Italic", file: "a"),
            FontFace(family: "Lobster Two", style: "Regular", file: "b"),
            FontFace(family: "Lobster Two", style: "Bold", file: "c"),
            FontFace(family: "Lobster Two", style: "Book", file: "d"),  // Regular again
            FontFace(family: "LobsterTwo", style: "Italic", file: "e"),  // fontconfig's name comparison
            FontFace(family: "Lobster Two", style: "Foundry Special", file: "f"),
            FontFace(family: "Other", style: "Black", file: "g"),
        ]
        let found = FontFaces.of("Lobster Two", in: faces)
        #expect(found.map(\.style) == ["Regular", "Bold", "Italic", "Bold Italic"])
        let boldItalic = found[3].applied(to: FontSpec(family: "Lobster Two", size: 20))
        #expect(boldItalic.description == "Lobster Two Bold Italic 20")
        #expect(FontFaces.face(style: "Condensed Light")?.width == .condensed)
    }
}
