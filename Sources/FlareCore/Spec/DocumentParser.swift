/// Reads one spec file's nodes into the model, reporting every problem at the node that causes it:
/// the key for unknown keys, the value for bad values. Section readers live in `DocumentParser+*.swift`.
final class DocumentParser {
    let builder: SpecBuilder
    let document: SpecDocument

    init(builder: SpecBuilder, document: SpecDocument) {
        self.builder = builder
        self.document = document
    }

    // MARK: Diagnostics

    func location(_ node: SpecNode) -> SourceLocation {
        SourceLocation(file: document.displayPath, line: node.line, column: node.column)
    }

    func error(_ message: String, at node: SpecNode) {
        builder.error(message, at: location(node))
    }

    func warning(_ message: String, at node: SpecNode) {
        builder.warning(message, at: location(node))
    }

    // MARK: Maps and lists

    /// A map's entries by key, after the unknown keys were reported.
    struct Fields {
        var node: SpecNode
        var entries: [String: SpecNode.Pair] = [:]
        /// Keys in file order.
        var order: [String] = []

        subscript(_ key: String) -> SpecNode? { entries[key]?.value }
        func key(_ key: String) -> SpecNode? { entries[key]?.key }
        func has(_ key: String) -> Bool { entries[key] != nil }
    }

    /// Where each key of `fields` is written, as `prefix` + key (`appearance.titleColor`): lint findings point there.
    func keyLocations(_ fields: Fields, prefix: String = "") -> [String: SourceLocation] {
        var out: [String: SourceLocation] = [:]
        for (key, pair) in fields.entries { out[prefix + key] = location(pair.key) }
        return out
    }

    /// Reads a map whose keys must be among `allowed`. `what` names it in messages ("'appearance'").
    /// Returns nil (after an error) when the node is not a map.
    func fields(_ node: SpecNode, _ what: String, allowed: [String]) -> Fields? {
        guard let pairs = pairs(node, what) else { return nil }
        var fields = Fields(node: node)
        for pair in pairs {
            guard let key = keyText(pair.key) else { continue }
            if !allowed.contains(key) {
                error("unknown key '\(key)'\(unknownKeyHint(key, allowed: allowed))", at: pair.key)
                continue
            }
            fields.entries[key] = pair
            fields.order.append(key)
        }
        return fields
    }

    func unknownKeyHint(_ key: String, allowed: [String]) -> String {
        if let near = Suggestion.nearest(to: key, in: allowed) { return " (did you mean '\(near)'?)" }
        if allowed.count <= 8 { return " (expected \(Self.alternatives(allowed)))" }
        return ""
    }

    /// A map's pairs with text keys, or nil (after an error) when the node is not a map.
    func pairs(_ node: SpecNode, _ what: String) -> [SpecNode.Pair]? {
        switch node.content {
        case .mapping(let pairs):
            return pairs
        case .scalar where node.isNull:
            // `alerts:` with nothing under it: an empty map, not a mistake worth stopping for.
            return []
        default:
            error("\(what) must be a map (key: value), not \(node.kindDescription)", at: node)
            return nil
        }
    }

    /// A list's items, or nil (after an error) when the node is not a list. An empty value is an empty list.
    func items(_ node: SpecNode, _ what: String) -> [SpecNode]? {
        switch node.content {
        case .sequence(let items):
            return items
        case .scalar where node.isNull:
            return []
        default:
            error("\(what) must be a list, not \(node.kindDescription)", at: node)
            return nil
        }
    }

    /// A key's text; reports keys that are maps or lists.
    func keyText(_ key: SpecNode) -> String? {
        guard let text = key.text else {
            error("a key must be text, not \(key.kindDescription)", at: key)
            return nil
        }
        return text
    }

