import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// Pictures of the window with the queue example's banner on the stage and its rows on the Properties page, for a
/// person to look at: written only with `FLARE_LOOK_DIR` set (a folder).
@Suite(
    .serialized,
    .enabled(
        if: hasDisplay && ProcessInfo.processInfo.environment["FLARE_LOOK_DIR"] != nil,
        "set FLARE_LOOK_DIR to a folder to write the pictures"))
struct PopupViewPropertiesLookTests {
    @Test(arguments: [(1280, 760), (1920, 1080)])
    func bannerPropertiesInTheWindow(size: (Int, Int)) async throws {
        try await onGtk {
            let out = URL(fileURLWithPath: ProcessInfo.processInfo.environment["FLARE_LOOK_DIR"]!)
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            let folder = try SpecFolder()
            defer { folder.remove() }
            try Fixtures.copyExamples(into: folder.url)
            try FileManager.default.copyItem(at: folder.url.appendingPathComponent("queue.yaml"), to: folder.spec)
            let preview = folder.openWindow(width: size.0, height: size.1)
            defer { preview.close() }
            preview.stageController.select(SpecItem.queue("launch"))
            preview.inspector.seekScript(to: 6)
            #expect(MainLoop.run(until: { preview.stageController.shownPopupView?.name == "summer-sale" }))
            preview.showPropertiesPage()
            let page = preview.inspector.propertiesPage
            #expect(MainLoop.run(until: { !page.isStale && page.popupView.sheet?.popup == "summer-sale" }))
            #expect(MainLoop.run(until: { preview.stageController.isSettled }, timeout: 10))
            #expect(MainLoop.run(until: { preview.area.status.shown == nil }), "no empty state over the banner")
            RenderFixtures.waitFrames(preview.window, 4)
            try Exporter.render(widget: preview.window, scale: 1).png().write(
                to: out.appendingPathComponent("banner-properties-\(size.0)x\(size.1).png"))
        }
    }
}
