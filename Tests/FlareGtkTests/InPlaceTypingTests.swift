import FlareCore
@testable import FlareGtk
import Foundation
import Testing
import TestSupport

/// Typing in the source pane rides the save's path (issue 30): a keystroke that changes only the shown alert's
/// texts updates its labels in place, with the pixels of a stage built anew for that text; one that changes an
/// animation's duration (not drawn by the stylesheet) builds a new stage.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct InPlaceTypingTests {
    @Test func aTypedTitleKeepsTheStageAndDrawsWhatANewStageDraws() async throws {
        try await onGtk {
            let spec = try InPlaceReloadTests.project(InPlaceReloadTests.text(title: "Battery low"))
            let preview = InPlaceReloadTests.open(spec.path)
            defer { preview.close() }
            preview.sourceController.toggle()
            let tab = try #require(preview.source.current)
            let stage = try #require(preview.stage), view = try #require(preview.stage?.alertView)
            let generation = preview.generation
            try SourcePaneTests.type(", return home", after: "title: \"Battery low", in: tab)
            #expect(MainLoop.run(until: { preview.generation > generation }))
            #expect(InPlaceReloadTests.painted(preview))
            #expect(view.titleLabel?.text == "Battery low, return home")
            #expect(preview.stage === stage && preview.stage?.alertView === view, "updated in place")
            // The cursor on `title:` outlines the title on the stage for 1.5 s (a rebuilt stage drops the outline).
            #expect(
                MainLoop.run(
                    until: { preview.sourceController.pendingPart == nil && stage.highlighted == nil }, timeout: 10))
            RenderFixtures.waitFrames(preview.window.widget)
            let inPlace = try InPlaceReloadTests.pixels(preview)
            // The same window, its stage built anew for the typed text (what a keystroke did before).
            preview.stageController.rebuildStage(animate: false)
            #expect(InPlaceReloadTests.painted(preview))
            RenderFixtures.waitFrames(preview.window.widget)
            #expect(preview.stage !== stage)
            let diff = RasterDiff(inPlace, try InPlaceReloadTests.pixels(preview))
            #expect(diff.differing == 0, "the same pixels as a stage built for the typed text: \(diff)")
            let rebuilt = try #require(preview.stage)

            let before = preview.generation
            try SourcePaneTests.type("5", after: "animationDuration: 0.1", in: tab)
            #expect(MainLoop.run(until: { preview.generation > before }))
            #expect(preview.stage !== rebuilt, "a duration builds a new stage")
        }
    }

    /// A window edit (`WindowEdits.set`, what the Properties page does) of a title takes the same path.
    @Test func aTitleEditInTheWindowKeepsTheStageAndDrawsWhatANewStageDraws() async throws {
        try await onGtk {
            let spec = try InPlaceReloadTests.project(InPlaceReloadTests.text(title: "Battery low"))
            let preview = InPlaceReloadTests.open(spec.path)
            defer { preview.close() }
            let stage = try #require(preview.stage), view = try #require(preview.stage?.alertView)
            #expect(preview.edits.set(PropertiesPageTests.path("alerts.first.title"), to: "Battery low, return home"))
            #expect(InPlaceReloadTests.painted(preview))
            #expect(view.titleLabel?.text == "Battery low, return home")
            #expect(preview.stage === stage && preview.stage?.alertView === view, "updated in place")
            RenderFixtures.waitFrames(preview.window.widget)
            let inPlace = try InPlaceReloadTests.pixels(preview)
            preview.stageController.rebuildStage(animate: false)
            #expect(InPlaceReloadTests.painted(preview))
            RenderFixtures.waitFrames(preview.window.widget)
            let diff = RasterDiff(inPlace, try InPlaceReloadTests.pixels(preview))
            #expect(diff.differing == 0, "the same pixels as a stage built for the edited title: \(diff)")
            let rebuilt = try #require(preview.stage)
            #expect(
                preview.edits.set(PropertiesPageTests.path("alerts.first.appearance.alertLayoutSpacing"), to: "24"))
            #expect(preview.stage !== rebuilt, "a layout row builds a new stage")
        }
    }
}
