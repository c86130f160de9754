import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// The font picker: a search that filters the families as you type, each family drawn in its own face, the chosen
/// family's faces pickable; the stage draws the chosen font without writing, Enter writes it, Escape puts it back.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct FontPickerTests {
    let page = PropertiesPageTests()
    static let titleFont = PropertiesPageTests.path("alerts.known.appearance.titleFont")

    @MainActor func opened(_ properties: PropertiesPage) throws -> FontPicker {
        page.fresh(properties)
        let picker = try #require(properties.editors[Self.titleFont]?.font?.family)
        picker.open()
        return picker
    }

    @MainActor static func titleFont(_ preview: PreviewWindow) -> FontSpec? {
        preview.spec?.alert("known")?.appearance.titleFont
    }

    @Test func theSearchFiltersTheFamiliesAndAFamilysFacesArePickable() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, properties) = try page.open(folder)
            defer { preview.close() }
            let picker = try opened(properties)
            let all = picker.shownFamilies
            #expect(all.contains("Inter") && all.contains(FontSpec.systemFamily) && all.count > 2, "\(all)")
            // Each family is drawn in its own face.
            let label = try #require(Label.cast(picker.rows["Inter"]?.firstChild))
            #expect(label.source.contains("font_family='Inter'") && label.text == "Inter", "\(label.source)")
            picker.search.text = "INT"
            #expect(picker.shownFamilies == all.filter { $0.localizedCaseInsensitiveContains("int") })
            #expect(picker.shownFamilies.contains("Inter") && picker.shownFamilies.count < all.count)
            picker.list.select(try #require(picker.rows["Inter"]))
            #expect(MainLoop.run(until: { Self.titleFont(preview)?.family == "Inter" }), "the stage draws the family")
            // Inter's faces, Thin to Black, each a button drawn in its weight.
            #expect(Set(picker.faces.keys).isSuperset(of: ["Thin", "Regular", "Bold", "Black"]), "\(picker.faces.keys)")
            let light = try #require(Label.cast(picker.faces["Light"]?.firstChild))
            #expect(light.source.contains("font_weight='300'"), "\(light.source)")
            try #require(picker.faces["Light"]).emit(.clicked)
            #expect(MainLoop.run(until: { Self.titleFont(preview)?.weight == .light }), "the stage draws the face")
            #expect(page.text(folder) == PropertiesPageTests.spec, "nothing written while choosing")
            #expect(picker.pressed(ColorPicker.returnKey, state: 0), "Enter writes the font")
            #expect(page.text(folder).contains("      titleFont: Inter Light 17\n"), "\(page.text(folder))")
            #expect(preview.edits.history.undoStack.count == 1)
        }
    }

    @Test func escapePutsTheFontBack() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, properties) = try page.open(folder)
            defer { preview.close() }
            let before = try #require(Self.titleFont(preview))
            let picker = try opened(properties)
            picker.list.select(try #require(picker.rows["Inter"]))
            #expect(MainLoop.run(until: { preview.edits.preview.isShown }))
            #expect(Self.titleFont(preview)?.family == "Inter")
            #expect(picker.pressed(ColorPicker.escapeKey, state: 0))
            #expect(MainLoop.run(until: { Self.titleFont(preview) == before }))
            #expect(picker.chosen == before)
            #expect(page.text(folder) == PropertiesPageTests.spec)
            #expect(!preview.edits.canUndo)
        }
    }
}
