import Foundation
import Testing
import TestSupport
@testable import FlareCore

/// Flare's scenario rules beyond the seed's own tests: boundaries, bookkeeping, reasons, reset.
@Suite struct ScenarioRulesTests {
    let t0 = Date(timeIntervalSince1970: 1_000_000)

    func check(_ checks: [ScenarioCheck], _ name: ScenarioCheck.Name) -> ScenarioCheck {
        checks.first { $0.name == name }!
    }

    @Test func boundaries_equalityPassesEventBoundsButFailsTimeChecksAndTheCap() {
        var spec = ScenarioSpec(
            id: "b", show: .alert("a"), minEventsRequired: 2, maxEventsPermitted: 2,
            maxExecutionsPermitted: 1, minSecondsSinceFirstEvent: 60, minSecondsSinceLastEvent: 30)
        var s = Scenario(spec)
        s.triggerEvent(now: t0)
        s.triggerEvent(now: t0.addingTimeInterval(30))
        let atEdge = s.checks(now: t0.addingTimeInterval(60))
        #expect(check(atEdge, .events).passed)  // 2 ≤ 2 ≤ 2
        #expect(!check(atEdge, .sinceFirstEvent).passed)  // 60 is not > 60
        #expect(!check(atEdge, .sinceLastEvent).passed)  // 30 is not > 30
        let after = s.checks(now: t0.addingTimeInterval(60.5))
        #expect(check(after, .sinceFirstEvent).passed && check(after, .sinceLastEvent).passed)
        #expect(s.tryToExecute(now: t0.addingTimeInterval(61)).executed)
        let capped = s.checks(now: t0.addingTimeInterval(62))
        #expect(!check(capped, .executions).passed)  // 1 is not < 1
        spec.maxExecutionsPermitted = 2
        s.spec = spec
        #expect(check(s.checks(now: t0.addingTimeInterval(62)), .executions).passed)
    }

    @Test func timeChecksPassWhenNothingHappenedYet() {
        let s = Scenario(
            ScenarioSpec(
                id: "n", show: .alert("a"), minSecondsSinceFirstEvent: 100,
                minSecondsSinceLastEvent: 100, minSecondsBetweenExecutions: 100))
        let checks = s.checks(now: t0)
        #expect(checks.allSatisfy { $0.passed })
        #expect(check(checks, .sinceFirstEvent).reason == "no event yet, so this time check passes")
        #expect(check(checks, .betweenExecutions).reason == "never executed yet, so this time check passes")
    }

    @Test func bookkeepingOnlyOnSuccess_andRecordedAtTheAttemptTime() {
        var s = Scenario(ScenarioSpec(id: "k", show: .alert("a"), minEventsRequired: 1))
        let failed = s.tryToExecute(now: t0)
        #expect(!failed.executed)
        #expect(s.stats.executionsCount == 0 && s.stats.lastExecutionDate == nil)
        s.triggerEvent(now: t0)
        let ok = s.tryToExecute(now: t0.addingTimeInterval(5))
        #expect(ok.executed)
        #expect(s.stats.executionsCount == 1 && s.stats.lastExecutionDate == t0.addingTimeInterval(5))
    }

    @Test func triggerEvent_firstDateOnlyOnce_lastDateEveryTime_noUpperLimit() {
        var s = Scenario(ScenarioSpec(id: "e", show: .alert("a"), maxEventsPermitted: 1))
        for i in 0..<5 { s.triggerEvent(now: t0.addingTimeInterval(Double(i))) }
        #expect(s.stats.eventsCount == 5)
        #expect(s.stats.firstEventDate == t0)
        #expect(s.stats.lastEventDate == t0.addingTimeInterval(4))
    }

