/// Where the map of a rocket draws its graph, in points: one column per distance from `start`, left to right
/// (file order down each column), an "end" node after them for every way out that dismisses the rocket, and the
/// blocks nothing reaches in a last column apart. No label is drawn over a card and no line through one:
///
/// - an edge to the next column runs straight from its block's right side to the next block's left side, and
///   its label sits in the gap between the two columns, which is made as wide as the widest label it holds;
/// - any other edge (one that skips columns, goes back, or stays in its column) runs in a *lane*, the gap under a
///   row of cards, on a track of its own: down (or up) from its block into the lane, along it, and up (or down)
///   into the target; its label sits on its track under its block's card (never in a column gap, where the
///   straight edges' labels are). A row's gap is as deep as its tracks need (at least `rowGap`).
public struct RocketMapLayout: Sendable, Hashable {
    public struct Frame: Sendable, Hashable {
        public var x, y, width, height: Double

        /// Whether the two rectangles share any area (touching edges do not count).
        public func intersects(_ other: Frame) -> Bool {
            x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
        }
    }

    public struct Line: Sendable, Hashable {
        public var from: String
        /// The next block, or nil: the end node.
        public var to: String?
        public var label: String
        /// The polyline, from the block's side to the target's (two points for a straight edge, four in a lane).
        public var points: [Point]
        /// Where the label's centre goes.
        public var labelAt: Point
        /// Whether the edge runs in a lane (its label under its block's card, at most a card wide).
        public var lane = false

        public var start: Point { points[0] }
        public var end: Point { points[points.count - 1] }
    }

    public struct Point: Sendable, Hashable {
        public var x, y: Double
    }

    public static let cardWidth = 160.0, cardHeight = 54.0, margin = 16.0
    /// Between two rows of cards: a lane for edges and their labels.
    public static let rowGap = 34.0
    /// The narrowest gap between two columns, and the room kept on each side of a label in it.
    public static let minimumColumnGap = 64.0, labelPadding = 14.0
    /// The widest a label is drawn (longer ones are ellipsized), and its height.
    public static let labelMaxWidth = 220.0, labelHeight = 18.0
    /// The heading above the first row.
    public static let top = 72.0

    /// Each block's card.
    public var frames: [String: Frame] = [:]
    /// The end node (nil when no way out dismisses).
    public var end: Frame?
    /// Where the unreachable blocks' column starts (nil when all are reached).
    public var unreachableAt: Double?
    public var lines: [Line] = []
    public var width = 0.0, height = 0.0

