import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// The canvas: the stage fitted at every window size and pane layout, the zoom keys, zooming around the pointer
/// (Ctrl+scroll, pinch) and panning (drag).
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct WindowCanvasTests {
    /// The stage's bounds in the canvas (the scrolled window's visible area).
    @MainActor static func stageBounds(
        _ preview: PreviewWindow
    ) throws -> (x: Double, y: Double, width: Double, height: Double) {
        let stage = try #require(preview.stage)
        return try #require(stage.widget.bounds(in: preview.area.stageScroller))
    }

    /// Waits until the view is settled (the zoom fitted to the canvas as it is) and a frame showed it.
    /// A 1000×700 window on a one-alert spec titled `title`, zoomed to 300 % and scrolled to (400, 300): a stage larger
    /// than the canvas, to pan. The caller closes the window and removes the folder.
    @MainActor static func zoomedIn(_ title: String) throws -> (SpecFolder, PreviewWindow) {
        let folder = try SpecFolder()
        try folder.write(SpecFolder.text(title: title))
        let preview = folder.openWindow(width: 1000, height: 700)
        #expect(settle(preview))
        preview.viewController.setZoom(3)
        RenderFixtures.waitFrames(preview.window, 3)
        preview.area.stageScroller.horizontalOffset = 400
        preview.area.stageScroller.verticalOffset = 300
        RenderFixtures.waitFrames(preview.window, 2)
        return (folder, preview)
    }

    @MainActor static func settle(_ preview: PreviewWindow) -> Bool {
        let settled = MainLoop.run(until: { preview.stageController.isSettled }, timeout: 10)
        RenderFixtures.waitFrames(preview.window, 3)
        return settled && MainLoop.run(until: { preview.stageController.isSettled }, timeout: 10)
    }

    @MainActor static func expectInside(_ preview: PreviewWindow, _ what: String) throws {
        let b = try stageBounds(preview)
        let (w, h) = (Double(preview.area.stageScroller.width), Double(preview.area.stageScroller.height))
        #expect(
            b.x >= -0.5 && b.y >= -0.5 && b.x + b.width <= w + 0.5 && b.y + b.height <= h + 0.5,
            "\(what): the stage \(b) lies inside the canvas \(w)×\(h) at zoom \(preview.state.view.zoom)")
        // Fitted: one side of the stage spans the canvas but for its margins.
        #expect(
            b.width >= w - 2 * Canvas.margin - 1 || b.height >= h - 2 * Canvas.margin - 1,
            "\(what): the stage \(b) fills the canvas \(w)×\(h)")
    }

    @Test(arguments: [(1280, 760), (1920, 1080), (900, 600)])
    func theWholeStageShowsAtEverySizeWithAndWithoutTheInspector(width: Int, height: Int) async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            try folder.write(SpecFolder.text(title: "Fit"))
            let preview = PreviewWindow(specPath: folder.spec.path)
            preview.window.setDefaultSize(width: width, height: height)
            preview.present()
            defer { preview.close() }
            #expect(MainLoop.run(until: { preview.window.mapped }))
            #expect(preview.state.view.zoomFits, "the zoom fits by default")
            for device in [Stage.Device.phone, .phoneLandscape, .tablet] {
                for inspector in [false, true] {
                    preview.viewController.setDevice(device)
                    preview.inspector.setVisible(inspector)
                    #expect(Self.settle(preview), "\(device), inspector \(inspector): settled")
                    try Self.expectInside(
                        preview, "\(width)×\(height) \(device)\(inspector ? " with the inspector" : "")")
                }
            }
        }
    }

    /// A fit above 100 % draws the stage again at 2x once at rest; the alert stays shown: nothing closes, and the
    /// stack and its tap targets are those of before.
    @Test func drawingTheStageAgainForAFitKeepsTheAlertShown() async throws {
        try await onGtk {
            try SpecFolder.withWindow(SpecFolder.text(title: "Crisp"), width: 1920, height: 1080) { preview in
                #expect(Self.settle(preview))
                #expect(MainLoop.run(until: { preview.stage?.scale == 2 }, timeout: 10), "drawn again at 2x")
                let messages = preview.log.entries.map(\.message)
                #expect(messages.contains { $0.hasPrefix("drawn again at 2x") })
                #expect(!messages.contains { $0.contains("the stage changed") }, "\(messages)")
                #expect(messages.filter { $0.hasPrefix("showing first") }.count == 1, "shown once: \(messages)")
                #expect(preview.state.stack.alerts == ["first"])
                #expect(preview.stage?.alertView != nil)
            }
        }
    }

    @Test func resizingTheWindowRefitsUntilTheUserPicksAZoom() async throws {
        try await onGtk {
            try SpecFolder.withWindow(SpecFolder.text(title: "Resize"), width: 1280, height: 760) { preview in
                #expect(Self.settle(preview))
                let large = preview.state.view.zoom
                preview.window.setDefaultSize(width: 900, height: 600)
                #expect(
                    MainLoop.run(until: { preview.state.view.zoom < large - 0.05 }, timeout: 10),
                    "a smaller window refits: \(large) → \(preview.state.view.zoom)")
                #expect(Self.settle(preview))
                try Self.expectInside(preview, "after the resize")

                #expect(PreviewActions.activate("zoom-actual", on: preview))
                #expect(
                    preview.state.view.zoom == 1 && !preview.state.view.zoomFits, "Ctrl+1: actual size, and it stays")
                preview.window.setDefaultSize(width: 1000, height: 700)
                RenderFixtures.waitFrames(preview.window, 4)
                #expect(preview.state.view.zoom == 1, "a zoom the user picked stays when the window changes")
                #expect(PreviewActions.activate("zoom-fit", on: preview))
                #expect(Self.settle(preview))
                #expect(preview.state.view.zoomFits && preview.state.view.zoom != 1, "Ctrl+0 fits again")
                try Self.expectInside(preview, "after Ctrl+0")
            }
        }
    }

    @Test func theZoomKeysAreCtrl0Ctrl1AndCtrlPlusMinus() async throws {
        try await onGtk {
            let accelerators = Dictionary(
                PreviewActions.shortcuts.map { ($0.action, $0.accelerators) }, uniquingKeysWith: +)
            #expect(accelerators["zoom-fit"]?.first == "<Control>0")
            #expect(accelerators["zoom-actual"]?.first == "<Control>1")
            #expect(accelerators["zoom-in"]?.contains("<Control>plus") == true)
            #expect(accelerators["zoom-out"]?.first == "<Control>minus")
            let all = PreviewActions.shortcuts.flatMap(\.accelerators)
            #expect(Set(all).count == all.count, "no key does two things")
            try SpecFolder.withWindow(SpecFolder.text(title: "Keys")) { preview in
                #expect(PreviewActions.activate("zoom-actual", on: preview))
                #expect(preview.state.view.zoom == 1 && preview.chrome.header.zoomLabel.label == "100 %")
                #expect(PreviewActions.activate("zoom-in", on: preview))
                #expect(preview.state.view.zoom == 1.1, "the step after 100 % is 110 %")
                #expect(PreviewActions.activate("zoom-in", on: preview))
                #expect(preview.state.view.zoom == 1.25)
                #expect(PreviewActions.activate("zoom-out", on: preview))
                #expect(PreviewActions.activate("zoom-out", on: preview))
                #expect(PreviewActions.activate("zoom-out", on: preview))
                #expect(preview.state.view.zoom == 0.9)
                #expect(PreviewActions.activate("zoom-fit", on: preview))
                #expect(Self.settle(preview))
                #expect(abs(preview.state.view.zoom - (preview.area.canvas?.fitZoom ?? 0)) < 1e-9)
            }
        }
    }

    /// Ctrl+scroll zooms around the pointer: the stage point under it stays there (within a point).
    @Test func ctrlScrollKeepsThePointUnderThePointer() async throws {
        try await onGtk {
            try SpecFolder.withWindow(SpecFolder.text(title: "Scroll"), width: 1000, height: 700) { preview in
                #expect(Self.settle(preview))
                preview.viewController.setZoom(1.5)
                RenderFixtures.waitFrames(preview.window, 3)
                let navigation = try #require(preview.area.navigation)
                #expect(
                    !navigation.scroll.emit(.scroll, 0, 1), "without Ctrl a scroll is the scrolled window's (it pans)")
                #expect(preview.state.view.zoom == 1.5)
                for (x, y, dy) in [(600.0, 250.0, -1.0), (200.0, 500.0, -1.0), (450.0, 300.0, 1.0), (300, 200, -0.4)] {
                    navigation.motion.emit(.motion, x, y)
                    let before = try Self.stageBounds(preview), zoom = preview.state.view.zoom
                    let point = ((x - before.x) / zoom, (y - before.y) / zoom)
                    #expect(navigation.scrolled(preview.viewController, dy: dy, control: true))
                    #expect(preview.state.view.zoom != zoom)
                    RenderFixtures.waitFrames(preview.window, 3)
                    let after = try Self.stageBounds(preview)
                    let moved = ((x - after.x) / preview.state.view.zoom, (y - after.y) / preview.state.view.zoom)
                    #expect(
                        abs(moved.0 - point.0) < 1 && abs(moved.1 - point.1) < 1,
                        "zoom \(zoom) → \(preview.state.view.zoom) at (\(x), \(y)): stage point \(point) → \(moved)")
                }
                #expect(!preview.state.view.zoomFits, "a scroll-zoom is the user's zoom")
                // A pinch scales the zoom it began with.
                let start = preview.state.view.zoom
                navigation.pinch.emit(.begin, nil)
                navigation.pinch.emit(.scaleChanged, 1.2)
                #expect(abs(preview.state.view.zoom - Canvas.clamped(start * 1.2)) < 1e-9)
            }
        }
    }

    /// A middle-button drag pans the zoomed-in stage; a primary drag pans from the background only.
    @Test func draggingPansTheView() async throws {
        try await onGtk {
            let (folder, preview) = try Self.zoomedIn("Pan")
            defer { preview.close(); folder.remove() }
            let navigation = try #require(preview.area.navigation)
            let before = try Self.stageBounds(preview)
            navigation.middleDrag.emit(.dragBegin, 300, 300)
            navigation.middleDrag.emit(.dragUpdate, 120, -80)
            navigation.middleDrag.emit(.dragEnd, 120, -80)
            #expect(
                preview.area.stageScroller.horizontalOffset == 280 && preview.area.stageScroller.verticalOffset == 380)
            RenderFixtures.waitFrames(preview.window, 2)
            let after = try Self.stageBounds(preview)
            #expect(abs(after.x - before.x - 120) < 0.5 && abs(after.y - before.y + 80) < 0.5, "\(before) → \(after)")

            // The whole canvas is the stage now: a primary drag on it belongs to the alert, not to panning.
            navigation.backgroundDrag.emit(.dragBegin, 300, 300)
            navigation.backgroundDrag.emit(.dragUpdate, 50, 50)
            navigation.backgroundDrag.emit(.dragEnd, 50, 50)
            #expect(preview.area.stageScroller.horizontalOffset == 280, "a drag on the stage does not pan")
        }
    }
}
