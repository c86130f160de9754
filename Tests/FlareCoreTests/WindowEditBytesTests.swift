import Foundation
import Testing
import TestSupport
@testable import FlareCore

/// Every kind of edit the window makes, on one file a person wrote (`Fixtures/window-edits/base.yaml`: comments,
/// aligned comment columns, blank lines, block and flow styles), each compared byte for byte with the file a person
/// would have written (`Fixtures/window-edits/<edit>.yaml`), and each undone back to the exact original bytes.
/// `FLARE_UPDATE_GOLDENS=1` writes the expected files from the editor (read each one before committing it).
@Suite struct WindowEditBytesTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/window-edits")

    /// One window edit: its name (the expected file's) and what the window asks of the editor.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let edit: @Sendable (SpecEditor) throws -> SpecEdit
        var testDescription: String { name }
    }

    static func path(_ text: String) throws -> EditPath { try EditPath(parsing: text) }

    static let low = "alerts.low"
    static let blocks = "rockets.intro.blocks"

    static let cases: [Case] = [
        // A value set: the comment after it keeps its column (longer and shorter), a lone one keeps its gap.
        Case(name: "set-longer") { try $0.set(path(low + ".title"), to: "Battery very low") },
        Case(name: "set-shorter") { try $0.set(path(low + ".message"), to: "Charge") },
        Case(name: "set-past-the-column") {
            try $0.set(path(low + ".message"), to: "Connect a charger within the next ten minutes")
        },
        Case(name: "set-new-key") { try $0.set(path(low + ".appearance.messageColor"), to: "#333333") },
        Case(name: "set-in-flow") { try $0.set(path("alerts.flowy.title"), to: "Flowing") },
        // Reset: the key removed, the lines around it as they were.
        Case(name: "reset") { try $0.unset(path(low + ".message")) },
        Case(name: "reset-last-key-of-map") { try $0.unset(path(low + ".appearance.titleFont")) },
        // Items: rename, duplicate, add and delete among blank-separated siblings.
        Case(name: "rename") { try $0.renameItem(.alert("low"), to: "battery") },
        Case(name: "duplicate") { try $0.duplicateItem(.alert("low"), as: "low2") },
        Case(name: "add-alert") {
            try $0.addItem(.alert("new-alert"), fields: [("title", "New alert"), ("message", "Say what.")])
        },
        Case(name: "add-action-list") { try $0.addItem(to: path("alerts.quiet.actions"), fields: [("title", "OK")]) },
        Case(name: "add-action") { try $0.addAction(to: "low") },
        Case(name: "delete") { try $0.deleteItem(.alert("quiet")) },
        Case(name: "delete-last") { try $0.deleteItem(.rocket("intro")) },
        Case(name: "reorder-actions") { try $0.moveItem(path(low + ".actions[1]"), to: 0) },
        Case(name: "add-rocket") {
            try $0.addItem(
                .rocket("tour"), value: .map([("blocks", .map([("hello", .map([("text", .text("Hi!"))]))]))]))
        },
        // Rockets: add a block, link Next, move one, remove one.
        Case(name: "add-block") { try $0.addBlock(.text, id: "block", to: "intro", after: "hello") },
        Case(name: "add-double-block") { try $0.addBlock(.doubleButton, id: "choice", to: "intro", after: nil) },
        Case(name: "link-next") { try $0.set(path(blocks + ".ask.next"), to: "hello") },
        Case(name: "move-block") { try $0.moveBlock("ask", in: "intro", by: -1) },
        Case(name: "remove-block") { try $0.removeBlock("ask", from: "intro") },
        // Palette: a colour added beside the others.
        Case(name: "palette-add") { try $0.set(path("palette.sky"), to: "#3399FF") },
        // Fonts: one changed, one unchanged (nothing written), a preset changed.
        Case(name: "font-set") { try $0.set(path(low + ".appearance.titleFont"), to: "system 20 bold") },
        Case(name: "font-unchanged") { try $0.set(path(low + ".appearance.titleFont"), to: "system 17 semibold") },
        Case(name: "preset-change") { try $0.set(path(low + ".preset"), to: "systemWarning") },
        // A rocket font: a preset by name, a preset turned into {font, color}, one half of a written map.
        Case(name: "rocket-font-preset") { try $0.replaceValue(path(blocks + ".hello.font"), raw: "button") },
        Case(name: "rocket-font-map") {
            try $0.replaceValue(
                path(blocks + ".hello.font"), with: .map([("font", .text("system 18")), ("color", .text("#00AA00"))]))
        },
        Case(name: "rocket-font-half") { try $0.set(path(blocks + ".ask.font.color"), to: "#0000FF") },
    ]

    static func editor() throws -> (SpecEditor, URL, String) {
        let base = try String(contentsOf: folder.appendingPathComponent("base.yaml"), encoding: .utf8)
        let url = try Fixtures.temporaryDirectory().appendingPathComponent("spec.yaml")
        try Data(base.utf8).write(to: url)
        return (SpecEditor(path: url.path), url, base)
    }

    @Test(arguments: cases) func theEditWritesWhatAPersonWould(_ edit: Case) throws {
        let (editor, url, base) = try Self.editor()
        let made = try edit.edit(editor)
        let expectedURL = Self.folder.appendingPathComponent(edit.name + ".yaml")
        if ProcessInfo.processInfo.environment["FLARE_UPDATE_GOLDENS"] != nil {
            try Data(made.after.utf8).write(to: expectedURL)
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(made.after == expected, "\(edit.name):\n\(made.after)")
        try editor.write(made)
        #expect(try Data(contentsOf: url) == Data(expected.utf8))
        // Undone, the original bytes.
        #expect(TextEdit.apply(TextEdit.inverse(of: made.edits), to: made.after) == base)
    }

    @Test func anUnchangedValueIsNoEdit() throws {
        let (editor, _, base) = try Self.editor()
        let edit = try editor.set(Self.path(Self.low + ".appearance.titleFont"), to: "system 17 semibold")
        #expect(edit.edits.isEmpty)
        #expect(edit.after == base)
    }
}
