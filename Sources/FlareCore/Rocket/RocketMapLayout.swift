/// Where the map of a rocket draws its graph, in points: one column per distance from `start` (left to
/// right, file order top to bottom), an "end" node after them for every way out that dismisses the rocket, and
/// the blocks nothing reaches in a last column apart. Each edge runs from the right of its block to the left of
/// the next (a way back to an earlier column runs the same way, so loops read as lines going left), its label
/// placed along it, staggered when one block has several ways out.
public struct RocketMapLayout: Sendable, Hashable {
    public struct Frame: Sendable, Hashable {
        public var x, y, width, height: Double
    }

    public struct Line: Sendable, Hashable {
        public var from: String
        /// The next block, or nil: the end node.
        public var to: String?
        public var label: String
        public var start, end: Point
        /// Where the label's centre goes.
        public var labelAt: Point
    }

    public struct Point: Sendable, Hashable {
        public var x, y: Double
    }

    public static let cardWidth = 160.0, cardHeight = 54.0, columnGap = 120.0, rowGap = 18.0, margin = 16.0
    /// The heading row above the columns.
    public static let top = 64.0

    /// Each block's card.
    public var frames: [String: Frame] = [:]
    /// The end node (nil when no way out dismisses).
    public var end: Frame?
    /// The unreachable column's x (nil when every block is reached).
    public var unreachableX: Double?
    public var lines: [Line] = []
    public var width = 0.0, height = 0.0

    public init(_ map: RocketMap) {
        let w = Self.cardWidth, h = Self.cardHeight
        func x(_ column: Int) -> Double { Self.margin + Double(column) * (w + Self.columnGap) }
        func y(_ row: Int) -> Double { Self.top + Double(row) * (h + Self.rowGap) }
        let reached = map.unreachable.isEmpty ? map.columns : Array(map.columns.dropLast())
        for (c, column) in reached.enumerated() {
            for (r, id) in column.enumerated() { frames[id] = Frame(x: x(c), y: y(r), width: w, height: h) }
        }
        var next = reached.count
        let ends = map.nodes.contains { node in node.depth != nil && node.edges.contains { $0.to == nil } }
        if ends {
            end = Frame(x: x(next), y: y(0), width: w / 2, height: h)
            next += 1
        }
        if !map.unreachable.isEmpty {
            unreachableX = x(next)
            for (r, id) in map.unreachable.enumerated() { frames[id] = Frame(x: x(next), y: y(r), width: w, height: h) }
            next += 1
        }
        width = x(next) - Self.columnGap + Self.margin
        height = Self.top + Double(max(1, map.columns.map(\.count).max() ?? 1)) * (h + Self.rowGap) + Self.margin
        for node in map.nodes {
            guard let from = frames[node.id] else { continue }
            let outs = node.edges.filter { $0.to == nil ? end != nil : frames[$0.to!] != nil }
            for (k, edge) in outs.enumerated() {
                guard let to = edge.to.flatMap({ frames[$0] }) ?? end else { continue }
                let a = Point(x: from.x + from.width, y: from.y + from.height / 2)
                let b = Point(x: to.x, y: to.y + to.height / 2)
                // Several ways out of one block: labels spread along their lines so they do not sit on each other.
                let t = outs.count == 1 ? 0.5 : 0.3 + 0.4 * Double(k) / Double(outs.count - 1)
                lines.append(Line(from: node.id, to: edge.to, label: edge.label, start: a, end: b,
                                  labelAt: Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)))
            }
        }
    }
}
