import Foundation
import Testing
@testable import FlareCore

/// RocketFlow pins seed-semantics.md §1 (RocketAlert) and Flare's rules for rocket flows.
@Suite struct RocketFlowTests {
    typealias B = RocketBlock

    static func text(_ id: String, next: String? = nil, after: Double? = nil) -> B {
        B(id: id, content: .text(.init(text: id, next: next, showNextAfter: after)))
    }
    static func image(_ id: String, next: String? = nil, after: Double? = nil) -> B {
        B(id: id, content: .image(.init(text: id, image: .file("a.png"), next: next, showNextAfter: after)))
    }
    static func button(_ id: String, next: String? = nil) -> B {
        B(id: id, content: .button(.init(title: id, next: next)))
    }
    static func double(_ id: String, left: String?, right: String?) -> B {
        B(id: id, content: .doubleButton(left: .init(title: "L", next: left), right: .init(title: "R", next: right)))
    }
    static func input(_ id: String, branches: [(String, String)] = [], next: String? = nil) -> B {
        B(
            id: id,
            content: .input(.init(text: id, branches: branches.map { .init(match: $0.0, next: $0.1) }, next: next)))
    }
    static func rocket(_ blocks: [B], start: String? = nil, close: Bool = false) -> RocketSpec {
        RocketSpec(
            id: "r", closeButton: close ? RocketCloseButton(title: "Skip") : nil, start: start ?? blocks[0].id,
            blocks: blocks)
    }

    func kinds(_ events: [RocketEvent]) -> [String] {
        events.map {
            switch $0.kind {
            case .blockAdded(let i, let id): "added \(i) \(id)"
            case .fired(let i, let id, let by): "fired \(i) \(id) \(by)"
            case .ignored(let action, _): "ignored \(action)"
            case .dismissed(let reason, let count): "dismissed \(reason.name) \(count)"
            }
        }
    }

    @Test func showAddsTheStartBlockAsIndexZero() {
        var flow = RocketFlow(Self.rocket([Self.text("a", next: "b"), Self.text("b")], start: "b"), timing: .instant)
        #expect(flow.visible.isEmpty && !flow.isShown)
        #expect(kinds(flow.show()) == ["added 0 b"])
        #expect(flow.visible == ["b"])
        #expect(kinds(flow.show()) == ["ignored show"])
    }

    @Test func textTapShowsNextThenDismissesAtTheEnd() {
        var flow = RocketFlow(Self.rocket([Self.text("a", next: "b"), Self.text("b")]), timing: .instant)
        flow.show()
        #expect(kinds(flow.tap()) == ["fired 0 a tap", "added 1 b"])
        #expect(kinds(flow.tap()) == ["fired 1 b tap", "dismissed end 2"])
        #expect(flow.visible == ["a", "b"] && flow.dismissal == .end)
        #expect(kinds(flow.tap()) == ["ignored tap"])
    }

    @Test func fastDoubleTapAppendsOnce() {
        var flow = RocketFlow(
            Self.rocket([Self.text("a", next: "b"), Self.text("b", next: "c"), Self.text("c")]), timing: .instant)
        flow.show()
        flow.tap(0)
        let second = flow.tap(0)
        #expect(kinds(second) == ["ignored tap"])
        #expect(second.first?.description.contains("already fired") == true)
        #expect(flow.visible == ["a", "b"])
    }

    @Test func onlyTheLastBlockReacts() {
        var flow = RocketFlow(
            Self.rocket([Self.text("a", next: "b"), Self.button("b", next: "c"), Self.text("c")]), timing: .instant)
        flow.show()
        flow.tap()
        flow.press(.button)
        #expect(flow.visible == ["a", "b", "c"])
        #expect(kinds(flow.press(.button, 1)) == ["ignored press button"])
        #expect(kinds(flow.tap(7)) == ["ignored tap"])
        #expect(flow.visible == ["a", "b", "c"])
    }

    @Test func timerBlockAdvancesByItselfAndIgnoresTaps() {
        var flow = RocketFlow(
            Self.rocket([Self.text("a", next: "b", after: 1.5), Self.image("b", next: "c", after: 2), Self.text("c")]),
            timing: .instant)
        flow.show()
        #expect(flow.deadline == 1.5)
        let tap = flow.tap()
        #expect(kinds(tap) == ["ignored tap"] && tap[0].description.contains("advances by itself after 1.5 s"))
        #expect(flow.advance(to: 1.49).isEmpty)
        let events = flow.advance(to: 10)
        #expect(kinds(events) == ["fired 0 a timer", "added 1 b", "fired 1 b timer", "added 2 c"])
        #expect(events.map(\.at) == [1.5, 1.5, 3.5, 3.5])
        #expect(flow.now == 10 && flow.deadline == nil)
    }

