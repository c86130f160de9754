import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// The Properties page's paths that logged GTK criticals in ordinary use (#45 item 3). A critical logged in any GTK
/// test fails it (`onGtk`, `GtkCriticals`): each test here fails with the critical it guards.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct PropertiesCriticalsTests {
    /// "Add block" rebuilt the page while the old bar still held the block-kind chooser: `gtk_box_append` logged
    /// `gtk_widget_get_parent (child) == NULL` and the chooser vanished with the old bar. A real click holds every
    /// ancestor of the button while GTK propagates it (`gtk_propagate_event`), so a rebuild during the click meets
    /// the old bar alive; the test holds it the same way.
    @Test func addBlockKeepsTheKindChooserOnThePage() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let tests = RocketPropertiesTests()
            let (preview, rocket) = try tests.open(folder)
            defer { preview.close() }
            let oldBar = try #require(rocket.kinds.parent)
            try #require(rocket.addBlockButton).emit(.clicked)
            tests.fresh(preview)
            #expect(preview.spec?.rockets.first?.blocks.map(\.id) == ["hi", "bye", "block"])
            let bar = try #require(rocket.kinds.parent)
            #expect(bar != oldBar, "the chooser moved to the rebuilt page's bar")
            #expect(bar == rocket.addBlockButton?.parent, "beside the new Add block button")
            #expect(MainLoop.run(until: { rocket.kinds.mapped }), "shown, not gone with the old bar")
            withExtendedLifetime(oldBar) {}
        }
    }
}
