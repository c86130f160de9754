import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// The shortcuts window (Ctrl+?): every shortcut listed, each written once (no "Ctrl+0 / Ctrl+0" for the keypad's
/// twin), on pages that fit a 720-pixel screen.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct ShortcutsWindowTests {
    @MainActor static func descendants(_ widget: Widget) -> [Widget] {
        widget.children.flatMap { [$0] + descendants($0) }
    }

    @Test func everyShortcutListedOnce() async throws {
        try await onGtk {
            #expect(GtkRuntime.initialize())
            Adwaita.initialize()
            _ = GtkCriticals.takeWarnings()
            let window = try #require(PreviewActions.shortcutsWindow())
            defer { window.destroy() }
            window.present()
            #expect(MainLoop.run(until: { window.mapped && window.height > 0 }))
            RenderFixtures.waitFrames(window)
            // No "GtkLabel … reported min width -3" (the page switcher's "1" and "2", seen in CI's logs).
            let warnings = GtkCriticals.takeWarnings().filter { $0.contains("Gtk") }
            #expect(warnings.isEmpty, "\(warnings)")
            if let dir = ProcessInfo.processInfo.environment["FLARE_LOOK_DIR"] {
                try Exporter.render(widget: window, scale: 1).png().write(
                    to: URL(fileURLWithPath: dir).appendingPathComponent("shortcuts-window.png"))
            }
            // On pages that fit a 720-pixel screen with room for a top bar (one page of 24 rows was 998 tall).
            #expect(window.height <= 720 - 40 && window.width <= 1280, "\(window.width)×\(window.height)")
            let all = Self.descendants(window)
            let texts = all.compactMap { Label.cast($0) }.map(\.text)
            #expect(!texts.isEmpty)
            #expect(!texts.contains("/"), "an accelerator written twice: \(texts)")
            for shortcut in PreviewActions.shortcuts where !shortcut.accelerators.isEmpty {
                #expect(texts.contains(shortcut.title), "\(shortcut.title) is listed")
            }
            #expect(texts.contains("Save the source pane's file (in the pane)"), "the pane's own Ctrl+S")
            #expect(!texts.contains("About Flare"), "no keys, no shortcut")
        }
    }
}
