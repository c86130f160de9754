import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// The window's queue panel passes each alert's own mask-tap options to its sessions: DUX "controls if the alert
/// hides when the user taps outside it" (`shouldDismissOnTap`, the key DUX's mask reads), so a tap on the
/// mask behind a queued alert that says false leaves it on screen and the queue does not run `next()`; one that
/// hides runs `next()`.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct QueueMaskTapWindowTests {
    static let text = """
        flare: 1
        alerts:
          sticky: {title: Sticky, appearance: {animationDuration: 0.05, shouldDismissOnTap: false}}
          loose: {title: Loose, appearance: {animationDuration: 0.05}}
        queues:
          q:
            popups:
              - {name: first, show: alert/sticky, priority: 2}
              - {name: second, show: alert/loose, priority: 1}
            script:
              - {register: first}
              - present
              - {register: second}
              - tapMask
        """

    @MainActor func statuses(_ preview: PreviewWindow) -> [String] {
        preview.inspector.sessions.queueInUse.session?.queue.queued.map { "\($0.name) \($0.status.rawValue)" } ?? []
    }

    @Test func aLiveSessionKeepsAnAlertThatSaysShouldHideOnTapFalse() async throws {
        try await onGtk {
            try SpecFolder.withWindow(Self.text, keepsState: true) { preview in
                preview.inspector.setVisible(true)
                preview.stageController.select(SpecItem.queue("q"))
                let inspector = try #require(preview.inspector)
                try #require(!inspector.sessions.queueInUse.scripted)
                inspector.queue { $0.register("first") }
                inspector.queue { $0.register("second") }
                #expect(MainLoop.run(until: { statuses(preview) == ["first showing", "second ready"] }))
                #expect(preview.stageController.shownAlert?.id == "sticky")

                // The session's own view of the alerts: a mask tap it is told of keeps `sticky`
                // (shouldDismissOnTap false).
                inspector.queue { $0.tapMask() }
                #expect(statuses(preview) == ["first showing", "second ready"])
                #expect(
                    inspector.sessions.queueInUse.session?.queue.log.last?.message
                        == "mask tapped: first stays (alert 'sticky': shouldDismissOnTap is false)")
                // And the stage's mask: the alert stays, the queue waits.
                preview.stage?.onMaskTap?()
                #expect(preview.stageController.shownAlert?.id == "sticky")
                #expect(statuses(preview) == ["first showing", "second ready"])

                // next() puts `loose` on screen; it hides on a mask tap, and the queue empties.
                inspector.queue { $0.next() }
                #expect(MainLoop.run(until: { statuses(preview) == ["second showing"] }))
                preview.stage?.onMaskTap?()
                #expect(MainLoop.run(until: { statuses(preview) == [] }))
            }
        }
    }

    @Test func aReloadGivesALiveSessionTheAlertsNewOptions() async throws {
        try await onGtk {
            let folder = try SpecFolder()
            defer { folder.remove() }
            let loose = Self.text.replacingOccurrences(
                of: "shouldDismissOnTap: false", with: "shouldDismissOnTap: true")
            try loose.write(to: folder.spec, atomically: true, encoding: .utf8)
            let preview = folder.openWindow(stateDirectory: folder.url.appendingPathComponent("state").path)
            defer { preview.close() }
            preview.stageController.select(SpecItem.queue("q"))
            let inspector = try #require(preview.inspector)
            inspector.queue { $0.register("first") }
            #expect(MainLoop.run(until: { statuses(preview) == ["first showing"] }))
            let session = inspector.sessions.queueInUse.session
            // Only the alert changes: the queue (and so its live session) is kept, with the alert's new option.
            try Self.text.write(to: folder.spec, atomically: true, encoding: .utf8)
            preview.reload()
            #expect(inspector.sessions.queueInUse.session === session)
            inspector.queue { $0.tapMask() }
            #expect(statuses(preview) == ["first showing"])
        }
    }
}
