import Foundation
import PropertyBased
import Testing
@testable import FlareCore

/// Random operation sequences against simple reference models: the queue (heaps vs a sorted array),
/// the alert stack (vs a map of "shown at"), and the scenario checks (vs the table written as one boolean each).
@Suite struct PropertyBasedEngineTests {
    static let containers = ["window", "home", "settings"]
    static let names = ["a", "b", "c", "d", "e", "f"]

    /// Decodes one random number into a queue operation, applies it to both, and compares what they return.
    static func step(
        _ code: Int, _ q: inout PopupQueue, _ r: inout QueueReferenceModel
    ) -> (String, [PopupQueue.Effect], [PopupQueue.Effect]) {
        let name = names[code % names.count]
        switch code % 10 {
        case 0, 1, 2:
            let spec = PopupSpec(
                name: name, show: .alert(name), priority: (code / 10) % 4,
                container: containers[(code / 40) % 3], selfMaintain: (code / 120) % 5 == 0)
            return (
                "register \(name) p\(spec.priority) \(spec.container)\(spec.selfMaintain ? " self" : "")",
                q.register(spec), r.register(spec)
            )
        case 3:
            return (
                "present", q.present(),
                {
                    r.present(); return []
                }()
            )
        case 4: return ("dismiss", q.dismiss(), r.dismiss())
        case 5: return ("next", q.next(), r.next())
        case 6: return ("poll", q.poll(), r.poll())
        case 7: return ("pause", q.pause(), r.pause())
        case 8:
            if (code / 10) % 7 == 0 { return ("clear", q.clear(), r.clear()) }
            return ("show", q.show(), r.show())
        default:
            let c = containers[(code / 10) % 3]
            return ("top \(c)", q.setTop(c), r.setTop(c))
        }
    }

    @Test func popupQueueMatchesTheReferenceModel() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...9_999).array(of: 0...80), Gen.bool) { codes, autoPoll in
            var q = PopupQueue(containers: Self.containers, top: "home", autoPoll: autoPoll)
            var r = QueueReferenceModel(containers: Self.containers, top: "home", autoPoll: autoPoll)
            for (i, code) in codes.enumerated() {
                let (op, got, want) = Self.step(code, &q, &r)
                #expect(got == want, "step \(i) \(op): effects")
                let queued = q.queued.map { "\($0.name):\($0.status.rawValue)" }
                let expected = r.ordered().map { "\($0.spec.name):\($0.status.rawValue)" }
                #expect(queued == expected, "step \(i) \(op): queue")
                #expect(q.finished.map(\.name) == r.over, "step \(i) \(op): finished")
                // Invariants: unique names, at most one popup chosen, showing only when requested.
                #expect(Set(q.queued.map(\.name)).count == q.count)
                #expect(q.queued.filter { $0.status != .ready }.count <= 1)
                if !(got == want && queued == expected) { return }
            }
        }
    }

    @Test func alertStackMatchesTheReferenceModel() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...999).array(of: 0...60)) { codes in
            var stack = AlertStack()
            var shows: [String] = []  // the reference: one entry per show, in order
            for code in codes {
                let id = Self.names[code % 5]
                switch code % 7 {
                case 0, 1, 2, 3:
                    stack.push(id)  // every show stacks, an alert already shown included
                    shows.append(id)
                case 4, 5:
                    let closed = stack.close(id)
                    #expect(closed == shows.contains(id))
                    if let last = shows.lastIndex(of: id) { shows.remove(at: last) }
                default:
                    #expect(stack.clear() == shows.reversed())
                    shows = []
                }
                #expect(stack.alerts == shows)
                #expect(stack.top == shows.last)
            }
        }
    }

    /// The check table, written out directly from seed-semantics.md, one boolean per row.
    static func table(_ s: ScenarioSpec, _ st: ScenarioStats, _ flags: [String: Bool], _ now: Date) -> [Bool] {
        let n = st.eventsCount
        let events = (s.minEventsRequired.map { $0 <= n } ?? true) && (s.maxEventsPermitted.map { n <= $0 } ?? true)
        func since(_ min: Double?, _ d: Date?) -> Bool {
            guard let min, let d else { return true }
            return now.timeIntervalSince1970 - d.timeIntervalSince1970 > min
        }
        let executions = s.maxExecutionsPermitted.map { st.executionsCount < $0 } ?? true
        let custom = s.customConditions.allSatisfy { flags[$0] == true }
        return [
            events, since(s.minSecondsSinceFirstEvent, st.firstEventDate),
            since(s.minSecondsSinceLastEvent, st.lastEventDate),
            executions, since(s.minSecondsBetweenExecutions, st.lastExecutionDate), custom,
        ]
    }

    @Test func scenarioChecksMatchTheTable() async {
        let config = Gen.int(in: 0...4).optional(valueRate: 0.5).array(of: 6)
        await propertyCheck(count: 300, input: config, Gen.int(in: 0...9_999).array(of: 0...60)) { cfg, codes in
            var spec = ScenarioSpec(id: "p", show: .alert("x"))
            spec.minEventsRequired = cfg[0]
            spec.maxEventsPermitted = cfg[1]
            spec.maxExecutionsPermitted = cfg[2]
            spec.minSecondsSinceFirstEvent = cfg[3].map { Double($0) * 10 }
            spec.minSecondsSinceLastEvent = cfg[4].map { Double($0) * 10 }
            spec.minSecondsBetweenExecutions = cfg[5].map { Double($0) * 10 }
            spec.customConditions = ["x", "y"].filter { _ in cfg[0] ?? 0 > 1 }
            var s = Scenario(spec)
            var stats = ScenarioStats()  // the reference bookkeeping
            var now = Date(timeIntervalSince1970: 0)
            for code in codes {
                now = now.addingTimeInterval(Double((code / 10) % 4) * 5)  // 0, 5, 10 or 15 s: boundaries get hit
                switch code % 5 {
                case 0, 1:
                    s.triggerEvent(now: now)
                    stats.eventsCount += 1
                    stats.firstEventDate = stats.firstEventDate ?? now
                    stats.lastEventDate = now
                case 2, 3:
                    let want = Self.table(spec, stats, s.flags, now)
                    let attempt = s.tryToExecute(now: now)
                    #expect(attempt.checks.map(\.passed) == want)
                    #expect(attempt.executed == !want.contains(false))
                    if attempt.executed {
                        stats.executionsCount += 1
                        stats.lastExecutionDate = now
                    }
                    #expect(attempt.checks.filter { !$0.passed }.allSatisfy { !$0.reason.isEmpty })
                default:
                    if code % 3 == 0 {
                        s.reset()
                        stats = ScenarioStats()
                    } else {
                        s.flags[code % 2 == 0 ? "x" : "y"] = (code / 7) % 2 == 0
                    }
                }
                #expect(s.stats == stats)
            }
        }
    }
}
