import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import Glibc
import Testing
import TestSupport

/// What an export keeps between images for speed, and that it never keeps it past a change.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct ExportCachesTests {
    /// Inside a batch, a released stylesheet stays on the display and the next view with the same CSS takes it
    /// again; when the batch ends, it goes.
    @Test func aBatchKeepsReleasedStylesheetsUntilItEnds() async throws {
        try await onGtk {
            _ = GtkRuntime.initialize()
            let before = StyleProviders.onDisplay
            // A mask's colour is a display provider (an alert's is on its own widgets).
            let color = Color(hex: 0x5A2D81)
            StyleProviders.batch {
                let first = StageMask()
                first.setColor(color, theme: .light)
                first.release()
                #expect(StyleProviders.onDisplay == before + 1, "released, still on the display")
                #expect(StyleProviders.live == 0)
                let second = StageMask()
                second.setColor(color, theme: .light)
                #expect(StyleProviders.onDisplay == before + 1, "the same CSS takes the same provider")
                second.release()
            }
            #expect(StyleProviders.onDisplay == before, "the batch's end removes what no view holds")
            let outside = StageMask()
            outside.setColor(color, theme: .light)
            outside.release()
            #expect(StyleProviders.onDisplay == before, "outside a batch a release removes the provider at once")
        }
    }

    /// A header read once is reused while the file is the same, and read again when it changes; the regular-file
    /// check still runs every time.
    @Test func anImageHeaderIsReadAgainWhenItsFileChanges() async throws {
        try await onGtk {
            _ = GtkRuntime.initialize()
            let folder = try Fixtures.temporaryDirectory()
            let path = folder.appendingPathComponent("icon.svg").path
            func svg(_ w: Int, _ h: Int) throws {
                let text =
                    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\">"
                    + "<rect width=\"\(w)\" height=\"\(h)\" fill=\"red\"/></svg>"
                try text.write(toFile: path, atomically: true, encoding: .utf8)
            }
            try svg(40, 20)
            #expect(ImageLoader.naturalSize(.file(path)).map { [$0.width, $0.height] } == [40, 20])
            #expect(ImageLoader.naturalSize(.file(path)).map { [$0.width, $0.height] } == [40, 20])
            try svg(300, 150)
            #expect(
                ImageLoader.naturalSize(.file(path)).map { [$0.width, $0.height] } == [300, 150],
                "a changed file is read again")
            try FileManager.default.removeItem(atPath: path)
            #expect(mkfifo(path, 0o600) == 0)
            var warnings: [String] = []
            let image = ImageLoader.load(.file(path), fit: .contain(24, 24), scale: 1, tint: nil) {
                warnings.append($0)
            }
            #expect(image.isPlaceholder)
            #expect(warnings.first?.contains("is not a regular file") == true, "\(warnings)")
        }
    }
}
