import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// The window's words (issue 45, item 10): the template names the source pane's real shortcut, the main menu names
/// no accelerator (GTK shows it beside the item), and a drop-down's tooltip stays off its open list.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct WindowWordsTests {
    @Test func theTemplateNamesTheSourcePanesShortcut() throws {
        let toggle = try #require(PreviewActions.shortcuts.first { $0.action == "toggle-source" })
        #expect(toggle.accelerators == ["<Control>e"])
        let sidebar = try #require(PreviewActions.shortcuts.first { $0.action == "toggle-sidebar" })
        #expect(sidebar.accelerators == ["F9"], "F9 is the sidebar's")
        let text = try String(contentsOf: SpecTemplate.alert.url, encoding: .utf8)
        #expect(text.contains("source pane, Ctrl+E)"), "\(text.prefix(120))")
        for template in SpecTemplate.allCases {
            let text = try String(contentsOf: template.url, encoding: .utf8)
            #expect(!text.contains("F9"), "\(template): F9 shows or hides the sidebar")
        }
    }

    @Test func theMainMenuNamesNoAccelerator() {
        #expect(PreviewHeader.menuItems.contains { $0.0 == "Source Pane" && $0.1 == "win.toggle-source" })
        for (label, _) in PreviewHeader.menuItems {
            #expect(!label.contains("Ctrl") && !label.contains("("), "\(label): GTK shows the accelerator beside it")
        }
    }

    @Test func aDropDownsTooltipStaysOffItsOpenList() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, page) = try PropertiesPageTests().open(folder)
            defer { preview.close() }
            let align = try #require(
                page.editors[PropertiesPageTests.path("alerts.known.appearance.titleTextAlignment")]?.dropDown)
            #expect(align.tooltip == nil, "no fixed tooltip, which GTK would show over the open list")
            #expect(align.emit(.queryTooltip), "closed: the row's doc")
            align.popup()
            #expect(MainLoop.run(until: { align.isOpen }))
            #expect(!align.emit(.queryTooltip), "open: no tooltip over the list")
            // The font row's parts: the same.
            let font = try #require(page.editors[PropertiesPageTests.path("alerts.known.appearance.titleFont")]?.font)
            #expect(font.family.button.emit(.queryTooltip))
            #expect(font.family.button.parent?.tooltip == nil, "the row's box has none of its own")
            // The header's drop-downs too.
            #expect(preview.chrome.header.devicePicker.tooltip == nil)
            #expect(preview.chrome.header.devicePicker.emit(.queryTooltip))
        }
    }
}
