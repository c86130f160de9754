import Foundation
import Testing
import TestSupport
@testable import FlareCore

/// The simulations behind `flare simulate`, from model values: steps, the JSON shape issue 6 asks for.
@Suite struct SimulationTests {
    @MainActor func json(_ value: some Encodable) throws -> [[String: Any]] {
        let data = try JSONEncoder().encode(value)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    }

    let demo = QueueSpec(
        id: "demo",
        popups: [
            PopupSpec(name: "A1", show: .alert("a1"), priority: 100),
            PopupSpec(name: "A2", show: .alert("a2"), priority: 200),
            PopupSpec(name: "A3", show: .alert("a3"), priority: 300),
        ],
        script: [
            .register("A1"), .register("A2"), .register("A3"), .register("A2"), .present, .dismiss, .present, .dismiss,
            .present, .dismiss,
        ])

    @Test func queueDemoSteps() async throws {
        try await onMainActor {
            let steps = QueueSimulation.run(demo)
            #expect(
                steps.map(\.op) == [
                    "register", "register", "register", "register", "present", "dismiss", "present", "dismiss",
                    "present", "dismiss",
                ])
            #expect(steps.map(\.at) == (0..<10).map(Double.init))
            #expect(steps.map(\.showing) == [nil, nil, nil, nil, "A1", nil, "A3", nil, "A2", nil])
            #expect(
                steps[3].log == [
                    "A2 ignored: it is already queued (ready); a duplicate name is ignored until next() removes it"
                ])
            #expect(
                steps[2].queue == [
                    .init(name: "A1", priority: 100, status: .willShow),
                    .init(name: "A3", priority: 300, status: .ready),
                    .init(name: "A2", priority: 200, status: .ready),
                ])
            #expect(steps[5].stage == ["alert/a3"])
            #expect(steps.last?.queue == [])
        }
    }

    /// Without autoPoll nothing shows on registration; the `show` step starts the queue (the seed's `show()`).
    @Test func aShowStepStartsAQueueWithoutAutoPoll() async throws {
        try await onMainActor {
            var manual = demo
            manual.autoPoll = false
            manual.script = [.register("A1"), .register("A3"), .poll, .show, .present]
            let steps = QueueSimulation.run(manual)
            #expect(steps.map(\.op) == ["register", "register", "poll", "show", "present"])
            #expect(steps[2].queue.map(\.status) == [.ready, .ready], "poll does nothing before the first show")
            #expect(steps[3].queue.first == .init(name: "A3", priority: 300, status: .willShow))
            #expect(steps[3].stage == ["alert/a3"])
            #expect(steps[4].showing == "A3")
        }
    }

    @Test func queueJSONShape() async throws {
        try await onMainActor {
            let objects = try json(QueueSimulation.run(demo))
            #expect(objects.count == 10)
            let first = objects[0]
            #expect(Set(first.keys) == ["step", "op", "popup", "at", "showing", "queue", "log"])
            #expect(
                first["step"] as? Int == 1 && first["op"] as? String == "register" && first["popup"] as? String == "A1")
            #expect(first["showing"] is NSNull)
            let queue = try #require(first["queue"] as? [[String: Any]])
            #expect(queue.count == 1 && Set(queue[0].keys) == ["name", "priority", "status"])
            #expect(queue[0]["status"] as? String == "willShow" && queue[0]["priority"] as? Int == 100)
            #expect(objects[4]["showing"] as? String == "A1")
            #expect(Set(objects[4].keys) == ["step", "op", "at", "showing", "queue", "log"])
        }
    }

    @Test func queueTopStepNamesItsContainer() async throws {
        try await onMainActor {
            let spec = QueueSpec(
                id: "t", containers: ["window", "settings"],
                popups: [
                    PopupSpec(name: "s", show: .rocket("tour"), container: "settings")
                ], script: [.register("s"), .top("settings"), .present])
            let steps = QueueSimulation.run(spec)
            #expect(steps.map(\.showing) == [nil, nil, "s"])
            #expect(steps[0].log.last == "s waits in willShow: its container settings is not on top (top: window)")
            let objects = try json(steps)
            #expect(objects[1]["container"] as? String == "settings")
        }
    }

    let rate = ScenarioSpec(
        id: "rate", show: .alert("rate"), minEventsRequired: 2, maxExecutionsPermitted: 1,
        minSecondsSinceFirstEvent: 3_600, customConditions: ["loggedIn"], flags: ["loggedIn": true],
        script: [
            ScenarioStep(at: 0, .event(3)), ScenarioStep(at: 10, .tryExecute),
            ScenarioStep(at: 7_200, .tryExecute), ScenarioStep(at: 7_300, .tryExecute),
            ScenarioStep(at: 7_400, .set(["loggedIn": false])), ScenarioStep(at: 7_500, .reset),
            ScenarioStep(at: 7_600, .tryExecute),
        ])

    @Test func scenarioSteps() async throws {
        try await onMainActor {
            let stage = RecordingStage()
            let steps = ScenarioSimulation.run(rate, stage: stage)
            #expect(steps.map(\.op) == ["event", "try", "try", "try", "set", "reset", "try"])
            #expect(steps.map(\.executed) == [nil, false, true, false, nil, nil, false])
            #expect(
                steps[1].checks?.first { !$0.passed }?.reason
                    == "eligible in 59 min 50 s (needs more than 1 h since the first event, 10 s so far)")
            #expect(steps[3].checks?.first { !$0.passed }?.reason == "already executed 1 time, at most 1 permitted")
            #expect(
                steps[6].checks?.filter { !$0.passed }.map(\.reason) == [
                    "needs 2 more events (0 of at least 2)", "flag loggedIn is off",
                ])
            #expect(steps[2].lastExecution == 7_200 && steps[2].executions == 1 && steps[2].firstEvent == 0)
            #expect(steps[5].events == 0 && steps[5].executions == 0 && steps[5].firstEvent == nil)
            #expect(stage.calls == [.present(.alert("rate"))])
        }
    }

    @Test func scenarioJSONShape() async throws {
        try await onMainActor {
            let objects = try json(ScenarioSimulation.run(rate))
            let stats: Set<String> = ["events", "executions", "firstEvent", "lastEvent", "lastExecution"]
            #expect(Set(objects[0].keys) == stats.union(["step", "op", "at", "count"]))
            #expect(Set(objects[1].keys) == stats.union(["step", "op", "at", "executed", "checks"]))
            #expect(Set(objects[4].keys) == stats.union(["step", "op", "at", "flags"]))
            #expect(Set(objects[5].keys) == stats.union(["step", "op", "at"]))
            let checks = try #require(objects[1]["checks"] as? [[String: Any]])
            #expect(checks.count == 6 && Set(checks[0].keys) == ["name", "passed", "reason"])
            #expect(
                checks.map { $0["name"] as? String } == [
                    "events", "sinceFirstEvent", "sinceLastEvent", "executions", "betweenExecutions",
                    "customConditions",
                ])
            #expect(objects[0]["lastExecution"] is NSNull && objects[2]["lastExecution"] as? Double == 7_200)
            #expect(objects[2]["executed"] as? Bool == true)
        }
    }
}
