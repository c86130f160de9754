import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// The window's popovers (issue 45): no button's tooltip over its own open popover or menu ("Main menu" was drawn
/// over the open main menu), and the sidebar's Add and Rename popovers close once their action ran.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct ChromePopoverTests {
    @Test func noMenuButtonsTooltipOverItsOpenPopover() async throws {
        try await onGtk {
            try SpecFolder.withWindow(PropertiesPageTests.spec) { preview, _ in
                let buttons = ShortcutsWindowTests.descendants(preview.window).compactMap { MenuButton.cast($0) }
                    .filter { $0.tooltip != nil && $0.mapped }
                let texts = buttons.compactMap(\.tooltip)
                #expect(texts.contains("Main menu") && texts.contains("Add an alert or a rocket"), "\(texts)")
                for button in buttons {
                    let text = button.tooltip ?? ""
                    #expect(button.emit(.queryTooltip), "closed: \(text)")
                    button.popup()
                    #expect(MainLoop.run(until: { button.hasOpenPopover }), "\(text) opens")
                    #expect(!button.emit(.queryTooltip), "open: no “\(text)” over its popover")
                    button.popdown()
                    #expect(MainLoop.run(until: { !button.hasOpenPopover }), "\(text) closes")
                    #expect(button.emit(.queryTooltip), "closed again: \(text)")
                }
            }
        }
    }

    @Test func theAddAndRenamePopoversCloseAfterTheirAction() async throws {
        try await onGtk {
            try SpecFolder.withWindow(PropertiesPageTests.spec) { preview, _ in
                let bar = preview.chrome.itemActions
                for (name, item) in [("Add Rocket", bar.addRocketButton), ("Add Alert", bar.addAlertButton)] {
                    bar.addButton.popup()
                    #expect(MainLoop.run(until: { bar.addButton.hasOpenPopover }), "\(name): the popover opens")
                    item.emit(.clicked)
                    #expect(MainLoop.run(until: { !bar.addButton.hasOpenPopover }), "\(name) closes the popover")
                }
                #expect(preview.spec?.rockets.map(\.id) == ["new-rocket"])
                #expect(preview.selection == .alert("new-alert"))
                bar.renameButton.popup()
                #expect(MainLoop.run(until: { bar.renameButton.hasOpenPopover }), "Rename opens")
                bar.renameEntry.text = "renamed"
                bar.renameEntry.emit(.activate)
                #expect(MainLoop.run(until: { !bar.renameButton.hasOpenPopover }), "Enter renames and closes")
                #expect(preview.selection == .alert("renamed"))
            }
        }
    }
}
