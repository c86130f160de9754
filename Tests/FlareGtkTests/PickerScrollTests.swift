import FlareCore
@testable import FlareGtk
import TestSupport
import Testing

/// A picker does not move the Properties page under the designer (issue 45, deliverable 4), on an alert's page as on
/// a rocket's: the colour picker's hex field losing the focus to "Use" (the page scrolled ~260 px), and the font
/// picker's "Use" (~126 px). The page's offset is the same before the picker opens and once the page is rebuilt.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct PickerScrollTests {
    let alerts = PropertiesPageTests()
    let rockets = RocketPropertiesTests()
    static let alertColour = PropertiesPageTests.path("alerts.known.appearance.messageColor")
    static let alertFont = PropertiesPageTests.path("alerts.known.appearance.titleFont")
    static let rocketFont = RocketPropertiesTests.path("rockets.hello.blocks.hi.font")

    /// Runs `body` on a window on an alert's or a rocket's Properties page.
    func onPage(_ item: String, _ body: @escaping @MainActor (PreviewWindow, PropertiesPage) throws -> Void)
        async throws
    {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let preview = item == "alert" ? try alerts.open(folder).0 : try rockets.open(folder).0
            defer { preview.close() }
            try body(preview, preview.inspector.propertiesPage)
        }
    }

    /// The designer scrolled the page down and clicked `button` (it has the focus): the page's settled offset.
    @MainActor func scrolled(to button: Widget, _ page: PropertiesPage, _ preview: PreviewWindow) -> Double {
        RenderFixtures.waitFrames(preview.window, 2)
        page.scroller.verticalOffset = 300
        #expect(button.grabFocus())
        let offset = alerts.settled(page.scroller, in: preview)
        #expect(offset > 0, "the page scrolls")
        return offset
    }

    @Test(arguments: ["alert", "rocket"])
    func theHexFieldLosingTheFocusKeepsThePagesScroll(item: String) async throws {
        try await onPage(item) { preview, page in
            let picker = try #require(
                item == "alert" ? page.editors[Self.alertColour]?.color : page.rocket.fonts[Self.rocketFont]?.color)
            let offset = scrolled(to: picker.button, page, preview)
            picker.open()
            #expect(alerts.settled(page.scroller, in: preview) == offset, "the page did not move")
            let field = try #require(picker.hexField)
            #expect(field.grabFocus())
            field.text = "#10A010"
            #expect(alerts.settled(page.scroller, in: preview) == offset, "the page did not move")
            #expect(picker.use.grabFocus(), "the hex field loses the focus to Use")
            #expect(alerts.settled(page.scroller, in: preview) == offset, "the page did not move")
            picker.use.emit(.clicked)
            #expect(MainLoop.run(until: { preview.edits.canUndo && !page.isStale }), "written, the page rebuilt")
            #expect(alerts.settled(page.scroller, in: preview) == offset, "the page did not move")
        }
    }

    @Test(arguments: ["alert", "rocket"])
    func theFontPickersUseKeepsThePagesScroll(item: String) async throws {
        try await onPage(item) { preview, page in
            let font = item == "alert" ? page.editors[Self.alertFont]?.font?.family : nil
            let picker = try #require(font ?? page.rocket.fonts[Self.rocketFont]?.family)
            let offset = scrolled(to: picker.button, page, preview)
            picker.open()
            #expect(alerts.settled(page.scroller, in: preview) == offset, "the page did not move")
            picker.list.select(try #require(picker.rows["Inter"]))
            #expect(alerts.settled(page.scroller, in: preview) == offset, "the page did not move")
            #expect(picker.use.grabFocus())
            #expect(alerts.settled(page.scroller, in: preview) == offset, "the page did not move")
            picker.use.emit(.clicked)
            #expect(MainLoop.run(until: { preview.edits.canUndo && !page.isStale }), "written, the page rebuilt")
            #expect(alerts.settled(page.scroller, in: preview) == offset, "the page did not move")
        }
    }
}