    /// Reports `missing required key 'x'` at the map when `key` is absent; true when present.
    @discardableResult
    func require(_ fields: Fields, _ key: String, in what: String) -> Bool {
        if fields.has(key) { return true }
        error("\(what) is missing the required key '\(key)'", at: fields.node)
        return false
    }

    // MARK: Script steps

    /// Reads one script step: a bare word among `bare`, or a one-key map `{name: value}`.
    /// Returns the name, its key node and its value (nil for a bare word).
    /// One script step: a bare word (`bare`), or a one-key map; `either` steps may be written both ways.
    func step(
        _ item: SpecNode, names: [String], bare: [String], either: [String] = []
    ) -> (String, SpecNode, SpecNode?)? {
        switch item.content {
        case .scalar(let text, _):
            if bare.contains(text) { return (text, item, nil) }
            if names.contains(text) {
                error("step '\(text)' needs a value: write '{\(text): …}'", at: item)
            } else {
                error(
                    "unknown step '\(text)'\(Suggestion.hint(for: text, in: names)) (steps: "
                        + "\(Self.alternatives(names)))",
                    at: item)
            }
            return nil
        case .mapping(let pairs):
            guard pairs.count == 1, let key = pairs[0].key.text else {
                error(
                    "a step must have exactly one key (one of "
                        + "\(Self.alternatives(names.filter { !bare.contains($0) })))",
                    at: item)
                return nil
            }
            guard names.contains(key), !bare.contains(key) || either.contains(key) else {
                if bare.contains(key) {
                    error("step '\(key)' takes no value: write it as a bare '- \(key)'", at: pairs[0].key)
                } else {
                    error(
                        "unknown step '\(key)'\(Suggestion.hint(for: key, in: names)) (steps: "
                            + "\(Self.alternatives(names)))",
                        at: pairs[0].key)
                }
                return nil
            }
            return (key, pairs[0].key, pairs[0].value)
        case .sequence:
            error("a step must be a word or a one-key map, not a list", at: item)
            return nil
        }
    }

    // MARK: Ids

