import Foundation
import Testing
import TestSupport
@testable import FlareCore

/// A queue script's `tapMask`: the alert on screen closes only if its mask tap hides it (DUX: "controls if the
/// alert should disappear when the user taps outside the alert"), and the log notes its `dismissCompletion`.
@Suite struct QueueMaskTapTests {
    static let text = """
        flare: 1
        alerts:
          keep: {title: Keep, appearance: {shouldDismissOnTap: false}}
          tip: {title: Tip, dismissCompletion: "flare://alert/keep"}
        queues:
          q:
            popups:
              - {name: keep, show: alert/keep, priority: 2}
              - {name: tip, show: alert/tip, priority: 1}
            script:
              - tapMask
              - {register: keep}
              - {register: tip}
              - present
              - tapMask
              - dismiss
              - present
              - tapMask

        """

    @Test func aTapOnTheMaskFollowsTheAlertsKeys() async throws {
        try await onMainActor {
            let result = SpecText.load(Self.text)
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
            let spec = try #require(result.spec)
            let steps = QueueSimulation.run(try #require(spec.queues.first), alerts: spec.alerts)
            #expect(
                steps.map(\.op) == [
                    "tapMask", "register", "register", "present", "tapMask", "dismiss", "present", "tapMask",
                ])
            #expect(steps[0].log == ["mask tapped: no popup on screen"])
            #expect(steps[4].log == ["mask tapped: keep stays (alert 'keep': shouldDismissOnTap is false)"])
            #expect(steps[4].showing == "keep")
            #expect(
                steps[7].log.first == "mask tapped: closing tip; dismissCompletion of 'tip': opens flare://alert/keep")
            #expect(steps[7].showing == nil, "tip is closed: \(steps[7])")
            // Without the spec's alerts, an alert hides on a tap, as the seed's default does.
            let bare = QueueSimulation.run(try #require(spec.queues.first))
            #expect(bare[4].log.first?.hasPrefix("mask tapped: closing keep") == true)
        }
    }
}
