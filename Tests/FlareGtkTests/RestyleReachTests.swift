import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import Testing
import TestSupport

/// A window edit that restyles the shown alert in place changes no stylesheet of the display (issue 27): GTK
/// restyles every widget of every window when a display provider comes or goes (the Properties page's hundreds of
/// rows at each edit), so the alert's stylesheet is on the alert's own widgets. A title outside the stage under the
/// alert's scope class takes none of its rules, and the stage draws the new value as a stage built anew for the
/// edited spec does.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct RestyleReachTests {
    @Test func anInPlaceRestyleReachesOnlyTheAlertsWidgets() async throws {
        try await onGtk {
            let spec = try InPlaceReloadTests.project(InPlaceReloadTests.text(title: "Battery low"))
            let preview = InPlaceReloadTests.open(spec.path)
            defer { preview.close() }
            preview.showPropertiesPage()
            let stage = try #require(preview.stage), view = try #require(stage.alertView)
            for (key, value) in [("titleColor", "#FFCC00"), ("backgroundColor", "#802040")] {
                #expect(preview.edits.set(PropertiesPageTests.path("alerts.first.appearance.\(key)"), to: value))
                #expect(InPlaceReloadTests.painted(preview))
            }
            RenderFixtures.waitFrames(preview.window.widget)
            #expect(preview.stage === stage && stage.alertView === view, "restyled in place")

            // A title in the sidebar under a box with the alert's new scope class: the alert's rules would colour it.
            let probe = Box(.vertical), title = Label("Probe", classes: ["flare-title"])
            probe.addClass(view.scope)
            probe.append(title)
            preview.chrome.sidebar.widget.append(probe)
            defer { preview.chrome.sidebar.widget.remove(probe) }
            RenderFixtures.waitFrames(preview.window.widget)
            var color = GdkRGBA()
            gtk_style_context_get_color(gtk_widget_get_style_context(title.widget), &color)
            let ink = [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
            #expect(ink != [0xFF, 0xCC, 0x00], "a widget outside the stage took the alert's title colour: \(ink)")

            // The alert's background is the new colour (at its left edge, inside the content's inset), and the stage
            // draws what a stage built for the edited spec draws.
            let inPlace = try InPlaceReloadTests.pixels(preview)
            let frame = stage.alertFrame
            let pixel = inPlace.pixel(Int(frame.x) + 4, Int(frame.y + frame.height / 2))
            #expect(pixel.r == 0x80 && pixel.g == 0x20 && pixel.b == 0x40, "the new background: \(pixel)")
            preview.stageController.rebuildStage(animate: false)
            #expect(InPlaceReloadTests.painted(preview))
            RenderFixtures.waitFrames(preview.window.widget)
            let diff = RasterDiff(inPlace, try InPlaceReloadTests.pixels(preview))
            #expect(diff.differing == 0, "the same pixels as a stage built for the edited spec: \(diff)")
        }
    }

    /// The alert's provider leaves its widgets with the alert: a torn-down alert holds none.
    @Test func aTornDownAlertGivesItsStylesheetBack() async throws {
        try await onGtk {
            _ = GtkRuntime.initialize()
            let live = StyleProviders.live, onDisplay = StyleProviders.onDisplay
            let alert = RenderFixtures.plain("held") { $0.backgroundColor = Color(hex: 0x5A2D81) }
            let view = AlertView(alert: alert, theme: .light, device: .phone, scale: 1)
            #expect(StyleProviders.live == live + 1 && StyleProviders.onDisplay == onDisplay, "on its widgets only")
            view.teardown()
            #expect(StyleProviders.live == live)
        }
    }
}
