import Foundation

/// A deep link cut as Scotty's routes see it: what patterns match (scheme, host and path) and the request's
/// options (the query's `name=value` pairs, percent-decoded, in order, and the fragment as `fragment`), which
/// never prevent a match: `myapp://promo/summer?utm_source=mail#top` matches `myapp://promo/{campaign}`.
public struct RouteURL: Sendable, Hashable {
    /// Scheme, host and path: everything before the first `?` or `#`.
    public var base: String
    public var options: [Option]

    public struct Option: Sendable, Hashable, CustomStringConvertible {
        public var name: String
        public var value: String
        public var description: String { "\(name)=\(value)" }
    }

    public init(_ url: String) {
        var rest = Substring(url)
        var fragment: Substring?
        if let hash = rest.firstIndex(of: "#") {
            fragment = rest[rest.index(after: hash)...]
            rest = rest[..<hash]
        }
        var query: Substring = ""
        if let mark = rest.firstIndex(of: "?") {
            query = rest[rest.index(after: mark)...]
            rest = rest[..<mark]
        }
        base = String(rest)
        func decode(_ s: Substring) -> String {
            String(s).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(s)
        }
        options = query.split(separator: "&").filter { !$0.isEmpty }.map { item in
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return Option(name: decode(pair[0]), value: pair.count > 1 ? decode(pair[1]) : "")
        }
        if let fragment, !fragment.isEmpty { options.append(Option(name: "fragment", value: decode(fragment))) }
    }

    /// The options by name (the first of a repeated name wins).
    public var values: [String: String] {
        var out: [String: String] = [:]
        for o in options where out[o.name] == nil { out[o.name] = o.value }
        return out
    }
}
