import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// A rocket's RocketFont row has the alerts' pickers (issue 45, item 5): the searchable `FontPicker`, the stage
/// drawing the chosen family and face without writing, Enter writing it as one undoable edit in block style, Escape
/// putting it back; and the colour picker's "Add to Palette…", writing the name under `palette:` and using it.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct RocketPickerTests {
    let rockets = RocketPropertiesTests()
    static let font = RocketPropertiesTests.path("rockets.hello.blocks.hi.font")

    /// Block `hi`'s font as the window shows it.
    @MainActor static func hiFont(_ preview: PreviewWindow) -> RocketFont? {
        guard case .text(let hi)? = preview.spec?.rockets.first?.block("hi")?.content else { return nil }
        return hi.font
    }

    /// Block `hi`'s font editor, its font picker open.
    @MainActor func openedFontPicker(_ rocket: RocketProperties) throws -> FontPicker {
        let picker = try #require(rocket.fonts[Self.font]?.family)
        picker.open()
        return picker
    }

    @Test func theFontPickerPreviewsAFamilyAndFaceAndEnterWritesThemOnce() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, rocket) = try rockets.open(folder)
            defer { preview.close() }
            let picker = try openedFontPicker(rocket)
            let label = try #require(Label.cast(picker.rows["Inter"]?.firstChild))
            #expect(label.source.contains("font_family='Inter'"), "each family in its own face: \(label.source)")
            picker.search.text = "inte"
            #expect(picker.shownFamilies.contains("Inter") && !picker.shownFamilies.contains(FontSpec.systemFamily))
            picker.list.select(try #require(picker.rows["Inter"]))
            #expect(MainLoop.run(until: { Self.hiFont(preview)?.font.family == "Inter" }), "the stage draws it")
            try #require(picker.faces["Light"]).emit(.clicked)
            #expect(MainLoop.run(until: { Self.hiFont(preview)?.font.weight == .light }), "the stage draws the face")
            #expect(Self.hiFont(preview)?.color == RocketFont.textBold.color, "the preset's colour kept")
            #expect(rockets.text(folder) == RocketPropertiesTests.spec, "nothing written while choosing")
            #expect(!preview.edits.canUndo, "nothing in the undo history")
            #expect(picker.pressed(ColorPicker.returnKey, state: 0), "Enter writes the font")
            // Block lines in a block file, as the keys beside it are written (issue 45, item 8).
            let written = rockets.text(folder)
            #expect(
                written.contains("        font:\n          font: Inter Light 18\n          color: \"#293B4D\"\n"),
                "\(written)")
            #expect(written.contains("text: Hello there   # greeting\n"), "\(written)")
            #expect(preview.edits.history.undoStack.count == 1, "one undoable edit")
            preview.edits.undo()
            #expect(rockets.text(folder) == RocketPropertiesTests.spec)
        }
    }

    @Test func escapePutsTheRocketFontBack() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, rocket) = try rockets.open(folder)
            defer { preview.close() }
            let before = try #require(Self.hiFont(preview))
            let picker = try openedFontPicker(rocket)
            picker.list.select(try #require(picker.rows["Inter"]))
            #expect(MainLoop.run(until: { preview.edits.preview.isShown }))
            #expect(Self.hiFont(preview)?.font.family == "Inter")
            #expect(picker.pressed(ColorPicker.escapeKey, state: 0))
            #expect(MainLoop.run(until: { Self.hiFont(preview) == before }), "drawn as it was")
            #expect(picker.chosen == before.font)
            #expect(rockets.text(folder) == RocketPropertiesTests.spec)
            #expect(!preview.edits.canUndo)
        }
    }

    @Test func addToPaletteFromARocketFontsColour() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, rocket) = try rockets.open(folder)
            defer { preview.close() }
            let picker = try #require(rocket.fonts[Self.font]?.color)
            picker.open()
            #expect(picker.adder.widget.visible, "offered, as on an alert's colour")
            picker.chooser.rgba = RGBA(hex: 0x336699)
            picker.adder.toggle.emit(.clicked)
            picker.adder.entry.text = "red"
            picker.adder.entry.emit(.activate)
            #expect(picker.adder.message.text.contains("colour name"), "\(picker.adder.message.text)")
            #expect(rockets.text(folder) == RocketPropertiesTests.spec, "nothing written for a refused name")
            picker.adder.entry.text = "dusk"
            picker.adder.entry.emit(.activate)
            let written = rockets.text(folder)
            #expect(written.contains("\npalette:\n  dusk: \"#336699\"\n"), "\(written)")
            let font = RocketFont.textBold.font.description
            #expect(written.contains("        font:\n          font: \(font)\n          color: dusk\n"), "\(written)")
            #expect(Self.hiFont(preview)?.color == Color(hex: 0x336699))
            #expect(preview.edits.history.undoStack.count == 1, "one undo step")
            preview.edits.undo()
            #expect(rockets.text(folder) == RocketPropertiesTests.spec)
        }
    }
}
