import FlareCore
import Testing

/// The instants a motion export draws, its frame delays, and when a rocket's scripted actions play.
struct MotionPlanTests {
    @Test func framesRunFromTheStartToTheExactEnd() {
        let m = MotionFrames(duration: 0.2, fps: 30)
        #expect(m.times.count == 7)
        #expect(m.times.first == 0 && m.times.last == 0.2)
        #expect(zip(m.times, m.times.dropFirst()).allSatisfy { $1 > $0 })
        #expect(m.delay(of: 0) == (1, 30))
        #expect(m.delay(of: 4) == (1, 30))
        #expect(m.delay(of: 5) == (33, 1000), "0.2 − 6/30 s, in milliseconds")
        #expect(m.delay(of: 6) == (1000, 1000), "the last frame is held a second")
        let exact = MotionFrames(duration: 0.5, fps: 10)
        #expect(exact.times.count == 6 && exact.times.last == 0.5 && exact.delay(of: 4) == (100, 1000))
        #expect(MotionFrames(duration: 0, fps: 30).times == [0])
        #expect(MotionFrames(duration: .nan, fps: 30).times == [0])
        #expect(MotionFrames(duration: 1, fps: 500).fps == 60)
    }

    @Test func scriptedActionsWaitForTheShowThenPauseOrWait() {
        let plan = RocketMotionPlan(
            script: [.tap, .wait(2.5), .press(.left), .tap, .wait(1), .wait(0.5), .close],
            showDuration: 2)
        #expect(plan.actions.map(\.at) == [3, 5.5, 6.5, 8])
        #expect(plan.actions.map(\.step) == [.tap, .press(.left), .tap, .close])
        #expect(RocketMotionPlan(script: [.wait(3)], showDuration: 2).actions.isEmpty)
    }
}
