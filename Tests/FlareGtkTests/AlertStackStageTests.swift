import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// DUX's stack drawn on the stage: alerts under the top stay drawn with their masks; closing the top reveals the
/// one below; the window's stack and the stage agree; `--stacked` exports it.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct AlertStackStageTests {
    @MainActor static var under: AlertSpec {
        RenderFixtures.plain("under") {
            $0.backgroundColor = Color(RGBA(hex: 0xFF0000))
            $0.maskViewColor = Color(RGBA(red: 0, green: 0, blue: 0, alpha: 0.5))
        }
    }
    @MainActor static var top: AlertSpec {
        var alert = RenderFixtures.plain("top") {
            $0.backgroundColor = Color(RGBA(hex: 0x0000FF))
            $0.maskViewColor = Color(RGBA(red: 0, green: 0, blue: 0, alpha: 0.5))
        }
        alert.message = nil
        return alert
    }

    @Test func theAlertBelowStaysDrawnUnderTheTopsMask() async throws {
        try await onGtk {
            var under = Self.under
            under.message = String(
                repeating: "A long message that makes this alert taller than the one on top. ", count: 3)
            let spec = RenderFixtures.spec([under, Self.top])
            let options = Exporter.Options(frame: .stage)
            let stacked = try StackExport.renderStack([under, Self.top], in: spec, options: options)
            let alone = try Exporter.render(Self.top, in: spec, options: options)
            let (w, h) = (stacked.width, stacked.height)
            // The centre is the top alert (blue); above it, inside the taller alert below: red under one 50 % mask.
            #expect(
                stacked.matches(w / 2, h / 2, 0x0000FFFF, tolerance: 3),
                "top: \(String(stacked.hex(w / 2, h / 2), radix: 16))")
            let redArea = try #require(
                stacked.bounds(in: (0, 0, w, h / 2 - 30)) { $0.r > 100 && $0.g < 20 && $0.b < 20 })
            let p = stacked.pixel(redArea.minX + 2, redArea.minY + 2)
            #expect(p.r > 110 && p.r < 145, "red darkened by the top alert's mask: \(p)")
            #expect(
                alone.bounds(in: (0, 0, w, h / 2 - 30)) { $0.r > 100 && $0.g < 20 && $0.b < 20 } == nil, "alone: no red"
            )
        }
    }

    @Test func theWindowStacksAPresentedAlertAndRevealsTheOneBelow() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            try folder.write(SpecFolder.text(title: "Stack"))
            let preview = PreviewWindow(specPath: folder.spec.path)
            preview.present()
            defer { preview.close() }
            #expect(MainLoop.run(until: { preview.area.player?.isRunning == false }))
            // A queue or scenario session presenting over the shown alert.
            preview.stageController.present(.alert("second"))
            #expect(preview.state.stack.alerts == ["first", "second"])
            #expect(preview.stage?.belowIDs == ["first"] && preview.stageController.shownAlert?.id == "second")
            #expect(MainLoop.run(until: { preview.area.player?.isRunning == false }))
            preview.stageController.closeShownAlert()
            #expect(MainLoop.run(until: { preview.stageController.shownAlert?.id == "first" }, timeout: 10))
            #expect(preview.state.stack.alerts == ["first"] && preview.stage?.belowIDs == [])
            #expect(preview.selection == SpecItem.alert("first"))
            // The sidebar's right-click does the same; a second show of an alert on the stack is a second entry
            // (DUXBetaAlertStackController.swift:60-63 compares instances; a widget builds one per show).
            preview.stageController.showOver("second")
            #expect(preview.state.stack.alerts == ["first", "second"])
            preview.stageController.showOver("second")
            #expect(preview.state.stack.alerts == ["first", "second", "second"])
            #expect(
                preview.stage?.belowIDs == ["first", "second"] && preview.stageController.shownAlert?.id == "second")
            #expect(MainLoop.run(until: { preview.area.player?.isRunning == false }))
            preview.stageController.closeShownAlert()
            #expect(MainLoop.run(until: { preview.stage?.belowIDs == ["first"] }, timeout: 10))
            #expect(
                preview.state.stack.alerts == ["first", "second"] && preview.stageController.shownAlert?.id == "second")
        }
    }
}
