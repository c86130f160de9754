import FlareCore
import Testing

@Suite struct RouteResolverTests {
    static let spec = Spec(
        file: "/tmp/showcase.yaml",
        alerts: [AlertSpec(id: "promo-summer"), AlertSpec(id: "photo-saved"), AlertSpec(id: "low-battery")],
        rockets: [
            RocketSpec(
                id: "first-flight", start: "hello",
                blocks: [
                    RocketBlock(id: "hello", content: .text(.init(text: "Hi"))),
                    RocketBlock(id: "thanks", content: .text(.init(text: "Thanks"))),
                ])
        ],
        queues: [QueueSpec(id: "launch-promo")],
        scenarios: [ScenarioSpec(id: "rate-app", show: .alert("low-battery"))],
        routes: [
            RouteSpec(
                pattern: "myapp://promo/{campaign}", target: "flare://alert/promo-{campaign}",
                location: SourceLocation(file: "/tmp/showcase.yaml", line: 229, column: 3)),
            RouteSpec(pattern: "myapp://gallery/{photo}", target: "flare://alert/photo-saved?theme=dark&scale=2"),
            RouteSpec(pattern: "myapp://onboarding/{step}", target: "flare://rocket/first-flight?block={step}"),
            RouteSpec(pattern: "myapp://launch", target: "flare://queue/launch-promo"),
            RouteSpec(pattern: "myapp://nudge/{name}", target: "flare://scenario/{name}"),
            RouteSpec(pattern: "myapp://tour", target: "flare://rocket/first-flight"),
            RouteSpec(pattern: "myapp://tip", target: "flare://alert/{which}"),
        ])

    func resolve(_ url: String, spec: Spec? = Self.spec) -> Result<RouteResolution, RouteFailure> {
        RouteResolver(spec: spec).resolve(url)
    }

