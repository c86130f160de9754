import FlareCore
@testable import FlareGtk
import Foundation
import Testing
import TestSupport

/// A window edit of a value the alert's stylesheet alone draws (a colour, a corner radius, a font, a button's border)
/// restyles the shown alert in place (issues 27 and 30): the stage and the alert view are kept, the alert takes a
/// new stylesheet, the first frame that shows the edit has the alert's new height and place, and the pixels are
/// those of a stage built anew for the edited spec. A layout row still builds a new stage.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct InPlaceRestyleTests {
    /// Sets `path` to `value` as the Properties page does, and checks that the alert was restyled in place and
    /// draws what a stage built anew for the edited spec draws.
    @MainActor
    @discardableResult
    static func restyledInPlace(
        _ preview: PreviewWindow, _ path: String, _ value: String, newStylesheet: Bool = true
    ) throws -> Double {
        let stage = try #require(preview.stage), view = try #require(preview.stage?.alertView)
        let scope = view.scope, providers = StyleProviders.live
        // The alert's frame in the first frame painted after the edit (a height fitted a frame late shows here).
        let generation = preview.generation
        var first: (x: Double, y: Double, width: Double, height: Double)?
        preview.observeFrames { [weak preview] frame in
            if first == nil, frame.generation > generation { first = preview?.stage?.alertFrame }
        }
        #expect(preview.edits.set(PropertiesPageTests.path(path), to: value), "\(path) → \(value)")
        #expect(InPlaceReloadTests.painted(preview))
        let painted = try #require(first)
        #expect(
            preview.stage === stage && preview.stage?.alertView === view,
            "\(path): restyled in place; \(preview.log.entries.suffix(6).map(\.message))")
        #expect((view.scope != scope) == newStylesheet, "\(path): a new stylesheet")
        #expect(StyleProviders.live == providers, "\(path): the old stylesheet given back")
        RenderFixtures.waitFrames(preview.window.widget)
        let inPlace = try InPlaceReloadTests.pixels(preview)
        let frame = stage.alertFrame
        preview.stageController.rebuildStage(animate: false)
        #expect(InPlaceReloadTests.painted(preview))
        RenderFixtures.waitFrames(preview.window.widget)
        #expect(preview.stage !== stage)
        let diff = RasterDiff(inPlace, try InPlaceReloadTests.pixels(preview))
        let frames = "frame \(frame) against \(preview.stage?.alertFrame as Any)"
        #expect(
            diff.differing == 0, "\(path): the same pixels as a stage built for the edited spec: \(diff); \(frames)")
        let fresh = try #require(preview.stage?.alertFrame)
        #expect(
            painted == fresh && frame == fresh,
            "\(path): the first frame after the edit placed the alert as a new stage does: \(painted) against \(fresh)")
        return painted.height
    }

    @Test func coloursAndCornerRadiiRestyleTheAlertInPlace() async throws {
        try await onGtk {
            let spec = try InPlaceReloadTests.project(InPlaceReloadTests.text(title: "Battery low"))
            let preview = InPlaceReloadTests.open(spec.path)
            defer { preview.close() }
            try Self.restyledInPlace(preview, "alerts.first.appearance.backgroundColor", "#802040")
            try Self.restyledInPlace(preview, "alerts.first.appearance.titleColor", "#FFCC00")
            try Self.restyledInPlace(preview, "alerts.first.appearance.borderCornerRadius", "18")
            try Self.restyledInPlace(preview, "alerts.first.actions[0].appearance.actionColor", "#30D158")
            try Self.restyledInPlace(preview, "alerts.first.actions[1].appearance.actionCornerRadius", "8")
            #expect(preview.stage?.alertView?.titleLabel?.text == "Battery low")
        }
    }

    @Test func fontsAndBordersRestyleInPlaceWithTheirHeightInTheFirstFrame() async throws {
        try await onGtk {
            // No icon: DUX draws an image at its size (the fixture's is 120 pt), and the title beside it would not
            // change the header's height.
            let text = InPlaceReloadTests.text(title: "Battery low")
                .replacingOccurrences(of: "\n    icon: icon.png", with: "")
            let spec = try InPlaceReloadTests.project(text)
            let preview = InPlaceReloadTests.open(spec.path)
            defer { preview.close() }
            let before = try #require(preview.stage?.alertFrame.height)
            // GTK measures a new stylesheet's sizes only in the frame's layout: the alert is fitted again there.
            let title = try Self.restyledInPlace(preview, "alerts.first.appearance.titleFont", "Inter Bold 26")
            #expect(title > before, "a larger title font makes the alert taller: \(title) against \(before)")
            let message = try Self.restyledInPlace(preview, "alerts.first.appearance.messageFont", "Inter 11")
            #expect(message < title, "a smaller message font makes it shorter: \(message) against \(title)")
            try Self.restyledInPlace(preview, "alerts.first.actions[0].appearance.actionFont", "Inter Bold 24")
            // A button's border is drawn once it has both a width and a color.
            try Self.restyledInPlace(
                preview, "alerts.first.actions[1].appearance.actionBorderWidth", "3", newStylesheet: false)
            try Self.restyledInPlace(preview, "alerts.first.actions[1].appearance.actionBorderColor", "#FF3B30")
            try Self.restyledInPlace(preview, "alerts.first.appearance.titleFont", "Inter 15")
            #expect(preview.stage?.alertView?.titleLabel?.text == "Battery low")
        }
    }

    @Test func aLayoutRowStillBuildsANewStage() async throws {
        try await onGtk {
            let spec = try InPlaceReloadTests.project(InPlaceReloadTests.text(title: "Battery low"))
            let preview = InPlaceReloadTests.open(spec.path)
            defer { preview.close() }
            let stage = try #require(preview.stage)
            #expect(preview.edits.set(PropertiesPageTests.path("alerts.first.appearance.alertLayoutSpacing"), to: "24"))
            #expect(InPlaceReloadTests.painted(preview))
            #expect(preview.stage !== stage, "a layout row builds a new stage")
            let rebuilt = try #require(preview.stage)
            // A colour and a spacing in one save: not the stylesheet alone, so a new stage too.
            try InPlaceReloadTests.text(title: "Battery low", color: "#802040", spacing: 30).write(
                to: spec, atomically: true, encoding: .utf8)
            #expect(MainLoop.run(until: { preview.stage !== rebuilt }), "a colour with a layout row: a new stage")
        }
    }
}
