/// Where the map of a rocket draws its graph, in points: one step per distance from `start` (columns left to
/// right on a wide stage, rows top to bottom on a tall one; file order across), an "end" node after them for
/// every way out that dismisses the rocket, and the blocks nothing reaches in a last step apart. Each edge runs
/// from its block's far side to the next block's near side (a way back to an earlier step runs the same way, so
/// loops read as lines going back), its label placed along it, staggered when one block has several ways out.
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

    public static let cardWidth = 160.0, cardHeight = 54.0, gap = 18.0, margin = 16.0
    /// Room between two steps for the edges and their labels: across columns (wide stages), or rows (tall ones).
    public static let columnGap = 120.0, rowStepGap = 80.0
    /// The heading above the first step.
    public static let top = 72.0

    /// Whether steps run top to bottom (a portrait stage) rather than left to right.
    public let vertical: Bool
    /// Each block's card.
    public var frames: [String: Frame] = [:]
    /// The end node (nil when no way out dismisses).
    public var end: Frame?
    /// Where the unreachable blocks start along the step axis (x, or y when `vertical`; nil when all are reached).
    public var unreachableAt: Double?
    public var lines: [Line] = []
    public var width = 0.0, height = 0.0

    public init(_ map: RocketMap, vertical: Bool = false) {
        self.vertical = vertical
        let w = Self.cardWidth, h = Self.cardHeight
        // Along the steps: one slot per step; across: one slot per block of that step.
        let stepSize = vertical ? h + Self.rowStepGap : w + Self.columnGap
        let crossSize = vertical ? w + Self.gap : h + Self.gap
        let stepOrigin = vertical ? Self.top : Self.margin, crossOrigin = vertical ? Self.margin : Self.top
        func frame(step: Int, slot: Int, width: Double = w) -> Frame {
            let along = stepOrigin + Double(step) * stepSize, across = crossOrigin + Double(slot) * crossSize
            return vertical ? Frame(x: across, y: along, width: width, height: h) : Frame(x: along, y: across, width: width, height: h)
        }
        let reached = map.unreachable.isEmpty ? map.columns : Array(map.columns.dropLast())
        for (c, column) in reached.enumerated() {
            for (r, id) in column.enumerated() { frames[id] = frame(step: c, slot: r) }
        }
        var next = reached.count
        if map.nodes.contains(where: { node in node.depth != nil && node.edges.contains { $0.to == nil } }) {
            end = frame(step: next, slot: 0, width: w / 2)
            next += 1
        }
        if !map.unreachable.isEmpty {
            unreachableAt = stepOrigin + Double(next) * stepSize
            for (r, id) in map.unreachable.enumerated() { frames[id] = frame(step: next, slot: r) }
            next += 1
        }
        let slots = Double(max(1, map.columns.map(\.count).max() ?? 1))
        let along = stepOrigin + Double(next) * stepSize - (stepSize - (vertical ? h : w)) + Self.margin
        let across = crossOrigin + slots * crossSize - Self.gap + Self.margin
        (width, height) = vertical ? (across, along) : (along, across)
        for node in map.nodes {
            guard let from = frames[node.id] else { continue }
            let outs = node.edges.filter { $0.to == nil ? end != nil : frames[$0.to!] != nil }
            for (k, edge) in outs.enumerated() {
                guard let to = edge.to.flatMap({ frames[$0] }) ?? end else { continue }
                let a = vertical ? Point(x: from.x + from.width / 2, y: from.y + from.height)
                    : Point(x: from.x + from.width, y: from.y + from.height / 2)
                let b = vertical ? Point(x: to.x + to.width / 2, y: to.y) : Point(x: to.x, y: to.y + to.height / 2)
                // Several ways out of one block: labels spread along their lines so they do not sit on each other.
                let t = outs.count == 1 ? 0.5 : 0.3 + 0.4 * Double(k) / Double(outs.count - 1)
                lines.append(Line(from: node.id, to: edge.to, label: edge.label, start: a, end: b,
                                  labelAt: Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)))
            }
        }
    }
}
