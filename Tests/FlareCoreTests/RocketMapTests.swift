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
