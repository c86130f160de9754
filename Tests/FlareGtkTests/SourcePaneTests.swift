import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import Testing
import TestSupport

/// The source pane (Ctrl+E): typing reaches the stage without a save, broken text keeps the last good render and is
/// underlined, Ctrl+S saves atomically, saves from other programs with and without unsaved edits, the toggle and
/// its remembered width, and the cursor and the stage selecting each other.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct SourcePaneTests {
    @MainActor static func title(_ preview: PreviewWindow) -> String? {
        preview.stage?.alertView?.titleLabel?.text
    }

    /// The place just after the first `needle` in `text` (1-based line, column in characters).
    static func place(after needle: String, in text: String) throws -> TextPlace {
        let range = try #require(text.range(of: needle))
        let before = text[..<range.upperBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
        return TextPlace(line: line, column: before[lineStart...].unicodeScalars.count + 1)
    }

    /// The window on `folder`'s spec with the source pane shown; its tab of the spec.
    @MainActor static func open(_ folder: SpecFolder) throws -> (PreviewWindow, SourceTab) {
        let preview = folder.openWindow()
        preview.sourceController.toggle()
        #expect(preview.source.shown)
        let tab = try #require(preview.source.current)
        #expect(tab.path == folder.spec.standardizedFileURL.path)
        return (preview, tab)
    }

    /// Types `text` after the first `needle` of the tab, as the keyboard would (an undoable insert at the cursor).
    @MainActor static func type(_ text: String, after needle: String, in tab: SourceTab) throws {
        tab.buffer.place(try place(after: needle, in: tab.text), scroll: tab.view)
        tab.buffer.type(text)
    }

    @Test func typingUpdatesTheStageWithoutASave() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            try folder.write(SpecFolder.text(title: "Before"))
            let (preview, tab) = try Self.open(folder)
            defer { preview.close() }
            #expect(Self.title(preview) == "Before")
            #expect(tab.text == SpecFolder.text(title: "Before"), "the tab shows the file")
            try Self.type(" and after", after: "title: Before", in: tab)
            #expect(MainLoop.run(until: { Self.title(preview) == "Before and after" }), "the stage follows the typing")
            #expect(tab.modified && tab.label.text == "• spec.yaml")
            // One file: its tab still shows, so the unsaved mark is on screen (issue 45, item 8).
            #expect(preview.source.notebook.showTabs)
            #expect(MainLoop.run(until: { tab.label.mapped }), "the mark is drawn")
            let onDisk = try String(contentsOf: folder.spec, encoding: .utf8)
            #expect(onDisk == SpecFolder.text(title: "Before"), "nothing saved")
            #expect(preview.log.entries.contains { $0.message.hasPrefix("edited spec.yaml") })
        }
    }

    /// Typing leaves the file watch as it is while the spec names the same files, and watches a file as soon as the
    /// typed text includes it: a save of that file from another program then reaches the stage.
    @Test func anIncludeTypedInThePaneIsWatched() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            try folder.write(SpecFolder.text(title: "Root"))
            let part = folder.url.appendingPathComponent("part.yaml")
            try "alerts:\n  third:\n    title: Part\n".write(to: part, atomically: false, encoding: .utf8)
            let (preview, tab) = try Self.open(folder)
            defer { preview.close() }
            try Self.type("!", after: "title: Root", in: tab)
            #expect(MainLoop.run(until: { Self.title(preview) == "Root!" }))
            tab.buffer.place(TextPlace(line: 2, column: 1), scroll: tab.view)
            tab.buffer.type("include: [part.yaml]\n")
            #expect(MainLoop.run(until: { preview.spec?.alert("third")?.title == "Part" }), "the pane's include read")
            try "alerts:\n  third:\n    title: Saved elsewhere\n".write(to: part, atomically: true, encoding: .utf8)
            #expect(
                MainLoop.run(until: { preview.spec?.alert("third")?.title == "Saved elsewhere" }),
                "the included file is watched")
        }
    }

    @Test func brokenTextKeepsTheLastGoodRenderAndUnderlinesTheError() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            try folder.write(SpecFolder.text(title: "Good"))
            let (preview, tab) = try Self.open(folder)
            defer { preview.close() }
            let generation = preview.generation
            // An unknown key: the parser's diagnostic at its line and column.
            try Self.type("\n    titel: Oops", after: "title: Good", in: tab)
            #expect(MainLoop.run(until: { preview.state.diagnostics.contains(where: \.isError) }))
            let error = try #require(preview.state.diagnostics.first { $0.isError })
            #expect(error.message.contains("titel"))
            #expect(Self.title(preview) == "Good", "the last good render stays")
            #expect(preview.spec?.alert("first")?.title == "Good" && preview.generation == generation)
            let at = TextPlace(line: error.location.line, column: error.location.column)
            let typo = try Self.place(after: "title: Good\n    ", in: tab.text)
            #expect(at == typo, "the error is where the typo is")
            #expect(tab.buffer.has(SourceTab.errorTag, at: at), "the typo is underlined")
            #expect(!tab.buffer.has(SourceTab.errorTag, at: TextPlace(line: 1, column: 1)))
            #expect(tab.message(at: at)?.contains("unknown key 'titel'") == true, "its message is the tooltip")
            #expect(tab.message(at: TextPlace(line: 1, column: 1)) == nil)
            // Fixed: the underline goes and the stage follows again.
            tab.buffer.undo()
            #expect(MainLoop.run(until: { !preview.state.diagnostics.contains(where: \.isError) }))
            #expect(!tab.buffer.has(SourceTab.errorTag, at: at))
        }
    }

    @Test func ctrlSSavesTheTabAtomically() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            try folder.write(SpecFolder.text(title: "Draft"))
            let (preview, tab) = try Self.open(folder)
            defer { preview.close() }
            let inode = try FileManager.default.attributesOfItem(atPath: folder.spec.path)[.systemFileNumber] as? Int
            try Self.type(" two", after: "title: Draft", in: tab)
            #expect(MainLoop.run(until: { Self.title(preview) == "Draft two" }))
            // Ctrl+S in the pane: its `source.save` action.
            #expect(preview.source.widget.activateAction("source.save"))
            let saved = try String(contentsOf: folder.spec, encoding: .utf8)
            #expect(saved == SpecFolder.text(title: "Draft two"))
            #expect(!tab.modified && tab.label.text == "spec.yaml")
            let after = try FileManager.default.attributesOfItem(atPath: folder.spec.path)[.systemFileNumber] as? Int
            #expect(inode != nil && inode != after, "written to a new file renamed over the old one")
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter {
                $0.hasPrefix(".")
            }
            #expect(leftovers.isEmpty, "no temporary file left: \(leftovers)")
            // Its own save reloads nothing into the tab and asks nothing.
            #expect(
                MainLoop.run(until: { preview.log.entries.contains { $0.message.hasPrefix("changed: spec.yaml") } }))
            #expect(!preview.source.bar.revealed && tab.text == saved)
        }
    }

    @Test func anOutsideSaveReloadsATabWithoutEdits() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            try folder.write(SpecFolder.text(title: "Mine"))
            let (preview, tab) = try Self.open(folder)
            defer { preview.close() }
            try folder.write(SpecFolder.text(title: "Theirs"))
            #expect(MainLoop.run(until: { tab.text == SpecFolder.text(title: "Theirs") }), "the tab takes the file")
            #expect(!tab.modified && !preview.source.bar.revealed)
            #expect(MainLoop.run(until: { Self.title(preview) == "Theirs" }))
        }
    }

    @Test func anOutsideSaveOverUnsavedEditsAsksAndLosesNothing() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            try folder.write(SpecFolder.text(title: "Base"))
            let (preview, tab) = try Self.open(folder)
            defer { preview.close() }
            try Self.type(" typed", after: "title: Base", in: tab)
            #expect(MainLoop.run(until: { Self.title(preview) == "Base typed" }))
            let mine = tab.text
            try folder.write(SpecFolder.text(title: "Outside"))
            #expect(MainLoop.run(until: { preview.source.bar.revealed }), "the bar asks")
            #expect(tab.text == mine && tab.modified, "the edits stay")
            #expect(Self.title(preview) == "Base typed", "the stage keeps showing the edits")
            #expect(preview.source.barLabel.text.contains("spec.yaml was changed by another program"))
            // A save now would overwrite their text: refused until answered.
            #expect(!preview.source.save())
            #expect(try String(contentsOf: folder.spec, encoding: .utf8) == SpecFolder.text(title: "Outside"))

            // Reload: the file's text, the stage follows; Ctrl+Z brings the edits back.
            preview.source.bar.respond(SourcePane.reloadResponse)
            #expect(tab.text == SpecFolder.text(title: "Outside") && !tab.modified && !preview.source.bar.revealed)
            #expect(MainLoop.run(until: { Self.title(preview) == "Outside" }))
            tab.buffer.undo()
            #expect(tab.text == mine, "the edits are one undo away")
            #expect(MainLoop.run(until: { Self.title(preview) == "Base typed" }))

            // Keep Mine: after another outside save, the edits stay and Ctrl+S writes them over the file.
            try folder.write(SpecFolder.text(title: "Again"))
            #expect(MainLoop.run(until: { preview.source.bar.revealed }))
            preview.source.bar.respond(SourcePane.keepResponse)
            #expect(tab.text == mine && tab.modified && !preview.source.bar.revealed)
            #expect(preview.source.save())
            #expect(try String(contentsOf: folder.spec, encoding: .utf8) == mine)
        }
    }

    @Test func ctrlEShowsAndHidesThePaneAndItsWidthIsKept() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            try folder.write(SpecFolder.text(title: "Toggle"))
            let state = folder.url.appendingPathComponent("state").path
            #expect(
                PreviewActions.shortcuts.contains { $0.action == "toggle-source" && $0.accelerators == ["<Control>e"] })
            let preview = folder.openWindow(stateDirectory: state)
            #expect(!preview.source.shown, "hidden until asked for")
            #expect(PreviewActions.activate("toggle-source", on: preview))
            #expect(preview.source.shown && preview.source.tabs.count == 1)
            #expect(MainLoop.run(until: { preview.source.widget.mapped }))
            preview.source.paned.position = 333
            let saved = WindowStateFile(directory: state).read()
            #expect(saved.sourcePaneWidth == 333 && saved.sourcePaneShown == true)
            #expect(saved.recentSpecs == [folder.spec.standardizedFileURL.path], "the spec is first in the recent list")
            preview.close()

            let again = folder.openWindow(stateDirectory: state)
            defer { again.close() }
            #expect(again.source.shown && again.source.width == 333, "shown at the width it had")
            #expect(PreviewActions.activate("toggle-source", on: again))
            #expect(!again.source.shown && WindowStateFile(directory: state).read().sourcePaneShown == false)
        }
    }

    @Test func theCursorSelectsOnTheStageAndAnInspectClickMovesTheCursor() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            try folder.write(SpecFolder.text(title: "One", second: "Two"))
            let (preview, tab) = try Self.open(folder)
            defer { preview.close() }
            #expect(preview.selection == .alert("first"))
            tab.buffer.place(try Self.place(after: "title: Tw", in: tab.text), scroll: tab.view)
            #expect(preview.selection == .alert("second"), "the cursor's alert is selected")
            #expect(MainLoop.run(until: { preview.stage?.highlighted != nil }), "and its title outlined")

            tab.buffer.place(try Self.place(after: "title: On", in: tab.text), scroll: tab.view)
            #expect(preview.selection == .alert("first"))
            #expect(MainLoop.run(until: { Self.title(preview) == "One" && preview.stageController.isSettled }))
            // Inspect mode: a click on the message puts the cursor on its key.
            preview.area.inspect.setInspecting(true)
            let layer = try #require(preview.area.inspect.layer)
            layer.select(.message)
            let message = try Self.place(after: "    message", in: tab.text)
            #expect(tab.buffer.cursor.line == message.line, "the cursor is on the message's key")
            layer.select(.action(1))
            let next = try Self.place(after: "- title: Next", in: tab.text)
            #expect(tab.buffer.cursor.line == next.line)
            #expect(preview.selection == .alert("first"))
        }
    }

    @Test func closingWithUnsavedEditsAsksFirst() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            try folder.write(SpecFolder.text(title: "Keep"))
            let (preview, tab) = try Self.open(folder)
            defer { preview.close() }
            // `gtk_window_destroy` hides the window and takes it off the toplevels (its wrapper still holds it).
            var closed: Bool { !preview.window.visible }
            try Self.type(" me", after: "title: Keep", in: tab)
            preview.source.shown = false
            preview.window.close()  // the close button
            #expect(!closed && preview.source.shown && preview.source.closeBar.revealed, "the pane asks first")
            #expect(preview.source.closeLabel.text.hasPrefix("spec.yaml has edits that are not saved"))
            preview.source.closeBar.respond(SourcePane.cancelResponse)
            #expect(!closed && !preview.source.closeBar.revealed && tab.modified)
            preview.window.close()
            preview.source.closeBar.respond(SourcePane.saveAllResponse)
            #expect(closed, "saved, then closed")
            #expect(try String(contentsOf: folder.spec, encoding: .utf8) == SpecFolder.text(title: "Keep me"))
        }
    }

    @Test func discardClosesWithoutWriting() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            try folder.write(SpecFolder.text(title: "Stay"))
            let (preview, tab) = try Self.open(folder)
            defer { preview.close() }
            // `gtk_window_destroy` hides the window and takes it off the toplevels (its wrapper still holds it).
            var closed: Bool { !preview.window.visible }
            try Self.type(" changed", after: "title: Stay", in: tab)
            preview.window.close()
            #expect(!closed)
            preview.source.closeBar.respond(SourcePane.discardResponse)
            #expect(closed)
            #expect(try String(contentsOf: folder.spec, encoding: .utf8) == SpecFolder.text(title: "Stay"))
        }
    }
}
