import Testing
@testable import FlareCore

/// RocketMap: columns by distance from start, labelled ways out, unreachable blocks last.
@Suite struct RocketMapTests {
    typealias T = RocketFlowTests

    @Test func columnsEdgesAndUnreachable() {
        let spec = T.rocket([
            T.text("hi", next: "pick", after: 1.5), T.double("pick", left: nil, right: "q"),
            T.input("q", branches: [("\\s*", "hi")], next: "end"), T.button("end"), T.text("orphan", next: "end"),
        ])
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

/// RocketMapLayout: the map as a graph, columns left to right, an end node, unreachable blocks apart, no label
/// over a card and no line through one.
@Suite struct RocketMapLayoutTests {
    typealias T = RocketFlowTests
    typealias L = RocketMapLayout

    @Test func columnsRunLeftToRightAndEdgesJoinTheirCards() throws {
        let spec = T.rocket([
            T.text("hi", next: "pick"), T.double("pick", left: nil, right: "q"),
            T.input("q", branches: [("yes", "hi")], next: nil), T.text("orphan", next: "hi"),
        ])
        let layout = L(RocketMap(spec))
        let hi = try #require(layout.frames["hi"]), pick = try #require(layout.frames["pick"])
        let q = try #require(layout.frames["q"]), orphan = try #require(layout.frames["orphan"])
        let end = try #require(layout.end)
        #expect(hi.x < pick.x && pick.x < q.x && q.x < end.x && end.x < orphan.x)
        #expect(layout.unreachableAt == orphan.x)
        #expect(hi.y == pick.y && pick.y == L.top)
        // pick's two ways out: left dismisses (to the end node, two columns on: in the lane under the row),
        // right goes straight to q, the next column.
        let outs = layout.lines.filter { $0.from == "pick" }
        #expect(outs.map(\.label) == ["left “L”", "right “R”"])
        #expect(outs.map(\.to) == [nil, "q"])
        #expect(
            outs[1].points == [
                L.Point(x: pick.x + pick.width, y: pick.y + pick.height / 2), L.Point(x: q.x, y: q.y + q.height / 2),
            ])
        let track = L.labelHeight + 4, lane = pick.y + pick.height + 10 + track / 2
        #expect(outs[0].points.count == 4 && outs[0].points[1].y == lane && outs[0].points[2].y == lane && outs[0].lane)
        #expect(outs[0].labelAt == L.Point(x: pick.x + pick.width / 2, y: lane), "under its block's card")
        #expect(
            outs[0].start.y == pick.y + pick.height
                && outs[0].end == L.Point(x: end.x + end.width / 4, y: end.y + end.height))
        #expect(outs[0].labelAt != outs[1].labelAt)
        // q's way back to hi runs leftwards in the lane; the unreachable block's edge is drawn too.
        let back = try #require(layout.lines.first { $0.from == "q" && $0.to == "hi" })
        #expect(back.end.x < back.start.x && back.points[1].y == lane + track, "its own track in the lane")
        #expect(
            q.y == L.top && layout.height >= L.top + L.cardHeight + 10 + 3 * track,
            "the row's gap holds its three tracks")
        #expect(layout.lines.contains { $0.from == "orphan" && $0.to == "hi" })
        #expect(layout.width >= orphan.x + orphan.width && layout.height >= q.y + q.height)
    }

    @Test func noEndNodeWhenNothingDismisses() {
        let layout = L(RocketMap(T.rocket([T.text("a", next: "b"), T.text("b", next: "a")])))
        #expect(layout.end == nil && layout.unreachableAt == nil && layout.lines.count == 2)
    }

    /// A gap between two columns is as wide as its widest label, so a long `match` label fits between the cards.
    @Test func aLongLabelWidensItsGap() throws {
        let short = L(RocketMap(T.rocket([T.input("q", branches: [("y", "a")], next: "a"), T.text("a")])))
        let long = L(
            RocketMap(
                T.rocket([
                    T.input("q", branches: [("(yes|yeah|sure|of course|absolutely)", "a")], next: "a"),
                    T.text("a"),
                ])))
        let gap = { (l: L) in l.frames["a"]!.x - (l.frames["q"]!.x + L.cardWidth) }
        #expect(gap(short) == max(L.minimumColumnGap, L.estimatedWidth("match 'y'") + 2 * L.labelPadding))
        #expect(gap(long) == L.labelMaxWidth + 2 * L.labelPadding, "the widest label, ellipsized past its maximum")
        #expect(gap(long) > gap(short))
    }

    /// Every label's frame, and every line segment, against every card: a branching flow with loops, skips, ways
    /// to the end from several columns and an unreachable block.
    @Test(arguments: [false, true])
    func noLabelIsDrawnOverACardAndNoLineThroughOne(_ loops: Bool) throws {
        let spec = T.rocket([
            T.text("hi", next: "pick"), T.double("pick", left: "why", right: "ask"),
            T.text("why", next: loops ? "hi" : "bye"),
            T.input("ask", branches: [("\\s*", "pick"), (".{21,}", "bye")], next: "thanks"),
            T.text("thanks", next: "bye"), T.button("bye"), T.text("orphan", next: "thanks"),
        ])
        let layout = L(RocketMap(spec))
        let cards = layout.cardFrames
        // Lane labels never overlap each other, nor the labels in the column gaps.
        let labels = layout.lines.map { L.labelFrame($0, width: L.estimatedWidth($0.label)) }
        for (i, a) in labels.enumerated() {
            for (j, b) in labels.enumerated() where i < j && (layout.lines[i].lane || layout.lines[j].lane) {
                #expect(!a.intersects(b), "'\(layout.lines[i].label)' over '\(layout.lines[j].label)'")
            }
        }
        for line in layout.lines {
            let label = L.labelFrame(line, width: L.estimatedWidth(line.label))
            for card in cards { #expect(!label.intersects(card), "label '\(line.label)' of \(line.from) over \(card)") }
            // Each segment, sampled, is outside every card but the two it joins.
            let own = [layout.frames[line.from], line.to.flatMap { layout.frames[$0] } ?? layout.end].compactMap { $0 }
            for (a, b) in zip(line.points, line.points.dropFirst()) {
                for t in stride(from: 0.02, through: 0.98, by: 0.02) {
                    let p = L.Frame(x: a.x + (b.x - a.x) * t - 0.5, y: a.y + (b.y - a.y) * t - 0.5, width: 1, height: 1)
                    for card in cards where !own.contains(card) {
                        #expect(!p.intersects(card), "\(line.from) → \(line.to ?? "end") runs through \(card)")
                    }
                }
            }
        }
    }
}
