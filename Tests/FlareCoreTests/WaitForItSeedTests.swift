import Foundation
import Testing
@testable import FlareCore

/// Every test of the seed's `WaitForItTests/*.swift`, replayed on the engine with explicit times
/// (the seed's `timeNow:`; its `sleep(n)` becomes `now + n`).
@Suite struct WaitForItSeedTests {
    let t0 = Date(timeIntervalSince1970: 1_700_000_000)

    func scenario(_ configure: (inout ScenarioSpec) -> Void) -> Scenario {
        var spec = ScenarioSpec(id: "test", show: .alert("a"))
        configure(&spec)
        return Scenario(spec)
    }

    /// Tries at `now` and returns only whether it executed.
    func attempt(_ s: inout Scenario, at now: Date) -> Bool { s.tryToExecute(now: now).executed }

    @Test func executionsTest_maxExecutions1() {
        var s = scenario { $0.maxExecutionsPermitted = 1 }
        #expect(attempt(&s, at: t0) == true)
        #expect(attempt(&s, at: t0) == false)
    }

    @Test func eventsCount_minRequired2() {
        var s = scenario { $0.minEventsRequired = 2 }
        #expect(attempt(&s, at: t0) == false)
        s.triggerEvent(now: t0)
        #expect(attempt(&s, at: t0) == false)
        s.triggerEvent(now: t0)
        #expect(attempt(&s, at: t0) == true)
    }

    @Test func eventsCount_maxPermitted2() {
        var s = scenario { $0.maxEventsPermitted = 2 }
        #expect(attempt(&s, at: t0) == true)
        s.triggerEvent(now: t0)
        #expect(attempt(&s, at: t0) == true)
        s.triggerEvent(now: t0)
        #expect(attempt(&s, at: t0) == true)
        s.triggerEvent(now: t0)
        #expect(attempt(&s, at: t0) == false)
    }

    /// The seed's misspelled `textMinMaxRequired` (never run). Its comment-level intent, "false, false, true,
    /// false", contradicts the check table it would have run against: `max >= count` is inclusive (its own
    /// `testMaxPermitted` relies on that), so with min 2 / max 3 the attempt after the third event passes.
    /// Flare follows the table: false (0), false (1), true (2), true (3), and false only after a fourth event.
    @Test func eventsCount_textMinMaxRequired_min2max3() {
        var s = scenario {
            $0.minEventsRequired = 2; $0.maxEventsPermitted = 3
        }
        var results: [Bool] = [attempt(&s, at: t0)]
        for _ in 0..<4 {
            s.triggerEvent(now: t0)
            results.append(attempt(&s, at: t0))
        }
        #expect(results == [false, false, true, true, false])
        // The first three results are the seed test's own expectation, which the table agrees with.
        #expect(Array(results.prefix(3)) == [false, false, true])
    }

    /// The seed's misspelled `textNoConditions` (never run): with nothing configured, always true.
    @Test func eventsCount_textNoConditions() {
        var s = scenario { _ in }
        #expect(attempt(&s, at: t0) == true)
        s.triggerEvent(now: t0)
        #expect(attempt(&s, at: t0) == true)
    }

    @Test func mixedA_maxExecutions1_minEvents2() {
        var s = scenario {
            $0.maxExecutionsPermitted = 1; $0.minEventsRequired = 2
        }
        #expect(attempt(&s, at: t0) == false)
        s.triggerEvent(now: t0)
        s.triggerEvent(now: t0)
        #expect(attempt(&s, at: t0) == true)
        #expect(attempt(&s, at: t0) == false)
    }

    @Test func mixedB_maxEvents0_between1() {
        var s = scenario {
            $0.minSecondsBetweenExecutions = 1; $0.maxEventsPermitted = 0
        }
        #expect(attempt(&s, at: t0) == true)
        #expect(attempt(&s, at: t0) == false)
        let later = t0.addingTimeInterval(1.001)  // sleep(1)
        s.triggerEvent(now: later)
        #expect(attempt(&s, at: later) == false)
    }

    @Test func executionsDate_everySecond() {
        var s = scenario { $0.minSecondsBetweenExecutions = 1 }
        #expect(attempt(&s, at: t0) == true)
        #expect(attempt(&s, at: t0) == false)
        let later = t0.addingTimeInterval(1.001)  // sleep(1) sleeps a little more than 1 s
        #expect(attempt(&s, at: later) == true)
        #expect(attempt(&s, at: later) == false)
    }

    @Test func executionsDate_mocked1000() {
        var s = scenario { $0.minSecondsBetweenExecutions = 1000 }
        #expect(attempt(&s, at: t0.addingTimeInterval(-2000)) == true)
        #expect(attempt(&s, at: t0.addingTimeInterval(-1500)) == false)
        #expect(attempt(&s, at: t0.addingTimeInterval(1500)) == true)
    }

    @Test func firstEventDate_basic1() {
        var s = scenario { $0.minSecondsSinceFirstEvent = 1 }
        s.triggerEvent(now: t0)
        #expect(attempt(&s, at: t0.addingTimeInterval(1.001)) == true)
    }

    @Test func firstEventDate_mocked1500() {
        var s = scenario { $0.minSecondsSinceFirstEvent = 1500 }
        let past = t0.addingTimeInterval(-2000)
        s.triggerEvent(now: past)
        #expect(attempt(&s, at: t0) == true)
        #expect(attempt(&s, at: past) == false)
    }

    @Test func dateTests_basicAndMocked() {
        var basic = scenario { $0.minSecondsSinceFirstEvent = 1 }
        basic.triggerEvent(now: t0)
        #expect(attempt(&basic, at: t0.addingTimeInterval(2)) == true)
        var mocked = scenario { $0.minSecondsSinceFirstEvent = 1500 }
        mocked.triggerEvent(now: t0.addingTimeInterval(-2000))
        #expect(attempt(&mocked, at: t0) == true)
        #expect(attempt(&mocked, at: t0.addingTimeInterval(-2000)) == false)
    }

    @Test func lastEventDate_basicAndMocked500() {
        var basic = scenario { $0.minSecondsSinceLastEvent = 1 }
        basic.triggerEvent(now: t0)
        #expect(attempt(&basic, at: t0.addingTimeInterval(1.001)) == true)
        var s = scenario { $0.minSecondsSinceLastEvent = 500 }
        let past = t0.addingTimeInterval(-2000)
        s.triggerEvent(now: past)
        #expect(attempt(&s, at: t0) == true)
        #expect(attempt(&s, at: past) == false)
    }

    @Test func customConditions_trueAndFalse() {
        var on = scenario {
            $0.customConditions = ["ok"]; $0.flags = ["ok": true]
        }
        #expect(attempt(&on, at: t0) == true)
        var off = scenario {
            $0.customConditions = ["ok"]; $0.flags = ["ok": false]
        }
        #expect(attempt(&off, at: t0) == false)
    }
}
