import CYaml

/// One YAML/JSON file as libyaml's events see it: every node with its span in the text (UTF-8 offsets of its first
/// byte and one past its last), its style, and its children. What `SpecEditor` edits: the spec parser's `SpecNode`
/// keeps only a start line and column, and aliases already expanded.
struct SourceTree: Equatable {
    struct Pair: Equatable {
        var key: Node
        var value: Node
    }

    struct Node: Equatable {
        enum Content: Equatable {
            case scalar(String, Style)
            /// Key and value pairs, in the file's order.
            case mapping([Pair], flow: Bool)
            case sequence([Node], flow: Bool)
            /// `*name`: edits never go through one.
            case alias
        }

        enum Style: Equatable {
            case plain, singleQuoted, doubleQuoted, literal, folded
        }

        var content: Content
        /// UTF-8 offsets into the text: the node is `text[start..<end]`.
        var start: Int
        var end: Int
        /// 1-based, as diagnostics count them.
        var line: Int
        var column: Int
        var anchor: String?

        var scalar: String? {
            if case .scalar(let s, _) = content { return s }
            return nil
        }
    }

    struct Invalid: Error {
        var message: String
    }

    var root: Node

    /// The first document of `text`; throws when libyaml cannot read it (the spec loader reports why).
    init(text: String) throws(Invalid) {
        let bytes = Array(text.utf8)
        // libyaml's marks count characters (a CR LF is two); turn them into UTF-8 offsets.
        var offsets: [Int] = []
        offsets.reserveCapacity(bytes.count + 1)
        for (index, byte) in bytes.enumerated() where byte & 0xC0 != 0x80 { offsets.append(index) }
        offsets.append(bytes.count)
        var built: Node?
        var failure: String?
        bytes.withUnsafeBufferPointer { buffer in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { failure = "libyaml could not start"; return }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var stack: [Node] = []
            var pendingKeys: [Node?] = []
            func offset(_ mark: yaml_mark_t) -> Int { offsets[min(max(0, Int(mark.index)), offsets.count - 1)] }
            func node(
                _ content: Node.Content, _ event: yaml_event_t, anchor: UnsafeMutablePointer<yaml_char_t>?
            ) -> Node {
                Node(
                    content: content, start: offset(event.start_mark), end: offset(event.end_mark),
                    line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1,
                    anchor: anchor.map { String(cString: $0) })
            }
            /// Adds a finished node to its parent (or makes it the root).
            func add(_ finished: Node) {
                guard var parent = stack.popLast() else { built = finished; return }
                switch parent.content {
                case .mapping(var pairs, let flow):
                    if let key = pendingKeys[pendingKeys.count - 1] {
                        pairs.append(Pair(key: key, value: finished))
                        pendingKeys[pendingKeys.count - 1] = nil
                    } else {
                        pendingKeys[pendingKeys.count - 1] = finished
                    }
                    parent.content = .mapping(pairs, flow: flow)
                case .sequence(var items, let flow):
                    items.append(finished)
                    parent.content = .sequence(items, flow: flow)
                default:
                    break
                }
                stack.append(parent)
            }
            var event = yaml_event_t()
            while built == nil {
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    failure = parser.problem.map { String(cString: $0) } ?? "this is not valid YAML or JSON"
                    return
                }
                defer { yaml_event_delete(&event) }
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    failure = "the file is empty"
                    return
                case YAML_SCALAR_EVENT:
                    let data = event.data.scalar
                    let value = String(
                        decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
                    let style: Node.Style =
                        switch data.style {
                        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
                        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
                        case YAML_LITERAL_SCALAR_STYLE: .literal
                        case YAML_FOLDED_SCALAR_STYLE: .folded
                        default: .plain
                        }
                    add(node(.scalar(value, style), event, anchor: data.anchor))
                case YAML_ALIAS_EVENT:
                    add(node(.alias, event, anchor: nil))
                case YAML_MAPPING_START_EVENT:
                    let flow = event.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE
                    stack.append(node(.mapping([], flow: flow), event, anchor: event.data.mapping_start.anchor))
                    pendingKeys.append(nil)
                case YAML_SEQUENCE_START_EVENT:
                    let flow = event.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE
                    stack.append(node(.sequence([], flow: flow), event, anchor: event.data.sequence_start.anchor))
                    pendingKeys.append(nil)
                case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
                    guard var finished = stack.popLast() else { return }
                    pendingKeys.removeLast()
                    finished.end = offset(event.end_mark)
                    add(finished)
                default:
                    break
                }
            }
        }
        if let failure { throw Invalid(message: failure) }
        guard let built else { throw Invalid(message: "the file is empty") }
        root = built
    }
}

