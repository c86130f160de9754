import Foundation

/// Where a request comes from: the four entry points Scotty's README names ("URLs, application shortcut items,
/// user activities, notification responses"), each a route source of its own.
public enum RouteSource: String, Sendable, Hashable, CaseIterable {
    /// A URL (`application(_:open:options:)`), matched by URL rules.
    case url
    /// A home-screen quick action (`UIApplicationShortcutItem.type`).
    case shortcut
    /// A user activity (`NSUserActivity.activityType`, or the Spotlight item's `CSSearchableItemActivityIdentifier`).
    case activity
    /// A notification response (`UNNotificationResponse.actionIdentifier`).
    case notification

    /// What the identifier is, for messages: `shortcut item type`.
    public var noun: String {
        switch self {
        case .url: "URL"
        case .shortcut: "shortcut item type"
        case .activity: "user activity identifier"
        case .notification: "notification action identifier"
        }
    }
}

/// One request to route: a URL, or the identifier of a shortcut item, user activity or notification response.
/// Written as text (the Routes page, `flare route`), a typed request is its source's word, a space and the
/// identifier (`shortcut com.dji.fly.new-flight`); anything else is a URL.
public struct RouteRequest: Sendable, Hashable, CustomStringConvertible {
    public var source: RouteSource
    public var value: String

    public init(_ source: RouteSource, _ value: String) {
        self.source = source
        self.value = value
    }

    public init(parsing text: String) {
        let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let space = text.firstIndex(of: " "), let source = RouteSource(rawValue: String(text[..<space])),
            source != .url
        {
            self.init(source, text[text.index(after: space)...].trimmingCharacters(in: .whitespaces))
        } else {
            self.init(.url, text)
        }
    }

    /// `myapp://promo/summer`, `shortcut com.dji.fly.new-flight`.
    public var description: String { source == .url ? value : "\(source.rawValue) \(value)" }
}

/// A spec route's pattern for its source. A URL pattern is read by URL rules: the scheme and the host compare
/// without case, a trailing `/` is optional, and a path segment is literal text with `{name}` placeholders, `*`
/// (exactly one segment) or `**` (any number of segments, none included); the path itself compares with case.
/// A shortcut, activity or notification pattern is the identifier, literal text with `{name}` placeholders.
public struct RoutePattern: Sendable, Hashable {
    public var source: RouteSource
    /// A URL's parts; nil for the other sources.
    var url: URLParts?
    /// An identifier's pattern (shortcut, activity, notification).
    var identifier: RoutePatternSyntax?

    enum Segment: Sendable, Hashable {
        /// `*`: exactly one segment.
        case one
        /// `**`: any number of segments.
        case any
        case text(RoutePatternSyntax)
    }

    struct URLParts: Sendable, Hashable {
        var scheme: String
        /// nil when the URL has no `//` authority (`mailto:…`).
        var host: Segment?
        var path: [Segment]
    }

    public static func parse(
        _ text: String, source: RouteSource = .url
    ) -> Result<RoutePattern, RoutePatternSyntax.Problem> {
        guard source == .url else {
            if text.contains("*") { return .failure(.wildcardOutsideURL) }
            return RoutePatternSyntax.parse(text).map { RoutePattern(source: source, identifier: $0) }
        }
        let (scheme, host, path) = split(text)
        func segment(_ s: Substring) -> Result<Segment, RoutePatternSyntax.Problem> {
            if s == "*" { return .success(.one) }
            if s == "**" { return .success(.any) }
            if s.contains("*") { return .failure(.partialWildcard(String(s))) }
            return RoutePatternSyntax.parse(String(s)).map { .text($0) }
        }
        do {
            let h = try host.map { h -> Segment in
                if h == "**" { throw RoutePatternSyntax.Problem.partialWildcard("**") }
                // The host compares without case: its literal text is kept lowercased (placeholder names as written).
                guard case .text(let p) = try segment(Substring(h)).get() else { return .one }
                return .text(
                    RoutePatternSyntax(
                        parts: p.parts.map {
                            if case .literal(let l) = $0 { .literal(l.lowercased()) } else { $0 }
                        }))
            }
            let p = try path.map { try segment($0).get() }
            return .success(RoutePattern(source: .url, url: URLParts(scheme: scheme.lowercased(), host: h, path: p)))
        } catch let problem as RoutePatternSyntax.Problem {
            return .failure(problem)
        } catch {
            return .failure(.unclosedBrace)
        }
    }

    /// Every `{name}` of the pattern, in order.
    public var parameters: [String] {
        if let identifier { return identifier.parameters }
        guard let url else { return [] }
        return ([url.host].compactMap { $0 } + url.path).flatMap { s -> [String] in
            if case .text(let p) = s { p.parameters } else { [] }
        }
    }

