import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import Testing

/// The stage (mask, centring, keyboard, presentation), the views' callbacks, the slide control and leaks.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct RenderStageTests {
    /// A stage in the export window, laid out at the device size, with `alert` shown.
    @MainActor func withStage<T>(_ alert: AlertSpec?, _ body: (StageView) throws -> T) throws -> T {
        let spec = RenderFixtures.spec(alert.map { [$0] } ?? [])
        try Exporter.prepare(spec, warn: { Issue.record("warning: \($0)") })
        let host = try RenderHost.shared()
        let stage = StageView(spec: spec, theme: .light)
        defer { host.clear() }
        host.put(stage.widget)
        stage.show(alert: alert)
        host.allocate(stage.widget, width: 844, height: 390)
        return try body(stage)
    }

    @MainActor func render(_ stage: StageView) throws -> Raster {
        let host = try RenderHost.shared()
        host.allocate(stage.widget, width: 844, height: 390)
        return try WidgetRenderer.render(stage.widget, width: 844, height: 390, scale: 1)
    }

    @Test func theAlertIsCentredAndMovesUpWithTheKeyboard() async throws {
        try await onGtk {
            try withStage(RenderFixtures.plain()) { stage in
                let f = stage.alertFrame
                #expect(f.width == 442 && f.x == 201)
                #expect(abs(f.y - (390 - f.height) / 2) <= 1)
                let before = try render(stage)
                #expect(before.matches(201 + 3, Int(f.y) + 3, 0x204080FF))
                stage.setKeyboard(visible: true)
                #expect(stage.keyboardOffset == 209, "iOS's landscape phone keyboard")
                // DUXBetaAlertLayoutController.swift:79, :45-49: the centre moves up by the keyboard's whole height,
                // past the top of the screen when the alert is taller than what is left.
                let y = f.y - 209
                #expect(stage.alertFrame.y == y && y < 0)
                let after = try render(stage)
                #expect(after.matches(201 + 3, Int(y + f.height) - 3, 0x204080FF))
                #expect(after.matches(3, 390 - 3, 0xD1D3D9FF), "the keyboard is drawn at the bottom of the stage")
                #expect(after.pixel(3, 390 - 212) == before.pixel(3, 390 - 212), "and is 209 points tall")
                stage.setKeyboard(visible: false)
                #expect(stage.alertFrame.y == f.y)
                #expect(try render(stage).pixel(3, 390 - 3) == before.pixel(3, 390 - 3))
            }
        }
    }

    @Test func presentationScalesAboutTheCentreAndFades() async throws {
        try await onGtk {
            try withStage(RenderFixtures.plain { $0.maskViewColor = Color(hex: 0xFF0000) }) { stage in
                let f = stage.alertFrame
                stage.setPresentation(alertOpacity: 1, alertScale: 0.5, maskOpacity: 1)
                let half = try render(stage)
                #expect(half.matches(Int(f.x) + 3, Int(f.y) + 3, 0xFF0000FF), "the corner region shows the mask")
                #expect(half.matches(Int(f.x + f.width / 2), Int(f.y + f.height / 2), 0x204080FF), "the centre stays")
                #expect(half.matches(Int(f.x + f.width / 4) + 3, Int(f.y + f.height / 2), 0x204080FF))
                stage.setPresentation(alertOpacity: 0, alertScale: 1, maskOpacity: 0)
                let hidden = try render(stage)
                #expect(hidden.matches(5, 5, 0xF2F2F7FF), "no mask: the backdrop")
                #expect(hidden.matches(Int(f.x + f.width / 2), Int(f.y + f.height / 2), 0xF2F2F7FF))
            }
        }
    }

    @Test func anEmptyStageHasNoMask() async throws {
        try await onGtk {
            try withStage(nil) { stage in
                #expect(stage.alertView == nil)
                let r = try render(stage)
                #expect(r.matches(422, 195, 0xF2F2F7FF))
            }
        }
    }

    @Test func actionsReportTheirIndex() async throws {
        try await onGtk {
            var tapped: [Int] = []
            try withStage(RenderFixtures.plain()) { stage in
                let view = try #require(stage.alertView)
                view.onAction = { tapped.append($0) }
                view.actionButtons[1].emit(.clicked)
                view.actionButtons[0].emit(.clicked)
            }
            #expect(tapped == [1, 0])
        }
    }

    @Test func theSlideCompletesOnlyPast60Percent() async throws {
        try await onGtk {
            let alert = AlertSpec(id: "s", title: "T", preset: .slide)
            try withStage(alert) { stage in
                let view = try #require(stage.alertView)
                let slide = try #require(view.slideControl)
                #expect(view.checkbox != nil, "the slide preset shows its checkbox by default")
                var results: [Bool] = []
                view.onSlideCompleted = { results.append($0) }
                let width = slide.trackWidth
                #expect(width == 200, "DUXBetaSlideView: as wide as its SlideOn image")
                let gesture = slide.gesture
                @MainActor func drag(_ dx: Double) {
                    gesture.emit(.dragBegin, 10, 10)
                    gesture.emit(.dragUpdate, dx / 2, 0)
                    gesture.emit(.dragEnd, dx, 0)
                }
                // The thumb's centre starts at 17.5 and must end past 60 % of the width (120).
                drag(width * 0.6 - 17.5)
                #expect(results == [false])
                #expect(slide.centre == 17.5, "returned to rest")
                drag(width * 0.6 - 17)
                #expect(results == [false, true])
                #expect(slide.isCompleted && slide.centre == 181.5)
            }
            let noCheckbox = AlertSpec(id: "s", title: "T", preset: .slide, slide: SlideOptions(checkbox: nil))
            try withStage(noCheckbox) { stage in #expect(stage.alertView?.checkbox == nil) }
        }
    }

    @Test func nothingLeaksAcrossManyRenders() async throws {
        try await onGtk {
            // Other suites' windows may still hold views and providers while this runs (the suite runs beside
            // them): count against what was live before, never against zero.
            let baseline = AlertView.liveCount, providers = StyleProviders.live
            var roots: [UnsafeMutablePointer<gpointer?>] = []
            defer { roots.forEach { $0.deallocate() } }
            for (i, alert) in (RenderFixtures.references + RenderFixtures.references).enumerated() {
                _ = try RenderFixtures.render(alert, frame: i % 2 == 0 ? .alert : .stage)
            }
            #expect(AlertView.liveCount == baseline)
            // Every widget tree is finalized: a weak pointer on each alert's root goes back to nil.
            for alert in RenderFixtures.references {
                let slot = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)
                roots.append(slot)
                try withStage(alert) { stage in
                    slot.pointee = stage.alertView!.widget.raw
                    g_object_add_weak_pointer(slot.pointee!.assumingMemoryBound(to: GObject.self), slot)
                    stage.show(alert: nil)
                }
            }
            #expect(roots.allSatisfy { $0.pointee == nil })
            #expect(AlertView.liveCount == baseline)
            #expect(
                StyleProviders.live <= providers,
                "every alert's CSS provider left the display: \(StyleProviders.live) live, \(providers) before")
        }
    }
}
