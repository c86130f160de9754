import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// The sidebar and the inspector: dragged to a width, hidden and shown, their widths kept between runs; the stage
/// keeps most of a 1700-pixel window with the inspector open (narrower windows: WindowFitTests); the inspector
/// opens on a page that fits the spec.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct WindowPanesTests {
    @Test func panesDragHideAndComeBackAtTheirWidths() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            try folder.write(SpecFolder.text(title: "Panes"))
            let state = folder.url.appendingPathComponent("state").path
            let preview = folder.openWindow(width: 1700, height: 900, stateDirectory: state)
            preview.inspector.setVisible(true)
            #expect(
                MainLoop.run(until: { preview.chrome.inspectorPane.width == PaneLayout().inspectorWidth }, timeout: 5),
                """
                the inspector opens at its default width: \(preview.chrome.inspectorPane.width), \
                sidebar \(preview.chrome.sidebar.widget.width)
                """
            )
            #expect(MainLoop.run(until: { preview.stageController.isSettled }, timeout: 5))
            // The canvas keeps its room with both panes open; either pane drags narrower (or the sidebar hides) for
            // more.
            #expect(
                preview.area.stageScroller.width >= 540,
                "canvas \(preview.area.stageScroller.width) of \(preview.window.width)")
            #expect(preview.inspector.visiblePage == "checks", "a spec with no queue or scenario opens on Checks")

            // Drag both dividers; the stage refits to the canvas's new width.
            let fitted = preview.state.view.zoom
            preview.chrome.panes.widget.position = 320
            preview.chrome.panes.right.position = preview.chrome.panes.right.width - 480 - 1
            #expect(
                MainLoop.run(
                    until: { preview.chrome.sidebar.widget.width == 320 && preview.chrome.inspectorPane.width == 480 },
                    timeout: 5),
                "sidebar \(preview.chrome.sidebar.widget.width), inspector \(preview.chrome.inspectorPane.width)")
            #expect(
                MainLoop.run(
                    until: { preview.stageController.isSettled && preview.state.view.zoom != fitted }, timeout: 5),
                "the stage refits")

            // F9 hides the sidebar: the canvas takes its room and the stage grows.
            let narrow = preview.area.stageScroller.width, before = preview.state.view.zoom
            #expect(PreviewActions.activate("toggle-sidebar", on: preview))
            #expect(!preview.chrome.panes.sidebarVisible && preview.chrome.header.sidebarToggle.active == false)
            #expect(
                MainLoop.run(
                    until: { preview.area.stageScroller.width > narrow + 300 && preview.stageController.isSettled },
                    timeout: 5))
            #expect(preview.state.view.zoom >= before)
            preview.chrome.header.sidebarToggle.active = true
            #expect(preview.chrome.panes.sidebarVisible)
            #expect(
                MainLoop.run(until: { preview.chrome.sidebar.widget.width == 320 }, timeout: 5),
                "it comes back at its width")
            preview.viewController.setSidebar(visible: false)
            preview.close()

            let saved = PaneLayout.load(directory: state)
            #expect(saved == PaneLayout(sidebarWidth: 320, sidebarVisible: false, inspectorWidth: 480))
            // The next window opens as this one was left.
            let again = folder.openWindow(width: 1700, height: 900, stateDirectory: state)
            defer { again.close() }
            #expect(!again.chrome.panes.sidebarVisible && !again.chrome.header.sidebarToggle.active)
            again.inspector.setVisible(true)
            #expect(
                MainLoop.run(until: { again.chrome.inspectorPane.width == 480 }, timeout: 5),
                "\(again.chrome.inspectorPane.width)")
        }
    }

    @Test func withoutAStateFolderNothingIsSaved() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            try folder.write(SpecFolder.text(title: "Panes"))
            let preview = folder.openWindow(width: 1024, height: 700)
            #expect(preview.chrome.panes.directory == nil)
            preview.viewController.setSidebar(visible: false)
            preview.close()
            let again = folder.openWindow(width: 1024, height: 700)
            defer { again.close() }
            #expect(again.chrome.panes.sidebarVisible, "tests and --screenshot start from the default layout")
        }
    }
}
