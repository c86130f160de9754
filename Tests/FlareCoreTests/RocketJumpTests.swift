import Testing
@testable import FlareCore

/// `RocketFlow.jumped(to:)`: a deep link's `?block=` and a click on the map start the flow at a block.
@Suite struct RocketJumpTests {
    typealias T = RocketFlowTests

    @Test func aJumpStartsTheFlowAtTheBlockWhichThenReactsAsTheLast() throws {
        var flow = RocketFlow(
            T.rocket([T.text("a", next: "b"), T.button("b", next: "c"), T.text("c")]), timing: .instant)
        flow.show()
        flow.tap()
        flow.dismiss(because: "test")
        var jumped = try #require(flow.jumped(to: "b"))
        #expect(jumped.visible == ["b"] && jumped.isShown && !jumped.isDismissed && jumped.fired.isEmpty)
        #expect(jumped.events.map(\.description) == ["block added: #0 'b'"])
        jumped.press(.button)
        #expect(jumped.visible == ["b", "c"])
        jumped.tap()
        #expect(jumped.dismissal == .end)
    }

    @Test func aJumpToATimedBlockStartsItsTimerAndAnUnknownBlockIsNil() throws {
        var flow = RocketFlow(
            T.rocket([T.text("a", next: "b"), T.text("b", next: "c", after: 2), T.text("c")]), now: 5, timing: .instant)
        #expect(flow.jumped(to: "nope") == nil)
        var jumped = try #require(flow.jumped(to: "b"))
        #expect(jumped.deadline == 7)
        jumped.advance(to: 7)
        #expect(jumped.visible == ["b", "c"])
        flow.show()
        #expect(flow.visible == ["a"])  // the original is untouched
    }
}
