import FlareCore
import Testing
import TestSupport

/// The `routing:` section: Scotty's controller set up from the spec and scripted, played without a window.
struct RoutingSimulationTests {
    static let text = """
        flare: 1
        alerts: {promo: {title: Promo}, tip: {title: Tip}}
        routes:
          "myapp://promo": flare://alert/promo
          "myapp://urgent": {target: flare://alert/tip, suspendable: false}
        routing:
          suspended: true
          resume: clear
          script:
            - {open: "myapp://promo?utm=x"}
            - {open: "flare://alert/tip"}
            - {open: "myapp://urgent"}
            - {resume: execute}
            - suspend
            - {open: "myapp://promo"}
            - {resume: none}
            - {resume: clear}
        """

    @Test func theScriptPlaysOnScottysController() async throws {
        let spec = try #require(SpecText.load(Self.text).spec)
        #expect(spec.routing.suspended && spec.routing.resume == .policy(.clear) && spec.routing.script.count == 8)
        let steps = try await onMainActor { RoutingSimulation.run(spec) }
        #expect(
            steps.map(\.outcome) == [
                "waiting: routing is suspended",
                "waiting (replaces myapp://promo?utm=x)",
                "opened flare://alert/tip",
                "routing resumed; flare://alert/tip opened flare://alert/tip",
                "routing suspended",
                "waiting: routing is suspended",
                "routing resumed; myapp://promo kept waiting",
                "routing resumed; myapp://promo dropped",
            ])
        #expect(
            steps.map(\.pending) == [
                "myapp://promo?utm=x", "flare://alert/tip", "flare://alert/tip", nil, nil,
                "myapp://promo", "myapp://promo", nil,
            ])
    }

    @Test func routingIsCheckedWhereWritten() {
        let lines = SpecText.lines(
            SpecText.load(
                """
                flare: 1
                routing:
                  resume: later
                  script:
                    - {opn: "x://y"}
                    - resume
                """))
        #expect(lines.contains { $0.hasPrefix("3:11: error:") && $0.contains("later") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("5:8: error: unknown step 'opn' (did you mean 'open'?)") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("6:7: error: step 'resume' needs a value") }, "\(lines)")
    }
}
