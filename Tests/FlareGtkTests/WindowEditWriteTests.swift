import FlareCore
@testable import FlareGtk
import Foundation
import Testing
import TestSupport

/// A window edit is shown first and written after the frame that shows it (issues 27 and 30): nothing on disk stands
/// between the edit and its frame. The file then holds the value; a write that fails (the file changed on disk in
/// between) takes the edit back and says so; undo and redo work across the deferred write.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct WindowEditWriteTests {
    static let radius = PropertiesPageTests.path("alerts.first.appearance.borderCornerRadius")

    @MainActor static func text(_ spec: URL) -> String { (try? String(contentsOf: spec, encoding: .utf8)) ?? "" }

    @Test func theFileHoldsTheValueAfterTheFrame() async throws {
        try await onGtk {
            let spec = try InPlaceReloadTests.project(InPlaceReloadTests.text(title: "Battery low"))
            let preview = InPlaceReloadTests.open(spec.path)
            defer { preview.close() }
            let before = Self.text(spec)
            let generation = preview.generation
            #expect(preview.edits.set(Self.radius, to: "21"))
            // Shown at once, not yet on disk: the write waits for the frame.
            #expect(preview.spec?.alert("first")?.appearance.borderCornerRadius == 21)
            #expect(preview.edits.isUnwritten)
            #expect(Self.text(spec) == before, "nothing written before the frame")
            #expect(MainLoop.run(until: { !preview.edits.isUnwritten }))
            #expect(preview.paintedGeneration > generation, "written after the frame that shows the edit")
            #expect(Self.text(spec).contains("borderCornerRadius: 21\n"), "\(Self.text(spec))")
            #expect(WindowEdits.unwrittenCount == 0)
            // The watcher's event for that write is Flare's own: no second load.
            let loads = preview.log.entries.filter { $0.message.hasPrefix("changed: ") }.count
            RenderFixtures.waitFrames(preview.window.widget, 4)
            #expect(InPlaceReloadTests.painted(preview))
            #expect(preview.log.entries.filter { $0.message.hasPrefix("changed: ") }.count == loads)
            #expect(preview.edits.lastRefusal == nil)
        }
    }

    @Test func aFailedWriteAfterTheFrameTakesTheEditBackAndSaysSo() async throws {
        try await onGtk {
            let spec = try InPlaceReloadTests.project(InPlaceReloadTests.text(title: "Battery low"))
            let preview = InPlaceReloadTests.open(spec.path)
            defer { preview.close() }
            #expect(preview.edits.set(Self.radius, to: "21"))
            #expect(preview.edits.isUnwritten)
            // Another editor saves the file between the edit and its write.
            let outside = InPlaceReloadTests.text(title: "Saved elsewhere")
            try outside.write(to: spec, atomically: true, encoding: .utf8)
            #expect(MainLoop.run(until: { !preview.edits.isUnwritten }))
            #expect(Self.text(spec) == outside, "the other editor's text is kept")
            let refusal = try #require(preview.edits.lastRefusal)
            #expect(refusal.contains("changed on disk") && refusal.contains("taken back"), "\(refusal)")
            #expect(!preview.edits.canUndo, "the edit left the history")
            #expect(
                MainLoop.run(until: {
                    preview.spec?.alert("first")?.title == "Saved elsewhere"
                        && preview.spec?.alert("first")?.appearance.borderCornerRadius != 21
                }), "the window shows the file as it is")
            #expect(InPlaceReloadTests.painted(preview))
        }
    }

    @Test func undoAndRedoAcrossTheDeferredWrite() async throws {
        try await onGtk {
            let spec = try InPlaceReloadTests.project(InPlaceReloadTests.text(title: "Battery low"))
            let preview = InPlaceReloadTests.open(spec.path)
            defer { preview.close() }
            let original = Self.text(spec)
            // Two edits in one main-loop turn: the second writes the first before it is made.
            #expect(preview.edits.set(Self.radius, to: "21"))
            #expect(preview.edits.set(Self.radius, to: "9"))
            #expect(Self.text(spec).contains("borderCornerRadius: 21\n"), "the first edit written before the second")
            // Undo before the second's frame: it is written first, then undone.
            preview.edits.undo()
            #expect(!preview.edits.isUnwritten)
            #expect(Self.text(spec).contains("borderCornerRadius: 21\n"), "\(Self.text(spec))")
            #expect(preview.spec?.alert("first")?.appearance.borderCornerRadius == 21)
            preview.edits.undo()
            #expect(Self.text(spec) == original)
            preview.edits.redo()
            #expect(Self.text(spec).contains("borderCornerRadius: 21\n"))
            #expect(preview.edits.set(Self.radius, to: "5"))
            #expect(!preview.edits.canRedo, "a new edit ends what could be redone")
            #expect(MainLoop.run(until: { !preview.edits.isUnwritten }))
            #expect(Self.text(spec).contains("borderCornerRadius: 5\n"))
            preview.edits.undo()
            #expect(Self.text(spec).contains("borderCornerRadius: 21\n"))
            #expect(MainLoop.run(until: { preview.spec?.alert("first")?.appearance.borderCornerRadius == 21 }))
            #expect(preview.edits.lastRefusal == nil)
            // The page's undo and redo tooltips name the steps when GTK asks for them.
            let page = preview.inspector.propertiesPage
            #expect(page.undoButton.emit(.queryTooltip) && page.redoButton.emit(.queryTooltip))
            #expect(PropertiesPage.undoTooltip(preview.edits.history).hasPrefix("Undo “"))
            #expect(PropertiesPage.redoTooltip(preview.edits.history).hasPrefix("Redo “"))
        }
    }

    @Test func closingTheWindowWritesTheEdit() async throws {
        try await onGtk {
            let spec = try InPlaceReloadTests.project(InPlaceReloadTests.text(title: "Battery low"))
            let preview = InPlaceReloadTests.open(spec.path)
            #expect(preview.edits.set(Self.radius, to: "17"))
            #expect(preview.edits.isUnwritten)
            preview.close()
            #expect(Self.text(spec).contains("borderCornerRadius: 17\n"), "\(Self.text(spec))")
            #expect(WindowEdits.unwrittenCount == 0)
        }
    }
}