    /// `labelWidth` measures a label as it is drawn (the view passes its font's); the default estimates it.
    public init(_ map: RocketMap, labelWidth: (String) -> Double = RocketMapLayout.estimatedWidth) {
        let w = Self.cardWidth, h = Self.cardHeight
        let reached = map.unreachable.isEmpty ? map.columns : Array(map.columns.dropLast())
        let hasEnd = map.nodes.contains { node in node.depth != nil && node.edges.contains { $0.to == nil } }
        // Columns: the reached steps, the end node, the unreachable blocks.
        var columns: [(ids: [String], width: Double)] = reached.map { ($0, w) }
        let endColumn = hasEnd ? columns.count : nil
        if hasEnd { columns.append(([], w / 2)) }
        let unreachableColumn = map.unreachable.isEmpty ? nil : columns.count
        if !map.unreachable.isEmpty { columns.append((map.unreachable, w)) }
        var column: [String: Int] = [:], row: [String: Int] = [:]
        for (c, entry) in columns.enumerated() {
            for (r, id) in entry.ids.enumerated() { (column[id], row[id]) = (c, r) }
        }
        // Each gap as wide as the widest label of the edges crossing it, from the column before it to the next.
        var gaps = Array(repeating: Self.minimumColumnGap, count: columns.count)
        for node in map.nodes {
            guard let c = column[node.id] else { continue }
            for edge in node.edges where (edge.to.map { column[$0] } ?? endColumn) == c + 1 {
                let label = min(Self.labelMaxWidth, labelWidth(edge.label))
                gaps[c] = max(gaps[c], label + 2 * Self.labelPadding)
            }
        }
        var xs: [Double] = [], x = Self.margin
        for (c, entry) in columns.enumerated() {
            xs.append(x)
            x += entry.width + gaps[c]
        }
        // Lanes: an edge that does not run to the next column runs under the upper of its two rows, on its own
        // track there (so lines and labels in one lane never overlap); a row's gap is as deep as its tracks need.
        struct Lane { var row: Int; var track: Int }
        var lanes: [String: Lane] = [:]
        var tracks: [Int: Int] = [:]
        func edgeKey(_ from: String, _ index: Int) -> String { "\(from)#\(index)" }
        func target(_ edge: RocketMap.Edge) -> (column: Int, row: Int)? {
            if let to = edge.to { return column[to].map { ($0, row[to]!) } }
            return endColumn.map { ($0, 0) }
        }
        for node in map.nodes {
            guard let c = column[node.id], let r = row[node.id] else { continue }
            for (index, edge) in node.edges.enumerated() {
                guard let (tc, tr) = target(edge), tc != c + 1 else { continue }
                let laneRow = min(r, tr)
                lanes[edgeKey(node.id, index)] = Lane(row: laneRow, track: tracks[laneRow, default: 0])
                tracks[laneRow, default: 0] += 1
            }
        }
        let rows = max(1, columns.map(\.ids.count).max() ?? 1)
        let track = Self.labelHeight + 4
        var rowTops: [Double] = [Self.top]
        for r in 0..<rows {
            let gap = max(Self.rowGap, 10 + Double(tracks[r, default: 0]) * track + 6)
            rowTops.append(rowTops[r] + h + gap)
        }
        func y(_ r: Int) -> Double { rowTops[r] }
        func laneY(_ lane: Lane) -> Double { y(lane.row) + h + 10 + Double(lane.track) * track + track / 2 }
        for (id, c) in column { frames[id] = Frame(x: xs[c], y: y(row[id]!), width: w, height: h) }
        if let endColumn { end = Frame(x: xs[endColumn], y: y(0), width: w / 2, height: h) }
        unreachableAt = unreachableColumn.map { xs[$0] }
        width = (xs.last ?? Self.margin) + (columns.last?.width ?? w) + Self.margin
        height = rowTops[rows] + Self.margin
        // Edges: straight to the next column, else in their lane.
        var sameEnds: [String: Int] = [:]
        for node in map.nodes {
            guard let from = frames[node.id], let c = column[node.id] else { continue }
            for (index, edge) in node.edges.enumerated() {
                guard let to = edge.to.map({ frames[$0] }) ?? end else { continue }
                if let lane = lanes[edgeKey(node.id, index)] {
                    let sourceRow = row[node.id] ?? 0, targetRow = target(edge)?.row ?? 0
                    let ly = laneY(lane)
                    let leave = Point(
                        x: from.x + from.width - min(24.0, from.width / 4),
                        y: sourceRow > lane.row ? from.y : from.y + from.height)
                    let arrive = Point(
                        x: to.x + min(24.0, to.width / 4), y: targetRow > lane.row ? to.y : to.y + to.height)
                    // The label under its block's card (never in a column gap, where the straight edges' labels are).
                    lines.append(
                        Line(
                            from: node.id, to: edge.to, label: edge.label,
                            points: [leave, Point(x: leave.x, y: ly), Point(x: arrive.x, y: ly), arrive],
                            labelAt: Point(x: from.x + from.width / 2, y: ly), lane: true))
                } else {
                    let gapMiddle = from.x + from.width + gaps[c] / 2
                    // Two ways out of one block to one target share a line: their labels are stacked apart.
                    let key = "\(node.id)>\(edge.to ?? "")"
                    let stack = Double(sameEnds[key, default: 0]) * (Self.labelHeight + 2)
                    sameEnds[key, default: 0] += 1
                    let a = Point(x: from.x + from.width, y: from.y + from.height / 2)
                    let b = Point(x: to.x, y: to.y + to.height / 2)
                    let t = (gapMiddle - a.x) / max(1, b.x - a.x)
                    lines.append(
                        Line(
                            from: node.id, to: edge.to, label: edge.label, points: [a, b],
                            labelAt: Point(x: gapMiddle, y: a.y + (b.y - a.y) * t + stack)))
                }
            }
        }
    }

    /// Where the label of `line` is drawn, `width` wide (clamped to `labelMaxWidth`, a lane's to `cardWidth`),
    /// centred on `labelAt`.
    public static func labelFrame(_ line: Line, width: Double) -> Frame {
        let w = min(line.lane ? cardWidth : labelMaxWidth, width)
        return Frame(x: line.labelAt.x - w / 2, y: line.labelAt.y - labelHeight / 2, width: w, height: labelHeight)
    }

    /// Every card's frame, the end node's included.
    public var cardFrames: [Frame] { Array(frames.values) + (end.map { [$0] } ?? []) }

    /// A label's width in the map's 11-point font, estimated from its characters (the view measures it).
    public static func estimatedWidth(_ label: String) -> Double { Double(label.count) * 6.5 + 8 }
}
