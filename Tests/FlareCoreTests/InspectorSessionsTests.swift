import Foundation
import PropertyBased
import Testing
import TestSupport
@testable import FlareCore

/// The inspector's sessions without a display: a `RecordingStage` stands for the window, the log is an array.
@Suite struct InspectorSessionsTests {
    static let text = """
        flare: 1
        alerts:
          a1: {title: First}
          a2: {title: Second}
          a3: {title: Third}
        queues:
          rooms:
            containers: [window, camera]
            popups:
              - {name: battery, show: alert/a1, container: camera}
          demo:
            popups:
              - {name: A1, show: alert/a1, priority: 100}
              - {name: A2, show: alert/a2, priority: 200}
              - {name: A3, show: alert/a3, priority: 300}
            script:
              - {register: A1}
              - present
              - {register: A2}
              - {register: A3}
              - dismiss
              - present
              - dismiss
              - present
              - dismiss
        scenarios:
          rate:
            show: alert/a2
            minEventsRequired: 2
            minSecondsBetweenExecutions: 1d
            customConditions: [isPro]
            flags: {isPro: false}
            script:
              - {at: 0, event: 2}
              - {at: 1h, try: true}
              - {at: 2h, set: {isPro: true}}
              - {at: 3h, try: true}
        """

    /// Sessions on a recording stage, their log collected, loaded with `text` from a spec path in a fresh folder.
    @MainActor
    final class Harness {
        let stage = RecordingStage()
        let sessions: InspectorSessions
        var log: [String] = []
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "flare-sessions-\(UUID().uuidString)")
        var specPath: String { folder.appendingPathComponent("spec.yaml").path }
        var stateDirectory: String { folder.appendingPathComponent("state").path }

        init() {
            sessions = InspectorSessions(
                stage: stage, liveClock: VirtualClock(start: Date(timeIntervalSince1970: 1_800_000_000)))
            sessions.record = { [unowned self] source, message in log.append("\(source.rawValue): \(message)") }
        }

        func load(_ spec: Spec) { sessions.load(spec, specPath: specPath, stateDirectory: stateDirectory) }

        /// The stage calls and log lines `body` made.
        func effects(_ body: () -> Void) -> (calls: [String], log: [String]) {
            let (calls, lines) = (stage.calls.count, log.count)
            body()
            return (stage.calls[calls...].map(\.description), Array(log[lines...]))
        }

        var queue: [String] {
            sessions.queueInUse.session?.queue.queued.map { "\($0.name) \($0.status.rawValue)" } ?? []
        }

