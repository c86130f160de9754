import FlareCore
import Testing
import TestSupport

/// Scotty's entry points, matched as its users' apps match them: URLs by URL rules (the scheme and host without
/// case, an optional trailing slash, `*` and `**` segments), shortcut items, user activities and notification
/// responses by identifier; the first match wins, and a route an earlier one hides is warned about.
struct RoutePatternTests {
    func match(_ pattern: String, _ url: String) throws -> [String: String]? {
        try RoutePattern.parse(pattern).get().match(RouteRequest(.url, url))
    }

    @Test func urlsMatchByURLRules() throws {
        // Before: the match was literal text, so the first two failed against `myapp://promo/{campaign}`.
        #expect(try match("myapp://promo/{campaign}", "MYAPP://promo/summer") == ["campaign": "summer"])
        #expect(try match("myapp://promo/{campaign}", "myapp://promo/summer/") == ["campaign": "summer"])
        #expect(try match("myapp://promo/{campaign}", "myapp://PROMO/summer?x=1") == ["campaign": "summer"])
        #expect(try match("myapp://promo/{campaign}/", "myapp://promo/summer") == ["campaign": "summer"])
        // The path keeps its case; a value never spans segments.
        #expect(try match("myapp://x/promo/{c}", "myapp://x/Promo/a") == nil)
        #expect(try match("myapp://promo/{campaign}", "myapp://promo/a/b") == nil)
        #expect(try match("myapp://promo/{campaign}", "otherapp://promo/a") == nil)
        #expect(try match("myapp://promo-{c}", "myapp://promo-fall") == ["c": "fall"])
    }

