import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// The window's state folder is a value it is given, never a process-wide setting: without one (tests, benches,
/// `--screenshot`) nothing is read or written, not even the user's own state folder; with one, everything the window
/// remembers goes there.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct WindowStateDirectoryTests {
    @Test func aWindowWithoutAStateFolderKeepsItsScenarioStateInMemoryAndWritesNothing() async throws {
        try await onGtk {
            let spec = try InspectorSpec()
            defer { spec.remove() }
            let preview = PreviewWindow(specPath: spec.spec.path)
            defer { preview.close() }
            preview.present()
            #expect(MainLoop.run(until: { preview.window.mapped && preview.spec != nil }))
            #expect(preview.chrome.panes.directory == nil)
            preview.inspector.setVisible(true)
            preview.inspector.showPage("scenario")
            let page = preview.inspector.scenarioPage
            try #require(page.buttons["trigger"]).emit(.clicked)
            #expect(
                preview.inspector.sessions.scenarioInUse.session?.stats.eventsCount == 1,
                "the scenario counts, in memory")
            #expect(preview.inspector.sessions.stateFile == nil, "no state file, not even in the user's state folder")
            preview.source.shown = true
            preview.viewController.setSidebar(visible: false)
            preview.close()
            #expect(!FileManager.default.fileExists(atPath: spec.stateDirectory))
            let contents = try FileManager.default.contentsOfDirectory(atPath: spec.folder.path)
            #expect(contents == ["inspector.yaml"], "\(contents)")
        }
    }

    @Test func aWindowWithAStateFolderKeepsEverythingThere() async throws {
        try await onGtk {
            let spec = try InspectorSpec()
            defer { spec.remove() }
            let preview = PreviewWindow(specPath: spec.spec.path, stateDirectory: spec.stateDirectory)
            defer { preview.close() }
            preview.present()
            #expect(MainLoop.run(until: { preview.window.mapped && preview.spec != nil }))
            preview.inspector.setVisible(true)
            preview.inspector.showPage("scenario")
            try #require(preview.inspector.scenarioPage.buttons["trigger"]).emit(.clicked)
            preview.source.shown = true
            preview.viewController.setSidebar(visible: false)
            preview.close()
            let file = try #require(preview.inspector.sessions.stateFile)
            #expect(file.path.hasPrefix(spec.stateDirectory + "/"))
            #expect(file.stats(for: "rate")?.eventsCount == 1)
            #expect(WindowStateFile(directory: spec.stateDirectory).read().sourcePaneShown == true)
            #expect(PaneLayout.load(directory: spec.stateDirectory).sidebarVisible == false)
        }
    }

    /// The inspector opens on the page last chosen, not on the page the spec made fit (issue 45, item 8).
    @Test func theInspectorRemembersItsPage() async throws {
        try await onGtk {
            let spec = try InspectorSpec()
            defer { spec.remove() }
            let first = PreviewWindow(specPath: spec.spec.path, stateDirectory: spec.stateDirectory)
            first.present()
            #expect(MainLoop.run(until: { first.window.mapped && first.spec != nil }))
            first.inspector.setVisible(true)
            first.inspector.showPage("properties")
            first.close()
            #expect(WindowStateFile(directory: spec.stateDirectory).read().inspectorPage == "properties")
            let second = PreviewWindow(specPath: spec.spec.path, stateDirectory: spec.stateDirectory)
            defer { second.close() }
            second.present()
            #expect(MainLoop.run(until: { second.window.mapped && second.spec != nil }))
            #expect(second.inspector.visiblePage == "properties")
            // A window without a state folder opens on the page that fits, as before.
            let bare = PreviewWindow(specPath: spec.spec.path)
            defer { bare.close() }
            bare.present()
            #expect(MainLoop.run(until: { bare.window.mapped && bare.spec != nil }))
            #expect(bare.inspector.visiblePage != "properties")
        }
    }
}