extension SourceTree {
    /// This tree after `newText` replaced the scalar written as `oldText` at UTF-8 offset `start` (the edit of one
    /// value), without parsing the file again: the scalar takes the value and style `newText` reads as, and every node
    /// after it moves by the change in length (its column too, on the same line). Nil whenever a whole parse could
    /// read it differently: no scalar is exactly there, or it has an anchor, either text has a line break, `newText`
    /// is not one plain or quoted scalar on its own, or it is a plain one in a flow collection with more than letters,
    /// digits, spaces and `._+-`, or a plain one in place of a quoted one where the byte `following` the old text
    /// (nil: the end) is not a space or a line break (`"a":1` → `x:1` would read as one scalar).
    func replacingScalar(at start: Int, oldText: String, newText: String, following: UInt8?) -> SourceTree? {
        let end = start + oldText.utf8.count
        // Every line break libyaml counts: LF, CR, NEL, LS and PS.
        let isBreak = { (scalar: Unicode.Scalar) in ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar) }
        guard end > start, !oldText.unicodeScalars.contains(where: isBreak),
            !newText.unicodeScalars.contains(where: isBreak),
            let (target, inFlow) = Self.scalar(in: root, start: start, end: end, inFlow: false), target.anchor == nil,
            let alone = try? SourceTree(text: newText), case .scalar(let value, let style) = alone.root.content,
            alone.root.start == 0, alone.root.end == newText.utf8.count, alone.root.anchor == nil,
            !inFlow || style != .plain || newText.utf8.allSatisfy(Self.isFlowSafe),
            style != .plain || target.style == .plain || following.map(Self.isBlank) ?? true
        else { return nil }
        let characters = { (text: String) in text.utf8.count(where: { $0 & 0xC0 != 0x80 }) }
        let shift = Shift(
            start: start, end: end, bytes: newText.utf8.count - oldText.utf8.count, line: target.line,
            columns: characters(newText) - characters(oldText), content: .scalar(value, style))
        var tree = self
        tree.root = shift.moved(root)
        return tree
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }

    private static func isFlowSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: " "), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "+"), UInt8(ascii: "-"):
            true
        default: false
        }
    }

    /// The scalar spanning exactly `start..<end` under `node`, and whether a flow collection holds it.
    private static func scalar(in node: Node, start: Int, end: Int, inFlow: Bool) -> (Node, Bool)? {
        switch node.content {
        case .scalar: return node.start == start && node.end == end ? (node, inFlow) : nil
        case .alias: return nil
        case .mapping(let pairs, let flow):
            for pair in pairs {
                for child in [pair.key, pair.value] where child.start <= start && end <= child.end {
                    if let found = scalar(in: child, start: start, end: end, inFlow: inFlow || flow) { return found }
                }
            }
            return nil
        case .sequence(let items, let flow):
            for child in items where child.start <= start && end <= child.end {
                if let found = scalar(in: child, start: start, end: end, inFlow: inFlow || flow) { return found }
            }
            return nil
        }
    }

    /// Moves the nodes at or after the replaced scalar's end by the change in bytes (and in characters, for a
    /// column on its line), and gives the scalar its new content.
    private struct Shift {
        var start: Int
        var end: Int
        var bytes: Int
        var line: Int
        var columns: Int
        var content: Node.Content

        func moved(_ node: Node) -> Node {
            if node.end < start { return node }
            var node = node
            if node.start == start, node.end == end, case .scalar = node.content {
                node.content = content
                node.end += bytes
                return node
            }
            if node.start >= end {
                node.start += bytes
                if node.line == line { node.column += columns }
            }
            if node.end >= end { node.end += bytes }
            switch node.content {
            case .mapping(let pairs, let flow):
                node.content = .mapping(pairs.map { Pair(key: moved($0.key), value: moved($0.value)) }, flow: flow)
            case .sequence(let items, let flow):
                node.content = .sequence(items.map(moved), flow: flow)
            case .scalar, .alias:
                break
            }
            return node
        }
    }
}
