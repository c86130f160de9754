import FlareCore
@testable import FlareGtk
import TestSupport
import Testing

/// "Add action" rebuilds the Properties page, and the designer keeps their place: the page scrolled to its bottom
/// stays there (it jumped to the top: the clicked button left the page, and the focus with it). The new action looks
/// like its siblings: on the alert template, it has their 26 pt titles, 44 pt buttons (lint finds no small target).
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

    @Test func theNewActionHasItsSiblingsLook() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let helper = PropertiesPageTests()
            let template = try String(contentsOf: SpecTemplate.alert.url, encoding: .utf8)
            try folder.write(template)
            let preview = folder.openWindow()
            defer { preview.close() }
            preview.inspector.setVisible(true)
            preview.inspector.showPage("properties")
            let page = preview.inspector.propertiesPage
            #expect(MainLoop.run(until: { !page.isStale && page.sheet?.alertID == "low-battery" }))
            // The touch-target rule: a bare `- title:` drew a 33 pt button. (Three 26 pt titles side by side do not
            // fit the alert: lint says "New action" is cut, rightly, and how to stack them.)
            let targets = { (spec: Spec) in try Linter.findings(in: spec).filter { $0.rule == .targetSize } }
            let before = try targets(try #require(preview.spec))
            try #require(page.addActionButton).emit(.clicked)
            let look = "        appearance:\n          actionFont: system 26\n"
            let last = "      - title: Not now\n        style: cancel\n" + look
            let expected = template.replacingOccurrences(of: last, with: last + "      - title: New action\n" + look)
            #expect(helper.text(folder) == expected, "\(helper.text(folder))")
            #expect(MainLoop.run(until: { preview.spec?.alert("low-battery")?.actions.count == 3 }))
            let after = try targets(try #require(preview.spec))
            #expect(before.isEmpty && after.isEmpty, "\(after.map(\.message))")
        }
    }
}
