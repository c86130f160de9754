import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// The isolation sheet takes the host theme's looks away from the stage.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct StageIsolationTests {
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
