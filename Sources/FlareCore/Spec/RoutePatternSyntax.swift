/// A route pattern such as `myapp://promo/{campaign}`: literal text and `{param}` placeholders.
/// A placeholder matches one or more characters other than `/`, `?` and `#`.
public struct RoutePatternSyntax: Sendable, Hashable {
    public enum Part: Sendable, Hashable {
        case literal(String)
        case parameter(String)
    }

    public var parts: [Part]

    /// Why a pattern cannot be read, in words.
    public enum Problem: Error, Equatable, Sendable {
        case unclosedBrace
        case strayBrace
        case badName(String)
        case repeatedName(String)
        case adjacentParameters
        /// `*` inside a URL segment (`promo-*`): a wildcard stands for whole segments.
        case partialWildcard(String)
        /// `*` in a shortcut, activity or notification pattern.
        case wildcardOutsideURL

        public var reason: String {
            switch self {
            case .unclosedBrace: "a '{' is never closed"
            case .strayBrace: "a '}' has no '{'"
            case .badName(let n): "'{\(n)}' is not a valid placeholder (use letters, digits and '_')"
            case .repeatedName(let n): "the placeholder '{\(n)}' appears twice"
            case .adjacentParameters: "two placeholders follow each other with nothing between them"
            case .partialWildcard(let s):
                "'\(s)': '*' (one segment) and '**' (any number) stand for whole path segments "
                    + "(write {name} for part of one)"
            case .wildcardOutsideURL: "'*' matches URL path segments only (write {name} in an identifier)"
            }
        }
    }

    public static func parse(_ text: String) -> Result<RoutePatternSyntax, Problem> {
        var parts: [Part] = []
        var literal = ""
        var names = Set<String>()
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            if c == "}" { return .failure(.strayBrace) }
            if c == "{" {
                guard let close = text[i...].firstIndex(of: "}") else { return .failure(.unclosedBrace) }
                let name = String(text[text.index(after: i)..<close])
                guard !name.isEmpty, !name.contains("{"),
                    name.unicodeScalars.allSatisfy({
                        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
                    })
                else { return .failure(.badName(name)) }
                guard names.insert(name).inserted else { return .failure(.repeatedName(name)) }
                if !literal.isEmpty { parts.append(.literal(literal)); literal = "" }
                if case .parameter = parts.last { return .failure(.adjacentParameters) }
                parts.append(.parameter(name))
                i = text.index(after: close)
                continue
            }
            literal.append(c)
            i = text.index(after: i)
        }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        return .success(RoutePatternSyntax(parts: parts))
    }

    public var parameters: [String] {
        parts.compactMap { if case .parameter(let n) = $0 { n } else { nil } }
    }

    /// The parameter values when `text` matches the whole pattern, else nil.
    public func match(_ text: String) -> [String: String]? {
        match(Substring(text), from: 0)
    }

    private func match(_ text: Substring, from index: Int) -> [String: String]? {
        guard index < parts.count else { return text.isEmpty ? [:] : nil }
        switch parts[index] {
        case .literal(let l):
            guard text.hasPrefix(l) else { return nil }
            return match(text.dropFirst(l.count), from: index + 1)
        case .parameter(let name):
            // Shortest value first; values never span '/', '?' or '#'. Patterns are short, so backtracking is cheap.
            var end = text.startIndex
            while end < text.endIndex {
                let c = text[end]
                if c == "/" || c == "?" || c == "#" { break }
                end = text.index(after: end)
                if var values = match(text[end...], from: index + 1) {
                    values[name] = String(text[text.startIndex..<end])
                    return values
                }
            }
            return nil
        }
    }

    /// `template` with every `{name}` replaced by its value (unknown names are left as written).
    public static func substitute(_ template: String, with values: [String: String]) -> String {
        var result = template
        for (name, value) in values {
            result = result.replacing("{\(name)}", with: value)
        }
        return result
    }
}
