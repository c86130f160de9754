import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// Screenshots of the inspector on the showcase, for a person to look at: runs only when `FLARE_SHOTS` names
/// a folder (`FLARE_SHOTS=/tmp/shots make test`), and writes one PNG per page there.
@Suite(.serialized, .enabled(if: hasDisplay && ProcessInfo.processInfo.environment["FLARE_SHOTS"] != nil, "set FLARE_SHOTS to a folder"))
struct InspectorScreenshots {
    @Test func showcasePages() async throws {
        try await onGtk {
            let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["FLARE_SHOTS"]!)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let state = try Fixtures.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: state) }
            Inspector.stateDirectory = state.path
            let showcase = Fixtures.examples.appendingPathComponent("showcase.yaml")
            let preview = PreviewWindow(specPath: showcase.path)
            defer { preview.close() }
            preview.present()
            #expect(MainLoop.run(until: { preview.window.mapped }))
            let inspector = preview.inspector!
            inspector.setVisible(true)

            @MainActor func shoot(_ name: String) throws {
                _ = MainLoop.run(until: { preview.player?.isRunning == false }, timeout: 2)
                _ = MainLoop.run(until: { false }, timeout: 0.3)  // let the layout settle
                let width = Double(preview.window.width), height = Double(preview.window.height)
                let raster = try WidgetRenderer.render(preview.window, width: width, height: height, scale: 1)
                try raster.png().write(to: folder.appendingPathComponent("\(name).png"))
            }

            for name in ["A1", "A3", "A2"] {
                inspector.queuePage.registerButtons[name]?.emit(.clicked)
            }
            try shoot("queue")
            preview.select(SpecItem.scenario("pro-upsell"))
            inspector.scenarioPage.buttons["try"]?.emit(.clicked)
            try shoot("scenario")
            inspector.selectScript(.queue("launch-promo"))
            inspector.seekScript(to: 4)
            inspector.showPage("script")
            try shoot("script")
            inspector.showPage("log")
            try shoot("log")
            inspector.showPage("routes")
            try shoot("routes")
            inspector.showPage("checks")
            inspector.checksPage.rows.dropFirst(6).first?.emit(.clicked)
            try shoot("checks")

            // The designer's walk through the other scripts: every step's log says why.
            for source in inspector.scriptSources(preview.spec!) {
                inspector.selectScript(source)
                for step in 0...(inspector.script?.count(in: preview.spec!) ?? 0) {
                    inspector.seekScript(to: step)
                    #expect(preview.log.entries.last?.message.hasPrefix("script \(source): ") == true)
                }
            }
            inspector.selectScript(.scenario("tip-nudge"))
            inspector.seekScript(to: 2)
            inspector.showPage("scenario")
            try shoot("scenario-script")
            inspector.selectScript(.queue("camera-flow"))
            inspector.seekScript(to: 6)
            inspector.showPage("queue")
            try shoot("camera-flow")
        }
    }
}
