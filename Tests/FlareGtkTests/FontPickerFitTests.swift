import FlareCore
@testable import FlareGtk
import TestSupport
import Testing

/// The font picker fits a 1280×720 window on "system" (its faces and Cancel/Use were below the screen's bottom edge
/// until another family was picked): the faces scroll within a bounded height. The popover's natural height is
/// measured (it needed 826 pt on "system"), with room left for a window's header bar.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct FontPickerFitTests {
    @Test func thePickerOnSystemFitsA720PointWindow() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let (preview, page) = try PropertiesPageTests().open(folder)
            defer { preview.close() }
            let path = PropertiesPageTests.path("alerts.known.appearance.messageFont")
            let picker = try #require(page.editors[path]?.font?.family)
            #expect(picker.chosen.family == FontSpec.systemFamily)
            picker.popover.popup()
            #expect(MainLoop.run(until: { picker.popover.mapped && !picker.faces.isEmpty }))
            let needed = picker.popover.measure(.vertical).natural
            #expect(needed <= 720 - 80, "the popover needs \(needed) pt of a 720 pt window")
            picker.popover.popdown()
        }
    }
}
