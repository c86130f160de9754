import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// The inspector's Checks page: the shown spec's lint findings, measured again on a reload; a click selects the
/// alert (in the theme of the finding) and outlines the part on the stage.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct ChecksPageTests {
    static let spec = """
        flare: 1
        alerts:
          fine: {title: Fine, message: All good., appearance: {backgroundColor: black}}
          faint:
            title: Saved
            message: Your changes are in the cloud.
            appearance: {backgroundColor: white, titleColor: black, messageColor: "#999999", animationDuration: 0.05}
        """

    @Test func findingsListAndAClickSelectsTheAlertAndOutlinesThePart() async throws {
        try await onGtk {
            let folder = try Fixtures.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("checks.yaml")
            try Self.spec.write(to: file, atomically: true, encoding: .utf8)
            let preview = PreviewWindow(
                specPath: file.path, stateDirectory: folder.appendingPathComponent("state").path)
            defer { preview.close() }
            preview.present()
            #expect(MainLoop.run(until: { preview.window.mapped }))
            preview.inspector.setVisible(true)
            preview.inspector.showPage("checks")
            let page = preview.inspector.checksPage
            #expect(preview.inspector.visiblePage == "checks")
            let contrast = try #require(page.shown.firstIndex { $0.rule == .contrast })
            #expect(page.shown[contrast].subject == .alert("faint"))
            #expect(page.shown[contrast].location.line == 7, "the messageColor key")
            #expect(page.rows.count == page.findings.count && page.shown.count == page.findings.count)
            // Errors come first.
            let severities = page.shown.map(\.severity)
            #expect(severities == severities.filter { $0 == .error } + severities.filter { $0 == .warning })
            #expect(preview.selection == SpecItem.alert("fine"), "the first alert is shown at first")

            page.rows[contrast].emit(.clicked)
            #expect(preview.selection == SpecItem.alert("faint"))
            let outline = try #require(preview.stage?.highlighted)
            // The outline sits around the message label's frame on the stage.
            let frame = try #require(page.shown[contrast].frame)
            var bounds = graphene_rect_t()
            let placed = MainLoop.run(
                until: {
                    gtk_widget_compute_bounds(outline.widget, preview.stage!.widget.widget, &bounds) != 0
                        && abs(Double(bounds.origin.x) - (frame.x - 4)) < 1
                        && abs(Double(bounds.origin.y) - (frame.y - 4)) < 1
                        && abs(Double(bounds.size.width) - (frame.width + 8)) < 1
                }, timeout: 10)
            #expect(placed, "outline at \(bounds), the message at \(frame)")
            #expect(
                MainLoop.run(until: { preview.stage?.highlighted == nil }, timeout: 5),
                "the outline goes after a moment")

            // The filter narrows the list; the open button opens the spec at the finding's key.
            page.filterEntry.text = "zzz-nothing"
            #expect(MainLoop.run(until: { page.shown.isEmpty }))
            page.filterEntry.text = "contrast"
            #expect(MainLoop.run(until: { !page.shown.isEmpty && page.shown.allSatisfy { $0.rule == .contrast } }))
            page.openButtons[0].emit(.clicked)
            #expect(preview.source.shown, "the finding opens in the source pane")
            let tab = try #require(preview.source.current)
            #expect(tab.path == file.standardizedFileURL.path)
            #expect(tab.buffer.cursor.line == 7, "\(tab.buffer.cursor)")
            page.filterEntry.text = ""
            #expect(MainLoop.run(until: { page.shown.count == page.findings.count }))

            // A save that fixes the colour empties the page.
            try Self.spec.replacingOccurrences(of: "#999999", with: "#333333").write(
                to: file, atomically: true, encoding: .utf8)
            preview.reload()
            #expect(!page.findings.contains { $0.rule == .contrast })
        }
    }

    /// Measuring builds a stage, alert views and rocket panels per theme and step: none outlives it, and every CSS
    /// provider it added is gone again (the window measures on every reload).
    @Test func measuringLeavesNoViewsOrProviders() async throws {
        try await onGtk {
            let showcase = Fixtures.examples.appendingPathComponent("showcase.yaml").path
            let spec = try #require(SpecLoader.load(path: showcase).spec)
            _ = try Linter.findings(in: spec)  // the first run registers fonts and the hidden-text provider
            let (alerts, panels, providers) = (AlertView.liveCount, RocketPanel.liveCount, StyleProviders.live)
            let findings = try Linter.findings(in: spec)
            #expect(!findings.isEmpty)
            #expect(
                AlertView.liveCount == alerts && RocketPanel.liveCount == panels && StyleProviders.live == providers)
            #expect(try Linter.findings(in: spec) == findings, "the same findings every time")
        }
    }
}
