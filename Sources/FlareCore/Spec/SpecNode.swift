import Yams

/// A YAML/JSON node with its 1-based line and column: what the spec parser reads.
/// Built from Yams' `Node` with aliases expanded and `<<` merge keys applied, under a size budget
/// so a "billion laughs" file cannot make the parser explode.
struct SpecNode: Sendable {
    struct Pair: Sendable {
        var key: SpecNode
        var value: SpecNode
    }

    enum Content: Sendable {
        /// `plain` is false for quoted and block scalars: those are always text.
        case scalar(String, plain: Bool)
        case mapping([Pair])
        case sequence([SpecNode])
    }

    var content: Content
    var line: Int
    var column: Int

    /// The scalar's text, or nil for mappings and sequences.
    var text: String? {
        if case .scalar(let s, _) = content { return s }
        return nil
    }

    /// `~`, `null` or nothing at all, unquoted.
    var isNull: Bool {
        if case .scalar(let s, true) = content {
            return s.isEmpty || s == "~" || s == "null" || s == "Null" || s == "NULL"
        }
        return false
    }

    /// An unquoted empty value (`key:` with nothing after it, or only a `# comment`).
    var isEmptyPlain: Bool {
        if case .scalar("", true) = content { return true }
        return false
    }

    /// What the node is, in words, for "must be …, not …" messages.
    var kindDescription: String {
        switch content {
        case .scalar(let s, _): "'\(s.count > 40 ? String(s.prefix(40)) + "…" : s)'"
        case .mapping: "a map"
        case .sequence: "a list"
        }
    }

    /// Thrown when the expanded tree is larger than the budget.
    struct TooLarge: Error {}

    /// What a conversion carries along: the node budget, and the keys to leave out (duplicates already
    /// reported, renamed in the text so the rest of the file could still be read).
    struct Conversion {
        var budget: Int
        var droppedKeys: Set<[Int]> = []
    }

    /// Converts a Yams node, spending one unit of the budget per node.
    static func make(_ node: Node, budget: inout Int) throws(TooLarge) -> SpecNode {
        var conversion = Conversion(budget: budget)
        defer { budget = conversion.budget }
        return try make(node, &conversion)
    }

    static func make(_ node: Node, _ c: inout Conversion) throws(TooLarge) -> SpecNode {
        c.budget -= 1
        if c.budget < 0 { throw TooLarge() }
        let line = node.mark?.line ?? 1
        let column = node.mark?.column ?? 1
        switch node {
        case .scalar(let scalar):
            let plain = scalar.style == .plain
            return SpecNode(content: .scalar(scalar.string, plain: plain), line: line, column: column)
        case .sequence(let sequence):
            var items: [SpecNode] = []
            items.reserveCapacity(sequence.count)
            for item in sequence { items.append(try make(item, &c)) }
            return SpecNode(content: .sequence(items), line: line, column: column)
        case .mapping(let mapping):
            return SpecNode(content: .mapping(try pairs(of: mapping, &c)), line: line, column: column)
        case .alias:
            // `compose` already replaces aliases by the anchored node; an unresolved one reads as null.
            return SpecNode(content: .scalar("", plain: true), line: line, column: column)
        }
    }

    /// The mapping's pairs with `<<: *anchor` (or `<<: [*a, *b]`) merged in at its place; explicit keys win,
    /// and an earlier merge source wins over a later one, as YAML's merge-key rule says.
    private static func pairs(of mapping: Node.Mapping, _ c: inout Conversion) throws(TooLarge) -> [Pair] {
        var result: [Pair] = []
        var hasMerge = false
        for (key, value) in mapping {
            if !c.droppedKeys.isEmpty, c.droppedKeys.contains([key.mark?.line ?? 1, key.mark?.column ?? 1]) {
                continue
            }
            if case .scalar(let k) = key, k.string == "<<", k.style == .plain {
                hasMerge = true
                var sources: [Node.Mapping] = []
                switch value {
                case .mapping(let m): sources = [m]
                case .sequence(let s): sources = s.compactMap(\.mapping)
                default: break
                }
                for source in sources {
                    for pair in try Self.pairs(of: source, &c) {
                        result.append(pair)
                    }
                }
                if sources.isEmpty {  // not a mapping: keep it so the parser reports the odd key
                    result.append(Pair(key: try make(key, &c), value: try make(value, &c)))
                }
            } else {
                result.append(Pair(key: try make(key, &c), value: try make(value, &c)))
            }
        }
        guard hasMerge else { return result }
        // Precedence: an explicit key beats any merged one; among merged ones, the first wins.
        var explicitKeys = Set<String>()
        var explicitPlaces = Set<[Int]>()
        for (key, _) in mapping {
            guard case .scalar(let k) = key, !(k.string == "<<" && k.style == .plain) else { continue }
            explicitKeys.insert(k.string)
            explicitPlaces.insert([key.mark?.line ?? 1, key.mark?.column ?? 1])
        }
        var seen = Set<String>()
        var deduplicated: [Pair] = []
        for pair in result {
            guard let k = pair.key.text else { deduplicated.append(pair); continue }
            let isOwn = explicitPlaces.contains([pair.key.line, pair.key.column])
            if explicitKeys.contains(k) && !isOwn { continue }
            if !seen.insert(k).inserted { continue }
            deduplicated.append(pair)
        }
        return deduplicated
    }
}
