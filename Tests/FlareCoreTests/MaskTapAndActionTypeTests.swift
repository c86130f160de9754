import Foundation
import Testing
import TestSupport
@testable import FlareCore

/// DUX's `shouldHideOnTap`, `dismissCompletion` and `DUXBetaAlertActionType` (the seed: "public var
/// shouldHideOnTap: Bool = false - Indicates if the alert view should hide when tapping outside the alert";
/// "public var dismissCompletion: (() -> ())? - The callback invoked when the alert is dismissed by tapping outside
/// its content"; "actionType = DUXBetaAlertActionType.none"): read, decided, and written by `flare code`.
@Suite struct MaskTapAndActionTypeTests {
    static let text = """
        flare: 1
        alerts:
          plain: {title: A}
          kept: {title: B, appearance: {shouldDismissOnTap: false}}
          hides: {title: C, shouldHideOnTap: true, appearance: {shouldDismissOnTap: false}, \
        dismissCompletion: "flare://alert/plain"}
          stays: {title: D, shouldHideOnTap: false}
          typed:
            title: E
            actions:
              - {title: Nothing, actionType: none}
              - {title: Call, actionType: selector}
              - {title: Default}

        """

    /// The mask reads the appearance's `shouldDismissOnTap` alone (DUXBetaAlertViewMask.swift:94-97, set at
    /// DUXBetaAlertView.swift:410); `shouldHideOnTap` (:136) is read nowhere, so it changes nothing.
    @Test func theMaskFollowsShouldDismissOnTapAndIgnoresShouldHideOnTap() throws {
        let result = SpecText.load(Self.text)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let spec = try #require(result.spec)
        #expect(spec.alert("plain")?.hidesOnMaskTap == true, "the seed's source: shouldDismissOnTap, true by default")
        #expect(spec.alert("kept")?.hidesOnMaskTap == false)
        #expect(spec.alert("hides")?.hidesOnMaskTap == false && spec.alert("hides")?.shouldHideOnTap == true)
        #expect(spec.alert("stays")?.hidesOnMaskTap == true && spec.alert("stays")?.shouldHideOnTap == false)
        #expect(spec.alert("stays")?.maskTapKey == "shouldDismissOnTap")
        #expect(spec.alert("hides")?.dismissCompletion == "flare://alert/plain")
        #expect(spec.alert("typed")?.actions.map(\.actionType) == [.none, .selector, .closure])
    }

    @Test func aRouteOnANoneActionNeverRunsAndABadCompletionURLIsAnError() {
        let lines = SpecText.lines(
            SpecText.load(
                """
                flare: 1
                alerts:
                  a:
                    dismissCompletion: "flare://alert/nope"
                    actions:
                      - {title: OK, actionType: none, route: "flare://alert/a"}
                      - {title: X, actionType: sometimes}
                """))
        #expect(
            lines.contains {
                $0.hasPrefix("6:39: warning: 'route' never runs: an action of actionType none only closes the alert")
            }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("4:24: error: dismissCompletion opens alert 'nope'") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("7:32: error:") && $0.contains("sometimes") }, "\(lines)")
    }

    @Test func flareCodeWritesThem() throws {
        let spec = try #require(SpecText.load(Self.text).spec)
        let code = try SwiftCode(spec: spec).singleFile()
        // UXSDK 5.0-b4 declares shouldHideOnTap and never reads it: left out, with the reason; the mask reads
        // shouldDismissOnTap. The release spells the completion `dissmissCompletion`.
        #expect(!code.contains("alert.shouldHideOnTap ="))
        #expect(code.contains("// shouldHideOnTap: false left out"))
        #expect(code.contains("// shouldHideOnTap: true left out"))
        #expect(code.contains("alert.dissmissCompletion = {\n        // Open flare://alert/plain"))
        #expect(code.contains("actionType: .none,\n        completionAction: nil)"))
        #expect(code.contains("actionType: .selector,") && code.contains("target:selector:completionAction:"))
        #expect(code.contains("actionType: .closure,\n        completionAction: {"))
        // An alert that writes neither keeps the seed's defaults: nothing is written for it.
        let plain = try #require(code.range(of: "func makePlainAlert()")).upperBound
        let body = code[plain...].prefix { $0 != "}" }
        #expect(!body.contains("shouldHideOnTap") && !body.contains("issmissCompletion"))
    }
}