    static func isValidId(_ id: String) -> Bool {
        !id.isEmpty
            && id.unicodeScalars.allSatisfy { c in
                ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) || c == "-" || c == "_"
            }
    }

    /// Reports an id that is not made of letters, digits, `-` and `_`.
    @discardableResult
    func checkId(_ id: String, at node: SpecNode, what: String) -> Bool {
        if Self.isValidId(id) { return true }
        error("'\(id)' is not a valid \(what) id (use only letters, digits, '-' and '_')", at: node)
        return false
    }

    // MARK: Scalars

    /// Text; an explicit `null` counts as absent. Reports maps, lists and empty values.
    func string(_ fields: Fields, _ key: String) -> String? {
        guard let node = fields[key] else { return nil }
        return string(node, key)
    }

    func string(_ node: SpecNode, _ key: String) -> String? {
        guard let text = scalarText(node, key, expected: "text") else { return nil }
        return text
    }

    /// A scalar's text, or nil after reporting an empty value, a map or a list; `null` reads as nil silently.
    func scalarText(_ node: SpecNode, _ key: String, expected: String) -> String? {
        switch node.content {
        case .scalar(let text, _):
            if node.isEmptyPlain {
                error("'\(key)' has no value\(commentHint(node))", at: node)
                return nil
            }
            if node.isNull { return nil }
            return text
        default:
            error("'\(key)' must be \(expected), not \(node.kindDescription)", at: node)
            return nil
        }
    }

    /// When a value is empty because YAML read `#…` as a comment, says so.
    func commentHint(_ node: SpecNode) -> String {
        guard let line = document.line(node.line) else { return "" }
        let scalars = Array(line.unicodeScalars)
        var i = max(0, node.column - 1)
        while i < scalars.count, scalars[i] == " " || scalars[i] == "\t" { i += 1 }
        guard i < scalars.count, scalars[i] == "#" else { return "" }
        var end = i + 1
        while end < scalars.count, scalars[end] != " ", scalars[end] != "\t", scalars[end] != "\r" { end += 1 }
        let word = String(String.UnicodeScalarView(scalars[i..<end]))
        return ": in YAML '#' starts a comment, so put the value in quotes: \"\(word)\""
    }

    func number(_ fields: Fields, _ key: String, min: Double? = nil) -> Double? {
        guard let node = fields[key] else { return nil }
        return number(node, key, min: min)
    }

    func number(_ node: SpecNode, _ key: String, min: Double? = nil) -> Double? {
        guard let text = scalarText(node, key, expected: "a number") else { return nil }
        guard let value = SpecNumber.parse(text) else {
            error("'\(key)' must be a number, not '\(text)'", at: node)
            return nil
        }
        if let min, value < min {
            error("'\(key)' must be at least \(SpecRanges.format(min)), not \(text)", at: node)
            return nil
        }
        return inRange(value, SpecRanges.numbers[key], key, text, node)
    }

    /// `value` when `range` (the key's, from `SpecRanges`) holds it; otherwise an error that says the range.
    func inRange(
        _ value: Double, _ range: ClosedRange<Double>?, _ key: String, _ text: String, _ node: SpecNode,
        unit: String = ""
    ) -> Double? {
        guard let range, !range.contains(value) else { return value }
        error("'\(key)' must be \(SpecRanges.describe(range))\(unit), not \(text)", at: node)
        return nil
    }

    func int(_ fields: Fields, _ key: String, min: Int? = nil) -> Int? {
        guard let node = fields[key] else { return nil }
        return int(node, key, min: min)
    }

    func int(_ node: SpecNode, _ key: String, min: Int? = nil) -> Int? {
        guard let text = scalarText(node, key, expected: "a whole number") else { return nil }
        guard let value = SpecNumber.parse(text), value == value.rounded(), abs(value) < 1e15 else {
            error("'\(key)' must be a whole number, not '\(text)'", at: node)
            return nil
        }
        if let min, Int(value) < min {
            error("'\(key)' must be at least \(min), not \(text)", at: node)
            return nil
        }
        return inRange(value, SpecRanges.numbers[key], key, text, node).map { Int($0) }
    }

    func bool(_ fields: Fields, _ key: String) -> Bool? {
        guard let node = fields[key] else { return nil }
        return bool(node, key)
    }

    func bool(_ node: SpecNode, _ key: String) -> Bool? {
        guard let text = scalarText(node, key, expected: "true or false") else { return nil }
        switch text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default:
            error("'\(key)' must be true or false, not '\(text)'", at: node)
            return nil
        }
    }

    /// One of an enum's raw values, with a did-you-mean hint.
    func choice<E: RawRepresentable & CaseIterable>(_ fields: Fields, _ key: String, _ type: E.Type) -> E?
    where E.RawValue == String {
        guard let node = fields[key] else { return nil }
        return choice(node, key, type)
    }

    func choice<E: RawRepresentable & CaseIterable>(_ node: SpecNode, _ key: String, _ type: E.Type) -> E?
    where E.RawValue == String {
        choice(node, key, E.allCases.map(\.rawValue)).flatMap(E.init(rawValue:))
    }

    /// One of `names`, with a did-you-mean hint.
    func choice(_ node: SpecNode, _ key: String, _ names: [String]) -> String? {
        guard let text = scalarText(node, key, expected: "one of \(Self.alternatives(names))") else { return nil }
        if names.contains(text) { return text }
        error(badChoice(text, key, names), at: node)
        return nil
    }

    func badChoice(_ text: String, _ key: String, _ names: [String]) -> String {
        let hint =
            Suggestion.nearest(to: text, in: names).map { "did you mean '\($0)'?" }
            ?? "expected \(Self.alternatives(names))"
        return "'\(text)' is not a valid \(key) (\(hint))"
    }

    /// `a, b or c`.
    static func alternatives(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }
}
