import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// The window checks fonts on every load, as `flare check` does: its diagnostics and its banner carry the font
/// warning with its line and column, and a save that fixes the family clears both.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct FontWarningWindowTests {
    @Test func theWindowsDiagnosticsCarryTheFontWarningUntilItIsFixed() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let text = SpecFolder.text(title: "Fonts").replacingOccurrences(
                of: "      backgroundColor: \"#204080\"",
                with: "      backgroundColor: \"#204080\"\n      titleFont: Comic Sanz Demi 20")
            try folder.write(text)
            let preview = PreviewWindow(specPath: folder.spec.path)
            preview.present()
            defer { preview.close() }
            #expect(MainLoop.run(until: { preview.window.mapped && preview.spec != nil }))
            let warnings = preview.state.diagnostics.filter { !$0.isError }
            #expect(warnings.map { "\($0.location.line):\($0.location.column)" } == ["9:18"])
            #expect(
                warnings.first?.message.hasPrefix("font family 'Comic Sanz' is not installed") == true, "\(warnings)")
            #expect(preview.stage?.alertView != nil, "a warning never hides the render")
            #expect(MainLoop.run(until: { preview.messages.banner.isShown }))
            #expect(
                preview.messages.banner.lines.contains {
                    $0.hasPrefix("\(folder.spec.path):9:18: warning: font family 'Comic Sanz'")
                },
                "\(preview.messages.banner.lines)")
            try folder.write(text.replacingOccurrences(of: "Comic Sanz Demi 20", with: "system Demi 20"))
            #expect(MainLoop.run(until: { preview.state.diagnostics.isEmpty }))
            #expect(MainLoop.run(until: { !preview.messages.banner.isShown }))
        }
    }
}