    @Test func customConditionsAreEvaluatedOnEveryAttempt_evenWhenAnotherCheckFails() {
        var s = Scenario(
            ScenarioSpec(
                id: "c", show: .alert("a"), minEventsRequired: 3,
                customConditions: ["isPro", "online"], flags: ["online": true]))
        let first = s.tryToExecute(now: t0)
        #expect(first.checks.count == ScenarioCheck.Name.allCases.count)
        #expect(check(first.checks, .customConditions) == ScenarioCheck(.customConditions, false, "flag isPro is off"))
        s.flags["isPro"] = true
        let second = s.tryToExecute(now: t0)
        #expect(
            check(second.checks, .customConditions)
                == ScenarioCheck(.customConditions, true, "flags isPro, online are on"))
        #expect(!second.executed)  // events still fail
        s.flags["online"] = false
        s.flags["isPro"] = false
        #expect(check(s.checks(now: t0), .customConditions).reason == "flags isPro, online are off")
    }

    @Test func reasonsADesignerReads() {
        var s = Scenario(
            ScenarioSpec(
                id: "r", show: .alert("a"), minEventsRequired: 3, maxExecutionsPermitted: 4,
                minSecondsBetweenExecutions: 2 * 86_400))
        s.triggerEvent(now: t0)
        #expect(check(s.checks(now: t0), .events).reason == "needs 2 more events (1 of at least 3)")
        s.triggerEvent(now: t0)
        #expect(check(s.checks(now: t0), .events).reason == "needs 1 more event (2 of at least 3)")
        s.triggerEvent(now: t0)
        #expect(s.tryToExecute(now: t0).executed)
        let later = t0.addingTimeInterval(21 * 3_600)  // 21 h later: 1 d 3 h to go
        #expect(
            check(s.checks(now: later), .betweenExecutions).reason
                == "eligible again in 1 d 3 h (needs more than 2 d between executions, 21 h so far)")
        #expect(check(s.checks(now: later), .executions).reason == "executed 1 time, at most 4 permitted")
    }

    @Test func clockGoingBackwardsFailsTheTimeChecks() {
        var s = Scenario(ScenarioSpec(id: "w", show: .alert("a"), minSecondsSinceFirstEvent: 10))
        s.triggerEvent(now: t0)
        #expect(!s.tryToExecute(now: t0.addingTimeInterval(-3_600)).executed)
    }

    @Test func resetForgetsStatsButKeepsConfigAndFlags() {
        let spec = ScenarioSpec(
            id: "z", show: .alert("a"), maxExecutionsPermitted: 1, customConditions: ["f"], flags: ["f": true])
        var s = Scenario(spec)
        s.triggerEvent(now: t0)
        #expect(s.tryToExecute(now: t0).executed)
        #expect(!s.tryToExecute(now: t0).executed)
        s.reset()
        #expect(s.stats == ScenarioStats())
        #expect(s.spec == spec && s.flags == ["f": true])
        #expect(s.tryToExecute(now: t0).executed)
    }

    @Test func durationText() {
        #expect(DurationText.format(0) == "0 s")
        #expect(DurationText.format(0.4) == "under 1 s")
        #expect(DurationText.format(40) == "40 s")
        #expect(DurationText.format(25 * 60) == "25 min")
        #expect(DurationText.format(86_400 + 3 * 3_600 + 59) == "1 d 3 h")
        #expect(DurationText.format(86_400 + 5 * 60) == "1 d")
        #expect(DurationText.format(90) == "1 min 30 s")
    }
}

/// WaitForIt's custom conditions across scenarios: a flag bound to another scenario's executions or events.
struct ScenarioBindingTests {
    static let text = """
        flare: 1
        alerts: {rate: {title: Rate us}, tip: {title: Tip}}
        scenarios:
          tutorial:
            show: alert/tip
          rate-app:
            show: alert/rate
            customConditions: [tutorialDone, signedIn]
            flags:
              signedIn: true
              tutorialDone: {scenario: tutorial, executions: 1}
        """

    @Test func aBoundFlagFollowsTheOtherScenariosExecutions() throws {
        let result = SpecText.load(Self.text)
        #expect(result.errors.isEmpty, "\(SpecText.lines(result))")
        let spec = try #require(result.spec)
        let rate = try #require(spec.scenario("rate-app"))
        #expect(rate.bindings["tutorialDone"]?.scenario == "tutorial" && rate.bindings["tutorialDone"]?.atLeast == 1)
        var scenario = Scenario(rate)
        let now = Date(timeIntervalSince1970: 1_000)
        var tutorial = ScenarioStats()
        let before = scenario.tryToExecute(now: now) { $0 == "tutorial" ? tutorial : nil }
        #expect(!before.executed)
        let custom = try #require(before.checks.first { $0.name == .customConditions })
        #expect(custom.reason == "flag tutorialDone (scenario 'tutorial' executed 0 times, needs at least 1) is off")
        tutorial.executionsCount = 1
        let after = scenario.tryToExecute(now: now) { $0 == "tutorial" ? tutorial : nil }
        #expect(after.executed)
        #expect(
            after.checks.first { $0.name == .customConditions }?.reason
                == "flags tutorialDone (scenario 'tutorial' executed 1 time, needs at least 1), signedIn are on")
    }

    @Test func sessionsReadTheOtherScenarioFromTheirStore() async throws {
        try await onMainActor {
            let spec = try #require(SpecText.load(Self.text).spec)
            let store = MemoryScenarioStore()
            let clock = VirtualClock(start: Date(timeIntervalSince1970: 0))
            let rate = ScenarioSession(try #require(spec.scenario("rate-app")), clock: clock, store: store)
            #expect(!rate.flagValue("tutorialDone"))
            let tutorial = ScenarioSession(try #require(spec.scenario("tutorial")), clock: clock, store: store)
            #expect(tutorial.tryToExecute().executed)
            #expect(rate.flagValue("tutorialDone"), "live: the tutorial's execution is in the shared store")
            #expect(rate.tryToExecute().executed)
        }
    }

    @Test func bindingsAreCheckedWhereWritten() {
        let lines = SpecText.lines(
            SpecText.load(
                """
                flare: 1
                alerts: {a: {title: A}}
                scenarios:
                  s:
                    show: alert/a
                    flags:
                      x: {scenario: tutorail, executions: 1}
                      y: {scenario: s, events: 2}
                      z: {scenario: t, executions: 1, events: 1}
                    script:
                      - {at: 0, set: {x: true}}
                  t:
                    show: alert/a
                """))
        #expect(lines.contains("7:21: error: flag 'x' follows scenario 'tutorail', which does not exist"), "\(lines)")
        #expect(lines.contains("8:21: error: flag 'y' of scenario 's' cannot follow its own scenario"), "\(lines)")
        #expect(
            lines.contains { $0.hasPrefix("9:10: error: flag 'z' needs exactly one of 'executions' or 'events'") },
            "\(lines)")
        #expect(
            lines.contains {
                $0.contains("error: the script sets flag 'x', which follows scenario 'tutorail' and cannot be set")
            }, "\(lines)")
    }
}
