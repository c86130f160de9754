import FlareCore
@testable import FlareGtk
import Foundation
import Testing
import TestSupport

/// The file watcher's events for Flare's own writes are no news, however many events one write gives (on a loaded
/// machine they come in separate turns of the main loop), while an outside change always is.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct OwnWriteTests {
    let pages = PropertiesPageTests()

    @Test func everyEventOfFlaresWriteIsItsOwnAndAnOutsideChangeIsNot() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, _) = try pages.open(folder)
            defer { preview.close() }
            let path = preview.specPath
            #expect(preview.edits.set(PropertiesPageTests.path("alerts.known.appearance.borderCornerRadius"), to: "9"))
            let written = pages.text(folder)
            // Before: the first event took the text on disk off the list, and a second one reloaded the disk over
            // the window (an edit shown and not yet written vanished: RowsTruthTests under load).
            #expect(preview.edits.isOwnWrite([path]), "the write's first event")
            #expect(preview.edits.isOwnWrite([path]), "a second event of the same write")
            try folder.write(written + "# outside\n")
            #expect(!preview.edits.isOwnWrite([path]), "an outside change")
            try folder.write(written)
            #expect(!preview.edits.isOwnWrite([path]), "an outside change back to Flare's text is news too")
        }
    }
}
