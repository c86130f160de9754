import Foundation
import Testing
import TestSupport
@testable import FlareCore

/// The inspector's live queue sessions know the spec's alerts, so a mask tap follows each alert's own
/// `shouldDismissOnTap` (DUX: "controls if the alert should disappear when the user taps outside the alert"), in a
/// fresh live session, after a reload that keeps the session, and in a script's session carried on live.
@Suite struct InspectorQueueAlertsTests {
    static let text = """
        flare: 1
        alerts:
          keep: {title: Keep, appearance: {shouldDismissOnTap: false}}
        queues:
          q:
            popups:
              - {name: keep, show: alert/keep}
            script:
              - {register: keep}
              - present
        """

    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "flare-queue-alerts-\(UUID().uuidString)")

    static func spec(_ text: String = text) throws -> Spec { try #require(SpecText.load(text, in: folder).spec) }

    @MainActor static func sessions(_ spec: Spec) -> InspectorSessions {
        let sessions = InspectorSessions(stage: RecordingStage())
        sessions.load(
            spec, specPath: folder.appendingPathComponent("spec.yaml").path,
            stateDirectory: folder.appendingPathComponent("state").path)
        return sessions
    }

    @Test func aLiveSessionKeepsAnAlertWhoseMaskTapDoesNotHideIt() async throws {
        try await onMainActor {
            let sessions = Self.sessions(try Self.spec())
            sessions.queue { $0.register("keep") }
            sessions.queue { $0.stageDidPresent() }
            sessions.queue { $0.tapMask() }
            #expect(sessions.queueInUse.session?.queue.showing?.name == "keep")
            #expect(
                sessions.queueInUse.session?.queue.log.last?.message
                    == "mask tapped: keep stays (alert 'keep': shouldDismissOnTap is false)")
        }
    }

    @Test func aReloadThatKeepsTheSessionGivesItTheAlertsNewOptions() async throws {
        try await onMainActor {
            let hides = try Self.spec(
                Self.text.replacingOccurrences(of: "shouldDismissOnTap: false", with: "shouldDismissOnTap: true"))
            let sessions = Self.sessions(hides)
            sessions.queue { $0.register("keep") }
            sessions.queue { $0.stageDidPresent() }
            let session = sessions.queueInUse.session
            sessions.load(
                try Self.spec(), specPath: Self.folder.appendingPathComponent("spec.yaml").path,
                stateDirectory: Self.folder.appendingPathComponent("state").path)
            #expect(sessions.queueInUse.session === session, "the queue did not change")
            sessions.queue { $0.tapMask() }
            #expect(sessions.queueInUse.session?.queue.showing?.name == "keep", "shouldDismissOnTap is false now")
        }
    }

    @Test func aScriptsSessionCarriedOnLiveKeepsTheAlerts() async throws {
        try await onMainActor {
            let spec = try Self.spec()
            let sessions = Self.sessions(spec)
            #expect(sessions.seek(to: 2, in: spec))
            sessions.queue { $0.tapMask() }
            #expect(!sessions.queueInUse.scripted)
            #expect(sessions.queueInUse.session?.queue.showing?.name == "keep")
        }
    }
}
