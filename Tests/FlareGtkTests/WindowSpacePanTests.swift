import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// Space+drag pans the single view (also over the stage), with GNOME's hand cursors: `grab` while Space is held,
/// `grabbing` during any pan.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct WindowSpacePanTests {
    static let space: UInt = 0x020

    @Test func spaceAndADragOnTheStageMoveTheViewByTheDrag() async throws {
        try await onGtk {
            let (folder, preview) = try WindowCanvasTests.zoomedIn("Space")
            defer { preview.close(); folder.remove() }
            let navigation = try #require(preview.area.navigation)
            #expect(preview.area.navigation.isOnStage(x: 300, y: 300), "the zoomed stage fills the canvas")
            let before = try WindowCanvasTests.stageBounds(preview)

            // Without Space a primary drag on the stage is the alert's.
            navigation.spaceDrag.emit(.dragBegin, 300, 300)
            navigation.spaceDrag.emit(.dragUpdate, 50, 50)
            navigation.spaceDrag.emit(.dragEnd, 50, 50)
            #expect(
                preview.area.stageScroller.horizontalOffset == 400 && preview.area.stageScroller.verticalOffset == 300)

            #expect(preview.window.focus?.takesText != true, "the window opens with no text field focused")
            // Space with the pointer elsewhere is not the canvas's. (The pointer leaves first: the test never
            // depends on where the display's real pointer happens to be.)
            navigation.motion.emit(.leave)
            #expect(!navigation.keys.emit(.keyPressed, Self.space, 65, 0), "the pointer is not over the canvas")
            navigation.motion.emit(.enter, 300, 300)
            // With the sidebar's filter focused (Ctrl+F), Space types there until a press on the canvas.
            #expect(preview.chrome.sidebar.filterEntry.grabFocus())
            #expect(!navigation.keys.emit(.keyPressed, Self.space, 65, 0), "Space belongs to the text field")
            navigation.press.emit(.pressed, 1, 300, 300)
            #expect(preview.window.focus?.takesText != true, "a press on the canvas takes the focus from the filter")
            #expect(navigation.keys.emit(.keyPressed, Self.space, 65, 0), "Space over the canvas is handled")
            #expect(
                navigation.spaceHeld && preview.area.stageScroller.cursorName == "grab",
                "an open hand while Space is held")
            #expect(navigation.keys.emit(.keyPressed, Self.space, 65, 0), "the key's repeat too")

            navigation.spaceDrag.emit(.dragBegin, 300, 300)
            #expect(preview.area.stageScroller.cursorName == "grabbing", "a closed hand while panning")
            navigation.spaceDrag.emit(.dragUpdate, 120, -80)
            navigation.spaceDrag.emit(.dragEnd, 120, -80)
            #expect(
                preview.area.stageScroller.horizontalOffset == 280 && preview.area.stageScroller.verticalOffset == 380,
                """
                the view moved by the drag: \(preview.area.stageScroller.horizontalOffset), \
                \(preview.area.stageScroller.verticalOffset)
                """
            )
            RenderFixtures.waitFrames(preview.window, 2)
            let after = try WindowCanvasTests.stageBounds(preview)
            #expect(abs(after.x - before.x - 120) < 0.5 && abs(after.y - before.y + 80) < 0.5, "\(before) → \(after)")
            #expect(preview.area.stageScroller.cursorName == "grab", "the open hand again after the drag")
            navigation.keys.emit(.keyReleased, Self.space, 65, 0)
            #expect(!navigation.spaceHeld && preview.area.stageScroller.cursorName == nil, "the default pointer again")

            // The middle-button pan shows the closed hand too.
            navigation.middleDrag.emit(.dragBegin, 300, 300)
            #expect(preview.area.stageScroller.cursorName == "grabbing")
            navigation.middleDrag.emit(.dragEnd, 0, 0)
            #expect(preview.area.stageScroller.cursorName == nil)

            // No Space pan in the compare view.
            preview.area.compareController.set(.themes)
            #expect(!navigation.keys.emit(.keyPressed, Self.space, 65, 0))
        }
    }
}