    @Test(arguments: [nil, 0.0, -1.0])
    func showNextAfterZeroOrLessIsTappable(_ after: Double?) {
        var flow = RocketFlow(Self.rocket([Self.text("a", next: "b", after: after), Self.text("b")]), timing: .instant)
        flow.show()
        #expect(flow.deadline == nil)
        #expect(flow.advance(to: 100).isEmpty)
        #expect(kinds(flow.tap()) == ["fired 0 a tap", "added 1 b"])
    }

    @Test func timerWithoutNextDismisses() {
        var flow = RocketFlow(Self.rocket([Self.text("a", after: 2)]), timing: .instant)
        flow.show()
        #expect(kinds(flow.apply(.wait(2))) == ["fired 0 a timer", "dismissed end 1"])
    }

    @Test func buttonAndDoubleButton() {
        let spec = Self.rocket([
            Self.button("go", next: "pick"), Self.double("pick", left: "l", right: nil), Self.text("l"),
        ])
        var flow = RocketFlow(spec, timing: .instant)
        flow.show()
        #expect(kinds(flow.tap()) == ["ignored tap"])
        #expect(kinds(flow.press(.left)) == ["ignored press left"])
        #expect(kinds(flow.press(.button)) == ["fired 0 go press button", "added 1 pick"])
        #expect(kinds(flow.press(.button)) == ["ignored press button"])
        var right = flow
        #expect(kinds(flow.press(.left)) == ["fired 1 pick press left", "added 2 l"])
        #expect(kinds(flow.press(.right, 1)) == ["ignored press right"])  // both buttons are dead after the first
        #expect(kinds(right.press(.right)) == ["fired 1 pick press right", "dismissed end 2"])
    }

    @Test func inputBranchesFirstFullMatchWinsElseNext() {
        let spec = Self.rocket([
            Self.input("q", branches: [("\\s*", "empty"), ("yes|y", "yes"), ("y.*", "ylong")], next: "other"),
            Self.text("empty"), Self.text("yes"), Self.text("ylong"), Self.text("other"),
        ])
        func answer(_ text: String) -> [String] {
            var flow = RocketFlow(spec, timing: .instant)
            flow.show()
            flow.input(text)
            return flow.visible
        }
        #expect(answer("") == ["q", "empty"])
        #expect(answer("   ") == ["q", "empty"])
        #expect(answer("yes") == ["q", "yes"])  // full match: "y" alone would also match "yes|y"'s prefix
        #expect(answer("yess") == ["q", "ylong"])
        #expect(answer("no yes") == ["q", "other"])  // a partial match is not a match
    }

    @Test func inputWithNothingNextDismisses() {
        var flow = RocketFlow(Self.rocket([Self.input("q", branches: [("a", "a")]), Self.text("a")]), timing: .instant)
        flow.show()
        #expect(kinds(flow.input("b")) == ["fired 0 q input \"b\"", "dismissed end 1"])
        #expect(kinds(flow.input("a")) == ["ignored input \"a\""])
    }

    @Test func inputIsOneShotAndOnlyForInputs() {
        var flow = RocketFlow(Self.rocket([Self.input("q", next: "q2"), Self.input("q2")]), timing: .instant)
        flow.show()
        #expect(kinds(flow.tap()) == ["ignored tap"])
        flow.input("x")
        #expect(kinds(flow.input("y", 0)) == ["ignored input \"y\""])
        #expect(flow.visible == ["q", "q2"])
        var t = RocketFlow(Self.rocket([Self.text("a")]), timing: .instant)
        t.show()
        #expect(kinds(t.input("x")) == ["ignored input \"x\""])
    }

    @Test func closeButtonDismissesOnlyWhenThereIsOne() {
        var with = RocketFlow(
            Self.rocket([Self.text("a", next: "b", after: 3), Self.text("b")], close: true), timing: .instant)
        with.show()
        #expect(kinds(with.close()) == ["dismissed closeButton 1"])
        #expect(with.deadline == nil)
        #expect(with.advance(to: 10).isEmpty)  // the timer died with the rocket
        #expect(kinds(with.close()) == ["ignored close"])
        var without = RocketFlow(Self.rocket([Self.text("a")]), timing: .instant)
        without.show()
        #expect(kinds(without.close()) == ["ignored close"])
        #expect(!without.isDismissed)
    }

