import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// "Copy Swift" and copying one value: the window's action puts `flare code --id`'s text on the clipboard, and
/// the inspect popover's rows and the redlines' labels copy their value. The clipboard is read back through GDK
/// (`gdk_clipboard_read_text_async`) in the main loop.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct CopySwiftTests {
    /// The clipboard's text once GDK has read it.
    @MainActor static func clipboardText(_ preview: PreviewWindow) -> String? {
        var text: String?, done = false
        preview.window.clipboard.readText { read in
            text = read
            done = true
        }
        #expect(MainLoop.run(until: { done }, timeout: 10), "the clipboard was never read")
        return text
    }

    @Test func copySwiftPutsFlareCodesTextForTheSelectionOnTheClipboard() async throws {
        let spec = Fixtures.examples.appendingPathComponent("showcase.yaml").path
        var expected: [String: String] = [:]
        for id in ["low-battery", "first-flight", "camera-flow", "pro-upsell"] {
            let r = try FlareProcess.run(["code", spec, "--id", id])
            #expect(r.status == 0, "\(r.stderr)")
            expected[id] = r.stdout
        }
        let items: [SpecItem] = [
            .alert("low-battery"), .rocket("first-flight"), .queue("camera-flow"), .scenario("pro-upsell"),
        ]
        try await onGtk {
            let preview = PreviewWindow(specPath: spec)
            defer { preview.close() }
            preview.present()
            #expect(MainLoop.run(until: { preview.window.mapped && preview.spec != nil }))
            for item in items {
                preview.stageController.select(item)
                preview.window.clipboard.set("before")
                #expect(
                    PreviewActions.activate("copy-swift", on: preview), "the header menu's and the inspector's action")
                let text = Self.clipboardText(preview)
                #expect(text == expected[item.id], "\(item): the clipboard holds \(text?.prefix(80) ?? "nothing")")
                #expect(preview.messages.notice.text.contains("flare code --id \(item.id)"))
            }
            #expect(expected["camera-flow"]?.contains("PopupRequirement") == true)
        }
    }

    @Test func theInspectPopoverAndTheRedlinesCopyOneValue() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, layer) = try folder.openInspecting(InspectModeTests.spec)
            defer { preview.close() }
            let stage = try #require(preview.stage)
            let title = try #require(stage.alertFrames()?.title)
            layer.click.emit(.released, 1, title.x + 3, title.y + title.height / 2)
            let row = try #require(layer.popover.properties.firstIndex { $0.key == "appearance.titleColor" })
            preview.window.clipboard.set("before")
            try #require(layer.popover.copyButtons[row]).emit(.clicked)
            #expect(Self.clipboardText(preview) == "#FFCC00")
            let font = try #require(layer.popover.properties.firstIndex { $0.key == "appearance.titleFont" })
            try #require(layer.popover.copyButtons[font]).emit(.clicked)
            #expect(Self.clipboardText(preview) == layer.popover.properties[font].value)

            // A measured gap: a click on its label copies the number of points.
            layer.motion.emit(.motion, title.x + 3, title.y + title.height / 2)
            let measurements = layer.drawing.measurements
            let gap = try #require(measurements.first { $0.text == "12 pt" }, "\(measurements.map(\.text))")
            layer.click.emit(.released, 1, gap.rect.x + gap.rect.width / 2, gap.rect.y + gap.rect.height / 2)
            #expect(Self.clipboardText(preview) == "12")
            #expect(preview.messages.notice.text.contains("12 pt"), "\(preview.messages.notice.text)")
        }
    }
}
