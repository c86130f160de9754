import CGtk
@testable import FlareGtk
import Testing

/// The window's chrome on libadwaita: the about window, empty-state pages, and a stage libadwaita cannot reach.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct AdwaitaChromeTests {
    @Test func theAboutWindowShowsFlaresVersionOverTheWindow() async throws {
        try await onGtk {
            #expect(GtkRuntime.initialize())
            try SpecFolder.withWindow(SpecFolder.text(title: "About")) { preview in
                #expect(preview.window.activateAction("win.about"))
                let about = try #require(
                    Self.toplevels().compactMap(AboutWindow.cast).first, "an AdwAboutWindow is open")
                #expect(String(cString: adw_about_window_get_version(about.opaque)) == PreviewApplication.version)
                #expect(PreviewApplication.version == "development build", "`flare open` alone passes its release")
                #expect(String(cString: adw_about_window_get_application_name(about.opaque)) == "Flare")
                #expect(gtk_window_get_transient_for(about.c()) == preview.window.c())
                about.destroy()
            }
        }
    }

    @Test func aStatusPageCarriesItsTexts() async throws {
        try await onGtk {
            #expect(GtkRuntime.initialize())
            Adwaita.initialize()
            let page = StatusPage(icon: "view-list-symbolic", title: "No alerts", description: "Add one under alerts:")
            #expect(page.title == "No alerts")
            #expect(page.details == "Add one under alerts:")
        }
    }

    @MainActor static func toplevels() -> [Object] {
        let list = gtk_window_get_toplevels()!
        return (0..<g_list_model_get_n_items(list)).compactMap { i in
            guard let item = g_list_model_get_item(list, i) else { return nil }
            defer { g_object_unref(item) }
            return Object(borrowing: item)
        }
    }
}
