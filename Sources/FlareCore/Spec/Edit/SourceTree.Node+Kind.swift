/// What the editor asks of a node of the source tree: flow or block, list or map, empty, and its kind in words.
extension SourceTree.Node {
    var isFlow: Bool {
        switch content {
        case .mapping(_, let flow), .sequence(_, let flow): flow
        default: false
        }
    }

    var isSequence: Bool {
        if case .sequence = content { return true }
        return false
    }

    var isEmptyPlain: Bool {
        if case .scalar("", .plain) = content { return true }
        return false
    }

    var pairs: [SourceTree.Pair] {
        if case .mapping(let pairs, _) = content { return pairs }
        return []
    }

    /// What the node is, for "… is a map, not a value".
    var kindWord: String {
        switch content {
        case .scalar: "a value"
        case .mapping: "a map"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }
}
