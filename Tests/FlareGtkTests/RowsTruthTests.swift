import FlareCore
@testable import FlareGtk
import Foundation
import Testing
import TestSupport

/// Rows never stale (issue 45, item 4): after an edit, a rename, a duplicate, an added action or a preset change,
/// every row of the Properties page shows the value, the written text and the origin that a fresh load of the
/// written file gives, even when the page is built before the edit's write (the window writes after the frame that
/// shows it); and the page keeps its scroll for a rocket as for an alert.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct RowsTruthTests {
    let pages = PropertiesPageTests()

    /// The rows a fresh load of the files on disk gives for alert `id`.
    @MainActor static func truth(_ folder: SpecFolder, _ id: String) throws -> [PropertySheet.Row] {
        let spec = try #require(SpecLoader.load(path: folder.spec.path).spec)
        return try #require(PropertySheet(alert: id, in: spec, source: SpecSource(spec: spec))).sections.flatMap(\.rows)
    }

    /// Builds the page now (before the edit's write), then compares its rows with the file's once written.
    @MainActor func expectTrueRows(
        _ page: PropertiesPage, _ folder: SpecFolder, _ id: String, _ what: Comment
    ) throws {
        page.refresh()
        #expect(page.sheet?.alertID == id, what)
        let shown = page.sheet?.sections.flatMap(\.rows) ?? []
        _ = pages.text(folder)  // written
        let truth = try Self.truth(folder, id)
        #expect(shown.count == truth.count, what)
        for (row, want) in zip(shown, truth) where row != want {
            let message = "\(what): \(row.path) shows \(row.written ?? "-") from \(row.origin); "
            Issue.record("\(message)the file gives \(want.written ?? "-") from \(want.origin)")
        }
    }

    @Test func everyRowShowsTheFileAfterEachKindOfEdit() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, page) = try pages.open(folder)
            defer { preview.close() }
            #expect(preview.edits.set(PropertiesPageTests.path("alerts.known.appearance.borderCornerRadius"), to: "9"))
            try expectTrueRows(page, folder, "known", "a value edit")
            let entry = try #require(page.idEntry)
            entry.text = "renamed"
            entry.emit(.activate)
            try expectTrueRows(page, folder, "renamed", "a rename")
            try #require(page.duplicateButton).emit(.clicked)
            try expectTrueRows(page, folder, "renamed-copy", "a duplicate")
            try #require(page.addActionButton).emit(.clicked)
            try expectTrueRows(page, folder, "renamed-copy", "an added action")
            #expect(preview.edits.set(PropertiesPageTests.path("alerts.renamed-copy.preset"), to: "systemWarning"))
            try expectTrueRows(page, folder, "renamed-copy", "a preset change")
            let presets = (page.sheet?.sections.flatMap(\.rows) ?? []).compactMap {
                if case .preset(let p) = $0.origin { p } else { nil }
            }
            #expect(!presets.isEmpty && presets.allSatisfy { $0 == .systemWarning }, "\(presets)")
        }
    }

    /// The rocket page keeps its scroll and gives the edited row's editor the focus back, as the alert page does
    /// (issue 45, item 4: it jumped to the top after a color edit).
    @Test func aRocketEditKeepsThePagesScrollAndTheEditorsFocus() async throws {
        try await onGtk {
            try SpecFolder.withWindow(RocketPropertiesTests.spec, width: 1280, height: 720) { preview, folder in
                preview.stageController.select(SpecItem.rocket("hello"))
                preview.inspector.setVisible(true)
                preview.inspector.showPage("properties")
                let page = preview.inspector.propertiesPage
                pages.fresh(page)
                let path = RocketPropertiesTests.path("rockets.hello.blocks.bye.font")
                let font = try #require(page.rocket.fonts[path])
                RenderFixtures.waitFrames(preview.window, 2)
                page.scroller.verticalOffset = 400
                #expect(font.color.button.grabFocus())
                let offset = pages.settled(page.scroller, in: preview)
                #expect(offset > 0, "the page scrolls")
                font.color.choose(0xE01010)
                #expect(pages.text(folder).contains("\"#E01010\""), "\(pages.text(folder))")
                pages.fresh(page)
                #expect(pages.settled(page.scroller, in: preview) == offset, "the page did not move")
                let again = try #require(page.rocket.fonts[path])
                #expect(again !== font, "the page was rebuilt")
                #expect(again.widget.containsFocus, "the edited row's editor has the focus again")
            }
        }
    }
}
