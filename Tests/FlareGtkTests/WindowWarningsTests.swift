import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// Warnings reach the window: the spec's (what `flare check` prints) and the shown alert's render warnings, in an
/// amber banner above a stage that still renders, each line copyable, the lot dismissible.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct WindowWarningsTests {
    static let spec = """
        flare: 1
        alerts:
          first:
            title: Hello
            icon: missing.png
          second:
            title: Two
            icon: bad.png
        """

    @Test func specAndRenderWarningsShowAboveTheRenderAndCanBeDismissed() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            try folder.write(Self.spec)
            try Data("not a png".utf8).write(to: folder.url.appendingPathComponent("bad.png"))
            let preview = folder.openWindow()
            defer { preview.close() }
            let path = folder.spec.path
            let missing = "\(path):5:11: warning: image file 'missing.png' does not exist"
            #expect(preview.messages.banner.isShown && preview.messages.banner.kind == .warnings)
            #expect(
                preview.messages.banner.lines.count == 1 && preview.messages.banner.lines[0].hasPrefix(missing),
                "\(preview.messages.banner.lines)"
            )
            #expect(preview.stage?.alertView?.spec.id == "first", "the warnings do not hide the render")
            // Amber, not the error red.
            #expect(MainLoop.run(until: { preview.messages.banner.widget.height > 0 }))
            RenderFixtures.waitFrames(preview.window)
            let pixels = try WidgetRenderer.render(preview.messages.banner.widget, width: 40, height: 8, scale: 1)
            #expect(pixels.matches(4, 4, 0xF6D32DFF), "banner background: \(String(pixels.hex(4, 4), radix: 16))")

            // The second alert's image cannot be decoded: a render warning at the alert's line.
            preview.stageController.select(SpecItem.alert("second"))
            #expect(preview.messages.banner.lines.count == 2, "\(preview.messages.banner.lines)")
            #expect(
                preview.messages.banner.lines.last?.hasPrefix("\(path):6:3: warning: alert 'second': image '") == true,
                "\(preview.messages.banner.lines)")
            #expect(
                preview.messages.banner.lines.last?.contains("is not a readable PNG") == true,
                "\(preview.messages.banner.lines)")

            // Dismissed lines stay hidden, across selections and reloads; a new warning shows.
            preview.messages.banner.closeButton.emit(.clicked)
            #expect(!preview.messages.banner.isShown)
            preview.stageController.select(SpecItem.alert("first"))
            preview.reload()
            #expect(!preview.messages.banner.isShown, "\(preview.messages.banner.lines)")
            try folder.write(Self.spec + "\n  third:\n    title: Three\n    icon: gone.png\n")
            preview.reload()
            #expect(preview.messages.banner.isShown)
            #expect(
                preview.messages.banner.lines.count == 1
                    && preview.messages.banner.lines[0].contains("'gone.png' does not exist"),
                "\(preview.messages.banner.lines)")
        }
    }

    @Test func aBrokenSpecListsItsWarningsWithItsErrors() async throws {
        try await onGtk {
            try SpecFolder.withWindow(Self.spec + "\n    titelFont: Inter 17\n") { preview in
                #expect(preview.messages.banner.isShown && preview.messages.banner.kind == .errors)
                let lines = preview.messages.banner.lines
                #expect(lines.contains { $0.contains(":9:5: error: unknown key 'titelFont'") }, "\(lines)")
                #expect(
                    lines.contains { $0.contains(":5:11: warning: image file 'missing.png' does not exist") },
                    "\(lines)")
                #expect(!preview.messages.banner.closeButton.visible, "errors cannot be dismissed")
            }
        }
    }
}
