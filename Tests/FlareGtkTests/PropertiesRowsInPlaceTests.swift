import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// After an edit of values the Properties page builds again only the rows that changed (`updateRows`): the other
/// rows' editors are the same widgets, the spin button that made the edit is kept, and the edited row says where
/// its value now lives; an edit of the structure (an action added) builds the page anew.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct PropertiesRowsInPlaceTests {
    @Test func anEditOfAValueRebuildsOnlyItsRow() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let pages = PropertiesPageTests()
            let (preview, page) = try pages.open(folder)
            defer { preview.close() }
            let radiusPath = PropertiesPageTests.path("alerts.known.appearance.borderCornerRadius")
            let titlePath = PropertiesPageTests.path("alerts.known.title")
            let title = try #require(page.editors[titlePath])
            let radius = try #require(page.editors[radiusPath])
            let spin = try #require(radius.spin)
            let origin = try #require(page.origins[radiusPath])
            spin.value = 24  // written at once, as a person turning the spin button
            pages.painted(preview)
            pages.fresh(page)
            #expect(preview.spec?.alert("known")?.appearance.borderCornerRadius == 24)
            #expect(page.editors[titlePath] === title, "another row's editor is kept")
            #expect(page.editors[radiusPath] === radius, "the spin button that made the edit is kept")
            #expect(page.origins[radiusPath] !== origin, "the edited row says where its value now lives")
            #expect(page.resets[radiusPath]?.sensitive == true, "and can be reset")
            // An edit from elsewhere (the inspect popover, `flare bench edit`): the row's spin button takes the value
            // in place, without writing it again; where the value lives is the same line, so that label is kept.
            let written = try #require(page.origins[radiusPath])
            let edits = preview.edits.history.undoStack.count
            #expect(preview.setProperty("alerts.known.appearance.borderCornerRadius", to: "12"))
            pages.painted(preview)
            pages.fresh(page)
            #expect(page.editors[radiusPath]?.spin?.value == 12)
            #expect(page.editors[radiusPath] === radius, "the spin button takes the value")
            #expect(page.origins[radiusPath] === written, "the row's name and origin are kept")
            #expect(preview.edits.history.undoStack.count == edits + 1, "taking the value wrote nothing")
            #expect(page.editors[titlePath] === title)
            // A switch, a drop-down and an entry take a value from elsewhere the same way.
            let others: [(String, String, @MainActor (PropertyEditor) -> Bool)] = [
                ("alerts.known.appearance.shouldDismissOnTap", "false", { $0.toggle?.active == false }),
                ("alerts.known.actions[0].style", "destructive", { $0.dropDown?.selected == 2 }),
                ("alerts.known.title", "Edited elsewhere", { $0.entry?.text == "Edited elsewhere" }),
            ]
            for (text, value, shows) in others {
                let path = PropertiesPageTests.path(text)
                let editor = try #require(page.editors[path])
                #expect(preview.setProperty(text, to: value))
                pages.painted(preview)
                pages.fresh(page)
                #expect(page.editors[path] === editor, "\(text): the same editor")
                #expect(page.editors[path].map(shows) == true, "\(text): shows \(value)")
            }
            // An action added: the page is built anew.
            try #require(page.addActionButton).emit(.clicked)
            pages.painted(preview)
            pages.fresh(page)
            #expect(preview.spec?.alert("known")?.actions.count == 3)
            #expect(page.editors[titlePath] !== title, "a new structure builds the page anew")
        }
    }
}
