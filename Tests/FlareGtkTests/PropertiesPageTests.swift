import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// The inspector's Properties page: each editor kind writes its value to the spec (comments kept) and the stage
/// repaints; "Reset to default" removes the key; undo and redo across a reload and an outside edit; the alert's
/// id, duplicate and delete; actions added, moved and removed; the inspect popover's palette names.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct PropertiesPageTests {
    static let spec = """
        flare: 1
        stage: {device: phone-landscape}
        palette:
          foam: "#1F1410"
          sun: "#FFCC00"
        alerts:
          known:
            title: Edit me
            message: Properties
            appearance:
              backgroundColor: "#204080"   # brand blue
              titleColor: sun
              animationDuration: 0
            actions:
              - title: One
              - title: Two
                route: flare://alert/other
          other:
            title: Other

        """

    /// A window on `text`, the inspector open on the Properties page of alert `known`.
    @MainActor func open(_ folder: SpecFolder, _ text: String = spec) throws -> (PreviewWindow, PropertiesPage) {
        try folder.write(text)
        let preview = folder.openWindow()
        preview.viewController.setZoom(1)
        #expect(MainLoop.run(until: { preview.stage?.alertFrames() != nil && preview.area.player?.isRunning == false }))
        preview.inspector.setVisible(true)
        preview.inspector.showPage("properties")
        let page = preview.inspector.propertiesPage
        fresh(page)
        #expect(page.sheet?.alertID == "known")
        return (preview, page)
    }

    static func path(_ text: String) -> EditPath { try! EditPath(parsing: text) }

    /// Waits until the page shows the spec as it is now (it rebuilds after the frame that shows an edit).
    @MainActor func fresh(_ page: PropertiesPage) {
        #expect(MainLoop.run(until: { !page.isStale }))
    }

    /// The spec's text once the window wrote its last edit (written after the frame that shows it).
    @MainActor func text(_ folder: SpecFolder) -> String {
        #expect(MainLoop.run(until: { WindowEdits.unwrittenCount == 0 }))
        return (try? String(contentsOf: folder.spec, encoding: .utf8)) ?? ""
    }

    /// The page's scroll offset once it stops moving (GTK animates a scroll to a focused row over a few frames).
    @MainActor func settled(_ scroller: ScrolledWindow, in preview: PreviewWindow) -> Double {
        var last = -1.0
        for _ in 0..<120 where scroller.verticalOffset != last {
            last = scroller.verticalOffset
            RenderFixtures.waitFrames(preview.window, 2)
        }
        return scroller.verticalOffset
    }

    /// Waits until the window painted the spec the last edit wrote.
    @MainActor func painted(_ preview: PreviewWindow) {
        let generation = preview.generation
        #expect(MainLoop.run(until: { preview.paintedGeneration >= generation }))
    }

    @Test func aColorPickedIsWrittenWithItsCommentAndTheStageRepaints() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, page) = try open(folder)
            defer { preview.close() }
            let stage = try #require(preview.stage)
            let f = try #require(stage.alertFrames())
            let before = try Exporter.render(widget: stage.widget, scale: 1)
            let (x, y) = (Int(f.alert.x) + 4, Int(f.alert.maxY) - 4)
            #expect(before.matches(x, y, 0x204080FF), "\(String(before.hex(x, y), radix: 16))")

            fresh(page)
            let picker = try #require(page.editors[Self.path("alerts.known.appearance.backgroundColor")]?.color)
            picker.choose(0xE01010)
            #expect(text(folder).contains("backgroundColor: \"#E01010\"   # brand blue\n"), "\(text(folder))")
            #expect(preview.spec?.alert("known")?.appearance.backgroundColor == Color(hex: 0xE01010))
            painted(preview)
            let after = try Exporter.render(widget: try #require(preview.stage).widget, scale: 1)
            #expect(after.matches(x, y, 0xE01010FF), "\(String(after.hex(x, y), radix: 16))")
            // The row says where the value lives now.
            fresh(page)
            let origin = try #require(page.origins[Self.path("alerts.known.appearance.backgroundColor")] as? Button)
            #expect(origin.label == "spec.yaml:11")
        }
    }

    /// An edit rebuilds the page, and the designer keeps their place: the edited row's editor has the focus again
    /// and the page has not moved. (It jumped to the top, the Id entry focused with its text selected.)
    @Test func anEditKeepsThePagesScrollAndTheEditorsFocus() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, page) = try open(folder)
            defer { preview.close() }
            fresh(page)
            let path = Self.path("alerts.known.appearance.messageColor")
            let picker = try #require(page.editors[path]?.color)
            RenderFixtures.waitFrames(preview.window, 2)
            // The designer scrolled down and focused the message color's button (the page scrolls it into view).
            page.scroller.verticalOffset = 300
            #expect(picker.button.grabFocus())
            let offset = settled(page.scroller, in: preview)
            #expect(offset > 0, "the page scrolls")
            picker.choose(0xE01010)
            #expect(text(folder).contains("messageColor: \"#E01010\""), "\(text(folder))")
            fresh(page)
            #expect(settled(page.scroller, in: preview) == offset, "the page did not move")
            let again = try #require(page.editors[path]?.color)
            #expect(again !== picker, "the page was rebuilt")
            #expect(again.button.containsFocus, "the edited row's editor has the focus again")

            // A row whose editor is a box of controls (a font): a control of it has the focus again.
            let fontPath = Self.path("alerts.known.appearance.messageFont")
            let size = try #require(page.editors[fontPath]?.font?.size)
            #expect(size.grabFocus())
            let fontOffset = settled(page.scroller, in: preview)
            size.value += 1
            #expect(text(folder).contains("messageFont:"), "\(text(folder))")
            fresh(page)
            #expect(settled(page.scroller, in: preview) == fontOffset, "the page did not move")
            let font = try #require(page.editors[fontPath])
            #expect(font.widget !== page.editors[path]?.widget && font.widget.containsFocus)
        }
    }

    @Test func aPaletteNameIsWrittenAsTheNameAndTheContrastFollowsThePicker() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, page) = try open(folder)
            defer { preview.close() }
            fresh(page)
            let picker = try #require(page.editors[Self.path("alerts.known.appearance.titleColor")]?.color)
            // The title is #FFCC00 on #204080: the contrast line measures what the chooser shows, live.
            let first = try #require(picker.contrastText)
            #expect(first.contains("against #204080"), "\(first)")
            picker.chooser.rgba = RGBA(hex: 0x204080)
            #expect(picker.contrastText?.hasPrefix("Contrast 1:1") == true, "\(picker.contrastText ?? "")")
            #expect(picker.contrastText?.contains("fails") == true)
            try #require(picker.names["foam"]).emit(.clicked)
            #expect(text(folder).contains("      titleColor: foam\n"), "\(text(folder))")
            fresh(page)
            let row = try #require(page.sheet?.row(Self.path("alerts.known.appearance.titleColor")))
            #expect(row.paletteName == "foam")
        }
    }

    @Test func eachEditorKindWritesItsValue() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, page) = try open(folder)
            defer { preview.close() }
            // A length: a spin button with the catalog's range.
            fresh(page)
            let radius = try #require(page.editors[Self.path("alerts.known.appearance.borderCornerRadius")]?.spin)
            radius.value = 24
            #expect(text(folder).contains("      borderCornerRadius: 24\n"), "\(text(folder))")
            #expect(preview.spec?.alert("known")?.appearance.borderCornerRadius == 24)
            // An enum: a drop-down of its words.
            fresh(page)
            let align = try #require(page.editors[Self.path("alerts.known.appearance.titleTextAlignment")]?.dropDown)
            align.selected = align.items.firstIndex(of: "center")
            #expect(text(folder).contains("      titleTextAlignment: center\n"))
            // A boolean: a switch.
            fresh(page)
            let tap = try #require(page.editors[Self.path("alerts.known.appearance.shouldDismissOnTap")]?.toggle)
            tap.active = !tap.active
            #expect(text(folder).contains("      shouldDismissOnTap: \(tap.active)\n"), "\(text(folder))")
            // A text: an entry, written on Enter.
            fresh(page)
            let title = try #require(page.editors[Self.path("alerts.known.title")]?.entry)
            title.text = "Battery: low"
            title.emit(.activate)
            #expect(preview.spec?.alert("known")?.title == "Battery: low")
            #expect(
                text(folder).contains("title: \"Battery: low\"\n") || text(folder).contains("title: 'Battery: low'\n"),
                "\(text(folder))")
            // A font: family, size and weight.
            fresh(page)
            let font = try #require(page.editors[Self.path("alerts.known.appearance.titleFont")]?.font)
            font.size.value = 21
            #expect(preview.spec?.alert("known")?.appearance.titleFont.size == 21)
            #expect(text(folder).contains("titleFont: system Bold 21\n"), "\(text(folder))")
            // An image: builtin names and files, through the entry.
            fresh(page)
            let icon = try #require(page.editors[Self.path("alerts.known.icon")]?.entry)
            icon.text = "builtin:warning"
            icon.emit(.activate)
            #expect(preview.spec?.alert("known")?.icon == .builtin(.warning))
            // A value the spec refuses is not written, and the toast says why.
            let before = text(folder)
            fresh(page)
            _ = try #require(page.editors[Self.path("alerts.known.appearance.borderWidth")]?.spin)
            #expect(preview.edits.set(Self.path("alerts.known.appearance.borderWidth"), to: "500") == false)
            #expect(text(folder) == before)
            #expect(preview.edits.lastRefusal?.contains("borderWidth") == true, "\(preview.edits.lastRefusal ?? "")")
        }
    }

    @Test func aClosedWindowLeavesNoStylesheetBehind() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let before = StyleProviders.live  // the process's count: another test's window may hold its own
            do {
                let (preview, page) = try open(folder)
                let picker = try #require(page.editors[Self.path("alerts.known.appearance.backgroundColor")]?.color)
                picker.choose(0xE01010)
                painted(preview)
                preview.close()
            }
            #expect(MainLoop.run(until: { StyleProviders.live <= before }, timeout: 5), "\(StyleProviders.live) left")
        }
    }

    @Test func resetToDefaultRemovesTheKey() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, page) = try open(folder)
            defer { preview.close() }
            let path = Self.path("alerts.known.appearance.backgroundColor")
            fresh(page)
            let reset = try #require(page.resets[path])
            #expect(reset.sensitive)
            reset.emit(.clicked)
            #expect(!text(folder).contains("backgroundColor"))
            #expect(preview.spec?.alert("known")?.appearance.backgroundColor == AlertAppearance().backgroundColor)
            fresh(page)
            let row = try #require(page.sheet?.row(path))
            #expect(row.origin == .default)
            fresh(page)
            #expect(page.resets[path]?.sensitive == false)
        }
    }

    @Test func undoAndRedoSurviveAReloadAndAnOutsideEdit() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, page) = try open(folder)
            defer { preview.close() }
            let original = text(folder)
            fresh(page)
            let radius = try #require(page.editors[Self.path("alerts.known.appearance.borderCornerRadius")]?.spin)
            radius.value = 30
            let edited = text(folder)
            #expect(edited != original)
            preview.reload()
            #expect(PreviewActions.activate("undo", on: preview))
            #expect(text(folder) == original)
            #expect(preview.spec?.alert("known")?.appearance.borderCornerRadius == AlertAppearance().borderCornerRadius)
            #expect(preview.messages.notice.text.hasPrefix("Undid"), "\(preview.messages.notice.text)")
            #expect(PreviewActions.activate("redo", on: preview))
            #expect(text(folder) == edited)

            // Someone adds a line in another editor: the undo still applies, and keeps their line.
            let outside = "# a note from another editor\n" + edited
            try outside.write(to: folder.spec, atomically: true, encoding: .utf8)
            #expect(
                MainLoop.run(until: {
                    preview.log.entries.last?.message.hasPrefix("reloaded") == true || preview.spec != nil
                }))
            preview.edits.undo()
            #expect(text(folder) == "# a note from another editor\n" + original)

            // Someone changes the very value Flare wrote: the redo is refused, and their text stays.
            let theirs = text(folder).replacingOccurrences(of: "animationDuration: 0", with: "animationDuration: 0.1")
            try theirs.write(to: folder.spec, atomically: true, encoding: .utf8)
            preview.reload()
            radius.value = 40  // an edit of our own first, then undo it and change its line under it
            let ours = text(folder)
            let clash = ours.replacingOccurrences(of: "borderCornerRadius: 40", with: "borderCornerRadius: 41")
            try clash.write(to: folder.spec, atomically: true, encoding: .utf8)
            preview.edits.undo()
            #expect(text(folder) == clash, "nothing anyone typed is lost")
            #expect(
                preview.edits.lastRefusal?.contains("changed outside Flare") == true,
                "\(preview.edits.lastRefusal ?? "")")
            #expect(preview.messages.notice.text.contains("changed outside Flare"))
        }
    }

    @Test func theAlertIsRenamedDuplicatedAndDeletedWithUndo() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, page) = try open(folder)
            defer { preview.close() }
            // Rename "other": its reference in the route follows.
            preview.stageController.select(.alert("other"))
            fresh(page)
            #expect(page.sheet?.alertID == "other")
            fresh(page)
            let id = try #require(page.idEntry)
            id.text = "later"
            id.emit(.activate)
            #expect(text(folder).contains("  later:\n"))
            #expect(text(folder).contains("route: flare://alert/later\n"), "\(text(folder))")
            #expect(preview.selection == .alert("later"))
            // Duplicate.
            fresh(page)
            try #require(page.duplicateButton).emit(.clicked)
            #expect(preview.spec?.alerts.map(\.id) == ["known", "later", "later-copy"])
            #expect(preview.selection == .alert("later-copy"))
            // Delete the copy; undo brings it back.
            fresh(page)
            try #require(page.deleteButton).emit(.clicked)
            #expect(preview.spec?.alerts.map(\.id) == ["known", "later"])
            preview.edits.undo()
            #expect(preview.spec?.alerts.map(\.id) == ["known", "later", "later-copy"])
            // "later" is named by a route: its delete is refused and says where.
            preview.stageController.select(.alert("later"))
            let before = text(folder)
            fresh(page)
            try #require(page.deleteButton).emit(.clicked)
            #expect(text(folder) == before)
            #expect(preview.edits.lastRefusal != nil)
        }
    }

    @Test func actionsAreAddedMovedAndRemoved() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, page) = try open(folder)
            defer { preview.close() }
            fresh(page)
            try #require(page.addActionButton).emit(.clicked)
            #expect(preview.spec?.alert("known")?.actions.map(\.title) == ["One", "Two", "New action"])
            fresh(page)
            try #require(page.actionButtons[2]).up.emit(.clicked)
            #expect(preview.spec?.alert("known")?.actions.map(\.title) == ["One", "New action", "Two"])
            fresh(page)
            try #require(page.actionButtons[0]).remove.emit(.clicked)
            #expect(preview.spec?.alert("known")?.actions.map(\.title) == ["New action", "Two"])
            fresh(page)
            #expect(page.actionButtons[0]?.up.sensitive == false)
            preview.edits.undo()
            preview.edits.undo()
            preview.edits.undo()
            #expect(text(folder) == Self.spec)
        }
    }

    @Test func thePaletteIsEditedAndEveryAlertFollows() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, page) = try open(folder)
            defer { preview.close() }
            fresh(page)
            let picker = try #require(page.editors[Self.path("palette.sun")]?.color)
            picker.choose(0x00AA55)
            #expect(text(folder).contains("  sun: \"#00AA55\"\n"), "\(text(folder))")
            #expect(preview.spec?.alert("known")?.appearance.titleColor == Color(hex: 0x00AA55))
        }
    }

    @Test func theInspectPopoverShowsPaletteNamesAndOpensTheProperties() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, layer) = try folder.openInspecting(Self.spec)
            defer { preview.close() }
            let title = try #require(preview.stage?.alertFrames()?.title)
            layer.click.emit(.released, 1, title.x + 3, title.y + title.height / 2)
            let row = try #require(layer.popover.properties.firstIndex { $0.key == "appearance.titleColor" })
            #expect(layer.popover.valueLabels[row]?.text == "sun · #FFCC00")  // #expect shows the text it read
            try #require(layer.popover.editButton).emit(.clicked)
            #expect(preview.inspector.isVisible && preview.inspector.visiblePage == "properties")
            #expect(preview.inspector.propertiesPage.sheet?.alertID == "known")
        }
    }
}
