import FlareCore
import Foundation
import Testing
import TestSupport

/// WaitForIt's `customConditions` is any closure; Flare's numeric conditions stand in for the ones that compare
/// a number (`UIScreen.main.brightness < 0.3`), and a script may drive several scenarios in one story.
struct ScenarioStoryTests {
    static let text = """
        flare: 1
        alerts: {dim: {title: Dim}, rate: {title: Rate}, tour: {title: Tour}}
        scenarios:
          tutorial:
            show: alert/tour
          dim-hint:
            show: alert/dim
            customConditions: [{value: brightness, below: 0.3}, {value: battery, atLeast: 20, atMost: 100}]
            values: {battery: 50}
            script:
              - {at: 0, try: true}
              - {at: 1m, set: {brightness: 0.2}}
              - {at: 2m, try: true}
          rate:
            show: alert/rate
            customConditions: [tutorialDone]
            flags: {tutorialDone: {scenario: tutorial, executions: 1}}
            script:
              - {at: 0, try: true}
              - {at: 1h, scenario: tutorial, try: true}
              - {at: 2h, try: true}
        """

    @Test func numericConditionsCompareValuesSetByTheScript() async throws {
        let spec = try #require(SpecText.load(Self.text).spec)
        let dim = try #require(spec.scenario("dim-hint"))
        #expect(
            dim.valueConditions.map(\.description) == ["brightness below 0.3", "battery at least 20 and at most 100"])
        #expect(dim.values == ["battery": 50])
        let steps = try await onMainActor { ScenarioSimulation.run(dim, scenarios: spec.scenarios) }
        // Before: a customConditions entry could only be a flag name, so this spec did not load.
        #expect(steps.map { $0.executed } == [false, nil, true])
        let first = try #require(steps[0].checks?.first { $0.name == .customConditions })
        #expect(first.reason == "value brightness is not set (needs below 0.3)")
        #expect(steps[1].setValues == ["brightness": 0.2] && steps[1].values["brightness"] == 0.2)
        let passed = try #require(steps[2].checks?.first { $0.name == .customConditions })
        #expect(passed.reason == "value brightness 0.2 is below 0.3; value battery 50 is at least 20 and at most 100")
    }

    @Test func aValueOutOfBoundsFailsWithItsValue() {
        var scenario = Scenario(ScenarioSpec(id: "s", show: .alert("a")))
        scenario.spec.valueConditions = [ValueCondition(value: "brightness", above: 0.5)]
        scenario.values["brightness"] = 0.5
        let attempt = scenario.tryToExecute(now: Date(timeIntervalSince1970: 0))
        #expect(!attempt.executed)
        #expect(attempt.checks.last?.reason == "value brightness 0.5 is not above 0.5")
        scenario.values["brightness"] = 0.51
        #expect(scenario.tryToExecute(now: Date(timeIntervalSince1970: 0)).executed)
    }

    @Test func oneStoryDrivesSeveralScenarios() async throws {
        let spec = try #require(SpecText.load(Self.text).spec)
        let rate = try #require(spec.scenario("rate"))
        let steps = try await onMainActor { ScenarioSimulation.run(rate, scenarios: spec.scenarios) }
        // The tutorial executes in the same story, so the flag bound to it turns on for the last try.
        #expect(steps.map(\.scenario) == [nil, "tutorial", nil])
        #expect(steps.map(\.executed) == [false, true, true])
        #expect(steps[1].executions == 1)
    }

    @Test func storiesAndValuesAreCheckedWhereWritten() {
        let lines = SpecText.lines(
            SpecText.load(
                """
                flare: 1
                alerts: {a: {title: A}}
                scenarios:
                  s:
                    show: alert/a
                    customConditions: [{value: brightness}]
                    script:
                      - {at: 0, scenario: tutorail, try: true}
                      - {at: 1s, set: {on: true, brightness: 0.2}}
                """))
        #expect(lines.contains { $0.hasPrefix("6:24: error: value condition 'brightness' needs a bound") }, "\(lines)")
        #expect(
            lines.contains { $0.hasPrefix("8:27: error: the step drives scenario 'tutorail', which does not exist") },
            "\(lines)")
        #expect(
            lines.contains {
                $0.hasPrefix("9:23: error: a 'set' step sets flags (true/false) or values (numbers), not both")
            },
            "\(lines)")
    }
}
