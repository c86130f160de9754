import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// Pictures of the Properties page and the color picker with its contrast, on the showcase, at 1280×760 and
/// 1920×1080 in light and dark chrome, for a person to look at: only with `FLARE_LOOK_DIR` set (a folder).
@Suite(
    .serialized,
    .enabled(
        if: hasDisplay && ProcessInfo.processInfo.environment["FLARE_LOOK_DIR"] != nil,
        "set FLARE_LOOK_DIR to a folder to write the pictures"))
struct PropertiesLookTests {
    @Test(arguments: [(1280, 760), (1920, 1080)], [false, true])
    func propertiesPageAndColorPicker(size: (Int, Int), dark: Bool) async throws {
        try await Self.onShowcase(size: size, dark: dark) { preview, out, tag in
            preview.stageController.select(.alert("name-flight"))
            preview.inspector.setVisible(true)
            preview.inspector.showPage("properties")
            _ = MainLoop.run(until: { preview.stageController.isSettled }, timeout: 5)
            RenderFixtures.waitFrames(preview.window, 4)
            try Exporter.render(widget: preview.window, scale: 1).png().write(
                to: out.appendingPathComponent("properties-\(tag).png"))
            let page = preview.inspector.propertiesPage
            let picker = try #require(
                page.editors.first { $0.key.description.hasSuffix("appearance.titleColor") }?.value.color)
            picker.open()
            RenderFixtures.waitFrames(preview.window, 4)
            // The popover's contents over the whole popover (its shadow and arrow margins included): the contents
            // are placed at their offset inside the popover, and a widget's width is its content box, so drawing
            // them at their own width would cut off their right side (which once looked like a squeezed picker).
            let popover = picker.popover
            let content = try #require(popover.firstChild)
            try WidgetRenderer.render(
                content, width: Double(popover.width), height: Double(popover.height), scale: 1
            ).png().write(
                to: out.appendingPathComponent("color-picker-\(tag).png"))
            picker.popover.popdown()
        }
    }

    /// Runs `body` on GTK's thread with a window on a copy of the examples' showcase at `size`, in light or dark
    /// chrome, the pictures' folder (`FLARE_LOOK_DIR`) and the pictures' tag (`1280x760-dark`).
    static func onShowcase(
        size: (Int, Int), dark: Bool,
        _ body: @escaping @MainActor (PreviewWindow, URL, String) throws -> Void
    ) async throws {
        try await onGtk {
            let out = URL(fileURLWithPath: ProcessInfo.processInfo.environment["FLARE_LOOK_DIR"]!)
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            let folder = try SpecFolder()
            defer { folder.remove() }
            try Fixtures.copyExamples(into: folder.url)
            try FileManager.default.copyItem(at: folder.url.appendingPathComponent("showcase.yaml"), to: folder.spec)
            StyleManager.standard.colorScheme = dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT
            defer { StyleManager.standard.colorScheme = ADW_COLOR_SCHEME_DEFAULT }
            let preview = folder.openWindow(width: size.0, height: size.1)
            defer { preview.close() }
            try body(preview, out, "\(size.0)x\(size.1)-\(dark ? "dark" : "light")")
        }
    }
}
