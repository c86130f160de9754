import Testing
@testable import FlareCore

/// RocketMap: columns by distance from start, labelled ways out, unreachable blocks last.
@Suite struct RocketMapTests {
    typealias T = RocketFlowTests

    @Test func columnsEdgesAndUnreachable() {
        let spec = T.rocket([T.text("hi", next: "pick", after: 1.5), T.double("pick", left: nil, right: "q"),
                             T.input("q", branches: [("\\s*", "hi")], next: "end"), T.button("end"), T.text("orphan", next: "end")])
        let map = RocketMap(spec)
        #expect(map.columns == [["hi"], ["pick"], ["q"], ["end"], ["orphan"]])
        #expect(map.unreachable == ["orphan"])
        #expect(map.node("hi")?.edges == [.init(label: "timer 1.5 s", to: "pick")])
        #expect(map.node("pick")?.edges.map(\.label) == ["left “L”", "right “R”"])
        #expect(map.node("pick")?.edges.map(\.to) == [nil, "q"])
        #expect(map.node("q")?.edges == [.init(label: "match '\\s*'", to: "hi"), .init(label: "else", to: "end")])
        #expect(map.node("end")?.edges == [.init(label: "button", to: nil)])
        #expect(map.node("orphan")?.depth == nil && map.node("end")?.depth == 3)
    }

    @Test func startElsewhereAndTapEdges() {
        let map = RocketMap(T.rocket([T.text("a", next: "b"), T.text("b", after: 0)], start: "b"))
        #expect(map.columns == [["b"], ["a"]])
        #expect(map.unreachable == ["a"])
        #expect(map.node("b")?.edges == [.init(label: "tap", to: nil)])
    }
}

/// RocketMapLayout: the map as a graph, columns left to right, an end node, unreachable blocks apart.
@Suite struct RocketMapLayoutTests {
    typealias T = RocketFlowTests
    typealias L = RocketMapLayout

    @Test func columnsRunLeftToRightAndEdgesJoinTheirCards() throws {
        let spec = T.rocket([T.text("hi", next: "pick"), T.double("pick", left: nil, right: "q"),
                             T.input("q", branches: [("yes", "hi")], next: nil), T.text("orphan", next: "hi")])
        let layout = L(RocketMap(spec))
        let hi = try #require(layout.frames["hi"]), pick = try #require(layout.frames["pick"])
        let q = try #require(layout.frames["q"]), orphan = try #require(layout.frames["orphan"])
        let end = try #require(layout.end)
        #expect(hi.x < pick.x && pick.x < q.x && q.x < end.x && end.x < orphan.x)
        #expect(layout.unreachableAt == orphan.x)
        #expect(hi.y == pick.y && pick.y == L.top)
        // pick's two ways out: left dismisses (to the end node), right goes to q; labels apart along their lines.
        let outs = layout.lines.filter { $0.from == "pick" }
        #expect(outs.map(\.label) == ["left “L”", "right “R”"])
        #expect(outs.map(\.to) == [nil, "q"])
        #expect(outs[0].start == L.Point(x: pick.x + pick.width, y: pick.y + pick.height / 2))
        #expect(outs[0].end == L.Point(x: end.x, y: end.y + end.height / 2))
        #expect(outs[1].end == L.Point(x: q.x, y: q.y + q.height / 2))
        #expect(outs[0].labelAt != outs[1].labelAt)
        // q's way back to hi runs leftwards; the unreachable block's edge is drawn too.
        let back = try #require(layout.lines.first { $0.from == "q" && $0.to == "hi" })
        #expect(back.end.x < back.start.x)
        #expect(layout.lines.contains { $0.from == "orphan" && $0.to == "hi" })
        #expect(layout.width >= orphan.x + orphan.width && layout.height >= q.y + q.height)
    }

    @Test func noEndNodeWhenNothingDismisses() {
        let layout = L(RocketMap(T.rocket([T.text("a", next: "b"), T.text("b", next: "a")])))
        #expect(layout.end == nil && layout.unreachableAt == nil && layout.lines.count == 2)
    }

    @Test func aTallStageRunsTheStepsTopToBottom() throws {
        let layout = L(RocketMap(T.rocket([T.text("a", next: "b"), T.double("b", left: "c", right: "d"), T.text("c"), T.text("d")])),
                       vertical: true)
        let a = try #require(layout.frames["a"]), b = try #require(layout.frames["b"])
        let c = try #require(layout.frames["c"]), d = try #require(layout.frames["d"])
        #expect(a.y < b.y && b.y < c.y && c.y == d.y && c.x < d.x && a.x == L.margin)
        let ab = try #require(layout.lines.first { $0.from == "a" })
        #expect(ab.start == L.Point(x: a.x + a.width / 2, y: a.y + a.height) && ab.end == L.Point(x: b.x + b.width / 2, y: b.y))
        // Two blocks side by side fit a phone's 390 points.
        #expect(layout.width <= 390 && layout.height >= (layout.end?.y ?? 0) + L.cardHeight)
    }
}
