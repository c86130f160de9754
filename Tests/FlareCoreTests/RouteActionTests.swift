import FlareCore
import Testing

/// Routes written as maps: Scotty's `isSuspendable` and `RouteAction`, parsed, checked and described.
struct RouteActionTests {
    static let text = """
        flare: 1
        alerts: {promo: {title: Promo}, tip: {title: Tip}}
        rockets:
          tour:
            blocks:
              hi: {text: Hi, next: pick}
              pick: {left: {title: No}, right: {title: Yes}}
        routes:
          "myapp://promo":
            target: flare://alert/promo
            suspendable: false
            action: {after: 2s, show: alert/tip}
          "myapp://tour":
            target: flare://rocket/tour
            action: {script: [tap, {press: right}]}
          "myapp://plain": flare://alert/tip
        """

    @Test func aRouteMayNeverWaitAndRunAnActionOnceThere() throws {
        let result = SpecText.load(Self.text)
        #expect(result.diagnostics.isEmpty, "\(SpecText.lines(result))")
        let spec = try #require(result.spec)
        let promo = try #require(spec.routes.first)
        #expect(!promo.suspendable && promo.action == RouteAction(after: 2, .show(.alert("tip"))))
        #expect(spec.routes[1].suspendable && spec.routes[1].action == RouteAction(.script([.tap, .press(.right)])))
        #expect(spec.routes[2].action == nil && spec.routes[2].suspendable)
        let resolved = try RouteResolver(spec: spec).resolve("myapp://promo").get()
        #expect(
            resolved.description.hasSuffix("; not suspendable): alert promo; then, after 2 s: show alert/tip"),
            "\(resolved)")
        let tour = try RouteResolver(spec: spec).resolve("myapp://tour").get()
        #expect(tour.description.hasSuffix("; then: play tap, press right on the rocket"), "\(tour)")
    }

    @Test func actionsAreCheckedWhereWritten() {
        let lines = SpecText.lines(
            SpecText.load(
                """
                flare: 1
                alerts: {a: {title: A}}
                routes:
                  "myapp://x":
                    target: flare://alert/a
                    action: {show: alert/nope}
                  "myapp://y":
                    target: flare://alert/a
                    action: {script: [tap]}
                  "myapp://z":
                    target: flare://alert/a
                    action: {after: 1s}
                  "myapp://w": {suspendable: false}
                """))
        #expect(
            lines.contains { $0.hasPrefix("6:20: error: route 'myapp://x' shows alert 'nope', which does not exist") },
            "\(lines)")
        #expect(
            lines.contains(
                "8:5: error: route 'myapp://y' plays a rocket script, but it opens 'flare://alert/a', not a rocket"),
            "\(lines)")
        #expect(
            lines.contains {
                $0.hasPrefix("12:13: error: the action of route 'myapp://z' needs exactly one of 'show'")
            }, "\(lines)")
        #expect(lines.contains { $0.contains("route 'myapp://w'") && $0.contains("target") }, "\(lines)")
    }
}
