import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// The shortcuts window (Ctrl+?): every shortcut on one page, each written once (no "Ctrl+0 / Ctrl+0" for the
/// keypad's twin).
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct ShortcutsWindowTests {
    @MainActor static func descendants(_ widget: Widget) -> [Widget] {
        widget.children.flatMap { [$0] + descendants($0) }
    }

    @Test func onePageNoDuplicatedAccelerators() async throws {
        try await onGtk {
            #expect(GtkRuntime.initialize())
            Adwaita.initialize()
            let window = try #require(PreviewActions.shortcutsWindow())
            defer { window.destroy() }
            window.present()
            #expect(MainLoop.run(until: { window.mapped }))
            RenderFixtures.waitFrames(window)
            let all = Self.descendants(window)
            let texts = all.compactMap { Label.cast($0) }.filter(\.mapped).map(\.text)
            #expect(!texts.isEmpty)
            #expect(!texts.contains("/"), "an accelerator written twice: \(texts)")
            // A second page would show GTK's page switcher (a stack switcher) at the bottom.
            let switchers = all.filter { $0.cssName == "stackswitcher" && $0.mapped }
            #expect(switchers.isEmpty, "the shortcuts spread over pages")
            for shortcut in PreviewActions.shortcuts where !shortcut.accelerators.isEmpty {
                #expect(texts.contains(shortcut.title), "\(shortcut.title) is listed")
            }
        }
    }
}
