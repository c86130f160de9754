import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// Ctrl+Z and Ctrl+Shift+Z are the spec's undo and redo even in a Properties entry or spin button, unless its text
/// differs from the file's value (issue 45, item 2): the entry's own undo used to run and empty the field just
/// written. The toasts name the row as the page does and the value the undo brought back.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct EditorUndoTests {
    let pages = PropertiesPageTests()
    static let control: UInt = 4  // GDK_CONTROL_MASK
    static let shift: UInt = 1  // GDK_SHIFT_MASK

    /// Types "Later" into `editor`'s entry and presses Enter: written, and the page shows the file again.
    @MainActor func writeLater(_ editor: PropertyEditor, folder: SpecFolder, page: PropertiesPage) throws {
        let entry = try #require(editor.entry)
        entry.text = "Later"
        entry.emit(.activate)
        #expect(pages.text(folder).contains("  - title: Later\n"), "\(pages.text(folder))")
        pages.fresh(page)
    }

    /// Presses `keyval` with `state` as the window's capture-phase controller gets it, with the window's focus.
    @MainActor static func press(_ keyval: UInt, _ state: UInt, in preview: PreviewWindow) -> Bool {
        EditorUndo.pressed(keyval: keyval, state: state, focus: preview.window.focus) {
            PreviewActions.activate($0, on: preview)
        }
    }

    @Test func ctrlZInAnEntryShowingTheFileIsTheSpecsUndo() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, page) = try pages.open(folder)
            defer { preview.close() }
            let path = PropertiesPageTests.path("alerts.known.actions[1].title")
            let editor = try #require(page.editors[path])
            let label = editor.row.label
            #expect(!label.contains("[") && !label.isEmpty, "the row's label, not a key path: \(label)")
            try writeLater(editor, folder: folder, page: page)
            let title = try #require(page.editors[path]?.entry)
            preview.window.setFocus(title)
            let focus = try #require(preview.window.focus)
            #expect(EditorUndo.keepsOwnUndo(focus) == false, "the entry shows the file's value")
            // Ctrl+Z: the spec's undo, not the entry's (which emptied the field).
            #expect(Self.press(EditorUndo.z, Self.control, in: preview))
            #expect(pages.text(folder) == PropertiesPageTests.spec)
            #expect(preview.messages.notice.text == "Undid Action 2 title → Two", "\(preview.messages.notice.text)")
            pages.fresh(page)
            #expect(page.editors[path]?.entry?.text == "Two")
            // Ctrl+Shift+Z: the spec's redo.
            preview.window.setFocus(try #require(page.editors[path]?.entry))
            #expect(Self.press(EditorUndo.shiftedZ, Self.control | Self.shift, in: preview))
            #expect(pages.text(folder).contains("  - title: Later\n"))
            #expect(preview.messages.notice.text == "Redid Action 2 title → Later", "\(preview.messages.notice.text)")
            pages.fresh(page)
            // Typed and not written: the entry keeps its own undo, the spec is not touched.
            let typing = try #require(page.editors[path]?.entry)
            preview.window.setFocus(typing)
            typing.text = "Late"
            #expect(EditorUndo.keepsOwnUndo(try #require(preview.window.focus)) == true)
            #expect(!Self.press(EditorUndo.z, Self.control, in: preview), "left to the entry")
            #expect(pages.text(folder).contains("  - title: Later\n"))
            // Other keys are not undo.
            #expect(EditorUndo.action(keyval: EditorUndo.z, state: 0) == nil)
            #expect(EditorUndo.action(keyval: EditorUndo.z, state: Self.control | 8) == nil)
        }
    }

    @Test func ctrlZInASpinButtonIsTheSpecsUndoUntilSomethingIsTyped() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, page) = try pages.open(folder)
            defer { preview.close() }
            let path = PropertiesPageTests.path("alerts.known.appearance.borderCornerRadius")
            let label = try #require(page.editors[path]?.row.label)
            let radius = try #require(page.editors[path]?.spin)
            radius.value = 30
            #expect(pages.text(folder).contains("borderCornerRadius: 30\n"))
            pages.fresh(page)
            let spin = try #require(page.editors[path]?.spin)
            preview.window.setFocus(spin)
            #expect(EditorUndo.keepsOwnUndo(try #require(preview.window.focus)) == false)
            #expect(Self.press(EditorUndo.z, Self.control, in: preview))
            #expect(pages.text(folder) == PropertiesPageTests.spec)
            // The key was not written before: the undo brings the default back.
            #expect(preview.messages.notice.text == "Undid \(label) → default", "\(preview.messages.notice.text)")
        }
    }

    /// Why the real-key tests stay off: they pass alone and beside up to five other suites (9 of 9 runs), but in a
    /// run of the Properties, source pane and picker suites together (29 suites) the keys still do not reach the
    /// window, though GTK says it is active with the entry focused (`XKeyboard.ready`). The keyboard grab, one cause,
    /// is gone.
    /// The same through the keyboard (issue 45, item 2): Ctrl+Z pressed for real (XTest, through the X server, GDK and
    /// the window's controllers) with the entry focused undoes the spec, not the entry's text; once a key is typed
    /// into the entry, Ctrl+Z is the entry's own undo and the file is left alone.
    @Test(.enabled(if: realInput, realInputComment)) func aRealCtrlZPressedInTheEntry() async throws {
        try await onGtk { try realCtrlZ(sourcePane: false) }
    }

    /// As above with the source pane open beside the page: the key is still the spec's undo, and the pane's tab
    /// shows the file as the undo left it.
    @Test(.enabled(if: realInput, realInputComment))
    func aRealCtrlZPressedInTheEntryWithTheSourcePaneOpen() async throws {
        try await onGtk { try realCtrlZ(sourcePane: true) }
    }

    @MainActor func realCtrlZ(sourcePane: Bool) throws {
        let folder = try SpecFolder()
        defer { folder.remove() }
        let (preview, page) = try pages.open(folder)
        defer { preview.close() }
        if sourcePane { preview.sourceController.toggle() }
        let path = PropertiesPageTests.path("alerts.known.actions[1].title")
        #expect(page.editors[path]?.row.label == "Title")
        try writeLater(try #require(page.editors[path]), folder: folder, page: page)
        let title = try #require(page.editors[path]?.entry)
        let keyboard = try #require(XKeyboard(preview.window), "an X11 display with XTest (make test runs Xvfb)")
        // The window active and the entry focused, as GTK sees them, before a key is sent.
        try #require(keyboard.ready(title, in: preview.window), "the window active, the entry focused")
        keyboard.press(UInt(EditorUndo.z), holding: [XKeyboard.controlL])
        #expect(MainLoop.run(until: { preview.messages.notice.text.hasPrefix("Undid") }), "the key arrived")
        #expect(pages.text(folder) == PropertiesPageTests.spec)
        #expect(preview.messages.notice.text == "Undid Action 2 title → Two", "\(preview.messages.notice.text)")
        if sourcePane {
            let tab = try #require(preview.source.current)
            #expect(MainLoop.run(until: { tab.text == PropertiesPageTests.spec }), "the pane shows the file")
            #expect(!tab.modified)
        }
        pages.fresh(page)
        let shown = try #require(page.editors[path]?.entry)
        #expect(shown.text == "Two", "the entry shows the file, not an emptied field")
        // A key typed at the end of the entry, then Ctrl+Z: the entry's own undo takes it back and the spec is not
        // touched.
        try #require(keyboard.ready(shown, in: preview.window))
        keyboard.press(0xFF57)  // XK_End
        keyboard.press(0x78)  // XK_x
        #expect(MainLoop.run(until: { shown.text == "Twox" }), "typed: \(shown.text)")
        #expect(EditorUndo.keepsOwnUndo(try #require(preview.window.focus)) == true)
        keyboard.press(UInt(EditorUndo.z), holding: [XKeyboard.controlL])
        #expect(MainLoop.run(until: { shown.text == "Two" }), "the entry's undo: \(shown.text)")
        #expect(pages.text(folder) == PropertiesPageTests.spec, "the file is left alone")
        #expect(preview.messages.notice.text == "Undid Action 2 title → Two")
    }
}
