import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import Testing
import TestSupport

/// A save that changes only the shown alert's texts updates its labels in place (issue 30): the stage and the alert
/// view are the same objects afterwards, and the stage's pixels equal a fresh window's on the saved spec. Any other
/// change (a layout row, an image file's bytes, a text too long to show whole) builds a new stage; a change of
/// values the stylesheet alone draws that change no size restyles it in place (`InPlaceRestyleTests`).
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct InPlaceReloadTests {
    static func text(
        title: String, message: String = "Hello", action: String = "OK", color: String = "#204080",
        spacing: Int? = nil
    ) -> String {
        let spacing = spacing.map { "\n      alertLayoutSpacing: \($0)" } ?? ""
        return """
            flare: 1
            stage: {device: phone-landscape}
            alerts:
              first:
                title: "\(title)"
                message: "\(message)"
                icon: icon.png
                appearance:
                  backgroundColor: "\(color)"
                  animationDuration: 0.1\(spacing)
                actions:
                  - title: "\(action)"
                  - title: Later
                    style: cancel
            """
    }

    @MainActor
    static func open(_ path: String) -> PreviewWindow {
        let preview = PreviewWindow(specPath: path)
        preview.viewController.setZoom(1)
        preview.present()
        #expect(MainLoop.run(until: { preview.window.mapped && preview.area.player?.isRunning == false }))
        return preview
    }

    /// Waits until `preview` painted its latest generation.
    @MainActor
    static func painted(_ preview: PreviewWindow) -> Bool {
        MainLoop.run(until: {
            preview.paintedGeneration == preview.generation && preview.area.player?.isRunning == false
        })
    }

    /// A folder with the spec and its icon.
    static func project(_ spec: String) throws -> URL {
        let folder = try Fixtures.temporaryDirectory()
        try FileManager.default.copyItem(
            at: Fixtures.examples.appendingPathComponent("assets/avatar.png"),
            to: folder.appendingPathComponent("icon.png"))
        let url = folder.appendingPathComponent("spec.yaml")
        try spec.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @MainActor
    static func pixels(_ preview: PreviewWindow) throws -> Raster {
        try Exporter.render(widget: try #require(preview.stage).widget, scale: 1)
    }

    @Test func aTextChangeKeepsTheStageAndDrawsWhatAFreshWindowDraws() async throws {
        try await onGtk {
            let spec = try Self.project(Self.text(title: "Battery low"))
            let preview = Self.open(spec.path)
            defer { preview.close() }
            let stage = try #require(preview.stage), view = try #require(preview.stage?.alertView)
            let edits = [
                Self.text(title: "Battery very low, return home now"),
                Self.text(
                    title: "Battery very low, return home now",
                    message: "A longer message that wraps onto a second line in the alert"),
                Self.text(title: "Low", message: "Hi", action: "Return home"),
            ]
            for edit in edits {
                let generation = preview.generation
                try edit.write(to: spec, atomically: true, encoding: .utf8)
                #expect(MainLoop.run(until: { preview.generation > generation }))
                #expect(Self.painted(preview))
                #expect(preview.stage === stage && preview.stage?.alertView === view, "updated in place: \(edit)")
                RenderFixtures.waitFrames(preview.window.widget)
                let fresh = Self.open(spec.path)
                defer { fresh.close() }
                #expect(Self.painted(fresh))
                RenderFixtures.waitFrames(fresh.window.widget)
                let diff = RasterDiff(try Self.pixels(preview), try Self.pixels(fresh))
                #expect(diff.differing == 0, "the same pixels as a fresh window: \(diff)")
            }
            #expect(view.titleLabel?.text == "Low" && view.actionTitleLabels.first?.text == "Return home")
            #expect(preview.stageController.shownAlert?.title == "Low")
        }
    }

    @Test func otherChangesBuildANewStage() async throws {
        try await onGtk {
            let spec = try Self.project(Self.text(title: "Battery low"))
            let preview = Self.open(spec.path)
            defer { preview.close() }
            @MainActor func saved(_ change: () throws -> Void) throws -> Bool {
                let stage = preview.stage, generation = preview.generation
                try change()
                #expect(MainLoop.run(until: { preview.generation > generation }))
                return preview.stage !== stage
            }
            #expect(
                try saved {
                    try Self.text(title: "Battery low", spacing: 24).write(to: spec, atomically: true, encoding: .utf8)
                },
                "a layout row")
            let icon = spec.deletingLastPathComponent().appendingPathComponent("icon.png")
            #expect(
                try saved {
                    try FileManager.default.removeItem(at: icon)
                    try FileManager.default.copyItem(
                        at: Fixtures.examples.appendingPathComponent("assets/propeller.png"), to: icon)
                }, "an image file's bytes")
            let long = String(repeating: "word ", count: 2_100)
            #expect(
                try saved {
                    try Self.text(title: "Battery low", message: long).write(
                        to: spec, atomically: true, encoding: .utf8)
                },
                "a text cut to its limit (a warning)")
            #expect(
                try saved { try Self.text(title: "Battery low").write(to: spec, atomically: true, encoding: .utf8) },
                "away from a text with a warning")
            #expect(
                try !saved { try Self.text(title: "Battery").write(to: spec, atomically: true, encoding: .utf8) },
                "and a text again in place")
        }
    }
}