    @Test func builtInURLsWithOptions() throws {
        let r = try resolve("flare://alert/low-battery?theme=dark").get()
        #expect(r.destination == Destination(.alert("low-battery"), theme: .dark))
        #expect(r.via == nil)
        #expect(
            try resolve("flare://rocket/first-flight?block=thanks&scale=3").get().destination
                == Destination(.rocket("first-flight"), block: "thanks", scale: 3))
        #expect(try resolve("flare://rocket/first-flight").get().destination == Destination(.rocket("first-flight")))
        #expect(try resolve("flare://queue/launch-promo").get().destination.item == .queue("launch-promo"))
        #expect(try resolve("flare://scenario/rate-app").get().destination.item == .scenario("rate-app"))
        #expect(
            try resolve("flare://alert/low-battery?theme=dark&scale=2").get().destination.url
                == "flare://alert/low-battery?theme=dark&scale=2")
        #expect(try resolve("flare://alert/low-battery?zoom=150").get().destination.zoom == .percent(150))
        #expect(
            try resolve("flare://queue/launch-promo?zoom=fit").get().destination
                == Destination(.queue("launch-promo"), zoom: .fit))
        #expect(
            try resolve("flare://alert/low-battery?zoom=87.5%25").get().destination.url
                == "flare://alert/low-battery?zoom=87.5")
    }

    /// Scotty matches on scheme, host and path; the query and fragment are the request's options.
    @Test func theQueryAndFragmentNeverPreventAMatchAndBecomeOptions() throws {
        let promo = try resolve("myapp://promo/summer?utm_source=mail&utm_campaign=fall%20sale#top").get()
        #expect(promo.destination.item == .alert("promo-summer"))
        #expect(promo.options.map(\.description) == ["utm_source=mail", "utm_campaign=fall sale", "fragment=top"])
        #expect(promo.description.contains("; options utm_source=mail, utm_campaign=fall sale, fragment=top"))
        // Built-in options apply where the route's target leaves them open; the target's own win.
        let launch = try resolve("myapp://launch?zoom=fit&theme=dark").get().destination
        #expect(launch.zoom == .fit && launch.theme == .dark)
        #expect(try resolve("myapp://gallery/DJI_0042?theme=light").get().destination.theme == .dark)
        #expect(
            try resolve("myapp://tour?block=thanks").get().destination
                == Destination(.rocket("first-flight"), block: "thanks"))
        // A value the destination cannot take is ignored, said why, and the route still opens.
        let odd = try resolve("myapp://tour?theme=sepia&block=nowhere").get()
        #expect(odd.destination.theme == nil && odd.destination == Destination(.rocket("first-flight")))
        #expect(
            odd.ignored == [
                "theme=sepia (not light or dark)", "block=nowhere (rocket 'first-flight' has no such block)",
            ])
        // The spec's own names: a target placeholder filled from the query.
        #expect(try resolve("myapp://tip?which=low-battery").get().destination.item == .alert("low-battery"))
        guard case .failure(let f) = resolve("myapp://tip") else { Issue.record("resolved without ?which="); return }
        #expect(f.message.contains("needs '{which}', from the pattern or the URL's query (?which=…)"), "\(f.message)")
    }

    @Test func zoomsArePercentagesFrom25To300OrFit() {
        #expect(Zoom("150") == .percent(150))
        #expect(Zoom("150%") == .percent(150))
        #expect(Zoom(" FIT ") == .fit)
        #expect(Zoom("25") == .percent(25) && Zoom("300") == .percent(300))
        for bad in ["24", "301", "0", "-50", "nan", "inf", "1e400", "", "%", "fits", "150 %%"] {
            #expect(Zoom(bad) == nil, "\(bad)")
        }
        #expect(Zoom.percent(150).description == "150" && Zoom.percent(87.5).description == "87.5")
    }

    @Test func specPatternsFillTheirPlaceholders() throws {
        let promo = try resolve("myapp://promo/summer").get()
        #expect(promo.destination.item == .alert("promo-summer"))
        #expect(promo.parameters == ["campaign": "summer"])
        #expect(promo.via?.pattern == "myapp://promo/{campaign}")
        #expect(
            promo.description
                == "myapp://promo/summer → flare://alert/promo-summer (pattern myapp://promo/{campaign}, "
                + "campaign=summer): alert promo-summer"
        )

        let gallery = try resolve("myapp://gallery/DJI_0042").get()
        #expect(gallery.destination == Destination(.alert("photo-saved"), theme: .dark, scale: 2))
        #expect(
            try resolve("myapp://onboarding/thanks").get().destination
                == Destination(.rocket("first-flight"), block: "thanks"))
        #expect(try resolve("myapp://launch").get().destination.item == .queue("launch-promo"))
        #expect(try resolve("myapp://nudge/rate-app").get().destination.item == .scenario("rate-app"))
    }

    @Test func failuresSayWhy() {
        func message(_ url: String, spec: Spec? = Self.spec) -> String {
            guard case .failure(let f) = resolve(url, spec: spec) else { return "resolved" }
            return f.message
        }
        #expect(
            message("flare://alert/nope")
                == "the spec has no alert 'nope' (it has promo-summer, photo-saved, low-battery)")
        #expect(
            message("myapp://promo/winter").contains(
                "matches route 'myapp://promo/{campaign}' (/tmp/showcase.yaml:229:3), "
                    + "but its target 'flare://alert/promo-winter' does not open: the spec has no alert 'promo-winter'"
            ))
        #expect(
            message("myapp://onboarding/nowhere").contains(
                "rocket 'first-flight' has no block 'nowhere' (its blocks: hello, thanks)"))
        #expect(
            message("flare://alert/low-battery?theme=sepia")
                == "theme 'sepia' in 'flare://alert/low-battery?theme=sepia' is not light or dark")
        #expect(message("flare://alert/low-battery?scale=4").contains("is not 1, 2 or 3"))
        #expect(
            message("flare://alert/low-battery?zoom=500")
                == "zoom '500' in 'flare://alert/low-battery?zoom=500' is not a percentage from 25 to 300 (e.g. "
                + "150) or 'fit'"
        )
        #expect(message("flare://alert/low-battery?block=x").contains("unknown option 'block'"))
        #expect(message("flare://widget/x").contains("'widget' in 'flare://widget/x' is not a route"))
        #expect(message("flare://alert/").contains("has no id"))
        #expect(message("flare://alert/a/b").contains("extra path segments"))
        #expect(message("myapp://promo/").contains("matches none of the spec's route patterns"))
        #expect(message("myapp://promo/a/b").contains("matches none"), "a placeholder never spans '/'")
        #expect(message("") == "the URL is empty")
        #expect(message("myapp://launch", spec: nil).contains("pass --spec"))
    }

    @Test func withoutASpecBuiltInsParseButIdsAreNotChecked() throws {
        #expect(try resolve("flare://alert/anything", spec: nil).get().destination.item == .alert("anything"))
    }

    @Test func firstMatchingPatternWins() throws {
        var spec = Self.spec
        spec.routes.insert(RouteSpec(pattern: "myapp://promo/summer", target: "flare://alert/low-battery"), at: 1)
        #expect(try resolve("myapp://promo/summer", spec: spec).get().destination.item == .alert("promo-summer"))
        spec.routes.insert(RouteSpec(pattern: "myapp://promo/summer", target: "flare://alert/low-battery"), at: 0)
        #expect(try resolve("myapp://promo/summer", spec: spec).get().destination.item == .alert("low-battery"))
    }

    @Test func patternsMatchWholeURLsWithBacktracking() throws {
        let p = try #require(try? RoutePatternSyntax.parse("x://a/{one}-{two}/end").get())
        #expect(p.match("x://a/b-c-d/end") == ["one": "b", "two": "c-d"])
        #expect(p.match("x://a/b-c/end/more") == nil)
        #expect(p.match("x://a/-c/end") == nil, "a placeholder matches at least one character")
        #expect((try? RoutePatternSyntax.parse("x://{unclosed").get()) == nil)
        #expect(
            RoutePatternSyntax.substitute("flare://alert/{a}-{b}-{zz}", with: ["a": "1", "b": "2"])
                == "flare://alert/1-2-{zz}")
    }
}
