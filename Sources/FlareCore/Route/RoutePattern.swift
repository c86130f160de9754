/// A spec route pattern (`myapp://promo/{campaign}`) matched against a URL. A placeholder matches one or more
/// characters other than `/`, `?` and `#` (the rule the spec parser validates). Unreadable patterns never match:
/// the parser has already reported them with their line and column.
public struct RoutePattern: Sendable, Hashable {
    enum Part: Sendable, Hashable {
        case literal(String)
        case parameter(String)
    }

    let parts: [Part]
    public let text: String

    /// nil when `text` has an unclosed or empty `{}`.
    public init?(_ text: String) {
        var parts: [Part] = []
        var literal = ""
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            if c == "{" {
                guard let close = text[i...].firstIndex(of: "}") else { return nil }
                let name = String(text[text.index(after: i)..<close])
                guard !name.isEmpty, !name.contains("{") else { return nil }
                if !literal.isEmpty { parts.append(.literal(literal)); literal = "" }
                parts.append(.parameter(name))
                i = text.index(after: close)
            } else {
                literal.append(c)
                i = text.index(after: i)
            }
        }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        self.parts = parts
        self.text = text
    }

    /// The placeholder values when `url` matches the whole pattern, else nil.
    public func match(_ url: String) -> [String: String]? {
        match(Substring(url), from: 0)
    }

    private func match(_ text: Substring, from index: Int) -> [String: String]? {
        guard index < parts.count else { return text.isEmpty ? [:] : nil }
        switch parts[index] {
        case .literal(let l):
            guard text.hasPrefix(l) else { return nil }
            return match(text.dropFirst(l.count), from: index + 1)
        case .parameter(let name):
            // Shortest value first, backtracking: patterns are a few parts long.
            var end = text.startIndex
            while end < text.endIndex, !"/?#".contains(text[end]) {
                end = text.index(after: end)
                if var values = match(text[end...], from: index + 1) {
                    values[name] = String(text[text.startIndex..<end])
                    return values
                }
            }
            return nil
        }
    }

    /// `template` with every `{name}` replaced by its value; unknown names stay as written.
    public static func substitute(_ template: String, with values: [String: String]) -> String {
        var result = ""
        var i = template.startIndex
        while i < template.endIndex {
            if template[i] == "{", let close = template[i...].firstIndex(of: "}"),
               let value = values[String(template[template.index(after: i)..<close])] {
                result += value
                i = template.index(after: close)
            } else {
                result.append(template[i])
                i = template.index(after: i)
            }
        }
        return result
    }
}
