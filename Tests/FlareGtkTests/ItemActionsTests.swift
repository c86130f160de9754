import CFlareShim
import CGtk
import FlareCore
import Foundation
import TestSupport
import Testing

@testable import FlareGtk

/// The bar under the sidebar: an alert added from a preset and a rocket added, each selected and undoable.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct ItemActionsTests {
    @Test func anAlertFromAPresetAndARocketAreAddedAndUndone() async throws {
        try await onGtk {
            try SpecFolder.withWindow(PropertiesPageTests.spec) { preview, folder in
                let bar = preview.chrome.itemActions
                bar.presets.selected = AlertPreset.allCases.firstIndex(of: .systemWarning)
                bar.addAlertButton.emit(.clicked)
                let added = try #require(preview.spec?.alert("new-alert"))
                #expect(added.preset == .systemWarning)
                #expect(added.actions.map(\.title) == ["OK"])
                #expect(preview.selection == .alert("new-alert"))
                bar.addRocketButton.emit(.clicked)
                #expect(preview.spec?.rockets.map(\.id) == ["new-rocket"])
                #expect(preview.selection == .rocket("new-rocket"))
                // Rename the rocket from the bar; duplicate; delete.
                bar.rename(to: "intro")
                #expect(preview.spec?.rockets.map(\.id) == ["intro"])
                bar.duplicateButton.emit(.clicked)
                #expect(preview.spec?.rockets.map(\.id) == ["intro", "intro-copy"])
                bar.deleteButton.emit(.clicked)
                #expect(preview.spec?.rockets.map(\.id) == ["intro"])
                // Every step undoes, back to the file as it was.
                while preview.edits.canUndo { preview.edits.undo() }
                #expect((try? String(contentsOf: folder.spec, encoding: .utf8)) == PropertiesPageTests.spec)
                #expect(preview.spec?.rockets.isEmpty == true)
            }
        }
    }
}