        deinit { try? FileManager.default.removeItem(at: folder) }
    }

    /// One folder for every parse, so a reload of the same text gives an equal spec (locations name the file).
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "flare-sessions-spec-\(UUID().uuidString)")

    static func spec(_ text: String = InspectorSessionsTests.text) throws -> Spec {
        try #require(SpecText.load(text, in: folder).spec)
    }

    @Test func loadingInstallsTheFirstQueueScenarioAndScript() async throws {
        try await onMainActor {
            let h = Harness()
            h.load(try Self.spec())
            #expect(h.sessions.queueInUse.spec?.id == "rooms")
            #expect(h.sessions.scenarioInUse.spec?.id == "rate")
            #expect(h.sessions.script?.source == .queue("demo"), "the first script of the spec")
            #expect(h.sessions.script?.position == 0)
            #expect(
                !h.sessions.queueInUse.scripted && !h.sessions.scenarioInUse.scripted && !h.sessions.isPlayingScript)
            #expect(h.sessions.stateFile?.path.hasPrefix(h.stateDirectory) == true)
            #expect(h.sessions.scenarioClock === h.sessions.liveClock)
            #expect(InspectorSessions.scriptSources(try Self.spec()) == [.queue("demo"), .scenario("rate")])
            #expect(h.stage.calls.isEmpty)
        }
    }

    @Test func aReloadKeepsUnchangedSessionsAndRestartsChangedOnes() async throws {
        try await onMainActor {
            let h = Harness()
            let spec = try Self.spec()
            h.load(spec)
            #expect(h.sessions.select(.queue("demo"), in: spec))
            h.sessions.queue { $0.register("A1") }
            let (queue, scenario) = (h.sessions.queueInUse.session, h.sessions.scenarioInUse.session)
            h.load(spec)
            #expect(
                h.sessions.queueInUse.session === queue && h.sessions.scenarioInUse.session === scenario,
                "same spec: same sessions"
            )
            #expect(h.queue == ["A1 willShow"])

            // The demo queue changes: a fresh session of it; the scenario is unchanged: kept.
            let changed = try Self.spec(Self.text.replacingOccurrences(of: "priority: 300", with: "priority: 301"))
            h.load(changed)
            #expect(h.sessions.queueInUse.spec?.id == "demo")
            #expect(h.sessions.queueInUse.session !== queue && h.queue == [])
            #expect(h.sessions.scenarioInUse.session === scenario)

            // The queue in use is gone: the spec's first; the script of a removed queue is dropped for the first left.
            let without = try Self.spec(Self.text.replacingOccurrences(of: "  demo:", with: "  other:"))
            h.load(without)
            #expect(h.sessions.queueInUse.spec?.id == "rooms")
            #expect(h.sessions.script?.source == .queue("other"))

            // Another spec path: a new state file, and a fresh scenario session.
            h.sessions.load(
                without, specPath: h.folder.appendingPathComponent("b.yaml").path, stateDirectory: h.stateDirectory)
            #expect(h.sessions.scenarioInUse.session !== scenario)
            #expect(h.sessions.stateFile?.specPath.hasSuffix("b.yaml") == true)
        }
    }

    @Test func seekingReplaysFromTheStartSoBackAndForthAgree() async throws {
        try await onMainActor {
            let h = Harness()
            let spec = try Self.spec()
            h.load(spec)
            let forward = h.effects { h.sessions.seek(to: 5, in: spec) }
            #expect(h.sessions.queueInUse.scripted && h.sessions.isPlayingScript)
            #expect(h.sessions.script?.position == 5)
            #expect(h.queue == ["A3 willShow", "A2 ready"])
            #expect(forward.calls == ["present alert/a1", "dismiss alert/a1", "present alert/a3"])
            #expect(
                forward.log == [
                    "queue: script queue/demo: step 5 of 9: dismiss → A1 is over (dismissed), removed from the queue; "
                        + "A3 will show: the stage is asked to present alert/a3"
                ], "one summary line, not every entry of the replay")

            let back = h.effects { h.sessions.seek(to: 2, in: spec) }
            #expect(h.queue == ["A1 showing"])
            #expect(back.calls == ["present alert/a1"])
            #expect(back.log.count == 1 && back.log[0].hasPrefix("queue: script queue/demo: step 2 of 9: present"))

            #expect(
                h.effects { h.sessions.seek(to: 5, in: spec) } == forward, "the same calls and log as the first time")
            #expect(h.queue == ["A3 willShow", "A2 ready"])

            // Out of range: clamped to the start and the end.
            h.sessions.seek(to: 40, in: spec)
            #expect(h.sessions.script?.position == 9 && h.queue == [])
            let start = h.effects { h.sessions.seek(to: -3, in: spec) }
            #expect(h.sessions.script?.position == 0)
            #expect(start == ([], ["queue: script queue/demo: the start"]))
        }
    }

    @Test func aScenarioScriptRunsOnItsOwnClockInMemory() async throws {
        try await onMainActor {
            let h = Harness()
            let spec = try Self.spec()
            h.load(spec)
            #expect(h.sessions.selectScript(.scenario("rate")))
            #expect(!h.sessions.selectScript(.scenario("rate")), "already the one")
            let two = h.effects { h.sessions.seek(to: 2, in: spec) }
            #expect(h.sessions.scenarioInUse.scripted)
            #expect(h.sessions.scenarioClock !== h.sessions.liveClock)
            #expect(h.sessions.scenarioClock.now == ScriptPlayback.epoch.addingTimeInterval(3_600))
            #expect(two.calls.isEmpty, "isPro is off: not executed")
            #expect(
                two.log.first?.hasPrefix(
                    "scenario: script scenario/rate: step 2 of 4: at 1 h: try to execute → not executed") == true)
            let all = h.effects { h.sessions.seek(to: 4, in: spec) }
            #expect(all.calls == ["present alert/a2"])
            #expect(h.sessions.scenarioInUse.session?.stats.executionsCount == 1)
            #expect(h.sessions.stateFile?.stats(for: "rate") == nil, "a script never touches the saved state")
        }
    }

    @Test func goingLiveStartsAFreshSessionAndTheStageReportsReachOnlyLiveOnes() async throws {
        try await onMainActor {
            let h = Harness()
            let spec = try Self.spec()
            h.load(spec)
            h.sessions.seek(to: 1, in: spec)
            #expect(h.queue == ["A1 willShow"])
            // A scripted session ignores the stage: the script's present step stands for it.
            h.sessions.stageReported(.presented(.alert("a1")))
            #expect(h.queue == ["A1 willShow"])
            // A button carries it on live from where the script left it.
            let live = h.effects { h.sessions.queue { $0.poll() } }
            #expect(!h.sessions.queueInUse.scripted)
            #expect(live.log.first == "queue: the script's session carries on live from step 1")
            h.sessions.stageReported(.presented(.alert("a1")))
            #expect(h.queue == ["A1 showing"])
            h.sessions.stageReported(.dismissed(.alert("a2")))
            #expect(h.queue == ["A1 showing"], "a report about another alert is not the current popup's")
            h.sessions.stageReported(.dismissed(.alert("a1")))
            #expect(h.queue == [], "the user closed it: next()")

            h.sessions.seek(to: 3, in: spec)
            let back = h.effects { h.sessions.goLive() }
            #expect(back.log == ["queue: script queue/demo: back to a live session"])
            #expect(!h.sessions.queueInUse.scripted && h.sessions.script?.position == 0 && h.queue == [])
            h.sessions.queue { $0.register("A2") }
            #expect(
                h.log.last == "queue: A2 will show: the stage is asked to present alert/a2",
                "a live session logs every entry")
            #expect(h.stage.calls.last == .present(.alert("a2")))
            h.sessions.stageReported(.presented(.alert("a2")))
            #expect(h.queue == ["A2 showing"])
        }
    }

    @Test func theClockAndScenarioButtonsLogAndNotify() async throws {
        try await onMainActor {
            let h = Harness()
            h.load(try Self.spec())
            var changes = 0
            h.sessions.onScenarioChange = { changes += 1 }
            let date = Date(timeIntervalSince1970: 1_900_000_000)
            h.sessions.setClock(date, note: "clock set: then")
            #expect(h.sessions.liveClock.now == date && changes == 1 && h.log.last == "scenario: clock set: then")
            h.sessions.scenario { $0.triggerEvent() }
            #expect(h.log.last == "scenario: rate: 1 event triggered (1 in all)")
            #expect(changes >= 2)
            #expect(h.sessions.stateFile?.stats(for: "rate")?.eventsCount == 1, "a live session saves its state")
        }
    }

    /// A script step's outcome as a fresh session shows it: the stage calls, the queue or the scenario's state.
    @MainActor
    static func replay(_ source: SpecItem, steps: Int, in spec: Spec) -> (calls: [String], state: [String]) {
        let stage = RecordingStage()
        switch source {
        case .queue(let id):
            let queue = spec.queues.first { $0.id == id }!
            let session = QueueSession(queue, stage: stage)
            for step in queue.script.prefix(steps) { session.apply(step) }
            return (
                stage.calls.map(\.description),
                session.queue.queued.map { "\($0.name) \($0.status.rawValue)" } + session.queue.log.map(\.message)
            )
        default:
            let scenario = spec.scenarios.first { $0.id == source.id }!
            let clock = VirtualClock(start: ScriptPlayback.epoch)
            let session = ScenarioSession(scenario, clock: clock, store: MemoryScenarioStore(), stage: stage)
            for step in scenario.script.prefix(steps) {
                clock.now = clock.start.addingTimeInterval(step.at)
                session.apply(step.action)
            }
            return (stage.calls.map(\.description), ["\(session.stats)", "\(clock.now)"] + session.log.map(\.message))
        }
    }

    /// Seeking to any position, after any earlier seeks, equals replaying that many steps from scratch: the stage
    /// calls the seek makes and the state it leaves.
    @Test func seekingAnywhereEqualsReplayingFromScratch() async throws {
        let spec = try Self.spec()
        await propertyCheck(count: 150, input: Gen.int(in: -2...11).array(of: 1...8), Gen.bool) { positions, queue in
            let mismatches = try await onMainActor { () -> [String] in
                let h = Harness()
                h.load(spec)
                let source: SpecItem = queue ? .queue("demo") : .scenario("rate")
                h.sessions.selectScript(source)
                var mismatches: [String] = []
                for position in positions {
                    let seek = h.effects { h.sessions.seek(to: position, in: spec) }
                    let steps = min(max(0, position), queue ? 9 : 4)
                    let want = Self.replay(source, steps: steps, in: spec)
                    let state =
                        queue
                        ? h.queue + (h.sessions.queueInUse.session?.queue.log.map(\.message) ?? [])
                        : ["\(h.sessions.scenarioInUse.session!.stats)", "\(h.sessions.scenarioClock.now)"]
                            + h.sessions.scenarioInUse.session!.log.map(\.message)
                    if seek.calls != want.calls {
                        mismatches.append("seek \(position): calls \(seek.calls) ≠ \(want.calls)")
                    }
                    if state != want.state { mismatches.append("seek \(position): state \(state) ≠ \(want.state)") }
                    if h.sessions.script?.position != steps {
                        mismatches.append("seek \(position): at \(String(describing: h.sessions.script?.position))")
                    }
                    if seek.log.count != 1 { mismatches.append("seek \(position): logged \(seek.log)") }
                }
                return mismatches
            }
            #expect(mismatches == [], "positions \(positions)")
        }
    }
}
