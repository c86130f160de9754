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

    /// The keyboard comes up before the first scripted input (`RocketKeyboard`): 0.5 s before it, or halfway from
    /// the action before; a script that types nothing raises none.
    @Test func theKeyboardComesUpBeforeTheFirstScriptedInput() {
        let plan = RocketMotionPlan(script: [.tap, .input("a"), .wait(0.4), .input("b")], showDuration: 2)
        #expect(plan.actions.map(\.at) == [3, 4, 4.4])
        #expect(plan.keyboardAt == 3.5)
        let close = RocketMotionPlan(script: [.wait(0.6), .input("a")], showDuration: 2)
        #expect(abs((close.keyboardAt ?? 0) - 2.3) < 1e-9, "halfway through a 0.6 s wait")
        #expect(RocketMotionPlan(script: [.tap, .close], showDuration: 2).keyboardAt == nil)
    }
}
