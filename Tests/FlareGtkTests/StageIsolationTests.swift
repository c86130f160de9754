import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// The isolation sheet takes the host theme's looks away from the stage; what it took (the checkbox's box and
/// tick) Flare draws itself, from the alert's tint.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct StageIsolationTests {
    static let alert = AlertSpec(
        id: "take", title: "Ready", preset: .slide,
        slide: SlideOptions(text: "Slide", checkbox: "Skip the checklist"))

    @Test func theCheckboxIsFlaresBoxAndTickInTheTint() async throws {
        try await onGtk {
            for checked in [false, true] {
                let tint = try RenderFixtures.withView(Self.alert, scale: 2) { view, _ in
                    let check = try #require(view.checkbox)
                    check.active = checked
                    RenderFixtures.waitFrames(view.widget)
                    let raster = try WidgetRenderer.render(
                        view.widget, width: view.width,
                        height: Double(view.widget.height), scale: 2)
                    let box = RenderFixtures.bounds(try #require(check.firstChild), in: view, scale: 2)
                    #expect(box.width == 32 && box.height == 32, "a 14 pt box with a 1 pt border: \(box)")
                    let inside = raster.pixel(box.x + 5, box.y + 5)
                    let centre = raster.pixel(box.x + box.width / 2, box.y + box.height / 2 + 2)
                    return (inside: inside, centre: centre)
                }
                if checked {
                    #expect(
                        tint.inside.r == 31 && tint.inside.g == 163 && tint.inside.b == 246,
                        "filled with checkboxTintColor #1FA3F6 (DUXBetaSlideAlertView.swift:50): \(tint.inside)")
                    #expect(
                        tint.centre.r > 200 && tint.centre.g > 200, "the white tick crosses the centre: \(tint.centre)")
                } else {
                    #expect(
                        tint.inside.r == 255 && tint.inside.g == 255 && tint.inside.b == 255,
                        "white box: \(tint.inside)")
                }
            }
        }
    }

    /// A user's `~/.config/gtk-4.0/gtk.css` sits at `USER` priority, above every theme: it still cannot reach the
    /// stage.
    @Test func theUsersGtkCssDoesNotReachTheStage() async throws {
        try await onGtk {
            let alerts = RenderFixtures.references
            let before = try alerts.map { try RenderFixtures.render($0, frame: .stage) }
            // The showcase's rockets too: panel, cards, avatar, buttons, input.
            let showcase = try #require(SpecLoader.load(path: WindowExportIdentityTests.showcase).spec)
            let options = Exporter.Options(frame: .stage)
            let rockets = try showcase.rockets.map {
                try RocketExport.renderRocket($0, in: showcase, options: options, warn: { _ in })
            }
            #expect(!rockets.isEmpty)
            let hostile = gtk_css_provider_new()!
            gtk_css_provider_load_from_data(
                hostile,
                """
                * { color: red; background-color: lime; font-family: Serif; font-size: 30px; padding: 3px; \
                    border: 2px solid red; border-radius: 0; box-shadow: 0 0 4px red; outline: 2px solid blue; }
                label, button, entry, text, check, picture { margin: 2px; min-height: 40px; letter-spacing: 2px; }
                """, -1)
            let display = try #require(gdk_display_get_default())
            let provider = OpaquePointer(hostile)
            gtk_style_context_add_provider_for_display(display, provider, guint(GTK_STYLE_PROVIDER_PRIORITY_USER))
            defer {
                gtk_style_context_remove_provider_for_display(display, provider)
                g_object_unref(UnsafeMutableRawPointer(hostile))
            }
            for (alert, old) in zip(alerts, before) {
                let diff = RasterDiff(try RenderFixtures.render(alert, frame: .stage), old)
                #expect(diff.maxChannel == 0, "\(alert.id): \(diff)")
            }
            for (rocket, old) in zip(showcase.rockets, rockets) {
                let now = try RocketExport.renderRocket(rocket, in: showcase, options: options, warn: { _ in })
                #expect(RasterDiff(now, old).maxChannel == 0, "rocket \(rocket.id): \(RasterDiff(now, old))")
                if RasterDiff(now, old).maxChannel > 0,
                    let dir = ProcessInfo.processInfo.environment["FLARE_IDENTITY_DUMP"]
                {
                    try now.png().write(to: URL(fileURLWithPath: "\(dir)/\(rocket.id)-after.png"))
                    try old.png().write(to: URL(fileURLWithPath: "\(dir)/\(rocket.id)-before.png"))
                }
            }
        }
    }
}
