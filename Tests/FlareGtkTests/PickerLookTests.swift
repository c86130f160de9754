import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// Pictures of the pickers for a person to look at (only with `FLARE_LOOK_DIR` set): the window while the colour
/// picker previews a colour on the stage (its "Add to Palette…" name asked), and the font picker searching, a
/// family's faces shown, in light and dark chrome.
@Suite(
    .serialized,
    .enabled(
        if: hasDisplay && ProcessInfo.processInfo.environment["FLARE_LOOK_DIR"] != nil,
        "set FLARE_LOOK_DIR to a folder to write the pictures"))
struct PickerLookTests {
    @Test(arguments: [false, true])
    func colourAndFontPickers(dark: Bool) async throws {
        try await PropertiesLookTests.onShowcase(size: (1280, 760), dark: dark) { preview, out, tag in
            preview.stageController.select(.alert("name-flight"))
            preview.inspector.setVisible(true)
            preview.inspector.showPage("properties")
            _ = MainLoop.run(until: { preview.stageController.isSettled }, timeout: 5)
            let page = preview.inspector.propertiesPage
            _ = MainLoop.run(until: { !page.isStale })
            let picker = try #require(
                page.editors.first { $0.key.description.hasSuffix("appearance.backgroundColor") }?.value.color)
            picker.open()
            picker.chooser.rgba = RGBA(hex: 0x6A1B9A)
            #expect(MainLoop.run(until: { preview.edits.preview.isShown }))
            picker.adder.toggle.emit(.clicked)
            picker.adder.entry.text = "red"
            picker.adder.add.emit(.clicked)
            RenderFixtures.waitFrames(preview.window, 4)
            try Exporter.render(widget: preview.window, scale: 1).png().write(
                to: out.appendingPathComponent("colour-preview-\(tag).png"))
            try Self.render(picker.popover, to: out.appendingPathComponent("colour-picker-\(tag).png"))
            #expect(picker.pressed(ColorPicker.escapeKey, state: 0))
            _ = MainLoop.run(until: { !page.isStale && !preview.edits.preview.isActive })

            let font = try #require(
                page.editors.first { $0.key.description.hasSuffix("appearance.titleFont") }?.value.font?.family)
            font.open()
            font.search.text = "s"
            if let row = font.rows["DejaVu Serif"] ?? font.rows["Inter"] { font.list.select(row) }
            if let bold = font.faces["Bold"] { bold.emit(.clicked) }
            _ = MainLoop.run(until: { preview.edits.preview.isShown })
            RenderFixtures.waitFrames(preview.window, 4)
            try Exporter.render(widget: preview.window, scale: 1).png().write(
                to: out.appendingPathComponent("font-preview-\(tag).png"))
            try Self.render(font.popover, to: out.appendingPathComponent("font-picker-\(tag).png"))
            #expect(font.pressed(ColorPicker.escapeKey, state: 0))
        }
    }

    /// A popover's contents over the whole popover (see `PropertiesLookTests`).
    @MainActor static func render(_ popover: Popover, to url: URL) throws {
        let content = try #require(popover.firstChild)
        try WidgetRenderer.render(content, width: Double(popover.width), height: Double(popover.height), scale: 1)
            .png().write(to: url)
    }
}
