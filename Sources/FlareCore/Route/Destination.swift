import Foundation

/// Where a `flare://` URL leads: a built-in route and its `theme=`, `scale=` and `zoom=` options.
public struct Destination: Sendable, Hashable, CustomStringConvertible {
    public var item: SpecItem
    /// The block a rocket starts from (`block=`); nil: its start block.
    public var block: String?
    public var theme: Theme?
    public var scale: Int?
    /// The window's zoom (`zoom=150`, `zoom=fit`).
    public var zoom: Zoom?

    public init(_ item: SpecItem, block: String? = nil, theme: Theme? = nil, scale: Int? = nil, zoom: Zoom? = nil) {
        self.item = item
        self.block = block
        self.theme = theme
        self.scale = scale
        self.zoom = zoom
    }

    /// The canonical `flare://` URL.
    public var url: String {
        var query: [String] = []
        if let block { query.append("block=\(block)") }
        if let theme { query.append("theme=\(theme.rawValue)") }
        if let scale { query.append("scale=\(scale)") }
        if let zoom { query.append("zoom=\(zoom)") }
        return "flare://\(item)" + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    }

    /// One line: `alert low-battery (theme dark, scale 2)`.
    public var description: String {
        var extras: [String] = []
        if case .rocket = item { extras.append(block.map { "from block \($0)" } ?? "from its start block") }
        if let theme { extras.append("theme \(theme.rawValue)") }
        if let scale { extras.append("scale \(scale)") }
        if let zoom { extras.append("zoom \(zoom)") }
        return "\(item.section) \(item.id)" + (extras.isEmpty ? "" : " (" + extras.joined(separator: ", ") + ")")
    }

    /// Parses a built-in URL: `flare://alert/<id>`, `flare://rocket/<id>?block=<id>`, `flare://queue/<id>`,
    /// `flare://scenario/<id>`, each with optional `theme=light|dark`, `scale=1|2|3` and `zoom=<percent>|fit`.
    public static func parse(_ url: String) -> Result<Destination, RouteFailure> {
        let prefix = "flare://"
        guard url.lowercased().hasPrefix(prefix) else {
            return .failure(RouteFailure("'\(url)' is not a flare:// URL"))
        }
        var rest = Substring(url.dropFirst(prefix.count))
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        var queryText: Substring = ""
        if let q = rest.firstIndex(of: "?") {
            queryText = rest[rest.index(after: q)...]
            rest = rest[..<q]
        }
        let segments = rest.split(separator: "/", omittingEmptySubsequences: false)
        let sections = "alert, rocket, queue, scenario or screen"
        guard segments.count >= 2, !segments[0].isEmpty else {
            return .failure(RouteFailure("'\(url)' names no destination: write flare://<\(sections)>/<id>"))
        }
        guard segments.count == 2, !segments[1].isEmpty else {
            return .failure(
                RouteFailure(
                    "'\(url)' has no id after '\(segments[0])/'"
                        + (segments.count > 2 ? " or has extra path segments" : "")))
        }
        guard let id = String(segments[1]).removingPercentEncoding, isValidID(id) else {
            return .failure(RouteFailure("'\(segments[1])' in '\(url)' is not an id (letters, digits, '-' and '_')"))
        }

        var theme: Theme?
        var scale: Int?
        var block: String?
        var zoom: Zoom?
        for item in queryText.split(separator: "&") where !item.isEmpty {
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = String(pair[0])
            let value = pair.count > 1 ? (String(pair[1]).removingPercentEncoding ?? String(pair[1])) : ""
            switch key {
            case "theme":
                guard let t = Theme(rawValue: value) else {
                    return .failure(RouteFailure("theme '\(value)' in '\(url)' is not light or dark"))
                }
                theme = t
            case "scale":
                guard let s = Int(value), (1...3).contains(s) else {
                    return .failure(RouteFailure("scale '\(value)' in '\(url)' is not 1, 2 or 3"))
                }
                scale = s
            case "zoom":
                guard let z = Zoom(value) else {
                    return .failure(RouteFailure("zoom '\(value)' in '\(url)' is not \(Zoom.expected)"))
                }
                zoom = z
            case "block" where segments[0] == "rocket":
                guard isValidID(value) else {
                    return .failure(RouteFailure("block '\(value)' in '\(url)' is not a block id"))
                }
                block = value
            default:
                let allowed = segments[0] == "rocket" ? "block, theme, scale and zoom" : "theme, scale and zoom"
                return .failure(RouteFailure("unknown option '\(key)' in '\(url)' (this route takes \(allowed))"))
            }
        }

        guard let item = SpecItem(section: String(segments[0]), id: id) else {
            return .failure(RouteFailure("'\(segments[0])' in '\(url)' is not a route: Flare opens \(sections)"))
        }
        return .success(Destination(item, block: block, theme: theme, scale: scale, zoom: zoom))
    }

    /// Spec ids: letters, digits, `-` and `_`.
    static func isValidID(_ text: String) -> Bool {
        !text.isEmpty
            && text.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
                    || $0 == "_"
            }
    }
}
