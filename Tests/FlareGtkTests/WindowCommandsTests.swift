import FlareCore
import Foundation
import TestSupport
import Testing

@testable import FlareGtk

/// The app's own commands in a spec's window: New and Recent (Ctrl+N, the main menu), Delete's toast with Undo.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct WindowCommandsTests {
    /// A spec written as a person would: comments, blank lines, a flow map, quoted and unquoted scalars.
    static let spec = """
        flare: 1
        # Two alerts; the second is deleted and brought back.
        alerts:
          first:
            title: First   # aligned comment
            message: "Hello"

          second:
            title: 'Second'
            actions: [{title: OK}, {title: Later}]
        """

    @Test func deleteShowsAToastWhoseUndoRestoresTheFileByteForByte() async throws {
        try await onGtk {
            try SpecFolder.withWindow(Self.spec) { preview, folder in
                preview.stageController.select(.alert("second"))
                preview.chrome.itemActions.deleteButton.emit(.clicked)
                #expect(preview.spec?.alerts.map(\.id) == ["first"])
                let notice = preview.messages.notice
                #expect(notice.text == "Deleted “second”")
                #expect(notice.buttonLabel == "Undo")
                #expect(MainLoop.run(until: { WindowEdits.unwrittenCount == 0 }))
                #expect(try String(contentsOf: folder.spec, encoding: .utf8).contains("second:") == false)
                let undo = try #require(notice.buttonAction)
                undo()
                #expect(MainLoop.run(until: { WindowEdits.unwrittenCount == 0 && preview.spec?.alerts.count == 2 }))
                #expect(try Data(contentsOf: folder.spec) == Data(Self.spec.utf8), "the file as it was, byte for byte")
                // A second press finds the deletion undone already: it undoes nothing else.
                preview.chrome.itemActions.duplicateButton.emit(.clicked)
                #expect(preview.spec?.alerts.count == 3)
                undo()
                #expect(preview.spec?.alerts.count == 3, "the toast's Undo undoes its own edit, never a later one")
            }
        }
    }

    @Test func newOpenRecentAndExportAreActionsWithTheirShortcuts() async throws {
        let keys = Dictionary(PreviewActions.accelerators.map { ($0.accelerator, $0.action) }) { a, _ in a }
        #expect(keys["<Control>n"] == "new")
        #expect(keys["<Control>o"] == "open")
        #expect(keys["<Control><Shift>e"] == "export")
        #expect(keys["<Control>q"] == "quit")
        #expect(PreviewHeader.menuItems.map(\.1).starts(with: ["win.new", "win.open", "win.export"]))
        try await onGtk {
            try SpecFolder.withWindow(Self.spec) { preview in
                let actions = try #require(preview.chrome.actions)
                for name in ["new", "open", "open-recent", "export", "quit"] {
                    #expect(actions.has(name), "win.\(name)")
                }
            }
        }
    }

    @Test func newWritesTheTemplateAndRecentReopensASpec() async throws {
        try await onGtk {
            try SpecFolder.withWindow(Self.spec) { preview, folder in
                let commands = try #require(preview.chrome.commands)
                // The desktop's list, in a file of the test's own.
                commands.recent = RecentManager(file: folder.url.appendingPathComponent("recent.xbel").path)
                commands.opened(folder.spec.path)
                #expect(commands.recentPaths == [folder.spec.path])

                // New: the save chooser's answer (a path) gets the alert template and opens in this window.
                let created = folder.url.appendingPathComponent("made.yaml").path
                #expect(commands.create(.alert, at: created))
                #expect(preview.specPath == created)
                #expect(MainLoop.run(until: { preview.spec?.file == created }))
                #expect(preview.spec?.alerts.isEmpty == false)
                #expect(
                    try String(contentsOfFile: created, encoding: .utf8)
                        == String(
                            contentsOf: SpecTemplate.alert.url, encoding: .utf8))
                #expect(commands.recentPaths.first == created, "the new spec heads Recent")
                #expect(commands.recentPaths.contains(folder.spec.path))
                #expect(commands.recentMenu.itemCount == commands.recentPaths.count)

                // Recent's item (`win.open-recent::PATH`) opens the other spec again.
                try #require(preview.chrome.actions).activate("open-recent", string: folder.spec.path)
                #expect(preview.specPath == folder.spec.path)
                #expect(MainLoop.run(until: { preview.spec?.alerts.map(\.id) == ["first", "second"] }))

                // A path that is gone is said, not opened.
                commands.openRecent(folder.url.appendingPathComponent("gone.yaml").path)
                #expect(preview.specPath == folder.spec.path)
                #expect(preview.messages.notice.text.contains("gone.yaml is gone"))
            }
        }
    }

    @Test func theScreenshotsToastShowsItsWholeLocationAndALongOneLosesItsMiddle() async throws {
        try await onGtk {
            try SpecFolder.withWindow(SpecFolder.text(title: "Shot"), width: 1280, height: 720) { preview, folder in
                // A folder path as short as `~/Pictures/Flare` and a bit (the test's own folder's name is 70
                // characters).
                let short = URL(fileURLWithPath: "/tmp/flare-\(getpid())")
                defer { try? FileManager.default.removeItem(at: short) }
                let out = short.appendingPathComponent("Pictures/Flare")
                let file = try #require(WindowShots(of: preview).screenshot(into: out))
                let notice = preview.messages.notice
                #expect(notice.text.contains(" in \(Screenshot.shown(out)) and copied it"), "\(notice.text)")
                #expect(notice.text.contains(file.lastPathComponent))
                let title = try #require(notice.title)
                #expect(MainLoop.run(until: { title.mapped && title.width > 0 }, timeout: 10))
                #expect(!title.isEllipsized, "at 1280 points the toast shows the whole location: \(notice.text)")
                #expect(title.tooltip == notice.text)

                // A message longer than the window: its middle goes, its end stays, the tooltip has it whole.
                let folders = Array(repeating: "a-very-long-folder", count: 20).joined(separator: "/")
                let long = "Saved “shot.png” in /\(folders) and copied it"
                notice.show(long)
                #expect(MainLoop.run(until: { notice.title !== title && notice.title?.mapped == true }, timeout: 10))
                let cut = try #require(notice.title)
                #expect(MainLoop.run(until: { cut.isEllipsized }, timeout: 5))
                #expect(cut.width < preview.window.width)
                #expect(cut.tooltip == long)
            }
        }
    }

    @Test func theUnsavedMarkComesWithAnEditAndGoesWithTheSave() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            try folder.write(SpecFolder.text(title: "Before"))
            let (preview, tab) = try SourcePaneTests.open(folder)
            defer { preview.close() }
            #expect(tab.label.text == "spec.yaml")
            try SourcePaneTests.type(" and after", after: "title: Before", in: tab)
            #expect(tab.label.text == "• spec.yaml")
            #expect(preview.source.save())
            #expect(tab.label.text == "spec.yaml", "saved: no mark")
            #expect(try String(contentsOf: folder.spec, encoding: .utf8).contains("Before and after"))
        }
    }

    @Test func theInspectorKeepsItsPageWhenHiddenShownAndReloaded() async throws {
        try await onGtk {
            try SpecFolder.withWindow(Self.spec) { preview in
                preview.inspector.setVisible(true)
                preview.inspector.showPage("log")
                preview.inspector.setVisible(false)
                preview.inspector.setVisible(true)
                #expect(preview.inspector.visiblePage == "log")
                preview.reload()
                #expect(MainLoop.run(until: { preview.stageController.isSettled }))
                #expect(preview.inspector.visiblePage == "log")
            }
        }
    }
}
