import FlareCore
import Testing

/// RocketAlert's `dismiss()` as a script step: the app ends the flow at any step, with a reason in the log.
struct RocketDismissTests {
    static let text = """
        flare: 1
        rockets:
          hello:
            blocks:
              hi: {text: Hi, next: more}
              more: {text: More}
            script:
              - tap
              - dismiss
          bye:
            blocks:
              hi: {text: Hi}
            script:
              - {dismiss: the user logged out}
        """

    @Test func dismissIsAScriptStepWithAnOptionalReason() throws {
        let result = SpecText.load(Self.text)
        #expect(result.errors.isEmpty, "\(SpecText.lines(result))")
        let spec = try #require(result.spec)
        #expect(spec.rocket("hello")?.script == [.tap, .dismiss("script")])
        #expect(spec.rocket("bye")?.script == [.dismiss("the user logged out")])

        let steps = RocketSimulation.run(try #require(spec.rocket("hello")))
        #expect(steps.last?.op == "dismiss" && steps.last?.dismissed == true)
        var flow = RocketFlow(try #require(spec.rocket("bye")), timing: .instant)
        flow.show()
        let events = flow.apply(.dismiss("the user logged out"))
        #expect(flow.dismissal == .programmatic("the user logged out"))
        #expect(events.map(\.description).contains { $0.contains("programmatic (the user logged out)") }, "\(events)")
        // Once dismissed, another dismiss does nothing.
        #expect(flow.apply(.dismiss("again")).isEmpty)
    }

    @Test func dismissTakesTextOrNothing() {
        let bad = SpecText.load(
            """
            flare: 1
            rockets:
              r:
                blocks: {hi: {text: Hi}}
                script:
                  - {dismiss: [a, b]}
                  - dismis
            """)
        let lines = SpecText.lines(bad)
        #expect(lines.contains { $0 == "6:19: error: 'dismiss' must be a reason, not a list" }, "\(lines)")
        #expect(
            lines.contains { $0.hasPrefix("7:9: error: unknown step 'dismis' (did you mean 'dismiss'?)") }, "\(lines)")
    }
}