    @Test func programmaticDismissIsLoggedWithItsReason() {
        var flow = RocketFlow(Self.rocket([Self.text("a", next: "b"), Self.text("b")]), timing: .instant)
        flow.show()
        flow.tap()
        let events = flow.dismiss(because: "restart")
        #expect(events.map(\.kind) == [.dismissed(reason: .programmatic("restart"), count: 2)])
        #expect(events[0].description == "dismissed: programmatic (restart), 2 blocks shown")
        #expect(flow.dismiss(because: "again").isEmpty)
        #expect(kinds(flow.tap()) == ["ignored tap"])
    }

    @Test func eventsAccumulateInOrderWithPayloads() throws {
        var flow = RocketFlow(Self.rocket([Self.text("a", next: "b"), Self.button("b")]), timing: .instant)
        flow.show()
        flow.advance(to: 2)
        flow.tap()
        flow.advance(to: 5)
        flow.press(.button)
        #expect(
            flow.events.map(\.kind) == [
                .blockAdded(index: 0, id: "a"), .fired(index: 0, id: "a", by: .tap), .blockAdded(index: 1, id: "b"),
                .fired(index: 1, id: "b", by: .press(.button)), .dismissed(reason: .end, count: 2),
            ])
        #expect(flow.events.map(\.at) == [0, 2, 2, 5, 5])
        let json = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(flow.events)) as? [[String: Any]])
        #expect(
            json[0]["event"] as? String == "blockAdded" && json[0]["index"] as? Int == 0
                && json[0]["id"] as? String == "a")
        #expect(
            json[4]["event"] as? String == "dismissed" && json[4]["reason"] as? String == "end"
                && json[4]["count"] as? Int == 2)
    }

    @Test func twoFlowsDoNotShareEvents() {
        let spec = Self.rocket([Self.text("a", next: "b"), Self.text("b")])
        var one = RocketFlow(spec, timing: .instant), two = RocketFlow(spec, timing: .instant)
        one.show()
        two.show()
        one.tap()
        #expect(one.visible == ["a", "b"] && two.visible == ["a"])
        #expect(two.events.count == 1)
    }

    @Test func loopsAppendTheSameBlockAgain() {
        var flow = RocketFlow(Self.rocket([Self.text("a", next: "a")]), timing: .instant)
        flow.show()
        flow.tap()
        flow.tap()
        #expect(flow.visible == ["a", "a", "a"])
        #expect(kinds(flow.tap(1)) == ["ignored tap"])
    }

    @Test func resumedKeepsTheStepWhenBlocksStillExist() {
        var flow = RocketFlow(
            Self.rocket([Self.text("a", next: "b"), Self.text("b", next: "c", after: 2), Self.text("c")]),
            timing: .instant)
        flow.show()
        flow.tap()
        var edited = flow.spec
        edited.blocks[0].content = .text(.init(text: "A, edited", next: "b"))
        let resumed = flow.resumed(with: edited)
        #expect(resumed?.visible == ["a", "b"] && resumed?.deadline == 2)
        #expect(resumed?.spec.blocks[0] == edited.blocks[0])
        edited.blocks.remove(at: 1)
        #expect(flow.resumed(with: edited) == nil)
    }

    @Test func showcaseFirstFlightSimulation() throws {
        let steps = RocketSimulation.run(Self.firstFlight)
        #expect(steps.map(\.op) == ["show", "wait", "tap", "press", "input", "press"])
        // RocketAlert's pace: the 2 s opening, 0.3 s bounces, 0.6 s for the double button, Send at once.
        #expect(steps.map { ($0.at * 1000).rounded() / 1000 } == [2, 4, 4.3, 4.9, 4.9, 5.2])
        #expect(steps[1].visible == ["hello", "view"])
        #expect(steps[4].visible == ["hello", "view", "ready", "name", "thanks"])
        #expect(steps.last?.dismissed == true)
        #expect(steps.last?.events.last?.kind == .dismissed(reason: .end, count: 5))
        let json = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(steps)) as? [[String: Any]])
        #expect(Set(json[1].keys) == ["step", "op", "seconds", "at", "visible", "dismissed", "events"])
        #expect(json[4]["text"] as? String == "Skyler")
    }

    static let firstFlight = RocketSpec(
        id: "first-flight", closeButton: RocketCloseButton(title: "Skip"), start: "hello",
        blocks: [
            text("hello", next: "view", after: 1.5), image("view", next: "ready"),
            double("ready", left: nil, right: "name"),
            input("name", branches: [("\\s*", "noname"), (".{21,}", "toolong")], next: "thanks"),
            text("noname", next: "thanks"), text("toolong", next: "thanks"), button("thanks"),
        ], script: [.wait(2), .tap, .press(.right), .input("Skyler"), .press(.button)])
}
