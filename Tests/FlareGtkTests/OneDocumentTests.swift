import FlareCore
@testable import FlareGtk
import Foundation
import Testing
import TestSupport

/// One edit model (issue 45, item 1): the Properties page, the source pane and undo edit one document (the pane's
/// unsaved text over the file), so a Properties edit with a dirty pane keeps the typed text, the pane takes a
/// Properties edit at once, and neither is later blamed on "another program". Each test compares the file, the
/// pane's text and the page's rows.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct OneDocumentTests {
    static let radius = PropertiesPageTests.path("alerts.known.appearance.borderCornerRadius")
    static let title = PropertiesPageTests.path("alerts.known.title")

    /// The window on the Properties page of `known` with the source pane shown; its tab of the spec.
    @MainActor static func open(_ folder: SpecFolder) throws -> (PreviewWindow, PropertiesPage, SourceTab) {
        let (preview, page) = try PropertiesPageTests().open(folder)
        preview.sourceController.toggle()
        let tab = try #require(preview.source.current)
        return (preview, page, tab)
    }

    @MainActor static func text(_ folder: SpecFolder) -> String {
        PropertiesPageTests().text(folder)
    }

    /// The row of `path` as the page shows it now (after its refresh).
    @MainActor static func row(_ page: PropertiesPage, _ path: EditPath) throws -> PropertySheet.Row {
        PropertiesPageTests().fresh(page)
        return try #require(page.sheet?.row(path))
    }

    /// Nothing reloaded a file as another program's change (the log's "changed: "), nothing asks.
    @MainActor static func noOutsideChange(_ preview: PreviewWindow) -> Bool {
        !preview.source.bar.revealed && !preview.log.entries.contains { $0.message.hasPrefix("changed: ") }
    }

    @Test func aPropertiesEditWithADirtyPaneKeepsTheTypedText() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, page, tab) = try Self.open(folder)
            defer { preview.close() }
            try SourcePaneTests.type(" now", after: "title: Edit me", in: tab)
            #expect(MainLoop.run(until: { preview.spec?.alert("known")?.title == "Edit me now" }))
            #expect(try Self.row(page, Self.title).written == "Edit me now", "the row shows the typed text")
            #expect(tab.modified)
            #expect(preview.edits.set(Self.radius, to: "21"))
            // The file is written from the document: the typed text and the edit, and the pane shows that text.
            let file = Self.text(folder)
            #expect(file.contains("title: Edit me now\n") && file.contains("borderCornerRadius: 21\n"), "\(file)")
            #expect(tab.text == file && !tab.modified && tab.label.text == "spec.yaml")
            #expect(preview.spec?.alert("known")?.title == "Edit me now")
            #expect(preview.spec?.alert("known")?.appearance.borderCornerRadius == 21)
            #expect(try Self.row(page, Self.radius).written == "21")
            #expect(try Self.row(page, Self.title).written == "Edit me now")
            // Its own write is no news: nothing asks, nothing reloads into the tab.
            RenderFixtures.waitFrames(preview.window.widget, 4)
            #expect(MainLoop.run(until: { WindowEdits.unwrittenCount == 0 }))
            #expect(Self.noOutsideChange(preview))
            // Undo takes the edit back in the document, the typed text stays.
            try SourcePaneTests.type("!", after: "title: Edit me now", in: tab)
            #expect(MainLoop.run(until: { preview.spec?.alert("known")?.title == "Edit me now!" }))
            preview.edits.undo()
            let undone = Self.text(folder)
            #expect(undone.contains("title: Edit me now!\n") && !undone.contains("borderCornerRadius"), "\(undone)")
            #expect(tab.text == undone && !tab.modified)
            #expect(preview.edits.lastRefusal == nil)
            #expect(try Self.row(page, Self.radius).origin == .default)
            #expect(try Self.row(page, Self.title).written == "Edit me now!")
        }
    }

    @Test func thePaneTakesAPropertiesEditAtOnceAndSavesWithoutAConflict() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, page, tab) = try Self.open(folder)
            defer { preview.close() }
            let cursor = try SourcePaneTests.place(after: "title: Edit me", in: tab.text)
            tab.buffer.place(cursor, scroll: tab.view)
            let radius = try #require(page.editors[Self.radius]?.spin)
            radius.value = 30
            // The pane shows the edit before any frame, unmodified, its cursor where it was.
            #expect(tab.text.contains("borderCornerRadius: 30\n") && !tab.modified)
            #expect(tab.buffer.cursor == cursor)
            #expect(Self.text(folder) == tab.text)
            // Typing then saving: the file holds both edits, and nothing says another program changed it.
            RenderFixtures.waitFrames(preview.window.widget, 4)
            #expect(Self.noOutsideChange(preview), "the edit's write is Flare's own")
            try SourcePaneTests.type(" too", after: "title: Edit me", in: tab)
            #expect(MainLoop.run(until: { preview.spec?.alert("known")?.title == "Edit me too" }))
            #expect(try Self.row(page, Self.radius).written == "30")
            #expect(preview.source.save())
            let file = Self.text(folder)
            #expect(file.contains("title: Edit me too\n") && file.contains("borderCornerRadius: 30\n"), "\(file)")
            RenderFixtures.waitFrames(preview.window.widget, 4)
            // The save's own event reloads (as any save does) but takes nothing into the tab and asks nothing.
            #expect(!preview.source.bar.revealed && tab.text == file && !tab.modified)
            #expect(try Self.row(page, Self.title).written == "Edit me too")
            // The buffer's own undo still steps back through the Properties edit (one document, one history of
            // its text).
            #expect(tab.buffer.canUndo)
        }
    }

    @Test func theRowsReadWhereTheDocumentWritesAValue() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, page, tab) = try Self.open(folder)
            defer { preview.close() }
            // A line typed above the key moves it: the row's origin follows the pane's text, not the file's.
            let before = try Self.row(page, Self.title)
            guard case .spec(let was) = before.origin else { Issue.record("\(before.origin)"); return }
            tab.buffer.place(TextPlace(line: 1, column: 1), scroll: tab.view)
            tab.buffer.type("# a note\n")
            #expect(MainLoop.run(until: { tab.modified }))
            RenderFixtures.waitFrames(preview.window.widget, 2)
            page.refresh()
            let after = try Self.row(page, Self.title)
            guard case .spec(let now) = after.origin else { Issue.record("\(after.origin)"); return }
            #expect(now.line == was.line + 1, "\(was) → \(now)")
        }
    }
}