    @Test func starIsOneSegmentAndDoubleStarAnyNumber() throws {
        #expect(try match("myapp://gallery/*/edit", "myapp://gallery/DJI_0042/edit") == [:])
        #expect(try match("myapp://gallery/*/edit", "myapp://gallery/edit") == nil)
        #expect(try match("myapp://gallery/*/edit", "myapp://gallery/a/b/edit") == nil)
        #expect(try match("myapp://docs/**", "myapp://docs") == [:])
        #expect(try match("myapp://docs/**", "myapp://docs/a/b/c/") == [:])
        #expect(try match("myapp://docs/**/{page}", "myapp://docs/a/b/intro") == ["page": "intro"])
        #expect(try match("myapp://*/home", "myapp://anything/home") == [:])
        #expect(throws: RoutePatternSyntax.Problem.partialWildcard("promo-*")) {
            try RoutePattern.parse("myapp://promo-*").get()
        }
        #expect(throws: RoutePatternSyntax.Problem.wildcardOutsideURL) {
            try RoutePattern.parse("com.x.*", source: .shortcut).get()
        }
    }

    @Test func coverage() throws {
        func covers(_ a: String, _ b: String) throws -> Bool {
            try RoutePattern.parse(a).get().covers(RoutePattern.parse(b).get())
        }
        #expect(try covers("myapp://promo/{c}", "MYAPP://promo/summer/"))
        #expect(try covers("myapp://promo/{c}", "myapp://promo/{other}"))
        #expect(try covers("myapp://promo/*", "myapp://promo/{c}"))
        #expect(try covers("myapp://promo/**", "myapp://promo/x/y"))
        #expect(try covers("myapp://docs/**", "myapp://docs/**/{p}"))
        #expect(try covers("myapp://promo-{c}", "myapp://promo-fall"))
        #expect(try !covers("myapp://promo/summer", "myapp://promo/{c}"))
        #expect(try !covers("myapp://promo/*", "myapp://promo/**"))
        #expect(try !covers("myapp://promo/{c}", "otherapp://promo/{c}"))
        #expect(try !covers("myapp://a-{x}", "myapp://{x}-b"))
    }

    @Test func aShadowedRouteIsWarnedAboutWhereItIsWritten() {
        let lines = SpecText.lines(
            SpecText.load(
                """
                flare: 1
                alerts: {promo: {title: Promo}, summer: {title: Summer}}
                routes:
                  "myapp://promo/{campaign}": flare://alert/promo
                  "MYAPP://promo/summer/": flare://alert/summer
                  "myapp://promo/{a}/{b}": flare://alert/promo
                  "myapp://promo/**": flare://alert/promo
                  "myapp://promo/x/y": flare://alert/summer
                """))
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "5:3: warning: route 'MYAPP://promo/summer/' never opens: the earlier route "
                        + "'myapp://promo/{campaign}' (") && $0.contains("spec.yaml:4:3) matches every URL it does")
            },
            "\(lines)")
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "8:3: warning: route 'myapp://promo/x/y' never opens: the earlier route 'myapp://promo/{a}/{b}'")
            },
            "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("6:3:") || $0.hasPrefix("7:3:") }, "\(lines)")
    }

    static let typed = """
        flare: 1
        alerts: {promo: {title: Promo}, photo-1: {title: Photo}, reply: {title: Reply}}
        rockets: {first-flight: {blocks: {hi: {text: Hi}}}}
        routes:
          "myapp://promo": flare://alert/promo
          new-flight:
            shortcut: com.dji.fly.new-flight
            target: flare://rocket/first-flight
          photo:
            activity: com.dji.fly.photo-{n}
            target: flare://alert/photo-{n}
          answer:
            notification: REPLY
            target: flare://alert/reply
            action: {show: alert/promo}
        routing:
          suspended: true
          resume: {transform: stored}
          script:
            - {shortcut: com.dji.fly.new-flight}
            - {activity: com.dji.fly.photo-1}
            - {resume: {transform: "notification REPLY"}}
            - {notification: REPLY}
            - {shortcut: com.dji.fly.unknown}
            - suspend
            - {open: "myapp://promo?utm=mail"}
            - {resume: {transform: stored}}
            - suspend
            - {resume: {custom: [{open: stored}, {open: "myapp://promo"}]}}
        """

    @Test func typedEntrySourcesResolveOnlyAgainstTheirOwnRoutes() throws {
        let spec = try #require(SpecText.load(Self.typed).spec)
        #expect(spec.routes.map(\.source) == [.url, .shortcut, .activity, .notification])
        #expect(spec.routes[1].name == "new-flight")
        let resolver = RouteResolver(spec: spec)
        #expect(
            try resolver.resolve("shortcut com.dji.fly.new-flight").get().destination.item == .rocket("first-flight"))
        #expect(
            try resolver.resolve(RouteRequest(.activity, "com.dji.fly.photo-1")).get().destination.item
                == .alert("photo-1"))
        let reply = try resolver.resolve("notification REPLY").get()
        #expect(
            reply.description
                == "notification REPLY → flare://alert/reply (pattern notification REPLY): alert reply; then: "
                + "show alert/promo"
        )
        // A URL never matches a shortcut's route, nor a shortcut a URL's.
        #expect(throws: RouteFailure.self) { try resolver.resolve("com.dji.fly.new-flight").get() }
        guard case .failure(let f) = resolver.resolve("shortcut myapp://promo") else {
            Issue.record("resolved"); return
        }
        #expect(
            f.message
                == "shortcut item type 'myapp://promo' matches no route (its shortcut routes are "
                + "com.dji.fly.new-flight)"
        )
    }

    @Test func transformAndCustomPoliciesAreNamedInTheSpec() async throws {
        let spec = try #require(SpecText.load(Self.typed).spec)
        #expect(spec.routing.resume == .transform(nil))
        let steps = try await onMainActor { RoutingSimulation.run(spec) }
        #expect(
            steps.map(\.op) == [
                "shortcut", "activity", "resume", "notification", "shortcut", "suspend", "open", "resume",
                "suspend", "resume",
            ])
        #expect(
            steps.map(\.outcome) == [
                "waiting: routing is suspended",
                "waiting (replaces shortcut com.dji.fly.new-flight)",
                "routing resumed (transform to notification REPLY); activity com.dji.fly.photo-1 transformed to "
                    + "notification REPLY; opened flare://alert/reply",
                "opened flare://alert/reply",
                "did not open: shortcut item type 'com.dji.fly.unknown' matches no route (its shortcut routes are "
                    + "com.dji.fly.new-flight)",
                "routing suspended",
                "waiting: routing is suspended",
                "routing resumed (transform to the stored route without options); "
                    + "myapp://promo?utm=mail transformed to myapp://promo; "
                    + "opened flare://alert/promo",
                "routing suspended",
                "routing resumed (custom (2 steps)); custom handler got nothing; nothing stored to open; "
                    + "myapp://promo opened flare://alert/promo; opened flare://alert/promo",
            ])
    }

    @Test func namedRoutesAreCheckedWhereWritten() {
        let lines = SpecText.lines(
            SpecText.load(
                """
                flare: 1
                alerts: {a: {title: A}}
                routes:
                  tab: flare://alert/a
                  both: {shortcut: x, activity: y, target: flare://alert/a}
                  wild: {shortcut: "com.*", target: flare://alert/a}
                routing:
                  script:
                    - {open: stored}
                    - {resume: {transfrom: x}}
                """))
        #expect(lines.contains { $0.hasPrefix("4:8: error: route 'tab' needs its source and target") }, "\(lines)")
        #expect(
            lines.contains { $0.hasPrefix("5:9: error: route 'both' needs exactly one of 'url', 'shortcut'") },
            "\(lines)")
        #expect(
            lines.contains {
                $0.hasPrefix("6:9: error: 'com.*' is not a valid route pattern: '*' matches URL path segments only")
            },
            "\(lines)")
        #expect(
            lines.contains {
                $0.hasPrefix("9:14: error: '{open: stored}' opens the waiting request in a custom resume policy only")
            },
            "\(lines)")
        #expect(lines.contains { $0.hasPrefix("10:16: error: a resume policy is execute, clear, none") }, "\(lines)")
    }
}
