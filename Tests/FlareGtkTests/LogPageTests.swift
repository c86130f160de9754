import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// The log page appends to its text view only while it is in front; shown again, it holds every entry.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct LogPageTests {
    @Test func theLogShowsEveryEventWhenOpenedAfterManyReloads() async throws {
        try await onGtk {
            let spec = try InspectorSpec()
            defer { spec.remove() }
            let preview = spec.openWindow()
            defer { preview.close() }
            let inspector = try #require(preview.inspector)
            inspector.showPage("queue")
            let log = inspector.logPage
            let before = log.viewText
            for _ in 0..<60 { preview.reload() }
            @MainActor func all() -> String { preview.log.entries.map { $0.description + "\n" }.joined() }
            #expect(preview.log.entries.filter { $0.message.hasPrefix("reloaded ") }.count == 60)
            #expect(log.isBehind && log.viewText == before, "a page not in front is not appended to")

            inspector.showPage("log")
            #expect(!log.isBehind)
            #expect(log.viewText == all())

            // In front, each entry is appended as it comes.
            preview.reload()
            #expect(!log.isBehind && log.viewText == all())
            #expect(log.viewText.hasSuffix(preview.log.entries.last!.description + "\n"))

            // The pane hidden with the log in front: not appended to, and caught up when the pane is shown.
            inspector.setVisible(false)
            for _ in 0..<5 { preview.reload() }
            #expect(log.isBehind)
            inspector.setVisible(true)
            #expect(!log.isBehind && log.viewText == all())

            // The filter still applies to a caught-up view.
            inspector.showPage("queue")
            log.show(sources: [.queue])
            preview.reload()
            inspector.showPage("log")
            #expect(
                log.viewText
                    == preview.log.entries.filter { $0.source == .queue }.map { $0.description + "\n" }.joined())
        }
    }
}
