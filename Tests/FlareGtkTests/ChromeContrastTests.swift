import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// Every piece of Flare's own text is at 4.5:1 or better, light and dark, measured on the window's pixels as
/// `flare lint` measures an alert's (`ChromeContrast`): the sidebar, the header, the inspector's pages, the
/// warning banner, the empty states.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct ChromeContrastTests {
    static let spec = """
        flare: 1
        alerts:
          hi:
            title: Hello
            message: A message.
            appearance: {animationDuration: 0.05, titleFont: NoSuchFamily 17}
        queues:
          line:
            popups:
              - {name: one, show: alert/hi}
        scenarios:
          rate: {show: alert/hi, minEventsRequired: 2}
        """

    @MainActor static func lowContrast(_ preview: PreviewWindow) throws -> [ChromeContrast.Measure] {
        RenderFixtures.waitFrames(preview.window, 2)
        var skipped: [Widget] = [preview.area.stageHost, preview.area.compare.widget]
        if let stage = preview.stage { skipped.append(stage.widget) }
        let measures = try ChromeContrast.measure(preview.window, skipping: skipped)
        #expect(measures.count > 10, "the chrome's labels were found: \(measures.count)")
        return measures.filter { $0.ratio < 4.5 }
    }

    @Test(arguments: [ADW_COLOR_SCHEME_FORCE_LIGHT, ADW_COLOR_SCHEME_FORCE_DARK])
    func everyLabelOfTheChromeReadsAt4_5To1(scheme: AdwColorScheme) async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            try folder.write(Self.spec)
            let style = StyleManager.standard
            let before = style.colorScheme
            style.colorScheme = scheme
            defer { style.colorScheme = before }
            let preview = folder.openWindow(
                width: 1280, height: 760, stateDirectory: folder.url.appendingPathComponent("state").path)
            defer { preview.close() }
            #expect(
                preview.messages.banner.isShown && preview.messages.banner.kind == .warnings,
                "the unknown font's warning")
            preview.inspector.setVisible(true)
            var failures: [String] = []
            for page in ["queue", "scenario", "log", "routes", "checks"] {
                preview.inspector.showPage(page)
                failures += try Self.lowContrast(preview).map { "\(page): \($0)" }
            }
            preview.stageController.select(.queue("line"))
            failures += try Self.lowContrast(preview).map { "queue status: \($0)" }
            #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        }
    }
}
