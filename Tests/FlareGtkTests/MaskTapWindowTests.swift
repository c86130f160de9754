import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// A tap on the mask in the window: the appearance's `shouldDismissOnTap` decides, as DUX's mask reads it
/// (DUXBetaAlertViewMask.swift:94-97); `shouldHideOnTap`, never read by the release, changes nothing; a mask-tap
/// close runs the alert's `dismissCompletion` (logged, its URL opened), and an action of `actionType: none` opens
/// no route.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct MaskTapWindowTests {
    static let text = """
        flare: 1
        stage: {device: phone-landscape}
        alerts:
          stays:
            title: Stays
            shouldHideOnTap: true
            appearance: {animationDuration: 0.05, shouldDismissOnTap: false}
          hides:
            title: Hides
            shouldHideOnTap: false
            dismissCompletion: "flare://alert/stays"
            appearance: {animationDuration: 0.05}
            actions:
              - {title: Nothing, actionType: none, route: "flare://alert/stays"}
        """

    @Test func shouldDismissOnTapDecidesAndDismissCompletionRuns() async throws {
        try await onGtk {
            try SpecFolder.withWindow(Self.text) { preview in
                preview.stageController.select(SpecItem.alert("stays"))
                preview.stage?.onMaskTap?()
                #expect(preview.state.stack.alerts == ["stays"])
                #expect(preview.log.entries.last?.message == "mask tapped: stays stays (shouldDismissOnTap is false)")
                // shouldHideOnTap: false changes nothing (the release never reads it); the completion opens its URL.
                preview.stageController.select(SpecItem.alert("hides"))
                preview.stage?.onMaskTap?()
                let messages = preview.log.entries.map(\.message)
                #expect(messages.contains("mask tapped: closing hides"))
                #expect(
                    messages.contains("dismissCompletion of hides: opening flare://alert/stays"),
                    "\(messages.suffix(5))")
                #expect(MainLoop.run(until: { preview.selection == SpecItem.alert("stays") }))
            }
        }
    }

    @Test func aNoneActionClosesWithoutItsRoute() async throws {
        try await onGtk {
            try SpecFolder.withWindow(Self.text) { preview in
                preview.stageController.select(SpecItem.alert("hides"))
                let button = try #require(preview.stage?.alertView?.actionButtons.first)
                button.emit(.clicked)
                #expect(preview.state.stack.isEmpty)
                #expect(MainLoop.run(until: { preview.stage?.alertView == nil }))
                #expect(preview.selection == SpecItem.alert("hides"), "no route opened")
                #expect(
                    !preview.log.entries.contains { $0.message.contains("dismissCompletion") },
                    "an action's close is not a mask tap")
            }
        }
    }
}
