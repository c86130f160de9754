import FlareCore
@testable import FlareGtk
import TestSupport
import Testing

/// "Add action" rebuilds the Properties page, and the designer keeps their place: the page scrolled to its bottom
/// stays there (it jumped to the top: the clicked button left the page, and the focus with it).
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct AddActionScrollTests {
    @Test func addActionKeepsThePagesScroll() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let helper = PropertiesPageTests()
            let (preview, page) = try helper.open(folder)
            defer { preview.close() }
            helper.fresh(page)
            let add = try #require(page.addActionButton)
            RenderFixtures.waitFrames(preview.window, 2)
            // The designer scrolled to the bottom and clicks "Add action" (it has the focus, as a click gives it).
            page.scroller.verticalOffset = 100_000
            #expect(add.grabFocus())
            let offset = helper.settled(page.scroller, in: preview)
            #expect(offset > 0, "the page scrolls")
            add.emit(.clicked)
            #expect(MainLoop.run(until: { page.addActionButton !== add && !page.isStale }), "the page was rebuilt")
            #expect(preview.spec?.alert("known")?.actions.count == 3)
            #expect(helper.settled(page.scroller, in: preview) >= offset, "the page did not jump to the top")
            #expect(page.addActionButton?.containsFocus == true, "Add action has the focus again")
        }
    }
}
