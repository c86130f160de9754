/// A rocket's blocks as a map: columns by distance from `start` (breadth first, file order within a column), every
/// way out of each block labelled, and the blocks nothing reaches in a last column. The panel draws it; the same
/// walk finds what `flare check` warns about.
public struct RocketMap: Sendable, Hashable {
    public struct Edge: Sendable, Hashable {
        /// What takes this way: `tap`, `timer 1.5 s`, `button`, `left "Later"`, `match '\s*'`, `else`.
        public var label: String
        /// The next block, or nil when this way dismisses the rocket.
        public var to: String?
    }

    public struct Node: Sendable, Hashable {
        public var id: String
        /// `text`, `image`, `button`, `doubleButton` or `input`.
        public var kind: String
        /// The block's text or title, for the map's card.
        public var summary: String
        public var edges: [Edge]
        /// Steps from `start`; nil when no path reaches the block.
        public var depth: Int?
    }

    public var nodes: [Node]
    /// Node ids by column: depth 0 (the start), 1, …; the unreachable blocks last.
    public var columns: [[String]]
    public var unreachable: [String]

    public init(_ rocket: RocketSpec) {
        var depth: [String: Int] = [rocket.start: 0]
        var queue = [rocket.start]
        var head = 0
        while head < queue.count {
            let id = queue[head]
            head += 1
            guard let block = rocket.block(id) else { continue }
            for edge in Self.edges(of: block) {
                if let next = edge.to, depth[next] == nil, rocket.block(next) != nil {
                    depth[next] = depth[id]! + 1
                    queue.append(next)
                }
            }
        }
        let nodes = rocket.blocks.map {
            Node(
                id: $0.id, kind: Self.kind($0), summary: Self.summary($0), edges: Self.edges(of: $0),
                depth: depth[$0.id])
        }
        let maxDepth = depth.values.max() ?? 0
        let unreachable = nodes.filter { $0.depth == nil }.map(\.id)
        self.nodes = nodes
        self.unreachable = unreachable
        columns = (0...maxDepth).map { d in nodes.filter { $0.depth == d }.map(\.id) }.filter { !$0.isEmpty }
        if !unreachable.isEmpty { columns.append(unreachable) }
    }

    public func node(_ id: String) -> Node? { nodes.first { $0.id == id } }

    static func kind(_ block: RocketBlock) -> String {
        switch block.content {
        case .text: "text"
        case .image: "image"
        case .button: "button"
        case .doubleButton: "doubleButton"
        case .input: "input"
        }
    }

    static func summary(_ block: RocketBlock) -> String {
        switch block.content {
        case .text(let b): b.text
        case .image(let b): b.text.isEmpty ? "(image)" : b.text
        case .button(let b): b.title
        case .doubleButton(let l, let r): "\(l.title) | \(r.title)"
        case .input(let b): b.text
        }
    }

    /// Every way out of `block`, in the order the flow tries them.
    public static func edges(of block: RocketBlock) -> [Edge] {
        func tap(_ next: String?) -> [Edge] {
            if let after = block.timer {
                return [Edge(label: "timer \(after == after.rounded() ? "\(Int(after))" : "\(after)") s", to: next)]
            }
            return [Edge(label: "tap", to: next)]
        }
        switch block.content {
        case .text(let b): return tap(b.next)
        case .image(let b): return tap(b.next)
        case .button(let b): return [Edge(label: "button", to: b.next)]
        case .doubleButton(let l, let r):
            return [Edge(label: "left “\(l.title)”", to: l.next), Edge(label: "right “\(r.title)”", to: r.next)]
        case .input(let b):
            return b.branches.map { Edge(label: "match '\($0.match)'", to: $0.next) }
                + [Edge(label: b.branches.isEmpty ? "send" : "else", to: b.next)]
        }
    }
}
