import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// Pictures of a rocket's Properties page and a RocketFont's color picker with its contrast against the card, on
/// the showcase's `first-flight`, at 1280×760 and 1920×1080 in light and dark chrome, for a person to look at: only
/// with `FLARE_LOOK_DIR` set (a folder).
@Suite(
    .serialized,
    .enabled(
        if: hasDisplay && ProcessInfo.processInfo.environment["FLARE_LOOK_DIR"] != nil,
        "set FLARE_LOOK_DIR to a folder to write the pictures"))
struct RocketPropertiesLookTests {
    @Test(arguments: [(1280, 760), (1920, 1080)], [false, true])
    func rocketPropertiesAndFontPicker(size: (Int, Int), dark: Bool) async throws {
        try await PropertiesLookTests.onShowcase(size: size, dark: dark) { preview, out, tag in
            preview.stageController.select(.rocket("first-flight"))
            preview.inspector.setVisible(true)
            preview.inspector.showPage("properties")
            let rocket = preview.inspector.propertiesPage.rocket
            #expect(
                MainLoop.run(
                    until: { preview.stageController.isSettled && rocket.sheet?.rocketID == "first-flight" },
                    timeout: 10))
            RenderFixtures.waitFrames(preview.window, 4)
            try Exporter.render(widget: preview.window, scale: 1).png().write(
                to: out.appendingPathComponent("rocket-properties-\(tag).png"))
            let font = try #require(rocket.fonts[try EditPath(parsing: "rockets.first-flight.closeButton.font")])
            font.color.open()
            RenderFixtures.waitFrames(preview.window, 4)
            let content = try #require(font.color.popover.firstChild)
            try Exporter.render(widget: content, scale: 1).png().write(
                to: out.appendingPathComponent("rocket-font-picker-\(tag).png"))
            font.color.popover.popdown()
        }
    }
}
