import Testing
@testable import FlareCore

/// When each block appears on screen, as RocketAlert's animations pace it (`RocketTiming`; `peppesapienza/RocketAlert`
/// @0144e9d), on the flow's virtual clock.
@Suite struct RocketTimingTests {
    typealias T = RocketFlowTests

    /// When each block of `events` appeared, rounded to the millisecond.
    func added(_ events: [RocketEvent]) -> [Double] {
        events.compactMap { if case .blockAdded = $0.kind { ms($0.at) } else { nil } }
    }
    func ms(_ t: Double) -> Double { (t * 1000).rounded() / 1000 }

    /// `UI/Container/RocketViewController.swift:36-40`: the author opens (`AuthorView.swift:85`, 1 s), then the
    /// table (`TableView.swift:111`, 1 s), then the first block.
    @Test func theFirstBlockAppearsAfterTheTwoSecondOpening() {
        var flow = RocketFlow(T.rocket([T.text("a")]))
        #expect(flow.show().isEmpty && flow.isShown && flow.visible.isEmpty)
        #expect(flow.wake == 2)
        let early = flow.tap()
        #expect(
            early.map(\.description) == ["tap ignored: the rocket is still opening (its first block appears after 2 s)"]
        )
        #expect(flow.advance(to: 1.999).isEmpty)
        #expect(added(flow.advance(to: 2)) == [2] && flow.visible == ["a"])
    }

    /// `UI/Blocks Cell/TapableCell.swift:29`, `ButtonCell.swift:39`: `smoothBounce` (`Extension.swift:50-61`,
    /// 0.15 s twice) runs before `next`; a second tap meanwhile finds the block fired.
    @Test func aTappedOrPressedBlocksNextAppearsAfterTheSmoothBounce() {
        var flow = RocketFlow(T.rocket([T.text("a", next: "b"), T.button("b", next: "c"), T.text("c")]))
        flow.show()
        flow.settle()
        #expect(T().kinds(flow.tap()) == ["fired 0 a tap"])
        #expect(T().kinds(flow.tap()) == ["ignored tap"], "the bounce is under way: a fires once")
        #expect(added(flow.settle()) == [2.3])
        flow.press(.button)
        #expect(added(flow.settle()) == [2.6] && flow.visible == ["a", "b", "c"])
    }

    /// `DoubleButtonCell.swift:53,63`: `bounce` (`Extension.swift:27-35`, 0.2 s three times) before `next`;
    /// `TextInputCell.swift:46-51`: Send shows its answer at once; `CloseButtonView.swift:54`: close bounces first.
    @Test func aDoubleButtonWaitsForItsBounce_SendDoesNot_CloseBouncesFirst() {
        var flow = RocketFlow(
            T.rocket([T.double("d", left: "q", right: nil), T.input("q", next: "e"), T.text("e")], close: true))
        flow.show()
        flow.settle()
        flow.press(.left)
        #expect(flow.wake.map(ms) == 2.6)
        #expect(added(flow.settle()) == [2.6])
        #expect(added(flow.input("hello")) == [2.6], "no bounce: the answer appears with the send")
        #expect(flow.close().isEmpty && flow.isClosing)
        #expect(flow.close().map(\.description) == ["close ignored: the rocket is already closing"])
        let closed = flow.settle()
        #expect(closed.map { ms($0.at) } == [3.2] && flow.dismissal == .closeButton)
    }

    /// `TextCell.swift:26-28,44-46`: `showNextAfter` counts from the cell's display, then the tap action's
    /// `smoothBounce` runs before `next`.
    @Test func aTimerCountsFromTheBlocksAppearance() {
        var flow = RocketFlow(T.rocket([T.text("a", next: "b", after: 1.5), T.text("b")]))
        flow.show()
        flow.settle()
        #expect(flow.deadline.map(ms) == 3.5)
        #expect(added(flow.advance(to: 10)) == [3.8])
    }

    /// `flare simulate` and the traces: each event's time is when it happens on screen.
    @Test func theSimulationStatesWhenEachBlockAppears() {
        let spec = T.rocket([T.text("a", next: "b"), T.double("b", left: nil, right: "c"), T.text("c")])
        var rocket = spec
        rocket.script = [.tap, .press(.right), .tap]
        let steps = RocketSimulation.run(rocket)
        #expect(steps.map { ms($0.at) } == [2, 2.3, 2.9, 3.2])
        #expect(steps.flatMap { added($0.events) } == [2, 2.3, 2.9])
        #expect(steps.last?.dismissed == true)
    }
}
