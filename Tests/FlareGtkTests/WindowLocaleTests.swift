import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// The header's locale chooser: hidden without `locales:`, lists the spec's locales, and shows their text
/// (mirrored for a right-to-left one) until a reload drops the locale.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct WindowLocaleTests {
    static let spec = """
        flare: 1
        alerts:
          first: {title: Battery low, actions: [{title: OK}]}
        locales:
          de: {alerts: {first: {title: Akku schwach, actions: [Gut]}}}
          ar: {alerts: {first: {title: البطارية منخفضة}}}
        """

    @MainActor func title(_ preview: PreviewWindow) -> String? {
        guard let label = preview.stage?.alertView?.titleLabel else { return nil }
        return label.text
    }

    @Test func theChooserShowsTheLocalesText() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            try folder.write(Self.spec)
            let preview = PreviewWindow(specPath: folder.spec.path)
            defer { preview.close() }
            preview.present()
            #expect(MainLoop.run(until: { preview.window.mapped }))
            let picker = preview.chrome.header.locales.picker
            #expect(picker.visible)
            #expect(preview.chrome.header.locales.codes == ["de", "ar"])
            #expect(picker.items.count == 3, "Spec text, de, ar")
            #expect(title(preview) == "Battery low")

            // Choosing in the drop-down is what the user does.
            picker.selected = 1
            #expect(preview.state.view.locale == "de")
            #expect(title(preview) == "Akku schwach")
            #expect(preview.stageController.shownAlert?.actions.first?.title == "Gut")
            #expect(preview.stage?.alertView?.rightToLeft == false)

            picker.selected = 2
            #expect(title(preview) == "البطارية منخفضة")
            #expect(preview.stage?.alertView?.rightToLeft == true, "Arabic mirrors the alert")

            // A reload that drops the locale goes back to the spec's text and hides nothing else.
            try folder.write(
                """
                flare: 1
                alerts:
                  first: {title: Battery low}
                """)
            preview.reload()
            #expect(preview.state.view.locale == nil)
            #expect(title(preview) == "Battery low")
            #expect(!picker.visible, "no locales: no chooser")
            #expect(picker.selected == 0)
        }
    }
}
