import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// The colour picker as a designer expects it: the stage draws the colour being chosen without writing the file;
/// "Use" writes it once (one undo step); Escape draws the value as it was; Enter in the hex field applies; an unset
/// colour opens on what the stage draws; "Add to Palette…" writes `palette:` byte for byte and uses the name.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct ColorPickerPreviewTests {
    let page = PropertiesPageTests()
    static let background = PropertiesPageTests.path("alerts.known.appearance.backgroundColor")

    /// The picker of `path`, its popover open.
    @MainActor func opened(_ path: EditPath, on properties: PropertiesPage) throws -> ColorPicker {
        page.fresh(properties)
        let picker = try #require(properties.editors[path]?.color)
        picker.open()
        return picker
    }

    /// The alert's background as the window shows it.
    @MainActor static func background(_ preview: PreviewWindow) -> Color? {
        preview.spec?.alert("known")?.appearance.backgroundColor
    }

    /// The alert's background as the stage paints it, once the window painted what it shows.
    @MainActor func drawnBackground(_ preview: PreviewWindow) throws -> UInt32 {
        page.painted(preview)
        let stage = try #require(preview.stage)
        let f = try #require(stage.alertFrames())
        let image = try Exporter.render(widget: stage.widget, scale: 1)
        return image.hex(Int(f.alert.x) + 4, Int(f.alert.maxY) - 4)
    }

    @Test func theStageDrawsTheChosenColourWithoutWritingAndUseWritesItOnce() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, properties) = try page.open(folder)
            defer { preview.close() }
            let picker = try opened(Self.background, on: properties)
            let steps = preview.edits.history.undoStack.count
            picker.chooser.rgba = RGBA(hex: 0xE01010)
            #expect(MainLoop.run(until: { Self.background(preview) == Color(hex: 0xE01010) }))
            #expect(try drawnBackground(preview) >> 8 == 0xE01010, "the stage draws the colour being chosen")
            #expect(page.text(folder) == PropertiesPageTests.spec, "nothing written while choosing")
            #expect(preview.edits.history.undoStack.count == steps, "nothing in the undo history")
            #expect(properties.editors[Self.background]?.color === picker, "the page waits: the picker stays open")
            #expect(picker.popover.mapped)

            picker.use.emit(.clicked)
            #expect(page.text(folder).contains("backgroundColor: \"#E01010\"   # brand blue\n"), "\(page.text(folder))")
            #expect(preview.edits.history.undoStack.count == steps + 1, "one undoable edit")
            preview.edits.undo()
            #expect(page.text(folder) == PropertiesPageTests.spec)
            #expect(try drawnBackground(preview) >> 8 == 0x204080)
        }
    }

    @Test func escapeDrawsTheValueAsItWas() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, properties) = try page.open(folder)
            defer { preview.close() }
            let before = try drawnBackground(preview)
            let picker = try opened(Self.background, on: properties)
            picker.chooser.rgba = RGBA(hex: 0x10A010)
            #expect(MainLoop.run(until: { preview.edits.preview.isShown }))
            #expect(try drawnBackground(preview) >> 8 == 0x10A010)
            #expect(picker.pressed(ColorPicker.escapeKey, state: 0))
            #expect(MainLoop.run(until: { !picker.popover.mapped }))
            #expect(MainLoop.run(until: { Self.background(preview) == Color(hex: 0x204080) }))
            #expect(try drawnBackground(preview) == before, "exactly as it was")
            #expect(page.text(folder) == PropertiesPageTests.spec)
            #expect(!preview.edits.canUndo)
            // Opened again, the chooser shows the value, not the one left behind.
            let again = try opened(Self.background, on: properties)
            #expect(again.chosenText == "#204080")
            again.popover.popdown()
        }
    }

    @Test func enterInTheHexFieldApplies() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, properties) = try page.open(folder)
            defer { preview.close() }
            let picker = try opened(Self.background, on: properties)
            let field = try #require(picker.hexField)
            field.text = "#10A010"
            field.emit(.activate)
            #expect(page.text(folder).contains("backgroundColor: \"#10A010\"   # brand blue\n"), "\(page.text(folder))")
            #expect(!picker.popover.mapped)
            #expect(preview.edits.history.undoStack.count == 1)
        }
    }

    @Test func anUnsetColourOpensOnTheColourTheStageDraws() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let spec = PropertiesPageTests.spec.replacingOccurrences(
                of: "    message: Properties\n", with: "    message: Properties\n    icon: builtin:info\n")
            let (preview, properties) = try page.open(folder, spec)
            defer { preview.close() }
            let tint = try opened(PropertiesPageTests.path("alerts.known.appearance.imageTintColor"), on: properties)
            #expect(tint.chosenText == "#007AFF", "iOS's system blue, as the icon is drawn")
            tint.popover.popdown()
            let border = try opened(PropertiesPageTests.path("alerts.known.appearance.borderColor"), on: properties)
            #expect(border.chosenText == "#204080", "the alert's background shows where no border is drawn")
            border.popover.popdown()
            #expect(page.text(folder) == spec)
        }
    }

    @Test func addToPaletteWritesTheNameUnderPaletteAndUsesIt() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, properties) = try page.open(folder)
            defer { preview.close() }
            let picker = try opened(PropertiesPageTests.path("alerts.known.appearance.messageColor"), on: properties)
            picker.chooser.rgba = RGBA(hex: 0x336699)
            picker.adder.toggle.emit(.clicked)
            #expect(picker.adder.entry.visible)
            picker.adder.entry.text = "sun"
            picker.adder.add.emit(.clicked)
            #expect(picker.adder.message.visible && picker.adder.message.text.contains("has “sun” already"))
            picker.adder.entry.text = "red"
            picker.adder.entry.emit(.activate)
            #expect(picker.adder.message.text.contains("colour name"), "\(picker.adder.message.text)")
            #expect(page.text(folder) == PropertiesPageTests.spec, "nothing written for a refused name")
            picker.adder.entry.text = "dusk"
            picker.adder.entry.emit(.activate)
            let expected = PropertiesPageTests.spec
                .replacingOccurrences(of: "  sun: \"#FFCC00\"\n", with: "  sun: \"#FFCC00\"\n  dusk: \"#336699\"\n")
                .replacingOccurrences(
                    of: "      animationDuration: 0\n", with: "      animationDuration: 0\n      messageColor: dusk\n")
            #expect(page.text(folder) == expected, "\(page.text(folder))")
            #expect(preview.spec?.alert("known")?.appearance.messageColor == Color(hex: 0x336699))
            #expect(preview.edits.history.undoStack.count == 1, "one undo step")
            preview.edits.undo()
            #expect(page.text(folder) == PropertiesPageTests.spec)
        }
    }
}
