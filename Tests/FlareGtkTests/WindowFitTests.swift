import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// The window at 1280×720 with every pane open (issue 45, deliverable 7): the panes shrink towards their minimums
/// before the stage gets less than half the window, and get their widths back in a wider window; the window and
/// the rocket map fit the screen (the shortcuts window: `ShortcutsWindowTests`); a warning that comes while a flow
/// plays waits for its end instead of pushing the stage down.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct WindowFitTests {
    static let spec = """
        flare: 1
        alerts:
          plain: {title: Fit, message: Every pane open, actions: [{title: OK}]}
        rockets:
          tour:
            closeButton: {title: Skip}
            blocks:
              hi: {title: Go, next: pick}
              pick:
                left: {title: "No thanks, maybe another time, really", next: bye}
                right: {title: "Yes", next: bye}
              bye: {title: Done}
        """

    @MainActor static func allPanesOpen(
        _ folder: SpecFolder, state: String? = nil, size: (width: Int, height: Int) = (1280, 720)
    ) -> PreviewWindow {
        let preview = folder.openWindow(width: size.width, height: size.height, stateDirectory: state)
        preview.viewController.setSidebar(visible: true)
        preview.inspector.setVisible(true)
        preview.source.shown = true
        return preview
    }

    /// A window at 1280×720 on `spec`.
    @MainActor static func open() throws -> (SpecFolder, PreviewWindow) {
        let folder = try SpecFolder()
        try folder.write(spec)
        return (folder, folder.openWindow(width: 1280, height: 720))
    }

    /// The stage's share of the window and every pane at least its minimum.
    @MainActor static func fitted(_ preview: PreviewWindow) -> Bool {
        let window = preview.window.width, stage = preview.area.widget.width
        return stage > 0 && stage * 2 >= window && preview.source.widget.width >= PaneLayout.sourceMinimum
            && preview.chrome.inspectorPane.width >= PaneLayout.inspectorWidths.lowerBound
            && preview.chrome.sidebar.widget.width >= PaneLayout.sidebarWidths.lowerBound
    }

    @MainActor static func widths(_ preview: PreviewWindow) -> String {
        "window \(preview.window.width)×\(preview.window.height): sidebar \(preview.chrome.sidebar.widget.width), "
            + "source \(preview.source.widget.width), stage \(preview.area.widget.width), "
            + "inspector \(preview.chrome.inspectorPane.width)"
    }

    @Test(arguments: [1280, 1920])
    func everyPaneOpenLeavesTheStageHalfTheWindow(width: Int) async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            try folder.write(Self.spec)
            let state = folder.url.appendingPathComponent("state").path
            let size = (width: width, height: width * 9 / 16)
            let preview = Self.allPanesOpen(folder, state: state, size: size)
            #expect(
                MainLoop.run(until: { Self.fitted(preview) && preview.stageController.isSettled }, timeout: 10),
                "\(Self.widths(preview))")
            #expect(
                preview.window.width <= size.width && preview.window.height <= size.height, "\(Self.widths(preview))")
            // Shrunk, not forgotten: alone, the inspector has room for the width it had.
            preview.source.shown = false
            preview.viewController.setSidebar(visible: false)
            let layout = PaneLayout()
            #expect(
                MainLoop.run(until: { preview.chrome.inspectorPane.width == layout.inspectorWidth }, timeout: 10),
                "\(Self.widths(preview))")
            preview.source.shown = true
            preview.viewController.setSidebar(visible: true)
            #expect(MainLoop.run(until: { Self.fitted(preview) }, timeout: 10), "\(Self.widths(preview))")
            preview.close()
            // The fitted widths were not saved as the user's.
            #expect(PaneLayout.load(directory: state) == layout)
            #expect(WindowStateFile(directory: state).read().sourcePaneWidth == nil)
        }
    }

    /// The panes are fitted in the layout of the frame that shows them, not after it is painted: no frame shows
    /// the stage squeezed, and nothing is left to lay out because of the fit once a frame is painted (set after the
    /// paint, the positions left the window without a render node: it rendered black offscreen,
    /// `ChromeContrastTests`).
    @Test func theFrameThatShowsThePanesIsFitted() async throws {
        try await onGtk {
            let (folder, preview) = try Self.open()
            defer { folder.remove() }
            defer { preview.close() }
            preview.viewController.setSidebar(visible: true)
            #expect(MainLoop.run(until: { preview.stageController.isSettled }, timeout: 10))
            RenderFixtures.waitFrames(preview.window)
            var first: String?
            preview.observeFrames { _ in
                if first == nil { first = Self.fitted(preview) ? "fitted" : Self.widths(preview) }
            }
            preview.source.shown = true
            preview.inspector.setVisible(true)
            #expect(MainLoop.run(until: { first != nil }, timeout: 5))
            #expect(first == "fitted", "the first frame painted with every pane open")
        }
    }

    @Test func theRocketMapFitsTheWindow() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            try folder.write(Self.spec)
            let preview = Self.allPanesOpen(folder)
            defer { preview.close() }
            preview.stageController.select(.rocket("tour"))
            #expect(MainLoop.run(until: { Self.fitted(preview) && preview.stageController.isSettled }, timeout: 10))
            let panel = try #require(preview.area.rocketPanel)
            panel.setMap(shown: true)
            let map = try #require(panel.mapView)
            #expect(MainLoop.run(until: { map.widget.mapped && map.widget.height > 0 }, timeout: 5))
            #expect(MainLoop.run(until: { Self.fitted(preview) }, timeout: 20), "\(Self.widths(preview))")
            let bounds = try #require(map.widget.bounds(in: preview.window))
            #expect(
                bounds.x >= 0 && bounds.y >= 0 && bounds.x + bounds.width <= Double(preview.window.width) + 0.5
                    && bounds.y + bounds.height <= Double(preview.window.height) + 0.5,
                "map \(bounds) in \(Self.widths(preview))")
            #expect(preview.window.height <= 720, "\(Self.widths(preview))")
            #expect(bounds.width >= 200 && bounds.height >= 200, "the map has room: \(bounds)")
        }
    }

    /// A warning that comes with a card the user brought (a cut button title) waits until the flow ends: the
    /// stage does not move under the pointer.
    @Test func aWarningDuringPlayDoesNotMoveTheStage() async throws {
        try await onGtk {
            let (folder, preview) = try Self.open()
            defer { folder.remove() }
            defer { preview.close() }
            preview.stageController.select(.rocket("tour"))
            #expect(
                MainLoop.run(
                    until: { preview.stageController.isSettled && preview.area.rocketPanel?.cards.count == 1 },
                    timeout: 10))
            #expect(!preview.messages.banner.isShown, "the first card has nothing cut")
            let before = try #require(preview.area.stageScroller.bounds(in: preview.window))
            let panel = try #require(preview.area.rocketPanel)
            panel.play([{ $0.press(.button) }])
            #expect(
                MainLoop.run(until: { !panel.titleFindings.isEmpty && preview.stageController.isSettled }, timeout: 10))
            RenderFixtures.waitFrames(preview.window)
            #expect(preview.messages.held && !preview.messages.banner.isShown, "the warning waits")
            let during = try #require(preview.area.stageScroller.bounds(in: preview.window))
            #expect(during.y == before.y && during.height == before.height, "before \(before), during \(during)")
            // The flow ends: the warning shows.
            panel.play([{ $0.press(.left) }, { $0.press(.button) }])
            #expect(
                MainLoop.run(until: { preview.messages.banner.isShown }, timeout: 10),
                "flow \(panel.flow.visible), gone \(panel.isGone)")
            #expect(preview.messages.banner.lines.contains { $0.contains("is cut off with '…'") })
        }
    }
}