    /// The placeholder values when `request` (a URL's scheme, host and path: its query and fragment are options)
    /// matches; nil when it does not or comes from another source.
    public func match(_ request: RouteRequest) -> [String: String]? {
        guard request.source == source else { return nil }
        if let identifier { return identifier.match(request.value) }
        guard let url else { return nil }
        let (scheme, host, path) = Self.split(RouteURL(request.value).base)
        guard scheme.lowercased() == url.scheme else { return nil }
        var values: [String: String] = [:]
        switch (url.host, host) {
        case (nil, nil): break
        case (let pattern?, let host?):
            guard let found = Self.match(pattern, Substring(host.lowercased())) else { return nil }
            values.merge(found) { a, _ in a }
        default: return nil
        }
        guard let found = Self.match(url.path[...], path[...]) else { return nil }
        return values.merging(found) { a, _ in a }
    }

    /// True when every request this pattern's `other` matches, this one matches too (so a later `other` is
    /// shadowed: first match wins). Conservative: false when unsure.
    public func covers(_ other: RoutePattern) -> Bool {
        guard source == other.source else { return false }
        if let identifier, let theirs = other.identifier { return Self.covers(.text(identifier), .text(theirs)) }
        guard let url, let theirs = other.url, url.scheme == theirs.scheme else { return false }
        switch (url.host, theirs.host) {
        case (nil, nil): break
        case (let a?, let b?): guard Self.covers(a, b) else { return false }
        default: return false
        }
        return Self.covers(url.path[...], theirs.path[...])
    }

    // MARK: URL rules

    /// `scheme:` + `//host` + `/path/segments` (a trailing `/` dropped); no query or fragment.
    static func split(_ text: String) -> (scheme: String, host: String?, path: [Substring]) {
        guard let colon = text.firstIndex(of: ":") else { return ("", nil, pathSegments(Substring(text))) }
        let scheme = String(text[..<colon])
        var rest = text[text.index(after: colon)...]
        var host: String?
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            let end = rest.firstIndex(of: "/") ?? rest.endIndex
            host = String(rest[..<end])
            rest = rest[end...]
        }
        return (scheme, host, pathSegments(rest))
    }

    private static func pathSegments(_ path: Substring) -> [Substring] {
        var p = path
        if p.hasPrefix("/") { p = p.dropFirst() }
        var segments = p.split(separator: "/", omittingEmptySubsequences: false)
        if segments.last == "" { segments.removeLast() }
        return segments
    }

    private static func match(_ segment: Segment, _ text: Substring) -> [String: String]? {
        switch segment {
        case .one, .any: text.isEmpty ? nil : [:]
        case .text(let p): p.match(String(text))
        }
    }

    private static func match(_ pattern: ArraySlice<Segment>, _ path: ArraySlice<Substring>) -> [String: String]? {
        guard let first = pattern.first else { return path.isEmpty ? [:] : nil }
        if case .any = first {
            // `**` takes as few segments as it can and gives one more on each retry.
            var rest = path
            while true {
                if let found = match(pattern.dropFirst(), rest) { return found }
                guard !rest.isEmpty else { return nil }
                rest = rest.dropFirst()
            }
        }
        guard let head = path.first, let here = match(first, head),
            let later = match(pattern.dropFirst(), path.dropFirst())
        else { return nil }
        return here.merging(later) { a, _ in a }
    }

    private static func covers(_ a: ArraySlice<Segment>, _ b: ArraySlice<Segment>) -> Bool {
        guard let first = a.first else { return b.isEmpty }
        if case .any = first {
            return covers(a.dropFirst(), b) || (!b.isEmpty && covers(a, b.dropFirst()))
        }
        guard let theirs = b.first else { return false }
        return covers(first, theirs) && covers(a.dropFirst(), b.dropFirst())
    }

    /// One segment covers another: `*` or a lone `{name}` any single segment; literal text with placeholders a
    /// literal it matches, or a segment of the same shape.
    private static func covers(_ a: Segment, _ b: Segment) -> Bool {
        switch (a, b) {
        case (_, .any): return false
        case (.any, _): return true
        case (.one, _): return true
        case (.text(let p), .one):
            if case .parameter = p.parts.first, p.parts.count == 1 { return true }
            return false
        case (.text(let p), .text(let q)):
            if case .parameter = p.parts.first, p.parts.count == 1 { return true }
            if q.parameters.isEmpty {
                return p.match(q.parts.map { if case .literal(let l) = $0 { l } else { "" } }.joined()) != nil
            }
            return p.parts.count == q.parts.count
                && zip(p.parts, q.parts).allSatisfy { x, y in
                    switch (x, y) {
                    case (.literal(let l), .literal(let m)): l == m
                    case (.parameter, .parameter): true
                    default: false
                    }
                }
        }
    }
}
