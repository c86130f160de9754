import FlareCore
@testable import FlareGtk
import Foundation
import Testing
import TestSupport

/// A window edit of a value the alert's stylesheet alone draws and that changes no size (a colour, a corner radius)
/// restyles the shown alert in place (issues 27 and 30): the stage and the alert view are kept, the alert takes a
/// new stylesheet, and the pixels are those of a stage built anew for the edited spec. A layout row or a font still
/// builds a new stage.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct InPlaceRestyleTests {
    /// Sets `path` to `value` as the Properties page does, and checks that the alert was restyled in place and
    /// draws what a stage built anew for the edited spec draws.
    @MainActor
    static func restyledInPlace(_ preview: PreviewWindow, _ path: String, _ value: String) throws {
        let stage = try #require(preview.stage), view = try #require(preview.stage?.alertView)
        let scope = view.scope, providers = StyleProviders.live
        #expect(preview.edits.set(PropertiesPageTests.path(path), to: value), "\(path) → \(value)")
        #expect(InPlaceReloadTests.painted(preview))
        #expect(
            preview.stage === stage && preview.stage?.alertView === view,
            "\(path): restyled in place; \(preview.log.entries.suffix(6).map(\.message))")
        #expect(view.scope != scope, "\(path): a new stylesheet")
        #expect(StyleProviders.live == providers, "\(path): the old stylesheet given back")
        RenderFixtures.waitFrames(preview.window.widget)
        let inPlace = try InPlaceReloadTests.pixels(preview)
        let frame = stage.alertFrame
        preview.rebuildStage(animate: false)
        #expect(InPlaceReloadTests.painted(preview))
        RenderFixtures.waitFrames(preview.window.widget)
        #expect(preview.stage !== stage)
        let diff = RasterDiff(inPlace, try InPlaceReloadTests.pixels(preview))
        let frames = "frame \(frame) against \(preview.stage?.alertFrame as Any)"
        #expect(
            diff.differing == 0, "\(path): the same pixels as a stage built for the edited spec: \(diff); \(frames)")
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

    @Test func aLayoutRowOrAFontStillBuildsANewStage() async throws {
        try await onGtk {
            let spec = try InPlaceReloadTests.project(InPlaceReloadTests.text(title: "Battery low"))
            let preview = InPlaceReloadTests.open(spec.path)
            defer { preview.close() }
            let stage = try #require(preview.stage)
            #expect(preview.edits.set(PropertiesPageTests.path("alerts.first.appearance.alertLayoutSpacing"), to: "24"))
            #expect(InPlaceReloadTests.painted(preview))
            #expect(preview.stage !== stage, "a layout row builds a new stage")
            // A font changes the alert's height, which GTK measures with a new stylesheet only in the next frame.
            let spaced = try #require(preview.stage)
            #expect(
                preview.edits.set(PropertiesPageTests.path("alerts.first.appearance.titleFont"), to: "Inter Bold 26"))
            #expect(InPlaceReloadTests.painted(preview))
            #expect(preview.stage !== spaced, "a font builds a new stage")
            let rebuilt = try #require(preview.stage)
            // A colour and a spacing in one save: not the stylesheet alone, so a new stage too.
            try InPlaceReloadTests.text(title: "Battery low", color: "#802040", spacing: 30).write(
                to: spec, atomically: true, encoding: .utf8)
            #expect(MainLoop.run(until: { preview.stage !== rebuilt }), "a colour with a layout row: a new stage")
        }
    }
}
